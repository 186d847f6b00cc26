/** One cam belt per engine: the bare belt, the kit and the kit with water pump agree, in every car of the engine. */
import { type CarFacts, fitmentKey } from './fitment-rules';
import { PART_TYPES, type PartInput } from './part-types';
import { TIMING_BELT_KINDS, timingBeltEngineOf, timingBeltOf } from './timing-belts';

const BASE: CarFacts = {
  make: 'VW', fuel: 'diesel', hybrid: false, hybridDrive: 'none', typeName: '2.0 TDI', engineCode: 'CRBC', ccm: 1968, kw: 110, typeStart: 2012, generationStart: 2012, platform: 'MQB', engine: 'diesel/CRBC', generation: 'VW Golf VII (5G1)',
  frontDiscMm: 312, rearDiscMm: 272, rearDrumMm: 0, wipersMm: [650, 400], batteryAh: 70, headlamp: 'H7', oilGrade: '5W-30', oilApproval: 'VW 507.00',
};
const car = (facts: Partial<CarFacts>): CarFacts => ({ ...BASE, ...facts });
/** The EA288 2.0 TDI as the register names it in the MQB cars: by code, or by the type alone. */
const EA288_CARS = [
  car({}),
  car({ make: 'Audi', engineCode: 'CRLB', engine: 'diesel/CRLB', generation: 'Audi A3 8V (8V1)' }),
  car({ make: 'Skoda', engineCode: '', engine: 'Skoda Octavia III (5E3)/2.0 TDI/110', generation: 'Skoda Octavia III (5E3)' }),
  car({ engineCode: 'DFGA', engine: 'diesel/DFGA', typeStart: 2015, generationStart: 2014, generation: 'VW Passat B8 (3G2)', kw: 140 }),
  car({ engineCode: '', engine: 'VW Tiguan II (AD1)/2.0 TDI/110', typeStart: 2016, generationStart: 2016, generation: 'VW Tiguan II (AD1)' }),
  car({ engineCode: '', engine: 'VW Caddy V (SBA)/2.0 TDI/55', kw: 55, typeStart: 2020, generationStart: 2020, generation: 'VW Caddy V (SBA)' }),
  car({ make: 'Seat', engineCode: '', engine: 'Seat Leon III (5F1)/2.0 TDI/135', kw: 135, typeStart: 2013, generation: 'Seat Leon III (5F1)' }),
];
const K9K_CARS = [
  car({ make: 'Renault', typeName: '1.5 dCi 90', engineCode: 'K9K', engine: 'diesel/K9K', ccm: 1461, kw: 66, platform: 'Renault/B', generation: 'Renault Clio IV (BH)' }),
  car({ make: 'Dacia', typeName: '1.5 dCi 90', engineCode: '', engine: 'Dacia Sandero II/1.5 dCi/66', ccm: 1461, kw: 66, platform: 'Renault/B0', generation: 'Dacia Sandero II' }),
];

/** The belt an article of the kind states, sized as the seed draws it: each kind with an engine draw of its own, as the old catalogue had. */
const beltOf = (kind: string, forCar: CarFacts, engine: number) => {
  const input: PartInput = { draw: () => 0.5, own: () => 0.5, step: 0, engine, position: null, car: forCar };
  const criteria = PART_TYPES[kind]!.criteria(input);
  const value = (key: string) => criteria.find((c) => c.key === key)?.value;
  const pieces = value('pieces');
  return { teeth: value('teeth'), width: value('width'), rollers: pieces === undefined ? undefined : Number(pieces) - (kind === 'Zahnriemensatz' ? 1 : 2) };
};

test('the belt kit, the kit with water pump and the bare belt of the EA288 2.0 TDI carry one belt on every MQB car', () => {
  const belts = new Set<string>();
  const rollers = new Set<number>();
  EA288_CARS.forEach((each, at) => [...TIMING_BELT_KINDS].forEach((kind, k) => {
    const belt = beltOf(kind, each, (0.13 + at * 0.17 + k * 0.29) % 1);
    belts.add(`${belt.teeth}/${belt.width}`);
    if (belt.rollers !== undefined) rollers.add(belt.rollers);
  }));
  expect(belts.size).toBe(1);
  expect(rollers.size).toBe(1);
  const { teeth, widthMm } = timingBeltOf(EA288_CARS[0]!);
  expect(teeth).toBeGreaterThanOrEqual(150);
  expect(teeth).toBeLessThanOrEqual(160);
  expect([25, 30]).toContain(widthMm);
});

test('one belt kit fits the EA288 2.0 TDI in the Golf VII, A3 8V, Octavia III, Passat B8, Tiguan II, Caddy V and Leon III', () => {
  for (const kind of TIMING_BELT_KINDS) expect(new Set(EA288_CARS.map((each) => fitmentKey(kind, 'engine', each, null))).size).toBe(1);
  expect(timingBeltEngineOf(EA288_CARS[0]!)).toBe('VW EA288 2.0');
});

