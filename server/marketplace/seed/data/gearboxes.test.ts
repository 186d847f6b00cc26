/** Two pedals from the type's listed gearboxes, and the fluid and filter of each automatic's family. */
import type { CarFacts } from './fitment-rules';
import { clutchPedal, fitmentKey, ruleAgainst } from './fitment-rules';
import { gearboxFamilyOf, gearboxOilOf, manualShiftOf } from './gearboxes';

const BASE: CarFacts = {
  make: 'BMW', fuel: 'diesel', hybrid: false, hybridDrive: 'none', typeName: '530d', engineCode: 'B57D30', ccm: 2993, kw: 210, typeStart: 2017, generationStart: 2017, typeEnd: 2023,
  platform: 'CLAR', engine: 'diesel/B57D30', generation: 'BMW 5er G30', frontDiscMm: 348, rearDiscMm: 345, rearDrumMm: 0, wipersMm: [650, 450], batteryAh: 90, headlamp: 'LED', oilGrade: '0W-30', oilApproval: 'BMW Longlife-04',
};
const car = (facts: Partial<CarFacts>): CarFacts => ({ ...BASE, ...facts });

test('a ZF 8HP takes ZF LifeguardFluid 8, not Dexron VI', () => {
  expect(gearboxFamilyOf(BASE).family).toBe('ZF 8HP');
  expect(gearboxOilOf(BASE)).toBe('ZF LifeguardFluid 8');
});

test('a Renault E-Tech multi-mode box takes no transmission filter and no ATF change kit', () => {
  const clio = car({ make: 'Renault', fuel: 'petrol', hybrid: true, hybridDrive: 'hybrid', typeName: 'Clio E-Tech 140', engineCode: '', ccm: 1598, kw: 103, generation: 'Renault Clio V', platform: 'CMF-B', engine: 'Renault/petrol/1598' });
  expect(clutchPedal(clio)).toBe(false);
  expect(ruleAgainst('Hydraulikfilter Automatikgetriebe', clio)?.name).toBe('transmission filter on a gearbox without one');
  expect(ruleAgainst('Getriebeölwechselsatz', clio)?.name).toBe('oil change kit on a gearbox filled for life');
});

test('a type the ADEME list sells with two pedals only takes no clutch; an automated manual keeps its clutch', () => {
  const kamiq = car({ make: 'Skoda', fuel: 'petrol', typeName: 'Kamiq 1.0 TSI', engineCode: '', ccm: 999, kw: 81, generation: 'Skoda Kamiq', platform: 'Skoda Kamiq', engine: 'Skoda/petrol/999', listedGearbox: { manual: false, automaticGears: 7, cvt: false } });
  expect(clutchPedal(kamiq)).toBe(false);
  expect(ruleAgainst('Kupplungssatz', kamiq)).toBeDefined();
  // Its DQ200 is dry: gear oil for life, no kit and no filter.
  expect(gearboxFamilyOf(kamiq).fluid).toBeNull();
  expect(ruleAgainst('Getriebeölwechselsatz', kamiq)).toBeDefined();
  const kodiaq = car({ make: 'Skoda', fuel: 'diesel', typeName: 'Kodiaq 2.0 TDI', engineCode: '', ccm: 1968, kw: 110, generation: 'Skoda Kodiaq', platform: 'Skoda Kodiaq', engine: 'Skoda/diesel/1968', listedGearbox: { manual: false, automaticGears: 7, cvt: false } });
  expect(gearboxOilOf(kodiaq)).toBe('VW G 052 182');
  expect(ruleAgainst('Hydraulikfilter Automatikgetriebe', kodiaq)).toBeUndefined();
  const aygo = car({ make: 'Toyota', fuel: 'petrol', typeName: 'Aygo 1.0 VVT-i MMT', engineCode: '', ccm: 998, kw: 53, generation: 'Toyota Aygo', platform: 'Toyota Aygo', engine: 'Toyota/petrol/998', listedGearbox: { manual: false, automaticGears: 5, cvt: false } });
  expect(clutchPedal(aygo)).toBe(true);
  expect(clutchPedal({ ...kamiq, listedGearbox: { manual: true, automaticGears: 7, cvt: false } })).toBe(true);
});

test('Mercedes: 9G-Tronic on MB 236.17, the compacts\' DCT on MB 236.21', () => {
  const vito = car({ make: 'Mercedes-Benz', typeName: 'Vito Tourer long 116 CDI', engineCode: '', ccm: 1950, kw: 120, generation: 'Mercedes-Benz Vito Tourer', platform: 'Mercedes-Benz Vito Tourer', engine: 'Mercedes-Benz/diesel/1950', listedGearbox: { manual: false, automaticGears: 9, cvt: false } });
  expect(gearboxOilOf(vito)).toBe('MB 236.17');
  const a = car({ make: 'Mercedes-Benz', typeName: 'A 180 d', engineCode: '', ccm: 1461, kw: 85, generation: 'Mercedes-Benz A-Klasse W177', platform: 'MFA2', engine: 'Mercedes-Benz/diesel/1461' });
  expect(gearboxOilOf(a)).toBe('MB 236.21');
});

test('one engine in one platform behind two gearbox families takes two oil change kits', () => {
  const dct = car({ make: 'Mini', fuel: 'petrol', typeName: 'Mini Cooper Countryman (F60)', engineCode: '', ccm: 1499, kw: 100, generation: 'Mini Countryman', platform: 'Mini Countryman', engine: 'Mini/petrol/1499', listedGearbox: { manual: false, automaticGears: 7, cvt: false } });
  const aisin = { ...dct, listedGearbox: { manual: false, automaticGears: 8, cvt: false } };
  expect(gearboxOilOf(dct)).not.toBe(gearboxOilOf(aisin));
  expect(fitmentKey('Getriebeölwechselsatz', 'engine', dct, null)).not.toBe(fitmentKey('Getriebeölwechselsatz', 'engine', aisin, null));
});

