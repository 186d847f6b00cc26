/** The fitment rules by axle: a rear axle with drums takes a drum and shoes, never a disc, pad or caliper. */
import { chargedEngine, fitmentKey, keyedByPosition, kindFits, oilFilterCartridge, oilFilterDesignOf, positionOf, wheelBolts, type CarFacts } from './fitment-rules';
import { PART_TYPES } from './part-types';

/** A Clio IV 1.5 dCi 90 as the vehicle base gives it: 258 mm front discs, 203 mm rear drums. */
const CLIO: CarFacts = {
  make: 'Renault', fuel: 'diesel', hybrid: false, hybridDrive: 'none', typeName: '1.5 dCi 90', engineCode: 'K9K', ccm: 1461, typeStart: 2012, generationStart: 2012, platform: 'Renault/B', engine: 'diesel/K9K', generation: 'Renault Clio IV (BH)',
  frontDiscMm: 258, rearDiscMm: 0, rearDrumMm: 203, wipersMm: [600, 400], batteryAh: 70, headlamp: 'H7', oilGrade: '5W-30', oilApproval: 'RN0720',
};
/** A Golf VII 2.0 TDI: discs on both axles. */
const GOLF: CarFacts = { ...CLIO, make: 'VW', typeName: '2.0 TDI', engineCode: 'CRBC', ccm: 1968, platform: 'MQB', engine: 'diesel/CRBC', generation: 'VW Golf VII (5G1)', frontDiscMm: 312, rearDiscMm: 272, rearDrumMm: 0 };

test('a car with rear drums takes no rear disc, pad or caliper; its front discs and its drum parts it does', () => {
  for (const kind of ['Bremsscheiben', 'Bremsbeläge', 'Bremssattel', 'Verschleißanzeige Bremsbeläge', 'Bremssattel Reparatursatz', 'Zubehörsatz Bremsbeläge']) {
    expect({ kind, rear: kindFits(kind, CLIO, 'rear') }).toEqual({ kind, rear: false });
    expect({ kind, front: kindFits(kind, CLIO, 'front') }).toEqual({ kind, front: true });
  }
  // A drum-braked axle has its brake hoses all the same.
  expect(kindFits('Bremsschlauch', CLIO, 'rear')).toBe(true);
  for (const kind of ['Bremstrommel', 'Bremsbackensatz', 'Radbremszylinder']) expect(kindFits(kind, CLIO, 'rear')).toBe(true);
});

test('a car with rear discs takes rear discs and pads, and no drum parts', () => {
  expect(kindFits('Bremsscheiben', GOLF, 'rear')).toBe(true);
  expect(kindFits('Bremsbeläge', GOLF, 'rear')).toBe(true);
  expect(kindFits('Bremstrommel', GOLF, 'rear')).toBe(false);
  // A rear disc keys by its own size: one article for every MQB car with a 272 mm rear disc.
  expect(fitmentKey('Bremsscheiben', 'size', GOLF, 'rear')).toBe('brake/MQB/R272/5x');
});

test('an article\'s fitting_position is read as an axle; any other value is none', () => {
  expect([positionOf('front'), positionOf('rear'), positionOf(undefined), positionOf('left')]).toEqual(['front', 'rear', null, null]);
  // A part not made for one axle is judged by the rules that hold on either.
  expect(kindFits('Bremsscheiben', CLIO)).toBe(true);
});

/** A type of the base as the seed reads it: the Golf's facts with another make, engine and drive. */
const car = (facts: Partial<CarFacts>): CarFacts => ({ ...GOLF, ...facts });
const PEDAL_PARTS = ['Kupplungssatz', 'Kupplungsscheibe', 'Kupplungsdruckplatte', 'Ausrücklager', 'Zweimassenschwungrad', 'Kupplungsgeberzylinder', 'Kupplungsnehmerzylinder', 'Rückfahrlichtschalter'];

test('clutch parts and the reversing-light switch only where a clutch pedal can be: not on plug-in hybrids, power-split hybrids or automatic-only mild hybrids', () => {
  const fits = (facts: Partial<CarFacts>) => PEDAL_PARTS.filter((kind) => kindFits(kind, car(facts)));
  expect(fits({})).toEqual(PEDAL_PARTS);
  expect(fits({ fuel: 'petrol', hybridDrive: 'plug-in', typeName: '1.4 eHybrid' })).toEqual([]);
  expect(fits({ fuel: 'electric', typeName: 'e-Golf' })).toEqual([]);
  // Toyota's power split, Ford's full hybrid and Renault's E-Tech have no clutch; Ford's EcoBoost mild hybrid has a manual.
  expect(fits({ make: 'Toyota', fuel: 'petrol', hybrid: true, hybridDrive: 'hybrid', typeName: '1.5 Hybrid', ccm: 1490 })).toEqual([]);
  expect(fits({ make: 'Ford', fuel: 'petrol', hybrid: true, hybridDrive: 'hybrid', typeName: '2.5 Hybrid', ccm: 2488 })).toEqual([]);
  expect(fits({ make: 'Renault', fuel: 'petrol', hybrid: true, hybridDrive: 'hybrid', typeName: '1.6 E-Tech 145', ccm: 1598 })).toEqual([]);
  expect(fits({ make: 'Ford', fuel: 'petrol', hybrid: true, hybridDrive: 'hybrid', typeName: '1.0 EcoBoost Hybrid', ccm: 999 })).toEqual(PEDAL_PARTS);
  // BMW's 48 V diesels come with Steptronic only.
  expect(fits({ make: 'BMW', fuel: 'diesel', hybridDrive: 'hybrid', typeName: 'X5 xDrive30d', ccm: 2993 })).toEqual([]);
  // Generations with no manual at all: an A 200 d (8G-DCT), a GLC; the A 200 petrol had one.
  expect(fits({ make: 'Mercedes-Benz', generation: 'Mercedes-Benz A-Klasse W177', typeName: 'A 200 d' })).toEqual([]);
  expect(fits({ make: 'Mercedes-Benz', generation: 'Mercedes-Benz GLC X253', typeName: 'GLC 220 d 4MATIC' })).toEqual([]);
  expect(fits({ make: 'Mercedes-Benz', fuel: 'petrol', generation: 'Mercedes-Benz A-Klasse W177', typeName: 'A 200', ccm: 1332 })).toEqual(PEDAL_PARTS);
  // A name that says automatic, and mild hybrids sold with DSG only.
  expect(fits({ make: 'Suzuki', fuel: 'petrol', hybrid: true, hybridDrive: 'hybrid', typeName: 'Vitara 1.4 HYBRID AUTO', ccm: 1373 })).toEqual([]);
  expect(fits({ fuel: 'petrol', hybrid: true, hybridDrive: 'hybrid', typeName: '1.5 eTSI', ccm: 1498 })).toEqual([]);
  expect(fits({ make: 'Kia', fuel: 'petrol', hybrid: true, hybridDrive: 'hybrid', typeName: 'Niro HEV 1.6 essence GDi', ccm: 1580 })).toEqual([]);
});

