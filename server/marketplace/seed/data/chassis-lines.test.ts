/** Chassis, driveline and exhaust parts fit the cars that share their body, model, driveline, axle load or rear axle: the judge's returns. */
import { type CarFacts, fitmentKey, kindFits } from './fitment-rules';
import { axleLoadOf, chassisLinesOf, driveOf, frontAxleOf, rearAxleOf } from './chassis-lines';
import { passengerRearDrumMm } from './car-equipment';

/** A Golf VII 1.2 TSI as the vehicle base gives it. */
const GOLF: CarFacts = {
  make: 'VW', fuel: 'petrol', hybrid: false, hybridDrive: 'none', typeName: '1.2 TSI', engineCode: 'CJZA', ccm: 1197, kw: 77, typeStart: 2012, generationStart: 2012, platform: 'MQB', engine: 'petrol/CJZA', generation: 'VW Golf VII (5G1)',
  frontDiscMm: 288, rearDiscMm: 272, rearDrumMm: 0, wipersMm: [650, 400], batteryAh: 60, headlamp: 'H7', oilGrade: '5W-30', oilApproval: 'VW 504 00',
};
const car = (facts: Partial<CarFacts>): CarFacts => ({ ...GOLF, ...facts });
const keys = (kind: string, fit: 'size' | 'engine' | 'series', position: 'front' | 'rear' | null, ...cars: CarFacts[]) => new Set(cars.map((c) => fitmentKey(kind, fit, c, position)));

test('a rear silencer is the body line\'s: an A4 B8 2.0 TDI and a Q5 8R 2.0 TDI on one MLB engine take two', () => {
  const a4 = car({ make: 'Audi', generation: 'Audi A4 B8 (8K2)', typeName: '2.0 TDI', fuel: 'diesel', engineCode: 'CAHA', engine: 'diesel/CAHA', ccm: 1968, kw: 125, platform: 'MLB', generationStart: 2007, typeStart: 2008, frontDiscMm: 320, rearDiscMm: 300 });
  const q5 = { ...a4, generation: 'Audi Q5 8R (8RB)', generationStart: 2008 };
  for (const kind of ['Endschalldämpfer', 'Mittelschalldämpfer']) {
    expect(keys(kind, 'engine', null, a4, q5).size).toBe(2);
    expect(chassisLinesOf(kind, a4, null).exhaustAcrossBodies).not.toBe(chassisLinesOf(kind, q5, null).exhaustAcrossBodies);
  }
  // An estate of a current-market series has its own tailpipe too.
  expect(keys('Endschalldämpfer', 'engine', null, car({ typeName: '1.5 TSI Variant' }), car({ typeName: '1.5 TSI' })).size).toBe(2);
});

test('a handbrake cable is one model\'s and one rear brake\'s: a Golf V, a Touran I and a Caddy III on PQ35 take three', () => {
  const golf = car({ generation: 'VW Golf V (1K1)', typeName: '1.9 TDI', platform: 'PQ35', frontDiscMm: 288, rearDiscMm: 253, generationStart: 2003 });
  const touran = { ...golf, generation: 'VW Touran I (1T1)' };
  const caddy = { ...golf, generation: 'VW Caddy III (2KA)', rearDiscMm: 0, rearDrumMm: 230 };
  expect(keys('Handbremsseil', 'size', 'rear', golf, touran, caddy).size).toBe(3);
  // A Golf V with the GTI's 286 mm rear discs pulls another caliper.
  expect(keys('Handbremsseil', 'size', 'rear', golf, { ...golf, rearDiscMm: 286 }).size).toBe(2);
});

