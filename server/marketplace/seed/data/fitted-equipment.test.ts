/** Equipment the car really has: the parts a trade judge found listed for cars built without their place or version. */
import { type CarFacts, kindFits, oilFilterCartridge } from './fitment-rules';
import { carCriteria } from './car-criteria';
import { PART_TYPES, type PartInput } from './part-types';
import { valvesOf } from './engine-build';
import { drivenAxlesOf } from './drivelines';
import { driveOf, rearStrutMount } from './chassis-lines';
import { electricHeatedMirrors } from './mirrors';
import { railPressureOf } from './fuel-system';
import { thermostatWithHousing } from './engine-equipment';
import { factoryLedHeadlamp } from './listed-car-facts';

const BASE: CarFacts = {
  make: 'VW', fuel: 'petrol', hybrid: false, hybridDrive: 'none', typeName: '1.6', engineCode: '', ccm: 1598, kw: 85, typeStart: 2008, generationStart: 2008, platform: 'PQ35', engine: 'petrol/x', generation: 'VW Golf VI (5K1)',
  frontDiscMm: 280, rearDiscMm: 253, rearDrumMm: 0, wipersMm: [600, 400], batteryAh: 60, headlamp: 'H7', oilGrade: '5W-30', oilApproval: 'VW 504.00',
};
const car = (facts: Partial<CarFacts>): CarFacts => ({ ...BASE, ...facts });
const criteriaOf = (kind: string, fitted: CarFacts, draw = 0.9): Record<string, string> => {
  const input: PartInput = { draw: () => draw, own: () => draw, step: 4, engine: draw, position: null, car: fitted };
  return Object.fromEntries(PART_TYPES[kind]!.criteria(input).map((c) => [c.key, c.value]));
};

const B38_218I = car({ make: 'BMW', typeName: '218i Active Tourer', ccm: 1499, kw: 100, typeStart: 2023, generationStart: 2023, platform: 'BMW 2er U06', generation: 'BMW 2er U06', frontDiscMm: 300 });
const B58_M340I = car({ make: 'BMW', typeName: 'M340i xDrive', ccm: 2998, kw: 275, typeStart: 2019, generationStart: 2019, platform: 'CLAR', generation: 'BMW 3er G20', frontDiscMm: 348 });
const X5_30D = car({ make: 'BMW', fuel: 'diesel', hybridDrive: 'hybrid', typeName: 'X5 xDrive30d', ccm: 2993, kw: 210, typeStart: 2023, generationStart: 2023, platform: 'BMW X5', generation: 'BMW X5', frontDiscMm: 348 });
const CLS_220D = car({ make: 'Mercedes-Benz', fuel: 'diesel', typeName: 'CLS 220 d', ccm: 1950, kw: 143, typeStart: 2023, generationStart: 2023, platform: 'Mercedes-Benz CLS', generation: 'Mercedes-Benz CLS', frontDiscMm: 330 });
const F20_116I = car({ make: 'BMW', typeName: '116i', engineCode: 'N13B16', kw: 100, typeStart: 2011, generationStart: 2011, platform: 'BMW 1er F20', generation: 'BMW 1er F20', frontDiscMm: 300 });
const T61_KOMBI = car({ fuel: 'diesel', typeName: 'Transporter 6.1 vitré L1 2.0 TDI', ccm: 1968, kw: 110, typeStart: 2023, generationStart: 2023, platform: 'VW Kombi', generation: 'VW Kombi', frontDiscMm: 312, rearDiscMm: 272 });
const GOLF_VII_GTI = car({ typeName: '2.0 GTI', ccm: 1984, kw: 169, typeStart: 2013, generationStart: 2012, platform: 'MQB', generation: 'VW Golf VII (5G1)', frontDiscMm: 340 });
const STELVIO = (kw: number) => car({ make: 'Alfa Romeo', fuel: 'diesel', typeName: 'Stelvio 2.2 Diesel', ccm: 2143, kw, typeStart: 2023, generationStart: 2023, platform: 'Alfa Romeo Stelvio', generation: 'Alfa Romeo Stelvio', frontDiscMm: 330 });
const ASTRA_J_14T = car({ make: 'Opel', typeName: '1.4 Turbo', engineCode: 'A14NET', ccm: 1364, kw: 103, typeStart: 2010, generationStart: 2009, platform: 'GM Delta II', generation: 'Opel Astra J (P10)', frontDiscMm: 300 });

test('A3: a B38 has 12 valves (three cylinders of four), a B58 24; its tappet is sold by the piece, a 12 mm lash adjuster', () => {
  expect(valvesOf(B38_218I)).toBe(12);
  expect(carCriteria('Hydrostößel', B38_218I)).toEqual([['pieces', '1'], ['outer_diameter', '12']]);
  expect(criteriaOf('Hydrostößel', B38_218I).pieces).toBe('1');
  expect(criteriaOf('Hydrostößel', B38_218I).outer_diameter).toBe('12');
  expect(valvesOf(B58_M340I)).toBe(24);
});