test('no clutch cable on a generation from 2000, which works its clutch hydraulically', () => {
  expect(kindFits('Kupplungsseil', car({ generation: 'VW Golf V (1K1)', generationStart: 2003, typeStart: 2003, platform: 'PQ35' }))).toBe(false);
  expect(kindFits('Kupplungsseil', car({ generation: 'Peugeot 206', generationStart: 1998, typeStart: 1998, platform: 'PF1' }))).toBe(true);
});

test('a viscous fan only on a longitudinal engine: a BMW 3er six, not an Audi V6 TDI or a Mercedes C 320 CDI, never a transverse Golf, Corsa or front-drive BMW', () => {
  expect(kindFits('Visko-Kupplung', car({ make: 'BMW', generation: 'BMW 3er E90', platform: 'BMW 3er E90', typeName: '330d', ccm: 2993, generationStart: 2005 }))).toBe(true);
  // The A4 B7's 2.7 TDI cools with electric fans.
  expect(kindFits('Visko-Kupplung', car({ make: 'Audi', generation: 'Audi A4 B7 (8EC)', platform: 'PL46', typeName: '2.7 TDI', ccm: 2698, generationStart: 2004 }))).toBe(false);
  // Mercedes' cars cool with an electric fan, the V6 CDI too; the vans keep a viscous one.
  expect(kindFits('Visko-Kupplung', car({ make: 'Mercedes-Benz', generation: 'Mercedes-Benz C-Klasse W204', platform: 'Mercedes-Benz C-Klasse W204', typeName: 'C 320 CDI', ccm: 2987, generationStart: 2007 }))).toBe(false);
  expect(kindFits('Visko-Kupplung', car({}))).toBe(false);
  expect(kindFits('Visko-Kupplung', car({ make: 'Opel', generation: 'Opel Corsa F', platform: 'CMP', typeName: '1.2 Turbo' }))).toBe(false);
  expect(kindFits('Visko-Kupplung', car({ make: 'BMW', generation: 'BMW X1 F48', platform: 'UKL2', typeName: 'sDrive18d' }))).toBe(false);
  expect(kindFits('Visko-Kupplung', car({ make: 'Mercedes-Benz', generation: 'Mercedes-Benz A-Klasse W176', platform: 'MFA', typeName: 'A 200 d' }))).toBe(false);
});

test('no hydraulic steering pump on a platform with electromechanical steering: Golf V (PQ35), Polo V (PQ25), Passat B6 (PQ46) or any from 2010', () => {
  const old = { generationStart: 2004, typeStart: 2004 };
  expect(kindFits('Servopumpe', car({ ...old, platform: 'PQ35', generation: 'VW Golf V (1K1)' }))).toBe(false);
  expect(kindFits('Servopumpe', car({ ...old, platform: 'PQ46', generation: 'VW Passat B6 (3C2)' }))).toBe(false);
  expect(kindFits('Servopumpe', car({ ...old, platform: 'Renault/C', generation: 'Renault Mégane II (BM0)' }))).toBe(false);
  expect(kindFits('Servopumpe', car({ ...old, platform: 'PL46', generation: 'Audi A4 B7 (8EC)' }))).toBe(true);
  expect(kindFits('Servopumpe', car({ generationStart: 2012, platform: 'MQB' }))).toBe(false);
});

test('charge-air parts only on charged engines: every diesel, a TSI, never an aspirated 1.6, SCe or a Toyota hybrid', () => {
  const charged = (facts: Partial<CarFacts>) => ['Turbolader', 'Ladeluftschlauch', 'Ladeluftkühler'].every((kind) => kindFits(kind, car(facts)));
  expect(charged({})).toBe(true);
  expect(charged({ fuel: 'petrol', typeName: '1.4 TSI', engineCode: 'CAVD', kw: 118 })).toBe(true);
  // The single-turbo CAXA is charged (turbo, hoses) but cools its charge air in the intake manifold: no front intercooler.
  expect(['Turbolader', 'Ladeluftschlauch'].every((kind) => kindFits(kind, car({ fuel: 'petrol', typeName: '1.4 TSI', engineCode: 'CAXA', kw: 90 })))).toBe(true);
  expect(kindFits('Ladeluftkühler', car({ fuel: 'petrol', typeName: '1.4 TSI', engineCode: 'CAXA', kw: 90 }))).toBe(false);
  expect(charged({ fuel: 'petrol', typeName: '1.6', engineCode: 'BSE' })).toBe(false);
  expect(charged({ fuel: 'petrol', typeName: '1.0 SCe 65', engineCode: 'H4D' })).toBe(false);
  expect(charged({ fuel: 'petrol', typeName: '1.0 TCe 90', engineCode: 'H4D' })).toBe(true);
  expect(charged({ fuel: 'petrol', typeName: '1.6 VTi 120', engineCode: '5FW' })).toBe(false);
  expect(charged({ fuel: 'petrol', typeName: '318i', engineCode: 'N46B20', make: 'BMW' })).toBe(false);
  expect(charged({ fuel: 'petrol', typeName: '1.8 Hybrid', engineCode: '2ZR-FXE', make: 'Toyota', hybrid: true, hybridDrive: 'hybrid' })).toBe(false);
  // A base type named by its displacement alone is aspirated (Fiesta 1.25); Ford's 2.5 five-cylinder is charged.
  expect(charged({ make: 'Ford', fuel: 'petrol', typeName: '1.25', engineCode: '', ccm: 1242 })).toBe(false);
  expect(charged({ make: 'Ford', fuel: 'petrol', typeName: '2.5', engineCode: '', ccm: 2521 })).toBe(true);
  expect(charged({ make: 'Porsche', fuel: 'petrol', typeName: '911 GT3', engineCode: '', ccm: 3996 })).toBe(false);
});

test('a brake disc is drilled for the car\'s wheel bolts: five on every BMW and VW platform, four on the up! and PF1; its key keeps the two apart', () => {
  expect(wheelBolts(car({ make: 'BMW', platform: 'BMW 1er F20', frontDiscMm: 240 }))).toBe(5);
  expect(wheelBolts(car({ platform: 'PQ25', frontDiscMm: 256 }))).toBe(5);
  expect(wheelBolts(car({ platform: 'NSF', generation: 'VW up! (121)', frontDiscMm: 256 }))).toBe(4);
  expect(wheelBolts(car({ make: 'Peugeot', platform: 'PF1', generation: 'Peugeot 208 I (CA)', frontDiscMm: 283 }))).toBe(4);
  expect(wheelBolts(car({ make: 'Kia', platform: 'Kia Ceed ED', frontDiscMm: 280 }))).toBe(5);
  // The Clio IV's brake parts are its architecture's (X98), never the Clio III's on the same platform name.
  expect(fitmentKey('Bremsscheiben', 'size', CLIO, 'front')).toBe('brake/Renault/B/F258/4x|Renault B, X98 (Clio IV, Captur I, Zoe)');
  // Pads do not care about the hub; their wear contact is the make's on that axle.
  expect(fitmentKey('Bremsbeläge', 'size', CLIO, 'front')).toBe('brake/Renault/B/F258|Renault B, X98 (Clio IV, Captur I, Zoe)|with_contact');
});