test('the K9K runs its short belt in a Clio as in a Sandero, and the 1.6 TDI a belt of its own', () => {
  for (const kind of TIMING_BELT_KINDS) expect(new Set(K9K_CARS.map((each) => fitmentKey(kind, 'engine', each, null))).size).toBe(1);
  const { teeth } = timingBeltOf(K9K_CARS[0]!);
  expect(teeth).toBeGreaterThanOrEqual(123);
  expect(teeth).toBeLessThanOrEqual(131);
  expect(timingBeltEngineOf(car({ engineCode: 'CXXB', engine: 'diesel/CXXB', ccm: 1598 }))).toBe('VW EA288 1.6');
});

test('the DV5 1.5 BlueHDi runs one belt in a Rifter, a C3 Aircross, a Combo and a 208 alike, coded or not', () => {
  const dv5 = { fuel: 'diesel' as const, ccm: 1499, platform: 'EMP2', engineCode: '' };
  const DV5_CARS = [
    car({ ...dv5, make: 'Peugeot', typeName: 'Rifter BlueHdi', kw: 96, typeStart: 2018, generationStart: 2018, engine: 'Peugeot Rifter/Rifter BlueHdi/96', generation: 'Peugeot Rifter' }),
    car({ ...dv5, make: 'Citroën', typeName: 'C3 AIRCROSS BlueHDi', kw: 88, typeStart: 2017, generationStart: 2017, engine: 'Citroën C3 Aircross/C3 AIRCROSS BlueHDi/88', generation: 'Citroën C3 Aircross', platform: 'PF1' }),
    car({ ...dv5, make: 'Opel', typeName: 'Combo Life L1', kw: 75, typeStart: 2018, generationStart: 2018, engine: 'Opel Combo/Combo Life L1/75', generation: 'Opel Combo' }),
    car({ ...dv5, make: 'Peugeot', typeName: '1.5 BlueHDi 100', engineCode: 'DV5RD', kw: 75, typeStart: 2019, generationStart: 2019, engine: 'diesel/DV5RD', generation: 'Peugeot 208 II (P21)', platform: 'CMP' }),
  ];
  expect(new Set(DV5_CARS.map(timingBeltEngineOf))).toEqual(new Set(['PSA DV5 1.5']));
  for (const kind of TIMING_BELT_KINDS) expect(new Set(DV5_CARS.map((each) => fitmentKey(kind, 'engine', each, null))).size).toBe(1);
  expect(new Set(DV5_CARS.map((each) => JSON.stringify(timingBeltOf(each)))).size).toBe(1);
  // Opel's own diesels before PSA bought it are not the DV5.
  expect(timingBeltEngineOf(car({ ...dv5, make: 'Opel', typeStart: 2015, generationStart: 2015, engine: 'Opel X/1.5/75' }))).not.toBe('PSA DV5 1.5');
});

describe('one engine code, one drive in every type that lists it', () => {
  /** The 1.9 TDI pump-nozzle BLS as the register lists it: with its sister codes, with the Caddy's BJB, alone. */
  const BLS_CARS = [
    car({ engineCode: 'BKC', engineCodes: ['BKC', 'BXE', 'BLS'], engine: 'diesel/BKC', ccm: 1896, kw: 77, typeStart: 2003, generation: 'VW Golf V (1K1)' }),
    car({ engineCode: 'BJB', engineCodes: ['BJB', 'BLS'], engine: 'diesel/BJB', ccm: 1896, kw: 77, typeStart: 2004, generation: 'VW Caddy III (2KB)' }),
    car({ make: 'Skoda', engineCode: 'BLS', engineCodes: ['BLS'], engine: 'diesel/BLS', ccm: 1896, kw: 77, typeStart: 2008, generation: 'Skoda Superb II (3T4)' }),
  ];
  /** The 1.2 PureTech turbo in its codes: EB2DT, EB2ADT, EB2DTS, EB2ADTS. */
  const EB2_CARS = [
    car({ make: 'Peugeot', fuel: 'petrol', engineCode: 'EB2DT', engineCodes: ['EB2DT', 'EB2ADT'], engine: 'petrol/EB2DT', ccm: 1199, kw: 81, typeStart: 2014, generation: 'Peugeot 308 II' }),
    car({ make: 'Peugeot', fuel: 'petrol', engineCode: 'EB2ADT', engineCodes: ['EB2ADT'], engine: 'petrol/EB2ADT', ccm: 1199, kw: 81, typeStart: 2017, generation: 'Peugeot 2008 I' }),
    car({ make: 'Citroën', fuel: 'petrol', engineCode: 'EB2DTS', engineCodes: ['EB2DTS', 'EB2ADTS'], engine: 'petrol/EB2DTS', ccm: 1199, kw: 96, typeStart: 2014, generation: 'Citroën C4 Picasso II' }),
  ];

  it.each([['BLS', BLS_CARS], ['EB2 turbo', EB2_CARS]])('names one belt engine and one belt for every %s type', (_name, cars) => {
    expect(new Set(cars.map((c) => timingBeltEngineOf(c))).size).toBe(1);
    expect(new Set(cars.map((c) => JSON.stringify(timingBeltOf(c)))).size).toBe(1);
  });

  it('keeps a 1.9 and a 2.0 pump-nozzle TDI apart', () => {
    expect(timingBeltEngineOf(BLS_CARS[0]!)).not.toBe(timingBeltEngineOf(car({ engineCode: 'BKD', engineCodes: ['BKD'], engine: 'diesel/BKD', ccm: 1968, kw: 103, typeStart: 2004 })));
  });
});