test('A6: a high-pressure pump delivers its engine family\'s rail pressure: a B57 of 2023 2,500 bar, whatever the engine draw', () => {
  expect(railPressureOf(X5_30D)).toBe(2500);
  expect(carCriteria('Hochdruckpumpe', X5_30D)).toEqual([['pressure', '2500']]);
  for (const draw of [0.05, 0.5, 0.95]) expect(criteriaOf('Hochdruckpumpe', X5_30D, draw).pressure).toBe('2500');
  expect(railPressureOf(B38_218I)).toBeNull();
});

test('A7: a CLS of 2023 and a 1er F20 are built with electric, heated mirrors only; a mirror for them says so', () => {
  for (const premium of [CLS_220D, F20_116I]) {
    expect(electricHeatedMirrors(premium)).toBe(true);
    expect(criteriaOf('Außenspiegel', premium, 0.9)).toMatchObject({ operation: 'electric', heated: 'yes' });
    expect(criteriaOf('Spiegelglas', premium, 0.9).heated).toBe('yes');
  }
  // A small volume car of 2008 was sold with either: the article keeps the mirror it is made as.
  expect(electricHeatedMirrors(BASE)).toBe(false);
  expect(criteriaOf('Außenspiegel', BASE, 0.9)).toMatchObject({ operation: 'manual', heated: 'no' });
});

test('A8: a T6.1 carries its rear spring apart from the damper: no rear strut mount; the front one and a Golf VII GTI\'s rear one fit', () => {
  expect(rearStrutMount(T61_KOMBI)).toBe(false);
  expect(kindFits('Federbeinstützlager', T61_KOMBI, 'rear')).toBe(false);
  expect(kindFits('Federbeinstützlager', T61_KOMBI, 'front')).toBe(true);
  expect(kindFits('Federbeinstützlager', GOLF_VII_GTI, 'rear')).toBe(true);
});

test('A9: the Stelvio 2.2 Diesel of 118 kW drives its rear wheels only: no front driveshaft; the Q4 powers take both', () => {
  expect(drivenAxlesOf(STELVIO(118))).toBe('rear');
  expect(driveOf(STELVIO(118))).toBe('rear');
  expect(kindFits('Antriebswelle', STELVIO(118), 'front')).toBe(false);
  expect(kindFits('Antriebswelle', STELVIO(118), 'rear')).toBe(true);
  expect(driveOf(STELVIO(140))).toBe('all');
  expect(kindFits('Antriebswelle', STELVIO(140), 'front')).toBe(true);
  // An Audi Q4 is a model's name, not a drive: the Q4 45 e-tron drives its rear wheels, the 50 quattro all four.
  const q4 = car({ make: 'Audi', fuel: 'electric', typeName: 'Q4 45 E-TRON', generation: 'Audi Q4', platform: 'MEB' });
  expect(drivenAxlesOf(q4)).toBe('rear');
  expect(drivenAxlesOf({ ...q4, typeName: 'Q4 50 E-TRON quattro' })).toBe('all');
  expect(kindFits('Kardanwelle', q4)).toBe(false);
});

test('F1: the Astra J 1.4 Turbo (A14NET) takes a cartridge element, not a spin-on can', () => {
  expect(oilFilterCartridge(ASTRA_J_14T)).toBe(true);
  expect(criteriaOf('Ölfilter', ASTRA_J_14T).thread).toBeUndefined();
});

test('C4: a B38\'s thermostat is sold with its housing only, and an insert is priced below a housing unit', () => {
  expect(thermostatWithHousing(B38_218I)).toBe(true);
  expect(carCriteria('Thermostat', B38_218I)).toEqual([['opening_temperature', '105'], ['with_housing', 'yes']]);
  expect(criteriaOf('Thermostat', B38_218I, 0.9).with_housing).toBe('yes');
  const price = PART_TYPES.Thermostat!.priceFor!;
  expect(price([{ key: 'with_housing', value: 'no' }])[1]).toBeLessThan(price([{ key: 'with_housing', value: 'yes' }])[1]);
});

test('older note: the e-Golf\'s headlamps are LED on every trim, so no H7 low-beam bulb fits it; a Golf VII 1.6 TDI keeps its H7', () => {
  const eGolf = car({ fuel: 'electric', typeName: 'e-Golf', ccm: 0, kw: 100, typeStart: 2017, generationStart: 2012, platform: 'MQB', generation: 'VW Golf VII (5G1)' });
  expect(factoryLedHeadlamp(eGolf)).toBe(true);
  expect(kindFits('Glühlampe Hauptscheinwerfer', { ...eGolf, headlamp: 'LED' })).toBe(false);
  expect(factoryLedHeadlamp({ ...eGolf, typeName: '1.6 TDI' })).toBe(false);
});