test('an oil filter is a cartridge or a spin-on can as the engine family takes it: cartridge on EA288 TDI, N47, OM651, M266 and DV6, spin-on on K9K and EA211', () => {
  const cartridge = (facts: Partial<CarFacts>) => oilFilterCartridge(car(facts));
  expect([cartridge({ engineCode: 'CRBC' }), cartridge({ make: 'BMW', engineCode: 'N47D20' }), cartridge({ make: 'Mercedes-Benz', engineCode: 'OM651' })]).toEqual([true, true, true]);
  expect([cartridge({ make: 'Mercedes-Benz', fuel: 'petrol', engineCode: 'M266' }), cartridge({ make: 'Peugeot', engineCode: '9HZ' })]).toEqual([true, true]);
  expect([cartridge(CLIO), cartridge({ fuel: 'petrol', typeName: '1.4 TSI', engineCode: 'CZCA' })]).toEqual([false, false]);
  // Without a code, the make's engines of the years: a 2023 BMW or Peugeot diesel.
  expect([cartridge({ make: 'BMW', fuel: 'diesel', engineCode: '', typeName: 'X5 xDrive30d' }), cartridge({ make: 'Peugeot', engineCode: '', typeName: '308 1.5 BlueHDi' })]).toEqual([true, true]);
});

test('air springs only on cars that had air suspension; rear driveshafts only where the rear wheels are driven', () => {
  expect(kindFits('Luftfeder', car({ generation: 'Dacia Duster I (HS)', make: 'Dacia' }), 'front')).toBe(false);
  expect(kindFits('Luftfeder', car({ generation: 'VW Tiguan II (AD1)' }), 'rear')).toBe(false);
  expect(kindFits('Luftfeder', car({ generation: 'Audi A8 D5 (4N2)', make: 'Audi' }), 'rear')).toBe(true);
  const kangoo = car({ make: 'Renault', generation: 'Renault Kangoo III', typeName: '1.5 Blue dCi 115', platform: 'CMF-CD' });
  for (const kind of ['Antriebswelle', 'Gelenksatz Antriebswelle', 'Achsmanschette']) {
    expect({ kind, rear: kindFits(kind, kangoo, 'rear'), front: kindFits(kind, kangoo, 'front') }).toEqual({ kind, rear: false, front: true });
  }
  expect(kindFits('Antriebswelle', car({ make: 'Mini', generation: 'Mini Countryman', typeName: 'Mini Cooper D ALL4 Countryman (F60)' }), 'rear')).toBe(true);
  expect(kindFits('Antriebswelle', car({ make: 'BMW', generation: 'BMW 3er F30', platform: 'BMW 3er F30', typeName: '320d' }), 'rear')).toBe(true);
  expect(keyedByPosition('Antriebswelle', 'engine')).toBe(true);
});

test('tie rods, their joints and the rack boot are front parts; wheel bolts only on makes that bolt their wheels', () => {
  for (const kind of ['Axialgelenk Spurstange', 'Spurstangenkopf']) expect({ kind, rear: kindFits(kind, GOLF, 'rear'), front: kindFits(kind, GOLF, 'front') }).toEqual({ kind, rear: false, front: true });
  expect(kindFits('Radschraube', car({ make: 'Hyundai', generation: 'Hyundai Bayon' }))).toBe(false);
  expect(kindFits('Radschraube', car({ make: 'Ford', generation: 'Ford Focus IV (HN)' }))).toBe(false);
  expect(kindFits('Radschraube', GOLF)).toBe(true);
});

test('an exhaust pressure sensor only where a particulate filter is; a shift cable only behind a clutch pedal', () => {
  const vti = car({ make: 'Peugeot', generation: 'Peugeot 3008 I (0U)', fuel: 'petrol', typeName: '1.6 VTi 120', engineCode: '5FW', typeStart: 2009 });
  expect(kindFits('Abgasdrucksensor', vti)).toBe(false);
  expect(kindFits('Abgasdrucksensor', car({ fuel: 'petrol', typeName: '1.5 TSI', typeStart: 2019 }))).toBe(true);
  expect(kindFits('Abgasdrucksensor', GOLF)).toBe(true);
  expect(kindFits('Schaltseil', car({ make: 'Toyota', hybridDrive: 'hybrid', hybrid: true, fuel: 'petrol', generation: 'Toyota Yaris IV', typeName: '1.5 Hybrid' }))).toBe(false);
  expect(kindFits('Schaltseil', CLIO)).toBe(true);
});

test('a viscous fan only on longitudinal engines of older generations and vans: not on a 2er Gran Coupé or a 2023 420d', () => {
  const bmw = (generation: string, typeName: string, generationStart: number) => car({ make: 'BMW', platform: generation, generation, typeName, generationStart });
  expect(kindFits('Visko-Kupplung', bmw('BMW 2er', '220d Gran Coupé', 2023))).toBe(false);
  expect(kindFits('Visko-Kupplung', bmw('BMW 4er', '420d xDrive Gran Coupe', 2023))).toBe(false);
  expect(kindFits('Visko-Kupplung', { ...bmw('BMW 5er E60', '530d', 2003), ccm: 2993 })).toBe(true);
  expect(kindFits('Visko-Kupplung', car({ make: 'Mercedes-Benz', platform: 'Mercedes-Benz Vito Tourer', generation: 'Mercedes-Benz Vito Tourer', typeName: 'Vito Tourer long 116 CDI', generationStart: 2023 }))).toBe(true);
});