test('a propshaft is the driveline\'s: an X4 M Competition, M40i, M40d and xDrive30d take four', () => {
  const x4 = (typeName: string, fuel: 'petrol' | 'diesel', kw: number, ccm: number) => car({ make: 'BMW', generation: 'BMW X4', platform: 'BMW X4', typeName, fuel, kw, ccm, engineCode: '', engine: `BMW/${fuel}/${ccm}/longitudinal`, frontDiscMm: 370, rearDiscMm: 370, generationStart: 2018, typeStart: 2019 });
  const types = [x4('X4 M Compétition', 'petrol', 375, 2993), x4('X4 M40i', 'petrol', 265, 2998), x4('X4 M40d', 'diesel', 250, 2993), x4('X4 xDrive30d', 'diesel', 210, 2993)];
  expect(types.map(driveOf)).toEqual(['all', 'all', 'all', 'all']);
  expect(keys('Kardanwelle', 'engine', null, ...types).size).toBe(4);
});

test('a spring is chosen by axle load: an XC40 B4 FWD, a B4 AWD and a T5 plug-in hybrid take three front springs', () => {
  const xc40 = (typeName: string, hybridDrive: 'hybrid' | 'plug-in', ccm: number, kw: number) => car({ make: 'Volvo', generation: 'Volvo XC40', platform: 'Volvo XC40', typeName, hybridDrive, ccm, kw, engineCode: '', engine: `Volvo/petrol/${ccm}/transverse`, frontDiscMm: 345, rearDiscMm: 320, generationStart: 2017, typeStart: 2020 });
  const types = [xc40('XC40 B4 FWD', 'hybrid', 1969, 145), xc40('XC40 B4 AWD', 'hybrid', 1969, 145), xc40('XC40 T5 TWIN ENGINE', 'plug-in', 1477, 143)];
  expect(new Set(types.map(axleLoadOf)).size).toBe(3);
  expect(keys('Fahrwerksfeder', 'series', 'front', ...types).size).toBe(3);
  // Types of one drive and weight share their spring.
  expect(keys('Fahrwerksfeder', 'series', 'front', types[0]!, { ...types[0]!, typeName: 'XC40 B4 FWD Momentum', kw: 120 }).size).toBe(1);
});

test('rear dampers and springs follow the rear axle: a Golf VII below 92 kW rides on a twist beam, the 1.4 TSI 92 kW, the e-Golf and a 4MOTION on the multi-link axle', () => {
  const beam = [car({}), car({ typeName: '1.0 TSI', kw: 85, ccm: 999 }), car({ typeName: '1.6 TDI', fuel: 'diesel', kw: 77, ccm: 1598 })];
  const links = [car({ typeName: '1.4 TSI', kw: 92, ccm: 1395 }), car({ typeName: 'e-Golf', fuel: 'electric', kw: 100, ccm: 0 }), car({ typeName: '2.0 TDI 4MOTION', fuel: 'diesel', kw: 110, ccm: 1968 })];
  expect(beam.map(rearAxleOf)).toEqual(['twist beam', 'twist beam', 'twist beam']);
  expect(links.map(rearAxleOf)).toEqual(['independent', 'independent', 'independent']);
  const rearShocks = (cars: CarFacts[]) => new Set(cars.map((c) => chassisLinesOf('Stoßdämpfer', c, 'rear').rearChassisAcrossRearAxles));
  expect(rearShocks([...beam, ...links]).size).toBe(2);
  expect(keys('Stoßdämpfer', 'size', 'rear', beam[0]!, links[0]!).size).toBe(2);
  // The front dampers of one size stay one article: the rear axle does not split them.
  expect(keys('Stoßdämpfer', 'size', 'front', beam[0]!, links[0]!).size).toBe(1);
});

test('a wheel bearing of a driven wheel is not an undriven one\'s: a Golf 4MOTION\'s rear bearing is its own', () => {
  const front = car({ typeName: '2.0 TDI', fuel: 'diesel', kw: 110, ccm: 1968, frontDiscMm: 312 });
  const allWheel = { ...front, typeName: '2.0 TDI 4MOTION' };
  expect(keys('Radlagersatz', 'size', 'rear', front, allWheel).size).toBe(2);
  expect(keys('Radlagersatz', 'size', 'front', front, allWheel).size).toBe(1);
});

