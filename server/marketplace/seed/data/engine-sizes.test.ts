/** A head gasket's bore is its engine's, a clutch grows with torque, a glow plug is its family's. */
import { listedEngineOf } from './listed-car-facts';
import { beltSizeOf, boreMm, clutchDiameterMm, cylindersOf, glowPlugFamily, glowPlugSize, torqueNm } from './engine-sizes';

test('the bore is the engine family\'s where known (1.3 CDTI 69.6 mm), else from the displacement per cylinder: a three-cylinder 1.0 Turbo about 74 mm', () => {
  expect(boreMm({ make: 'Opel', fuel: 'diesel', ccm: 1248 })).toBe(69.6);
  expect(boreMm({ make: 'Opel', fuel: 'petrol', ccm: 999 })).toBe(74.5);
  const opel10 = boreMm({ make: 'Opel', fuel: 'petrol', ccm: 1000 });
  expect(opel10).toBeGreaterThan(72);
  expect(opel10).toBeLessThan(76);
  // One code on two displacements, one bore: Mercedes' OM651 1.8 and 2.1.
  expect(boreMm({ make: 'Mercedes-Benz', fuel: 'diesel', ccm: 1796, engineCode: 'OM651' })).toBe(boreMm({ make: 'Mercedes-Benz', fuel: 'diesel', ccm: 2143, engineCode: 'OM651' }));
});

test('a clutch grows with the torque it carries: a 50 kW K9K\'s is smaller than a 96 kW one\'s, a 2.0 TDI\'s larger than a 1.4 TDCi\'s, and more torque never gets a smaller one', () => {
  const k9k = (kw: number) => clutchDiameterMm(torqueNm({ make: 'Renault', fuel: 'diesel', ccm: 1461, engine: 'diesel/K9K', kw }, true));
  expect(k9k(50)).toBeLessThan(k9k(96));
  const golf = clutchDiameterMm(torqueNm({ make: 'VW', fuel: 'diesel', ccm: 1968, engine: 'diesel/CRBC', kw: 110 }, true));
  const fiesta = clutchDiameterMm(torqueNm({ make: 'Ford', fuel: 'diesel', ccm: 1398, engine: 'diesel/F6JA', kw: 50 }, true));
  expect(golf).toBeGreaterThan(fiesta);
  let last = 0;
  for (let nm = 80; nm <= 700; nm += 10) {
    expect(clutchDiameterMm(nm)).toBeGreaterThanOrEqual(last);
    last = clutchDiameterMm(nm);
  }
});

test('an aspirated 1.4-1.6 petrol of 70 kW and more gets more than a 1.2\'s 190 mm clutch: VW\'s 1.6 8V BSE makes 148 Nm at 75 kW', () => {
  const petrol = (ccm: number, kw: number) => clutchDiameterMm(torqueNm({ make: 'VW', fuel: 'petrol', ccm, engine: `petrol/${ccm}`, kw }, false));
  expect(torqueNm({ make: 'VW', fuel: 'petrol', ccm: 1595, engine: 'petrol/BSE', kw: 75 }, false)).toBeGreaterThanOrEqual(140);
  expect(petrol(1595, 75)).toBeGreaterThanOrEqual(200);
  expect(petrol(1397, 70)).toBeGreaterThanOrEqual(200);
  // A 1.2 of 51 kW keeps its 190 mm clutch.
  expect(petrol(1198, 51)).toBe(190);
});

test('glow plugs follow the engine family, not the engine code: every common-rail 2.0 TDI one family, the unit-injector ones another', () => {
  expect(glowPlugFamily({ make: 'VW', ccm: 1968, typeStart: 2013 })).toBe(glowPlugFamily({ make: 'Audi', ccm: 1968, typeStart: 2009 }));
  expect(glowPlugFamily({ make: 'VW', ccm: 1968, typeStart: 2004 })).not.toBe(glowPlugFamily({ make: 'VW', ccm: 1968, typeStart: 2013 }));
  // The Tiguan I's CBAB of 2007 is an EA189 common rail, as the Passat B8's CRLB is an EA288 one; the Golf V's BKD a unit-injector TDI.
  expect(glowPlugFamily({ make: 'VW', ccm: 1968, typeStart: 2007, engineCode: 'CBAB' })).toBe(glowPlugFamily({ make: 'VW', ccm: 1968, typeStart: 2015, engineCode: 'CRLB' }));
  expect(glowPlugFamily({ make: 'VW', ccm: 1968, typeStart: 2008, engineCode: 'BKD' })).not.toBe(glowPlugFamily({ make: 'VW', ccm: 1968, typeStart: 2015, engineCode: 'CRLB' }));
  expect(glowPlugFamily({ make: 'Mercedes-Benz', ccm: 1461, typeStart: 2013 })).toBe(glowPlugFamily({ make: 'Dacia', ccm: 1461, typeStart: 2013 }));
});