test('a sump, hose or exhaust part keys by engine and platform; heater-box parts and springs by generation', () => {
  const vito = car({ make: 'Mercedes-Benz', engine: 'Mercedes-Benz/diesel/1950', platform: 'Mercedes-Benz Vito Tourer', generation: 'Mercedes-Benz Vito Tourer' });
  const gle = { ...vito, platform: 'Mercedes-Benz GLE', generation: 'Mercedes-Benz GLE' };
  for (const kind of ['Kühlerschlauch', 'Abgasrohr', 'Getriebelager', 'Ölwannendichtung']) expect(fitmentKey(kind, 'engine', vito, null)).not.toBe(fitmentKey(kind, 'engine', gle, null));
  // The engine's own parts stay shared: one thermostat for the OM654 in both.
  expect(fitmentKey('Thermostat', 'engine', vito, null)).toBe(fitmentKey('Thermostat', 'engine', gle, null));
  expect(fitmentKey('Verdampfer', 'engine', vito, null)).not.toBe(fitmentKey('Verdampfer', 'engine', gle, null));
  // The compressor sits on the generation's bracket: a Vito's OM654 and a GLE's take two (data/installed-parts.ts).
  expect(fitmentKey('Klimakompressor', 'engine', vito, null)).not.toBe(fitmentKey('Klimakompressor', 'engine', gle, null));
  // A catalyst keys by the car's emission class too: a Euro 4 and a Euro 6 K9K take two.
  expect(fitmentKey('Katalysator', 'engine', { ...CLIO, typeStart: 2006 }, null)).not.toBe(fitmentKey('Katalysator', 'engine', { ...CLIO, typeStart: 2016 }, null));
});

test('body parts and headlamps of a current-market series key by the body its type names, and by the car\'s light source', () => {
  const bmw = (typeName: string, headlamp = 'LED') => car({ make: 'BMW', generation: 'BMW 2er', platform: 'BMW 2er', typeName, headlamp });
  expect(fitmentKey('Hauptscheinwerfer', 'series', bmw('218d Active Tourer'), null)).not.toBe(fitmentKey('Hauptscheinwerfer', 'series', bmw('218d Gran Coupé'), null));
  expect(fitmentKey('Fensterheber', 'series', bmw('220i Coupé'), 'front')).not.toBe(fitmentKey('Fensterheber', 'series', bmw('220d Gran Coupé'), 'front'));
  expect(fitmentKey('Hauptscheinwerfer', 'series', bmw('218d Gran Coupé', 'H7'), null)).not.toBe(fitmentKey('Hauptscheinwerfer', 'series', bmw('220d Gran Coupé'), null));
  expect(fitmentKey('Fensterheber', 'series', GOLF, 'front')).toBe('generation/VW Golf VII (5G1)');
});

test('diesels sold with two pedals only take no clutch: a 150 kW T6.1 and a Talisman 2.0 Blue dCi', () => {
  expect(kindFits('Kupplungsnehmerzylinder', car({ generation: 'VW Kombi', typeName: 'Transporter 6.1 2.0 TDI', kw: 150 }))).toBe(false);
  expect(kindFits('Kupplungsdruckplatte', car({ make: 'Renault', generation: 'Renault Talisman', typeName: 'Talisman Estate', ccm: 1997 }))).toBe(false);
  expect(kindFits('Kupplungssatz', car({ kw: 110 }))).toBe(true);
});

test('a rear-drive car has no front driveshaft; camshaft drives follow the engine; an electric parking brake only where the car had one', () => {
  const vito = car({ make: 'Mercedes-Benz', generation: 'Mercedes-Benz Vito Tourer', platform: 'Mercedes-Benz Vito Tourer', typeName: 'Vito Tourer court 116 CDI' });
  expect(kindFits('Achsmanschette', vito, 'front')).toBe(false);
  expect(kindFits('Achsmanschette', { ...vito, typeName: 'Vito Tourer 119 CDI 4MATIC' }, 'front')).toBe(true);
  expect(kindFits('Antriebswelle', GOLF, 'front')).toBe(true);
  expect(kindFits('Zahnriemensatz', car({ make: 'BMW', generation: 'BMW 4er', typeName: '420d Gran Coupe' }))).toBe(false);
  expect(kindFits('Zahnriemensatz mit Wasserpumpe', vito)).toBe(false);
  expect(kindFits('Steuerkettensatz', CLIO)).toBe(false);
  expect(kindFits('Zahnriemensatz', CLIO)).toBe(true);
  expect(kindFits('Stellelement Feststellbremse', car({ make: 'Opel', generation: 'Opel Zafira B (A05)', generationStart: 2005, frontDiscMm: 280 }))).toBe(false);
  expect(kindFits('Stellelement Feststellbremse', car({ make: 'Seat', generation: 'Seat Ibiza V (KJ1)', generationStart: 2017, frontDiscMm: 256 }))).toBe(false);
  expect(kindFits('Stellelement Feststellbremse', GOLF)).toBe(false);
  expect(kindFits('Stellelement Feststellbremse', car({ generation: 'VW Passat B8 (3G2)', generationStart: 2014 }))).toBe(true);
});

test('no handbrake cable behind an electric parking brake, no rear wiper on a cabriolet, no air spring on an Evoque, no chain in an EA211, no knock sensor on a diesel', () => {
  expect(kindFits('Handbremsseil', car({ make: 'Skoda', generation: 'Skoda Kodiaq', generationStart: 2023 }), 'front')).toBe(false);
  expect(kindFits('Handbremsseil', GOLF, 'rear')).toBe(true);
  const cabrio = car({ make: 'BMW', generation: 'BMW 4er', typeName: '420d Cabriolet' });
  expect([kindFits('Scheibenwischer', cabrio, 'rear'), kindFits('Scheibenwischer', cabrio, 'front'), kindFits('Scheibenwischer', GOLF, 'rear')]).toEqual([false, true, true]);
  expect(kindFits('Luftfeder', car({ make: 'Land Rover', generation: 'Land Rover Range Rover Evoque' }), 'front')).toBe(false);
  expect(kindFits('Luftfeder', car({ make: 'Land Rover', generation: 'Land Rover Range Rover' }), 'front')).toBe(true);
  expect(kindFits('Steuerkette', car({ make: 'Skoda', fuel: 'petrol', ccm: 999, generation: 'Skoda Scala', generationStart: 2023 }))).toBe(false);
  expect(kindFits('Klopfsensor', CLIO)).toBe(false);
  expect(oilFilterCartridge({ make: 'Skoda', fuel: 'diesel', engineCode: 'CBBB', typeName: '2.0 TDI', ccm: 1968, generationStart: 2008 })).toBe(true);
});

test('no in-line fuel filter on a petrol that filters in the tank: TSI, PureTech, EcoBoost, a B38 Mini, an M270 B 180; a diesel and a 2005 Golf 1.6 keep theirs', () => {
  const inline = (facts: Partial<CarFacts>) => kindFits('Kraftstofffilter', car(facts));
  expect(inline({})).toBe(true);
  expect(inline({ fuel: 'petrol', typeName: '1.4 TSI', engineCode: 'CAXA', generation: 'VW Golf VI (5K1)', generationStart: 2008 })).toBe(false);
  expect(inline({ make: 'Peugeot', fuel: 'petrol', typeName: '1.2 PureTech 130', generation: 'Peugeot 308 II', generationStart: 2013 })).toBe(false);
  expect(inline({ make: 'Ford', fuel: 'petrol', typeName: '1.0 EcoBoost', generation: 'Ford Fiesta VII', generationStart: 2017 })).toBe(false);
  expect(inline({ make: 'Mini', fuel: 'petrol', typeName: 'One', engineCode: 'B38A12A', generation: 'Mini Hatch F56', generationStart: 2014 })).toBe(false);
  expect(inline({ make: 'Mercedes-Benz', fuel: 'petrol', typeName: 'B 180', engineCode: 'M270', generation: 'Mercedes-Benz B-Klasse W246', generationStart: 2011 })).toBe(false);
  expect(inline({ make: 'Renault', fuel: 'petrol', typeName: '1.0 SCe 70', generation: 'Renault Twingo III', generationStart: 2014 })).toBe(false);
  expect(inline({ fuel: 'petrol', typeName: '1.6', engineCode: 'BGU', generation: 'VW Golf V (1K1)', generationStart: 2003, typeStart: 2005 })).toBe(true);
});

