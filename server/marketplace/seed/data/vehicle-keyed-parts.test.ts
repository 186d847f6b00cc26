/** Parts listed per vehicle, on the cars a parts seller sent back. */
import { type CarFacts, fitmentKey, installOf } from './fitment-rules';
import { PART_TYPES } from './part-types';
import { PRODUCT_LINES } from './product-lines';
import { alternatorAmpsOf, batteryBoxOf, batteryLineTechnology, batteryTechnologyOf, coolantSensorThreadOf, rotatingElectricsFit, startStopBatteryAh, starterKwOf, vehiclePartLines } from './vehicle-keyed-parts';

const CLIO: CarFacts = {
  make: 'Renault', fuel: 'diesel', hybrid: false, hybridDrive: 'none', typeName: '1.5 dCi 90', engineCode: 'K9K', ccm: 1461, kw: 66, typeStart: 2012, generationStart: 2012, platform: 'Renault/B', engine: 'diesel/K9K', generation: 'Renault Clio IV',
  frontDiscMm: 258, rearDiscMm: 0, rearDrumMm: 203, wipersMm: [600, 400], batteryAh: 60, headlamp: 'H7', oilGrade: '5W-30', oilApproval: 'RN0720',
};
const car = (facts: Partial<CarFacts>): CarFacts => ({ ...CLIO, ...facts });
const SANDERO = car({ make: 'Dacia', generation: 'Dacia Sandero II', platform: 'Renault/B0', typeStart: 2013 });
const MEGANE = car({ generation: 'Renault Mégane IV', platform: 'CMF-CD', typeStart: 2016, generationStart: 2016 });
const OM651 = { make: 'Mercedes-Benz', engine: 'diesel/OM651', engineCode: 'OM651', ccm: 2143, kw: 100 };

test('an alternator, starter, air filter, release bearing, exhaust clamp and hanger, belt, turbo and clutch master cylinder are the vehicle\'s: one K9K in a Clio, a Sandero and a Mégane takes three', () => {
  for (const kind of ['Lichtmaschine', 'Anlasser', 'Luftfilter', 'Ausrücklager', 'Rohrverbinder Abgasanlage', 'Halter Abgasanlage', 'Keilrippenriemen', 'Turbolader', 'Kupplungsgeberzylinder']) {
    const fit = PART_TYPES[kind]?.fit ?? 'engine';
    const keys = [CLIO, SANDERO, MEGANE].map((c) => fitmentKey(kind, fit, c, null));
    expect(new Set(keys).size).toBe(3);
    // Two types of one platform and engine share it.
    expect(fitmentKey(kind, fit, car({ generation: 'Renault Captur I', typeName: '1.5 dCi 90' }), null)).toBe(keys[0]);
  }
});

test('one OM651 belt tensioner never serves the transverse A-Klasse W176 and the longitudinal C-Klasse W204', () => {
  const w176 = car({ ...OM651, typeName: 'A 200 CDI', generation: 'Mercedes-Benz A-Klasse W176', platform: 'MFA' });
  const w204 = car({ ...OM651, typeName: 'C 220 CDI', generation: 'Mercedes-Benz C-Klasse W204', platform: 'Mercedes-Benz/W204' });
  expect(installOf(w176)).toBe('transverse');
  expect(installOf(w204)).toBe('longitudinal');
  for (const kind of ['Spannrolle', 'Umlenkrolle', 'Keilrippenriemen', 'Generatorfreilauf']) expect(fitmentKey(kind, 'engine', w176, null)).not.toBe(fitmentKey(kind, 'engine', w204, null));
});

test('a K9K\'s coolant sensor screws in M12x1.5, in a Dacia or a Mercedes Citan too; 3/8"-18 NPTF is a US engine\'s; the VW group\'s clip in', () => {
  expect(coolantSensorThreadOf(CLIO)).toBe('M12x1.5');
  expect(coolantSensorThreadOf(SANDERO)).toBe('M12x1.5');
  expect(coolantSensorThreadOf(car({ make: 'Mercedes-Benz', generation: 'Mercedes-Benz Citan' }))).toBe('M12x1.5');
  expect(coolantSensorThreadOf(car({ make: 'VW', generation: 'VW Golf VII' }))).toBe('clip-in');
  expect(coolantSensorThreadOf(car({ make: 'Ford', generation: 'Ford Mustang VI', ccm: 5038 }))).toBe('3/8"-18 NPTF');
  const criteria = PART_TYPES['Kühlmitteltemperatursensor']!.criteria({ draw: () => 0.99, own: () => 0.99, step: 3, engine: 0.99, position: null, car: CLIO });
  expect(criteria.find((c) => c.key === 'thread')?.value).toBe('M12x1.5');
});