test('an engine\'s belt has one size, five to eight ribs, and a large engine\'s is no shorter than the shortest a mid-size one has', () => {
  const size = beltSizeOf({ engine: 'diesel/CRBC', ccm: 1968 });
  expect(beltSizeOf({ engine: 'diesel/CRBC', ccm: 1968 })).toEqual(size);
  expect(size.ribs).toBeGreaterThanOrEqual(5);
  expect(size.ribs).toBeLessThanOrEqual(7);
  expect(beltSizeOf({ engine: 'petrol/N63', ccm: 4395 }).lengthMm).toBeGreaterThanOrEqual(1400);
});

test('the VW group\'s common-rail TDIs, 1.2, 1.6 and 2.0 (EA189 and EA288), take one M8x1 glow plug: one family', () => {
  const polo = glowPlugFamily({ make: 'VW', ccm: 1199, typeStart: 2010, engineCode: 'CFWA' });
  const octavia = glowPlugFamily({ make: 'Skoda', ccm: 1598, typeStart: 2013, engineCode: 'CXXB' });
  const golf = glowPlugFamily({ make: 'VW', ccm: 1968, typeStart: 2013, engineCode: 'CRBC' });
  expect(new Set([polo, octavia, golf]).size).toBe(1);
  expect(glowPlugSize(golf).thread).toBe('M8x1');
});

test('the bore of the three-cylinder H4D (Jogger 1.0 TCe) is 72.2 mm, not a 1.0 TSI\'s 74.5; the M260 of an A 250 is 83 mm; a 2.5 straight six counts six cylinders', () => {
  expect(boreMm({ make: 'Dacia', fuel: 'petrol', ccm: 999, engineCode: 'H4D' })).toBe(72.2);
  expect(boreMm({ make: 'Dacia', fuel: 'petrol', ccm: 999 })).toBe(72.2);
  expect(boreMm({ make: 'VW', fuel: 'petrol', ccm: 999 })).toBe(74.5);
  expect(boreMm({ make: 'Mercedes-Benz', fuel: 'petrol', ccm: 1991 })).toBe(83);
  expect(boreMm({ make: 'Mercedes-Benz', fuel: 'petrol', ccm: 1332 })).toBe(72.2);
  expect(cylindersOf({ make: 'BMW', fuel: 'petrol', ccm: 2497, engineCode: 'N52B25' })).toBe(6);
  expect(cylindersOf({ make: 'Dacia', fuel: 'petrol', ccm: 999 })).toBe(3);
});

test('Porsche\'s aspirated 4.0 flat-six (911 GT3, 718 GT4) counts six cylinders, the Cayenne\'s 4.0 V8 eight', () => {
  const gt3 = { make: 'Porsche', fuel: 'petrol' as const, ccm: 3996, generation: 'Porsche 911' };
  const cayenne = { ...gt3, generation: 'Porsche Cayenne' };
  expect(cylindersOf({ ...gt3, engine: listedEngineOf(gt3) })).toBe(6);
  expect(cylindersOf({ ...cayenne, engine: listedEngineOf(cayenne) })).toBe(8);
});

test('a diesel of 1.9 l and more runs a belt of six ribs or more: never a 5PK on a 2.0 TDI BKD', () => {
  // Every 2.0 TDI, 1.9 dTi and 2.2 HDi engine name the base could give: none draws five ribs.
  for (let i = 0; i < 400; i++) {
    expect(beltSizeOf({ engine: `diesel/X${i}`, ccm: 1968 }).ribs).toBeGreaterThanOrEqual(6);
    expect(beltSizeOf({ engine: `Peugeot/diesel/${1850 + i}`, ccm: 1850 + i }).ribs).toBeGreaterThanOrEqual(6);
  }
  expect(beltSizeOf({ engine: 'diesel/BKD', ccm: 1968 }).ribs).toBeGreaterThanOrEqual(6);
  // A petrol of that size may still run a five-rib belt.
  expect(Array.from({ length: 400 }, (_, i) => beltSizeOf({ engine: `petrol/X${i}`, ccm: 1968 }).ribs)).toContain(5);
});