test('the rear-axle table splits the MQB Evo compacts, the Focus IV and the T-Roc by power and drive', () => {
  const axle = (generation: string, typeName: string, kw: number) => rearAxleOf(car({ generation, typeName, kw, platform: /Focus/.test(generation) ? 'Ford C2' : 'MQB Evo', make: /Focus/.test(generation) ? 'Ford' : 'VW' }));
  expect([axle('Seat Leon IV (KL1)', '1.5 TSI', 96), axle('Seat Leon IV (KL1)', '1.5 TSI', 110)]).toEqual(['twist beam', 'independent']);
  expect([axle('Audi A3 8Y (GYA)', '30 TFSI', 81), axle('Skoda Octavia IV (NX3)', '2.0 TDI', 110), axle('Skoda Octavia IV (NX3)', 'RS 2.0 TSI', 180)]).toEqual(['twist beam', 'twist beam', 'independent']);
  expect([axle('Ford Focus IV (HN)', '1.0 EcoBoost', 92), axle('Ford Focus IV (HN)', '1.5 EcoBoost', 110)]).toEqual(['twist beam', 'independent']);
  expect([axle('VW T-Roc (A11)', '1.5 TSI', 110), axle('VW T-Roc (A11)', '2.0 TDI 4MOTION', 110)]).toEqual(['twist beam', 'independent']);
});

test('no rear wishbone on a twist beam: a Golf VII 1.2 TSI has none, the 1.4 TSI 92 kW has them', () => {
  expect(kindFits('Querlenker', car({}), 'rear')).toBe(false);
  expect(kindFits('Querlenker', car({}), 'front')).toBe(true);
  expect(kindFits('Querlenker', car({ typeName: '1.4 TSI', kw: 92 }), 'rear')).toBe(true);
});

test('a hub of a driven wheel is not an undriven one\'s', () => {
  const rearDrive = car({ make: 'BMW', generation: 'BMW 3er F30', platform: 'BMW/F', typeName: '320d', fuel: 'diesel' });
  expect(chassisLinesOf('Radnabe', rearDrive, 'front').wheelBearingAcrossDrive).toBe('undriven');
  expect(chassisLinesOf('Radnabe', { ...rearDrive, typeName: '320d xDrive' }, 'front').wheelBearingAcrossDrive).toBe('driven');
});

test('a rear drum and its shoes and wheel cylinder are one drum size\'s: a Kangoo II van\'s 228 mm drum is not a Mégane II\'s 203 mm one', () => {
  expect(passengerRearDrumMm({ generation: 'Renault Mégane II' })).toBe(203);
  expect(passengerRearDrumMm({ generation: 'Renault Scénic III' })).toBe(203);
  expect(passengerRearDrumMm({ generation: 'Renault Kangoo II' })).toBeNull();
  const kangoo = car({ make: 'Renault', platform: 'C', generation: 'Renault Kangoo II', rearDiscMm: 0, rearDrumMm: 228 });
  const megane = car({ make: 'Renault', platform: 'C', generation: 'Renault Mégane II', rearDiscMm: 0, rearDrumMm: 203 });
  for (const kind of ['Bremstrommel', 'Bremsbackensatz', 'Radbremszylinder']) {
    expect(chassisLinesOf(kind, kangoo, 'rear').drumAcrossDrumSizes).not.toBe(chassisLinesOf(kind, megane, 'rear').drumAcrossDrumSizes);
  }
});

test('an inner tie rod is its rack\'s: the 206\'s 1998 rack is its own, the 207, 208 I and C3 II on PF1 share one', () => {
  const pf1 = (generation: string) => car({ make: 'Peugeot', platform: 'PF1', generation });
  const rack = (generation: string) => chassisLinesOf('Axialgelenk Spurstange', pf1(generation), 'front').innerTieRodAcrossRacks;
  expect(rack('Peugeot 206')).not.toBe(rack('Peugeot 207'));
  expect(rack('Peugeot 207')).toBe(rack('Peugeot 208 I'));
  expect(rack('Peugeot 208 I')).toBe(rack('Citroën C3 II'));
});