test('an Alpine A110\'s wet dual-clutch takes the EDC fluid; a Huracán\'s box is the maker\'s to service, an Urus\'s is a ZF 8HP', () => {
  const a110 = car({ make: 'Alpine', fuel: 'petrol', typeName: 'A110', engineCode: '', ccm: 1798, kw: 185, generation: 'Alpine A110', platform: 'Alpine A110', engine: 'Alpine/petrol/1798', listedGearbox: { manual: false, automaticGears: 7, cvt: false } });
  expect(gearboxOilOf(a110)).toBe('Renault EDC DW6 fluid');
  const huracan = car({ make: 'Lamborghini', fuel: 'petrol', typeName: 'Huracan EVO', engineCode: '', ccm: 5204, kw: 470, generation: 'Lamborghini Huracan', platform: 'Lamborghini Huracan', engine: 'Lamborghini/petrol/5204' });
  expect(ruleAgainst('Getriebeölwechselsatz', huracan)).toBeDefined();
  expect(gearboxOilOf({ ...huracan, typeName: 'Urus', generation: 'Lamborghini Urus' })).toBe('ZF LifeguardFluid 8');
});

test('a Jaguar XE D200 (ZF 8HP along the car) and an E-Pace D200 (9HP across it) take no one ATF filter or kit', () => {
  const jaguar = { make: 'Jaguar', typeName: 'D200', engineCode: '204DTA', ccm: 1999, kw: 147, engine: 'diesel/204DTA' } as const;
  const xe = car({ ...jaguar, generation: 'Jaguar XE', platform: 'Jaguar XE' });
  const ePace = car({ ...jaguar, generation: 'Jaguar E-Pace', platform: 'Jaguar E-Pace' });
  expect(gearboxFamilyOf(xe).family).toBe('ZF 8HP');
  expect(gearboxFamilyOf(ePace).family).toBe('ZF 9HP');
  expect(fitmentKey('Hydraulikfilter Automatikgetriebe', 'engine', xe, null)).not.toBe(fitmentKey('Hydraulikfilter Automatikgetriebe', 'engine', ePace, null));
  expect(fitmentKey('Getriebeölwechselsatz', 'engine', xe, null)).not.toBe(fitmentKey('Getriebeölwechselsatz', 'engine', ePace, null));
});

test('a shift cable is a transverse gearbox\'s: a BMW 1er F20 or a C-Klasse W204 manual is shifted by a rod, a 1er F40, a Golf, a Sprinter and a 911 by cables', () => {
  const f20 = car({ typeName: '118d', engineCode: 'N47D20', ccm: 1995, kw: 105, generation: 'BMW 1er F20', platform: 'L7', engine: 'diesel/N47D20', typeStart: 2011, generationStart: 2011 });
  const f40 = car({ typeName: '118d', engineCode: 'B47C20', ccm: 1995, kw: 110, generation: 'BMW 1er F40', platform: 'UKL2', engine: 'diesel/B47C20', typeStart: 2019, generationStart: 2019 });
  const w204 = car({ make: 'Mercedes-Benz', typeName: 'C 200 CDI', engineCode: 'OM651', ccm: 2143, kw: 100, generation: 'Mercedes-Benz C-Klasse W204', platform: 'W204', engine: 'diesel/OM651', typeStart: 2008, generationStart: 2007 });
  const sprinter = { ...w204, typeName: '316 CDI', generation: 'Mercedes-Benz Sprinter 906', platform: 'NCV3' };
  const golf = car({ make: 'VW', typeName: '1.6 TDI', engineCode: 'CLHA', ccm: 1598, kw: 81, generation: 'VW Golf VII (5G1)', platform: 'MQB', engine: 'diesel/CLHA', typeStart: 2013, generationStart: 2012 });
  const carrera = car({ make: 'Porsche', fuel: 'petrol', typeName: 'CARRERA S COUPE', engineCode: '', ccm: 2981, kw: 331, generation: 'Porsche 911', platform: 'Porsche 911', engine: 'Porsche/petrol/2981' });
  expect([f20, w204].map(manualShiftOf)).toEqual(['rod', 'rod']);
  expect([f40, golf, sprinter, carrera].map(manualShiftOf)).toEqual(['cable', 'cable', 'cable', 'cable']);
  expect(ruleAgainst('Schaltseil', f20)?.name).toBe('shift cable on a rod-shifted manual');
  expect(ruleAgainst('Schaltseil', golf)).toBeUndefined();
});

test('a Smart fortwo 451 shifts and declutches by electric actuators: no shift cable or clutch cylinder, its clutch kit yes; the 453\'s manual keeps its cable', () => {
  const smart = car({ make: 'Smart', typeName: '0.8 cdi', engineCode: 'OM660', ccm: 799, kw: 40, typeStart: 2010, generationStart: 2007, generation: 'Smart fortwo 451', platform: 'Smart fortwo 451', engine: 'diesel/OM660' });
  expect(ruleAgainst('Schaltseil', smart)?.name).toBe('shift cable or clutch cylinder on an actuator-shifted gearbox');
  expect(ruleAgainst('Kupplungsnehmerzylinder', smart)?.name).toBe('shift cable or clutch cylinder on an actuator-shifted gearbox');
  expect(ruleAgainst('Kupplungssatz', smart)).toBeUndefined();
  expect(ruleAgainst('Schaltseil', { ...smart, fuel: 'petrol', typeName: '1.0', engineCode: 'M281', ccm: 999, generation: 'Smart fortwo 453', platform: 'Smart fortwo 453', engine: 'petrol/M281' })).toBeUndefined();
});