test('a ring set states its engine\'s real bore, not one the displacement gives', () => {
  expect(boreMm({ make: 'Mercedes-Benz', fuel: 'diesel', ccm: 1991, engineCode: 'OM640' })).toBe(80);
  expect(boreMm({ make: 'VW', fuel: 'diesel', ccm: 1896, engineCode: 'BKC' })).toBe(79.5);
  expect(boreMm({ make: 'VW', fuel: 'diesel', ccm: 1422, engineCode: 'BNV' })).toBe(79.5);
  expect(boreMm({ make: 'VW', fuel: 'diesel', ccm: 2460, engineCode: 'AXD' })).toBe(81);
  expect(boreMm({ make: 'VW', fuel: 'petrol', ccm: 1198, engineCode: 'CGPA' })).toBe(76.5);
  expect(boreMm({ make: 'Fiat', fuel: 'petrol', ccm: 1242, engineCode: '169A4000' })).toBe(70.8);
  expect(boreMm({ make: 'Peugeot', fuel: 'petrol', ccm: 1397, engineCode: '8FS' })).toBe(77);
  expect(boreMm({ make: 'Renault', fuel: 'petrol', ccm: 1197, engineCode: 'H5F' })).toBe(72.2);
  expect(boreMm({ make: 'Hyundai', fuel: 'petrol', ccm: 1591, engineCode: 'G4FD' })).toBe(77);
  expect(boreMm({ make: 'Kia', fuel: 'diesel', ccm: 1396, engineCode: 'D4FC' })).toBe(75);
  expect(boreMm({ make: 'Ford', fuel: 'petrol', ccm: 999 })).toBe(71.9);
  // The VW group's 1.2 TSI keeps its 71 mm.
  expect(boreMm({ make: 'VW', fuel: 'petrol', ccm: 1197 })).toBe(71);
});

test('the VW group\'s 1.2 12V, 1.2 TDI and 1.4 TDI are three-cylinders, the 1.2 TSI EA111 a four', () => {
  for (const [fuel, ccm, engineCode] of [['diesel', 1422, 'BNV'], ['diesel', 1422, 'CUSB'], ['diesel', 1422, ''], ['diesel', 1199, 'CFWA'], ['petrol', 1198, 'BME'], ['petrol', 1198, 'CGPA'], ['petrol', 1198, '']] as const) {
    expect([engineCode, cylindersOf({ make: 'Skoda', fuel, ccm, engineCode })]).toEqual([engineCode, 3]);
  }
  expect(cylindersOf({ make: 'VW', fuel: 'petrol', ccm: 1197, engineCode: 'CBZB' })).toBe(4);
  expect(cylindersOf({ make: 'VW', fuel: 'petrol', ccm: 1197, engineCode: 'CJZA' })).toBe(4);
  expect(cylindersOf({ make: 'VW', fuel: 'diesel', ccm: 1598, engineCode: 'CAYC' })).toBe(4);
});

test('the Kappa 1.6 GDi of the Hyundai and Kia hybrids (G4LE) has a 72 mm bore, not the Gamma 1.6\'s 77', () => {
  expect(boreMm({ make: 'Hyundai', fuel: 'petrol', ccm: 1580, engineCode: 'G4LE' })).toBe(72);
  expect(boreMm({ make: 'Kia', fuel: 'petrol', ccm: 1580, engineCode: 'G4LE' })).toBe(72);
  expect(boreMm({ make: 'Hyundai', fuel: 'petrol', ccm: 1591, engineCode: 'G4FD' })).toBe(77);
});

test('a ring set\'s bore is the engine\'s: PSA EB0 71, EB2 75, EP6 77; Opel A14NET 72.5, Z19DTH 82, A17DTJ 79; Kappa G3LC 71, G4LD 71.6; D7F 69; Volvo VEA 82; Porsche 9A2 91, GT3 4.0 102', () => {
  expect(boreMm({ make: 'Peugeot', fuel: 'petrol', ccm: 999, engineCode: 'ZMZ' })).toBe(71);
  expect(boreMm({ make: 'Peugeot', fuel: 'petrol', ccm: 1199, engineCode: 'EB2DTS' })).toBe(75);
  expect(boreMm({ make: 'Citroën', fuel: 'petrol', ccm: 1598, engineCode: 'EP6CDT' })).toBe(77);
  expect(boreMm({ make: 'Opel', fuel: 'petrol', ccm: 1364, engineCode: 'A14NET' })).toBe(72.5);
  expect(boreMm({ make: 'Opel', fuel: 'diesel', ccm: 1910, engineCode: 'Z19DTH' })).toBe(82);
  expect(boreMm({ make: 'Opel', fuel: 'diesel', ccm: 1686, engineCode: 'A17DTJ' })).toBe(79);
  expect(boreMm({ make: 'Opel', fuel: 'petrol', ccm: 1490 })).toBe(74);
  expect(boreMm({ make: 'Kia', fuel: 'petrol', ccm: 998, engineCode: 'G3LC' })).toBe(71);
  expect(boreMm({ make: 'Hyundai', fuel: 'petrol', ccm: 1353, engineCode: 'G4LD' })).toBe(71.6);
  expect(boreMm({ make: 'Kia', fuel: 'petrol', ccm: 1482, engineCode: 'G4LH' })).toBe(71.6);
  expect(boreMm({ make: 'Renault', fuel: 'petrol', ccm: 1149, engineCode: 'D7F' })).toBe(69);
  expect(boreMm({ make: 'Volvo', fuel: 'diesel', ccm: 1969 })).toBe(82);
  expect(boreMm({ make: 'Porsche', fuel: 'petrol', ccm: 2981 })).toBe(91);
  expect(boreMm({ make: 'Porsche', fuel: 'petrol', ccm: 3996 })).toBe(102);
});