test('a 2.0 diesel (the F30 320d\'s N47) turns a 2.0 kW starter, a small petrol a 1.1 kW one, and Denso makes none for a BMW', () => {
  const f30 = car({ make: 'BMW', engine: 'diesel/N47D20', engineCode: 'N47D20', ccm: 1995, generation: 'BMW 3er (F30)', platform: 'BMW/F30' });
  expect(starterKwOf(f30)).toBe('2.0');
  expect(Number(starterKwOf(f30))).toBeGreaterThanOrEqual(1.4);
  expect(starterKwOf(car({ fuel: 'petrol', ccm: 1198 }))).toBe('1.1');
  expect(starterKwOf(CLIO)).toBe('1.4');
  expect(rotatingElectricsFit('Denso', ['BMW'])).toBe(false);
  expect(rotatingElectricsFit('Bosch', ['BMW'])).toBe(true);
  expect(rotatingElectricsFit('Valeo', ['BMW'])).toBe(true);
  expect(rotatingElectricsFit('Denso', ['Toyota'])).toBe(true);
  const accepts = vehiclePartLines('Anlasser', [f30])!;
  expect(PRODUCT_LINES.filter((line) => line.kinds.includes('Anlasser') && accepts(line)).map((line) => line.brand)).not.toContain('Denso');
});

test('a start-stop car takes an EFB or AGM of 60 to 95 Ah; an electric car or a hybrid an AGM 12 V unit; a Honda or Toyota a JIS box', () => {
  const townstar = car({ make: 'Nissan', fuel: 'petrol', typeName: '1.3 TCe', ccm: 1332, typeStart: 2022, generationStart: 2022, generation: 'Nissan Townstar', batteryAh: 45 });
  expect(batteryTechnologyOf(townstar)).toBe('EFB');
  expect(startStopBatteryAh(townstar)).toBe(60);
  expect(batteryBoxOf(townstar)).toBe('EN');
  const peugeot308 = car({ make: 'Peugeot', fuel: 'petrol', ccm: 1199, typeStart: 2021, generation: 'Peugeot 308 III', batteryAh: 45 });
  expect(startStopBatteryAh(peugeot308)).toBeGreaterThanOrEqual(60);
  for (const [make, generation] of [['Porsche', 'Porsche Taycan'], ['Mercedes-Benz', 'Mercedes-Benz EQS'], ['BMW', 'BMW iX'], ['Audi', 'Audi E-Tron GT'], ['Jaguar', 'Jaguar I-Pace']] as const) {
    expect(batteryTechnologyOf(car({ make, generation, fuel: 'electric', typeStart: 2021 }))).toBe('AGM');
  }
  for (const [make, generation] of [['Honda', 'Honda CR-V'], ['Toyota', 'Toyota Camry']] as const) {
    const hybrid = car({ make, generation, fuel: 'petrol', hybrid: true, hybridDrive: 'hybrid', typeStart: 2019 });
    expect(batteryBoxOf(hybrid)).toBe('JIS');
    expect(batteryTechnologyOf(hybrid)).toBe('AGM');
  }
  expect(batteryTechnologyOf(car({ typeStart: 2008 }))).toBe('standard');
  // The key carries the technology and box: a Townstar's battery is not a Taycan's or a CR-V's of the same capacity.
  const keys = [townstar, car({ make: 'Porsche', generation: 'Porsche Taycan', fuel: 'electric', batteryAh: 60 }), car({ make: 'Honda', generation: 'Honda CR-V', fuel: 'petrol', hybridDrive: 'hybrid', batteryAh: 60 })]
    .map((c) => fitmentKey('Starterbatterie', 'engine', { ...c, batteryAh: 60 }, null));
  expect(new Set(keys).size).toBe(3);
});

test('every battery line says its technology, and a standard Bosch S4 is never an AGM car\'s', () => {
  for (const line of PRODUCT_LINES.filter((l) => l.kinds.includes('Starterbatterie'))) expect(batteryLineTechnology(line.brand, line.line)).toBeDefined();
  const taycan = car({ make: 'Porsche', generation: 'Porsche Taycan', fuel: 'electric', typeStart: 2020 });
  const accepts = vehiclePartLines('Starterbatterie', [taycan])!;
  const lines = PRODUCT_LINES.filter((line) => line.kinds.includes('Starterbatterie') && accepts(line)).map((line) => `${line.brand} ${line.line}`);
  expect(lines).not.toContain('Bosch Batteries');
  expect(lines.length).toBeGreaterThan(0);
});

test('a top mount is priced by its car\'s class: a 911\'s cannot cost a small car\'s 14 euros', () => {
  expect(PART_TYPES['Federbeinstützlager']?.priceBySize).toBe(true);
  expect(PART_TYPES['Federbeinstützlager']?.price?.[1]).toBeGreaterThanOrEqual(10000);
});