test('a front wishbone follows the Renault C platform generation, a damper the energy', () => {
  const megane2 = { make: 'Renault', fuel: 'diesel', hybrid: false, hybridDrive: 'none', typeName: '1.5 dCi', engineCode: 'K9K', ccm: 1461, kw: 78, typeStart: 2005, generationStart: 2002, platform: 'C', engine: 'diesel/K9K', generation: 'Renault Mégane II (BM0)' } as CarFacts;
  const megane3 = { ...megane2, generation: 'Renault Mégane III (BZ0)', generationStart: 2008 };
  const kangoo2 = { ...megane2, generation: 'Renault Kangoo II (KW0)', generationStart: 2008 };
  const arms = [megane2, { ...megane2, generation: 'Renault Scénic II (JM0)' }, megane3, kangoo2].map((c) => chassisLinesOf('Querlenker', c, 'front').frontArmAcrossGenerations);
  expect(new Set(arms).size).toBe(3);
  expect(arms[0]).toBe(arms[1]);
  const corsa = { ...megane2, make: 'Opel', fuel: 'petrol', generation: 'Opel Corsa F (P2JO)', platform: 'CMP', typeName: '1.2 Turbo' } as CarFacts;
  const corsaE = { ...corsa, fuel: 'electric', typeName: 'Corsa-e' } as CarFacts;
  expect(chassisLinesOf('Stoßdämpfer', corsa, 'front').damperAcrossEnergy).not.toBe(chassisLinesOf('Stoßdämpfer', corsaE, 'front').damperAcrossEnergy);
});

test('a rear control-arm bush is the multi-link axle\'s: a front-drive T-Roc and a Caddy V ride on a beam and take none, a 4MOTION T-Roc and a Golf VII 2.0 TDI share one', () => {
  const troc = car({ generation: 'VW T-Roc (A11)', typeName: '1.5 TSI', kw: 110 });
  const caddy = car({ generation: 'VW Caddy V (SBA)', typeName: '2.0 TDI', fuel: 'diesel', kw: 90 });
  const links = [car({ typeName: '2.0 TDI', fuel: 'diesel', kw: 110 }), car({ generation: 'VW T-Roc (A11)', typeName: '2.0 TDI 4MOTION', fuel: 'diesel', kw: 110 })];
  expect([troc, caddy].map((c) => kindFits('Querlenkerlager', c, 'rear'))).toEqual([false, false]);
  expect(links.map((c) => kindFits('Querlenkerlager', c, 'rear'))).toEqual([true, true]);
  expect(keys('Querlenkerlager', 'size', 'rear', troc, links[0]!).size).toBe(2);
  expect(keys('Querlenkerlager', 'size', 'rear', ...links).size).toBe(1);
});

test('a front arm bush follows the front axle, not the power badge: a 5er G30 530d\'s double wishbone is not a 3er G20 330d\'s or an X3 G01 xDrive30d\'s double-joint strut', () => {
  const bmw = (generation: string, typeName: string, kw: number) => car({ make: 'BMW', generation, typeName, kw, platform: 'CLAR', fuel: 'diesel', ccm: 2993, engineCode: 'B57D30', engine: 'diesel/B57', frontDiscMm: 348, rearDiscMm: 345 });
  const g20 = bmw('BMW 3er G20', '330d', 210);
  const g30 = bmw('BMW 5er G30', '530d', 210);
  const g01 = bmw('BMW X3 G01', 'xDrive30d', 210);
  expect([g20, g30, g01].map(frontAxleOf)).toEqual(['strut', 'double wishbone', 'strut']);
  for (const kind of ['Querlenkerlager', 'Querlenker', 'Traggelenk']) {
    expect(chassisLinesOf(kind, g20, 'front').frontChassisAcrossFrontAxles).not.toBe(chassisLinesOf(kind, g30, 'front').frontChassisAcrossFrontAxles);
    expect(keys(kind, 'size', 'front', g20, g30).size).toBe(2);
  }
  // The rear axle's parts are not split by the front axle.
  expect(chassisLinesOf('Querlenkerlager', g30, 'rear').frontChassisAcrossFrontAxles).toBeUndefined();
});