test('a rear ball joint only on the multi-link rear axle of a longitudinal car: none on a twist-beam Astra H or Golf, nor on the fortwo\'s De Dion tube', () => {
  const rear = (facts: Partial<CarFacts>) => kindFits('Traggelenk', car(facts), 'rear');
  expect(kindFits('Traggelenk', car({}), 'front')).toBe(true);
  expect(rear({})).toBe(false);
  expect(rear({ make: 'Opel', generation: 'Opel Astra H', platform: 'Delta', typeName: '1.6' })).toBe(false);
  expect(rear({ make: 'Smart', generation: 'Smart fortwo 451', platform: 'Smart fortwo 451', typeName: '1.0' })).toBe(false);
  expect(rear({ make: 'BMW', generation: 'BMW 3er E90', platform: 'E90', typeName: '320d' })).toBe(true);
  expect(rear({ make: 'Mercedes-Benz', generation: 'Mercedes-Benz C-Klasse W204', platform: 'W204', typeName: 'C 200 CDI' })).toBe(true);
});

test('a halogen bulb only in a halogen headlamp; a xenon headlamp takes its own D burner', () => {
  expect(kindFits('Glühlampe Hauptscheinwerfer', car({ headlamp: 'H7' }))).toBe(true);
  expect(kindFits('Glühlampe Hauptscheinwerfer', car({ headlamp: 'D3S' }))).toBe(false);
  expect(kindFits('Glühlampe Hauptscheinwerfer', car({ headlamp: 'LED' }))).toBe(false);
  expect(kindFits('Xenon-Brenner', car({ headlamp: 'D3S' }))).toBe(true);
  expect(kindFits('Xenon-Brenner', car({ headlamp: 'H7' }))).toBe(false);
  expect(fitmentKey('Xenon-Brenner', 'series', car({ headlamp: 'D3S' }), null)).toBe('lamp/D3S');
});

test('a shock absorber keys by platform, generation, body and axle: no Golf damper on a Touran, no 308 one on a 3008, front and rear apart', () => {
  const golf = fitmentKey('Stoßdämpfer', 'size', GOLF, 'front');
  expect(fitmentKey('Stoßdämpfer', 'size', car({ generation: 'VW Touran II (5T1)' }), 'front')).not.toBe(golf);
  expect(fitmentKey('Stoßdämpfer', 'size', GOLF, 'rear')).not.toBe(golf);
  expect(fitmentKey('Stoßdämpfer', 'size', car({ typeName: '2.0 TDI Variant' }), 'front')).not.toBe(golf);
  expect(fitmentKey('Stoßdämpfer', 'size', car({ typeName: '2.0 TDI 150' }), 'front')).toBe(golf);
});

test('a clutch, turbo, starter or AC compressor keys by the engine and how it sits: one B48 across in an X2, along in a 4er', () => {
  const x2 = car({ make: 'BMW', fuel: 'petrol', typeName: 'X2 sDrive20i', engineCode: 'B48A20A', engine: 'petrol/B48A20A', platform: 'UKL2', generation: 'BMW X2 F39' });
  const fourer = car({ make: 'BMW', fuel: 'petrol', typeName: '420i Coupé', engineCode: 'B48B20A', engine: 'petrol/B48A20A', platform: 'CLAR', generation: 'BMW 4er G22' });
  for (const kind of ['Kupplungssatz', 'Turbolader', 'Anlasser', 'Klimakompressor']) {
    expect([kind, fitmentKey(kind, 'engine', x2, null) === fitmentKey(kind, 'engine', fourer, null)]).toEqual([kind, false]);
  }
  // The oil filter is the same wherever the engine sits.
  expect(fitmentKey('Ölfilter', 'engine', x2, null)).toBe(fitmentKey('Ölfilter', 'engine', fourer, null));
});

test('an oil filter\'s design names the line that numbers it: a cartridge for an EA189 or EA288 TDI, a spin-on can for a K9K', () => {
  expect(oilFilterDesignOf(car({ engineCode: 'CBBB' }))).toBe('cartridge');
  expect(oilFilterDesignOf(car({ engineCode: 'DFGA' }))).toBe('cartridge');
  expect(oilFilterDesignOf(CLIO)).toBe('spin-on');
  expect(oilFilterDesignOf(null)).toBe('spin-on');
});

test('no rear wiper, wiper arm or motor on a saloon or liftback: a Giulia, a 3er G20, an Octavia liftback; an Octavia Combi and a 3er Touring keep theirs', () => {
  const rear = (facts: Partial<CarFacts>) => ['Scheibenwischer', 'Wischerarm', 'Wischermotor'].filter((kind) => kindFits(kind, car(facts), 'rear'));
  expect(rear({ make: 'Alfa Romeo', generation: 'Alfa Romeo Giulia', typeName: 'Giulia 2.0 T Essence' })).toEqual([]);
  expect(rear({ make: 'BMW', generation: 'BMW 3er G20', typeName: '320d' })).toEqual([]);
  expect(rear({ make: 'Skoda', generation: 'Skoda Octavia III (5E3)', typeName: '2.0 TDI' })).toEqual([]);
  expect(rear({ make: 'Skoda', generation: 'Skoda Octavia III (5E3)', typeName: '2.0 TDI Combi' })).toHaveLength(3);
  expect(rear({ make: 'BMW', generation: 'BMW 3er G20', typeName: '320d Touring' })).toHaveLength(3);
  expect(rear({})).toHaveLength(3);
});