test('the types of one engine in one car take one ribbed belt and one belt drive, whatever their power: a Logan\'s 1.5 dCi, a T6\'s 2.0 TDI', () => {
  const logan = (kw: number) => car({ make: 'Dacia', typeName: `1.5 dCi ${kw}`, engineCode: '', kw, engine: `Dacia Logan II/1.5 dCi/${kw}`, generation: 'Dacia Logan II', platform: 'Renault/B0' });
  const t6 = (kw: number) => car({ make: 'VW', typeName: '2.0 TDI', engineCode: '', ccm: 1968, kw, engine: `VW Transporter T6 (SGA)/2.0 TDI/${kw}`, generation: 'VW Transporter T6 (SGA)', platform: 'T6' });
  const belt = (each: CarFacts) => PART_TYPES.Keilrippenriemen!.criteria({ draw: () => 0.5, own: () => 0.5, step: 0, engine: 0.5, position: null, car: each }).map((c) => `${c.key} ${c.value}`).join(', ');
  for (const types of [[logan(50), logan(66)], [t6(75), t6(110), t6(150)]]) {
    for (const kind of ['Keilrippenriemen', 'Spannrolle', 'Umlenkrolle', 'Generatorfreilauf']) expect(new Set(types.map((each) => fitmentKey(kind, 'engine', each, null))).size).toBe(1);
    expect(new Set(types.map(belt)).size).toBe(1);
  }
  // Two engines of one car (a 1.5 dCi and a 0.9 TCe) run two belts.
  expect(belt(logan(66))).not.toBe(belt(car({ make: 'Dacia', fuel: 'petrol', typeName: '0.9 TCe', engineCode: 'H4B', ccm: 898, engine: 'petrol/H4B', generation: 'Dacia Logan II', platform: 'Renault/B0' })));
});

test('a turbo is one output\'s: the C 220 d\'s single turbo and the C 250 d\'s biturbo on one OM651 are two articles, their alternator one', () => {
  const c220d = car({ ...OM651, generation: 'Mercedes-Benz C-Klasse W205', platform: 'MRA', typeName: 'C 220 d', kw: 125, typeStart: 2014, generationStart: 2014 });
  const c250d = { ...c220d, typeName: 'C 250 d', kw: 150 };
  const key = (kind: string, c: CarFacts) => fitmentKey(kind, PART_TYPES[kind]?.fit ?? 'engine', c, null);
  expect(key('Turbolader', c220d)).not.toBe(key('Turbolader', c250d));
  // The GLC 220 d on the same platform and output shares the C 220 d's.
  expect(key('Turbolader', { ...c220d, generation: 'Mercedes-Benz GLC X253', typeName: 'GLC 220 d 4MATIC' })).toBe(key('Turbolader', c220d));
  expect(key('Lichtmaschine', c220d)).toBe(key('Lichtmaschine', c250d));
  expect(key('Ladeluftkühler', c220d)).toBe(key('Ladeluftkühler', c250d));
});

test('an alternator\'s output is the car\'s electrical load: a premium start-stop car runs 150 A or more, a small car of the 2000s 90 A', () => {
  const g42 = car({ make: 'BMW', fuel: 'petrol', typeName: '220i Coupé', engineCode: 'B48', ccm: 1998, generation: 'BMW 2er G42', generationStart: 2021, typeStart: 2021 });
  expect(alternatorAmpsOf(g42)).toBe('150');
  expect(alternatorAmpsOf({ ...g42, fuel: 'diesel', ccm: 2993 })).toBe('180');
  expect(alternatorAmpsOf(car({ fuel: 'petrol', ccm: 1149, generationStart: 2005 }))).toBe('90');
  expect(alternatorAmpsOf(car({ fuel: 'petrol', ccm: 1149, generationStart: 2012 }))).toBe('120');
  expect(alternatorAmpsOf(CLIO)).toBe('140');
  // No premium car from 2010 on a unit below 150 A, no car of any make below 120 A from 2010.
  for (const make of ['BMW', 'Mercedes-Benz', 'Audi', 'Porsche', 'Land Rover', 'Volvo', 'Jaguar']) {
    for (const ccm of [999, 1499, 1998, 2993]) expect(Number(alternatorAmpsOf(car({ make, ccm, fuel: 'petrol', generationStart: 2015 })))).toBeGreaterThanOrEqual(150);
  }
});

test('an alternator states its car\'s output and one article never joins two loads: a Clio IV\'s and an A-Klasse\'s K9K take two', () => {
  const criteria = PART_TYPES.Lichtmaschine!.criteria!;
  const stated = (c: CarFacts) => criteria({ car: c, engine: c.engine, own: () => 0 } as never).find((x) => x.key === 'capacity')?.value;
  const aKlasse = car({ make: 'Mercedes-Benz', generation: 'Mercedes-Benz A-Klasse W176', platform: 'MFA', generationStart: 2012 });
  expect(stated(CLIO)).toBe('140');
  expect(stated(aKlasse)).toBe('150');
  expect(fitmentKey('Lichtmaschine', 'engine', CLIO, null)).not.toBe(fitmentKey('Lichtmaschine', 'engine', { ...CLIO, generationStart: 2005 }, null));
});