test('a sport trim\'s silencers, catalyst and grille are its own: X2 M35i, M235i, X4 M40d and the JCW apart from their base types', () => {
  const x2 = car({ make: 'BMW', generation: 'BMW X2 F39', platform: 'UKL2', typeName: 'X2 sDrive20i', engine: 'petrol/B48A20', kw: 141, generationStart: 2017, typeStart: 2017 });
  const pairs: [CarFacts, CarFacts][] = [
    [x2, { ...x2, typeName: 'X2 M35i', kw: 225 }],
    [{ ...x2, generation: 'BMW 2er F44', typeName: '220i Gran Coupé' }, { ...x2, generation: 'BMW 2er F44', typeName: 'M235i xDrive Gran Coupé' }],
    [{ ...x2, generation: 'BMW X4 G02', fuel: 'diesel', typeName: 'X4 xDrive30d' }, { ...x2, generation: 'BMW X4 G02', fuel: 'diesel', typeName: 'X4 M40d' }],
    [{ ...x2, make: 'Mini', generation: 'Mini Countryman F60', typeName: 'Mini Cooper S Countryman (F60)' }, { ...x2, make: 'Mini', generation: 'Mini Countryman F60', typeName: 'Mini John Cooper Works ALL4 Countryman (F60)' }],
  ];
  for (const [base, sport] of pairs) {
    for (const kind of ['Mittelschalldämpfer', 'Katalysator', 'Abgasrohr', 'Rußpartikelfilter']) {
      expect([sport.typeName, kind, chassisLinesOf(kind, base, null).exhaustAcrossSportTrims === chassisLinesOf(kind, sport, null).exhaustAcrossSportTrims]).toEqual([sport.typeName, kind, false]);
    }
  }
  const [cooperS, jcw] = pairs[3]!;
  expect(chassisLinesOf('Kühlergrill', cooperS, null).grilleAcrossTrims).not.toBe(chassisLinesOf('Kühlergrill', jcw, null).grilleAcrossTrims);
  // Two base types share their catalyst line, and a clamp has no trim line.
  expect(chassisLinesOf('Katalysator', x2, null).exhaustAcrossSportTrims).toBe(chassisLinesOf('Katalysator', { ...x2, typeName: 'X2 sDrive18i' }, null).exhaustAcrossSportTrims);
  expect(chassisLinesOf('Rohrverbinder Abgasanlage', x2, null).exhaustAcrossSportTrims).toBeUndefined();
});

test('a damper is its axle load\'s: a plug-in hybrid of a generation takes its own, a mild hybrid its combustion sisters\'', () => {
  const tdi = car({ generation: 'VW Tiguan II (AD1)', typeName: '2.0 TDI', fuel: 'diesel', kw: 140 });
  const eHybrid = car({ generation: 'VW Tiguan II (AD1)', typeName: '1.4 eHybrid', hybrid: true, hybridDrive: 'plug-in', kw: 180 });
  const eTsi = car({ generation: 'VW Golf VIII (CD1)', typeName: '1.5 eTSI', hybrid: true, hybridDrive: 'hybrid', kw: 110 });
  const damper = (c: CarFacts, position: 'front' | 'rear') => chassisLinesOf('Stoßdämpfer', c, position).damperAcrossEnergy;
  expect(damper(eHybrid, 'front')).toBe('plug-in');
  expect(damper(tdi, 'front')).not.toBe(damper(eHybrid, 'front'));
  expect(damper(tdi, 'rear')).not.toBe(damper(eHybrid, 'rear'));
  expect(damper(eTsi, 'front')).toBe(damper(tdi, 'front'));
  expect(keys('Stoßdämpfer', 'size', 'front', tdi, eHybrid).size).toBe(2);
});