test('a propshaft only where the rear wheels are driven; a transmission filter only on a type known to have two pedals', () => {
  expect(kindFits('Kardanwelle', car({ make: 'Mini', generation: 'Mini Clubman', typeName: 'Mini Cooper SD Clubman (F54)' }))).toBe(false);
  expect(kindFits('Kardanwelle', car({ make: 'Mini', generation: 'Mini Clubman', typeName: 'Mini Cooper SD ALL4 Clubman (F54)' }))).toBe(true);
  expect(kindFits('Hydraulikfilter Automatikgetriebe', CLIO)).toBe(false);
  expect(kindFits('Getriebeölwechselsatz', CLIO)).toBe(false);
  expect(kindFits('Hydraulikfilter Automatikgetriebe', car({ make: 'Mercedes-Benz', generation: 'Mercedes-Benz GLC X253', typeName: 'GLC 220 d 4MATIC' }))).toBe(true);
  // The Stelvio came with the ZF eight-speed automatic only.
  expect(kindFits('Kupplungsdruckplatte', car({ make: 'Alfa Romeo', generation: 'Alfa Romeo Stelvio', typeName: 'Stelvio 2.2 Diesel' }))).toBe(false);
});

test('air springs only where air suspension is standard: none on a 911, none on a V-Klasse or a GLE that offered it as an option, on both axles of an S-Klasse', () => {
  expect(kindFits('Luftfeder', car({ make: 'Porsche', generation: 'Porsche 911', typeName: 'Carrera' }), 'rear')).toBe(false);
  expect(kindFits('Luftfeder', car({ make: 'Mercedes-Benz', generation: 'Mercedes-Benz V-Klasse', typeName: 'V 300 d' }), 'front')).toBe(false);
  expect(kindFits('Luftfeder', car({ make: 'Mercedes-Benz', generation: 'Mercedes-Benz V-Klasse', typeName: 'V 300 d' }), 'rear')).toBe(false);
  expect(kindFits('Luftfeder', car({ make: 'Mercedes-Benz', generation: 'Mercedes-Benz GLE', typeName: 'GLE 350 d' }), 'front')).toBe(false);
  expect(kindFits('Luftfeder', car({ make: 'Mercedes-Benz', generation: 'Mercedes-Benz S-Klasse', typeName: 'S 350 d' }), 'front')).toBe(true);
  expect(kindFits('Luftfeder', car({ make: 'Mercedes-Benz', generation: 'Mercedes-Benz S-Klasse', typeName: 'S 350 d' }), 'rear')).toBe(true);
});

test('no timing chain for PSA\'s belt-driven DV5 and DV6 diesels; parking brake parts are rear parts', () => {
  expect(kindFits('Steuerkette', car({ make: 'Peugeot', engineCode: 'DV6FD', ccm: 1560, typeName: '1.6 BlueHDi 100' }))).toBe(false);
  expect(kindFits('Steuerkettensatz', car({ make: 'Opel', engineCode: 'DV5RC', ccm: 1499, typeName: '1.5 Diesel' }))).toBe(false);
  expect(kindFits('Steuerkette', car({ make: 'BMW', engineCode: 'B47D20', ccm: 1995, typeName: '120d' }))).toBe(true);
  expect(kindFits('Handbremsseil', CLIO, 'front')).toBe(false);
  expect(kindFits('Handbremsseil', CLIO, 'rear')).toBe(true);
});

test('an axle boot, a radiator fan and a urea filter key by engine and platform; a steering rack and a tailgate strut by generation', () => {
  const g20 = car({ make: 'BMW', engine: 'diesel/B47D20', platform: 'CLAR', generation: 'BMW 3er G20', typeName: '320d xDrive' });
  const x5 = car({ make: 'BMW', engine: 'diesel/B47D20', platform: 'BMW X5', generation: 'BMW X5', typeName: 'X5 xDrive25d' });
  for (const kind of ['Achsmanschette', 'Gelenksatz Antriebswelle', 'Kühlerlüfter', 'Harnstofffilter']) expect([kind, fitmentKey(kind, 'engine', g20, 'rear') === fitmentKey(kind, 'engine', x5, 'rear')]).toEqual([kind, false]);
  const a = car({ make: 'Mercedes-Benz', platform: 'MFA', generation: 'Mercedes-Benz A-Klasse W176' });
  const b = car({ make: 'Mercedes-Benz', platform: 'MFA', generation: 'Mercedes-Benz B-Klasse W246' });
  for (const kind of ['Gasfeder Heckklappe', 'Lenkgetriebe']) expect([kind, fitmentKey(kind, 'size', a, 'front') === fitmentKey(kind, 'size', b, 'front')]).toEqual([kind, false]);
});

test('no timing belt on the VW group\'s chain petrols (an EA888 2.0 TSI, an EA111 1.2 TSI); no clutch on a 911 Turbo, a V-Klasse or a Vito 119 CDI', () => {
  const petrol = (facts: Partial<CarFacts>) => car({ fuel: 'petrol', ...facts });
  expect(kindFits('Zahnriemensatz', petrol({ make: 'Cupra', typeName: 'Cupra Formentor 2.0 TSI', engineCode: '', ccm: 1984, generation: 'Cupra Formentor', generationStart: 2023, typeStart: 2023 }))).toBe(false);
  expect(kindFits('Zahnriemen', petrol({ make: 'Audi', typeName: '1.2 TFSI', engineCode: 'CBZB', ccm: 1197, generation: 'Audi A3 8P (8P1)', generationStart: 2003, typeStart: 2010 }))).toBe(false);
  expect(kindFits('Zahnriemensatz', petrol({ typeName: '1.5 TSI', engineCode: 'DADA', ccm: 1498, generationStart: 2012, typeStart: 2017 }))).toBe(true);
  expect(kindFits('Zahnriemensatz', petrol({ typeName: '2.0 TFSI GTI', engineCode: 'AXX', ccm: 1984, generation: 'VW Golf V (1K1)', generationStart: 2003, typeStart: 2004 }))).toBe(true);
  expect(kindFits('Kupplungsscheibe', car({ make: 'Porsche', fuel: 'petrol', generation: 'Porsche 911', typeName: '911 TURBO S CABRIOLET' }))).toBe(false);
  expect(kindFits('Kupplungsscheibe', car({ make: 'Porsche', fuel: 'petrol', generation: 'Porsche 911', typeName: '911 CARRERA GTS' }))).toBe(true);
  expect(kindFits('Kupplungsdruckplatte', car({ make: 'Mercedes-Benz', generation: 'Mercedes-Benz V-Klasse', typeName: 'V 220 d', kw: 120 }))).toBe(false);
  expect(kindFits('Kupplungsdruckplatte', car({ make: 'Mercedes-Benz', generation: 'Mercedes-Benz Vito Tourer', typeName: 'Vito Tourer long 119 CDI', kw: 140 }))).toBe(false);
  expect(kindFits('Kupplungsdruckplatte', car({ make: 'Mercedes-Benz', generation: 'Mercedes-Benz Vito Tourer', typeName: 'Vito Tourer long 116 CDI', kw: 120 }))).toBe(true);
});