test('a drive shaft stays in its car line: a Mégane II\'s front shaft is not a Mégane III\'s, a W205\'s rear shaft not a W213\'s or a GLC\'s, a Golf VII\'s front shaft an Octavia III\'s', () => {
  const megane2 = { make: 'Renault', fuel: 'diesel', hybrid: false, hybridDrive: 'none', typeName: '1.5 dCi', engineCode: 'K9K', ccm: 1461, kw: 78, typeStart: 2005, generationStart: 2002, platform: 'C', engine: 'diesel/K9K', generation: 'Renault Mégane II (BM0)', frontDiscMm: 280, rearDiscMm: 0, rearDrumMm: 203, wipersMm: [600, 400], batteryAh: 60, headlamp: 'H7', oilGrade: '5W-30', oilApproval: 'RN0720' } as CarFacts;
  const megane3 = { ...megane2, generation: 'Renault Mégane III (BZ0)', generationStart: 2008 };
  const scenic2 = { ...megane2, generation: 'Renault Scénic II (JM0)', generationStart: 2003 };
  expect(keys('Antriebswelle', 'engine', 'front', megane2, megane3).size).toBe(2);
  expect(keys('Antriebswelle', 'engine', 'front', megane2, scenic2).size).toBe(1);
  const c = car({ make: 'Mercedes-Benz', generation: 'Mercedes-Benz C-Klasse W205', platform: 'MRA', typeName: 'C 200', engineCode: 'M274 DE 20 AL', engine: 'petrol/M274 DE 20 AL', ccm: 1991, kw: 135, generationStart: 2014, frontDiscMm: 295, rearDiscMm: 300 });
  const e = { ...c, generation: 'Mercedes-Benz E-Klasse W213', typeName: 'E 200', generationStart: 2016 };
  const glc = { ...c, generation: 'Mercedes-Benz GLC X253', typeName: 'GLC 250 4MATIC', generationStart: 2015 };
  expect(new Set([c, e, glc].map((one) => chassisLinesOf('Antriebswelle', one, 'rear').driveShaftAcrossGenerations)).size).toBe(3);
  expect(keys('Antriebswelle', 'engine', 'rear', c, e, glc).size).toBe(3);
  expect(chassisLinesOf('Antriebswelle', GOLF, 'front').driveShaftAcrossGenerations).toBe(chassisLinesOf('Antriebswelle', car({ generation: 'Skoda Octavia III (5E3)', make: 'Skoda' }), 'front').driveShaftAcrossGenerations);
});

test('a wheel-speed sensor is its generation\'s: a 206, a 208 I and a C3 III on PF1 take three', () => {
  const p206 = car({ make: 'Peugeot', generation: 'Peugeot 206 (2A/C)', typeName: '1.4', platform: 'PF1', frontDiscMm: 266, rearDiscMm: 0, rearDrumMm: 203, generationStart: 1998 });
  const p208 = { ...p206, generation: 'Peugeot 208 I (CA_)', generationStart: 2012 };
  const c3 = { ...p206, make: 'Citroën', generation: 'Citroën C3 III (SX)', generationStart: 2016 };
  expect(keys('ABS-Sensor', 'size', 'front', p206, p208, c3).size).toBe(3);
  expect(chassisLinesOf('ABS-Sensor', p206, 'front').absSensorAcrossGenerations).toBe('Peugeot 206 (2A/C)');
  // Two types of one generation share it.
  expect(keys('ABS-Sensor', 'size', 'front', p206, { ...p206, typeName: '1.6' }).size).toBe(1);
});

test('a Ford front lower arm is its generation\'s on the C1 platform: the Focus II\'s is not the Focus III\'s, which the C-Max II shares, and each Kuga has its own', () => {
  const focus2 = car({ make: 'Ford', fuel: 'diesel', typeName: '1.6 TDCi', engineCode: 'G8DA', ccm: 1560, kw: 80, platform: 'Ford C1', engine: 'diesel/G8DA', generation: 'Ford Focus II (DA3)', generationStart: 2004, typeStart: 2004, frontDiscMm: 278, rearDiscMm: 0, rearDrumMm: 228 });
  const focus3 = { ...focus2, generation: 'Ford Focus III (DYB)', generationStart: 2010, typeStart: 2010 };
  const cmax2 = { ...focus3, generation: 'Ford C-Max II (DXA)' };
  const kuga1 = { ...focus2, generation: 'Ford Kuga I', generationStart: 2008, typeStart: 2008 };
  const kuga2 = { ...focus3, generation: 'Ford Kuga II (DM2)', generationStart: 2012, typeStart: 2012 };
  const arm = (c: CarFacts) => chassisLinesOf('Querlenker', c, 'front').frontArmAcrossGenerations;
  expect(arm(focus3)).toBe(arm(cmax2));
  expect(new Set([focus2, focus3, kuga1, kuga2].map(arm)).size).toBe(4);
  expect(keys('Querlenker', 'size', 'front', focus2, focus3, cmax2).size).toBe(2);
  // The rear Control Blade links carried over: the line is the front arm's only.
  expect(chassisLinesOf('Querlenker', focus2, 'rear').frontArmAcrossGenerations).toBeUndefined();
});

test('an inner tie rod is its rack\'s assist too: the Focus II\'s electro-hydraulic rack is not the Focus III\'s electric one on the same C1 platform', () => {
  const focus2 = car({ make: 'Ford', fuel: 'diesel', typeName: '1.6 TDCi', engineCode: 'G8DA', ccm: 1560, kw: 80, platform: 'Ford C1', engine: 'diesel/G8DA', generation: 'Ford Focus II (DA3)', generationStart: 2004, typeStart: 2004, frontDiscMm: 278, rearDiscMm: 0, rearDrumMm: 228 });
  const rack = (c: CarFacts) => chassisLinesOf('Axialgelenk Spurstange', c, 'front').innerTieRodAcrossRacks;
  expect(rack(focus2)).not.toBe(rack({ ...focus2, generation: 'Ford Focus III (DYB)', generationStart: 2010 }));
  expect(rack({ ...focus2, generation: 'Ford Focus III (DYB)', generationStart: 2010 })).toBe(rack({ ...focus2, generation: 'Ford C-Max II (DXA)', generationStart: 2010 }));
  expect(rack(focus2)).toBe(rack({ ...focus2, generation: 'Ford Kuga I', generationStart: 2008 }));
});

test('a Clio III\'s brake, steering and axle parts are its X85 architecture\'s: no Clio IV, Captur I or Zoe on the same B platform takes them', () => {
  const clio3 = car({ make: 'Renault', fuel: 'diesel', typeName: '1.5 dCi 90', engineCode: 'K9K', ccm: 1461, kw: 66, platform: 'Renault/B', engine: 'diesel/K9K', generation: 'Renault Clio III (BR0/1, CR0/1, KR0/1)', generationStart: 2005, typeStart: 2009, frontDiscMm: 259, rearDiscMm: 0, rearDrumMm: 203 });
  const clio4 = { ...clio3, generation: 'Renault Clio IV (BH, KH)', generationStart: 2012, typeStart: 2012 };
  const captur = { ...clio4, generation: 'Renault Captur I (J5, H5)' };
  const zoe = { ...clio4, fuel: 'electric' as const, typeName: 'Zoe R90', engineCode: '', ccm: 0, engine: 'Renault/electric/0', generation: 'Renault Zoe (BFM)' };
  const captur2 = { ...clio4, generation: 'Renault Captur II (HF)' };
  const architecture = (kind: string, c: CarFacts) => chassisLinesOf(kind, c, 'front').chassisAcrossPlatformArchitectures;
  for (const kind of ['Bremsleitung', 'Axialgelenk Spurstange', 'Bremsbeläge', 'Federbeinstützlager', 'Querlenkerlager']) {
    expect(architecture(kind, clio3)).not.toBe(architecture(kind, clio4));
    expect(new Set([clio4, captur, zoe].map((c) => architecture(kind, c))).size).toBe(1);
    expect(keys(kind, 'size', 'front', clio3, clio4).size).toBe(2);
  }
  // A Captur II is CMF-B, a platform of its own; an engine part is the engine's in both architectures.
  expect(architecture('Bremsleitung', captur2)).toBeUndefined();
  expect(architecture('Ölfilter', clio3)).toBeUndefined();
});