test('the current compact Mercedes and BMW park electrically: no handbrake cable for an A 180 d W177 or a 1er F40, one for a W176', () => {
  expect(kindFits('Handbremsseil', car({ make: 'Mercedes-Benz', generation: 'Mercedes-Benz A-Klasse W177', frontDiscMm: 288 }), 'rear')).toBe(false);
  expect(kindFits('Handbremsseil', car({ make: 'BMW', generation: 'BMW 1er F40', frontDiscMm: 288 }), 'rear')).toBe(false);
  expect(kindFits('Handbremsseil', car({ make: 'Mercedes-Benz', generation: 'Mercedes-Benz A-Klasse W176', frontDiscMm: 288 }), 'rear')).toBe(true);
});

test('a Hyundai or Kia diesel (Ceed 1.6 CRDi D4FB, Tucson 2.0 CRDi D4HA) takes a cartridge oil filter', () => {
  expect(oilFilterCartridge(car({ make: 'Kia', fuel: 'diesel', typeName: '1.6 CRDi', engineCode: 'D4FB', ccm: 1582 }))).toBe(true);
  expect(oilFilterCartridge(car({ make: 'Hyundai', fuel: 'diesel', typeName: '2.0 CRDi', engineCode: 'D4HA', ccm: 1995 }))).toBe(true);
  expect(oilFilterCartridge(car({ make: 'Hyundai', fuel: 'diesel', typeName: '1.6 CRDi', engineCode: '', ccm: 1598 }))).toBe(true);
  expect(oilFilterCartridge(car({ make: 'Hyundai', fuel: 'petrol', typeName: '1.4', engineCode: 'G4FA', ccm: 1396 }))).toBe(false);
});

test('vehicle parts key by generation, not by the engine: one K9K\'s fuel pump, tank cap and parking heater do not serve a Mégane IV and a Kangoo; its HP pump and EGR valve key by platform', () => {
  const megane = { ...CLIO, generation: 'Renault Mégane IV', platform: 'CMF-CD' };
  const kangoo = { ...CLIO, generation: 'Renault Kangoo II', platform: 'Renault/C' };
  for (const kind of ['Kraftstoffpumpe', 'Tankdeckel', 'Standheizung']) expect(fitmentKey(kind, 'engine', megane, null)).not.toBe(fitmentKey(kind, 'engine', kangoo, null));
  for (const kind of ['Hochdruckpumpe', 'AGR-Ventil', 'Kupplungsnehmerzylinder']) expect(fitmentKey(kind, 'engine', megane, null)).not.toBe(fitmentKey(kind, 'engine', kangoo, null));
  // The drier sits in the condenser: one per vehicle, not one for the OM654's Vito, GLE and CLS.
  const vito = car({ make: 'Mercedes-Benz', engine: 'Mercedes-Benz/diesel/1950', platform: 'Mercedes-Benz Vito Tourer', generation: 'Mercedes-Benz Vito Tourer' });
  expect(fitmentKey('Trockner Klimaanlage', 'engine', vito, null)).not.toBe(fitmentKey('Trockner Klimaanlage', 'engine', { ...vito, platform: 'Mercedes-Benz GLE', generation: 'Mercedes-Benz GLE' }, null));
  // The engine's own parts stay one: a K9K oil filter fits both.
  expect(fitmentKey('Ölfilter', 'engine', megane, null)).toBe(fitmentKey('Ölfilter', 'engine', kangoo, null));
});

test('a power-split hybrid starts its engine by its motor-generator: no starter; a 48 V mild hybrid keeps one', () => {
  const chr = { ...CLIO, make: 'Toyota', fuel: 'petrol' as const, hybrid: true, hybridDrive: 'hybrid' as const, typeName: '1.8 Hybrid', engineCode: '2ZR-FXE', ccm: 1798, generation: 'Toyota C-HR I (X10)', platform: 'TNGA-C', engine: 'petrol/2ZR-FXE' };
  expect(kindFits('Anlasser', chr)).toBe(false);
  expect(kindFits('Anlasser', { ...chr, make: 'Kia', typeName: 'Stonic 1.0 T-GDi 48V', engineCode: '', ccm: 998, generation: 'Kia Stonic' })).toBe(true);
});

test('an exhaust-gas temperature sensor fits a diesel with a particulate filter, not an early Euro 4 K9K without one', () => {
  const euro4 = { ...CLIO, generation: 'Renault Clio III (BR0/1, CR0/1)', typeName: '1.5 dCi 85', typeStart: 2005, generationStart: 2005 };
  expect(kindFits('Abgastemperatursensor', euro4, null)).toBe(false);
  expect(kindFits('Rußpartikelfilter', euro4, null)).toBe(false);
  expect(kindFits('Abgastemperatursensor', CLIO, null)).toBe(true);
  expect(kindFits('Rußpartikelfilter', CLIO, null)).toBe(true);
});

test('a drum-braked rear axle carries its bearing in the drum: no rear wheel hub for a Fiesta VI 1.25 with rear drums, one for a rear-disc car', () => {
  const fiesta = car({ make: 'Ford', generation: 'Ford Fiesta VI (JA8)', typeName: '1.25', fuel: 'petrol', platform: 'Ford B', frontDiscMm: 258, rearDiscMm: 0, rearDrumMm: 203 });
  expect(kindFits('Radnabe', fiesta, 'rear')).toBe(false);
  expect(kindFits('Radnabe', fiesta, 'front')).toBe(true);
  expect(kindFits('Radlagersatz', fiesta, 'rear')).toBe(true);
  expect(kindFits('Radnabe', GOLF, 'rear')).toBe(true);
});

test('an A/C compressor is the engine\'s as one generation carries it: a K9K in a Clio III and in a Clio IV takes two', () => {
  const clio3 = car({ make: 'Renault', generation: 'Renault Clio III', engine: 'K9K', generationStart: 2005, typeStart: 2005 });
  const clio3Late = car({ ...clio3, typeStart: 2009 });
  const clio4 = car({ ...clio3, generation: 'Renault Clio IV', generationStart: 2012, typeStart: 2012 });
  expect(fitmentKey('Klimakompressor', 'engine', clio3, null)).toBe(fitmentKey('Klimakompressor', 'engine', clio3Late, null));
  expect(fitmentKey('Klimakompressor', 'engine', clio3, null)).not.toBe(fitmentKey('Klimakompressor', 'engine', clio4, null));
});

test('a high-pressure pump fits a common-rail diesel only, never a pump-nozzle TDI nor a type listing engines of both systems', () => {
  expect(kindFits('Hochdruckpumpe', GOLF)).toBe(true);
  // A Golf V 1.9 TDI (BKC) and a T5 1.9 TDI (AXC) inject by unit injectors and feed them by a tandem pump.
  expect(kindFits('Hochdruckpumpe', { ...GOLF, typeName: '1.9 TDI', engineCode: 'BKC', engineCodes: ['BKC', 'BXE', 'BLS'], ccm: 1896, typeStart: 2003, generationStart: 2003, generation: 'VW Golf V (1K1)', platform: 'PQ35' })).toBe(false);
  expect(kindFits('Hochdruckpumpe', { ...GOLF, typeName: '1.9 TDI', engineCode: 'AXC', ccm: 1896, typeStart: 2003, generationStart: 2003, generation: 'VW Transporter T5 (7HA)', platform: 'T5' })).toBe(false);
  // A Passat B6 2.0 TDI of the pump-nozzle BKP and the common-rail CBAB is two cars: no pump for the type of both.
  const passat = { ...GOLF, engineCode: 'CBAB', ccm: 1968, typeStart: 2008, generationStart: 2005, generation: 'VW Passat B6 (3C2)', platform: 'PQ46' };
  expect(kindFits('Hochdruckpumpe', passat)).toBe(true);
  expect(kindFits('Hochdruckpumpe', { ...passat, engineCode: 'BKP', engineCodes: ['BKP', 'BMP', 'CBAB'], typeStart: 2005 })).toBe(false);
  // Every other make's diesel is a common rail.
  expect(kindFits('Hochdruckpumpe', CLIO)).toBe(true);
});

test('the VW group\'s pump-nozzle TDIs from 2000 take a paper element in the housing, not a spin-on can: the T5\'s AXB to BPC, the 1.4 and 1.9 PD', () => {
  const t5 = { make: 'VW', fuel: 'diesel' as const, generation: 'VW Transporter T5', platform: 'T5', generationStart: 2003, typeStart: 2003 };
  for (const [engineCode, ccm] of [['AXB', 1896], ['AXC', 1896], ['AXD', 2460], ['AXE', 2460], ['BNZ', 2460], ['BPC', 2460]] as const) {
    expect(oilFilterCartridge(car({ ...t5, engineCode, ccm, typeName: '2.5 TDI' }))).toBe(true);
  }
  expect(oilFilterCartridge(car({ make: 'VW', fuel: 'diesel', engineCode: 'BNV', ccm: 1422, typeName: '1.4 TDI', generationStart: 2005, typeStart: 2005 }))).toBe(true);
  expect(oilFilterCartridge(car({ make: 'Seat', fuel: 'diesel', engineCode: 'BLS', ccm: 1896, typeName: '1.9 TDI', generationStart: 2008, typeStart: 2008 }))).toBe(true);
  // The V6 TDI's 2.5 is no pump-nozzle engine of this element, and a petrol keeps its can.
  expect(oilFilterCartridge(car({ make: 'VW', fuel: 'petrol', engineCode: 'CGPA', ccm: 1198, typeName: '1.2', generationStart: 2009, typeStart: 2009 }))).toBe(false);
});

test('an N52\'s oil filter element is the straight six\'s long one, about 64 mm across and 140 mm high', () => {
  const draw = () => 0.5;
  const n52 = car({ make: 'BMW', fuel: 'petrol', engineCode: 'N52B25', ccm: 2497, typeName: '523i', generation: 'BMW 5er E60', platform: 'E60', generationStart: 2003, typeStart: 2005 });
  const criteria = PART_TYPES['Ölfilter']!.criteria({ draw, own: draw, step: 0, engine: 0.1, position: null, car: n52 });
  expect(criteria.find((c) => c.key === 'height')?.value).toBe('140');
  expect(criteria.find((c) => c.key === 'outer_diameter')?.value).toBe('64');
});

test('a Mini One of the F generations is a charged B38, the R56 One an aspirated N12', () => {
  const one = (generation: string, generationStart: number, ccm: number, kw: number) => car({ make: 'Mini', fuel: 'petrol', engineCode: '', ccm, kw, typeName: 'Mini One Clubman', generation, platform: '', generationStart, typeStart: generationStart });
  expect(chargedEngine(one('Mini Clubman (F54)', 2015, 1499, 75))).toBe(true);
  expect(chargedEngine({ ...one('Mini Mini R56', 2006, 1397, 70), engineCode: 'N12B14', typeName: 'One' })).toBe(false);
});

test('a petrol type named by its model alone is charged only at a charged engine\'s output per litre', () => {
  const crossland = (kw: number) => car({ make: 'Opel', fuel: 'petrol', engineCode: '', ccm: 1199, kw, typeName: 'Crossland', generation: 'Crossland X', platform: '' });
  // The 1.2 PureTech of 61 kW breathes without a turbo; the 81 and 96 kW versions are the 1.2 Turbo.
  expect(chargedEngine(crossland(61))).toBe(false);
  expect(chargedEngine(crossland(81))).toBe(true);
  expect(chargedEngine(crossland(96))).toBe(true);
  expect(kindFits('Ladeluftkühler', crossland(61))).toBe(false);
  expect(chargedEngine(car({ make: 'Mitsubishi', fuel: 'petrol', engineCode: '', ccm: 1193, kw: 52, typeName: 'Space Star 1.2 MIVEC 71 AS&G', platform: '' }))).toBe(false);
  // A name that says Turbo or TSI stays charged whatever its output.
  expect(chargedEngine(car({ fuel: 'petrol', engineCode: '', ccm: 999, kw: 48, typeName: '1.0 TSI' }))).toBe(true);
});

test('the EA888 of generations 1 and 2 takes a spin-on can (06J 115 403), the third generation from 2012 the 06L 115 562 cartridge', () => {
  for (const engineCode of ['BYT', 'BZB', 'CDAA', 'CCZB', 'CDHB', 'CDNC']) {
    expect(oilFilterDesignOf(car({ make: 'Audi', fuel: 'petrol', engineCode, ccm: 1798, typeName: '1.8 TFSI', generationStart: 2003, typeStart: 2008 }))).toBe('spin-on');
  }
  expect(oilFilterDesignOf(car({ make: 'VW', fuel: 'petrol', engineCode: 'CHHB', ccm: 1984, typeName: '2.0 TSI GTI', generationStart: 2012, typeStart: 2013 }))).toBe('cartridge');
  expect(oilFilterDesignOf(car({ make: 'Audi', fuel: 'petrol', engineCode: '', ccm: 1798, typeName: '1.8 TFSI', generationStart: 2003, typeStart: 2008 }))).toBe('spin-on');
  expect(oilFilterDesignOf(car({ make: 'Audi', fuel: 'petrol', engineCode: '', ccm: 1798, typeName: '1.8 TFSI', generationStart: 2012, typeStart: 2012 }))).toBe('cartridge');
});

test('no headlamp bulb or burner where the lamp is not known', () => {
  expect(kindFits('Glühlampe Hauptscheinwerfer', car({ headlamp: '' }))).toBe(false);
  expect(kindFits('Xenon-Brenner', car({ headlamp: '' }))).toBe(false);
  expect(kindFits('Glühlampe Hauptscheinwerfer', car({ headlamp: 'H4' }))).toBe(true);
});
