/** The VW group's belt-driven petrols: one cam belt and one oil filter per engine family, whatever the make or series. */
import { type CarFacts, fitmentKey, oilFilterCartridge } from './fitment-rules';
import { consumableFamilyOf, injectionMakersOf } from './engine-families';
import { carCriteria } from './car-criteria';
import { timingBeltEngineOf, timingBeltOf } from './timing-belts';
import { PART_TYPES, type PartInput } from './part-types';

const BASE: CarFacts = {
  make: 'VW', fuel: 'petrol', hybrid: false, hybridDrive: 'none', typeName: '1.5 TSI', engineCode: 'DADA', ccm: 1498, kw: 110, typeStart: 2017, generationStart: 2012, platform: 'MQB', engine: 'petrol/DADA', generation: 'VW Golf VII (5G1)',
  frontDiscMm: 312, rearDiscMm: 272, rearDrumMm: 0, wipersMm: [650, 400], batteryAh: 70, headlamp: 'H7', oilGrade: '0W-20', oilApproval: 'VW 508.00',
};
const car = (facts: Partial<CarFacts>): CarFacts => ({ ...BASE, ...facts });
const uncoded = (make: string, generation: string, facts: Partial<CarFacts> = {}): CarFacts => car({ make, generation, engineCode: '', engine: `${generation}/${facts.typeName ?? '1.5 TSI'}/${facts.kw ?? 110}`, ...facts });

/** The EA211 1.5 TSI evo in the judge's cars: Ibiza V, Leon IV, Ateca, A3 8Y, Q2, Octavia IV, Karoq, Formentor, Golf VII (DADA) and the Golf VIII's 96 kW eTSI. */
const EA211_15 = [
  uncoded('Seat', 'Seat Ibiza V (KJ1)', { typeStart: 2018, generationStart: 2017, platform: 'MQB-A0' }),
  uncoded('Seat', 'Seat Leon IV (KL1)', { typeStart: 2020, generationStart: 2020, platform: 'MQB Evo' }),
  uncoded('Seat', 'Seat Ateca', { typeStart: 2016, generationStart: 2016, platform: '' }),
  uncoded('Audi', 'Audi A3 8Y (GYA)', { typeName: '35 TFSI', typeStart: 2020, generationStart: 2020, platform: 'MQB Evo' }),
  uncoded('Audi', 'Audi Q2', { typeName: 'Q2 35 TFSI', typeStart: 2016, generationStart: 2016, platform: '' }),
  uncoded('Skoda', 'Skoda Octavia IV (NX3)', { typeStart: 2020, generationStart: 2020, platform: 'MQB Evo' }),
  uncoded('Skoda', 'Skoda Karoq', { typeStart: 2017, generationStart: 2017, platform: '' }),
  uncoded('Cupra', 'Cupra Formentor', { typeStart: 2020, generationStart: 2020, platform: '' }),
  car({}),
  uncoded('VW', 'VW Golf VIII (CD1)', { typeName: '1.5 eTSI', kw: 96, hybrid: true, hybridDrive: 'hybrid', typeStart: 2020, generationStart: 2020, platform: 'MQB Evo' }),
];
/** The EA211 1.0 TSI: Seat, Audi, MQB VW, Golf VIII eTSI, Skoda. */
const EA211_10 = [
  car({ make: 'Seat', typeName: '1.0 TSI', engineCode: 'DKRF', engine: 'petrol/DKRF', ccm: 999, kw: 85, generation: 'Seat Ibiza V (KJ1)' }),
  uncoded('Audi', 'Audi A3 8Y (GYA)', { typeName: '30 TFSI', ccm: 999, kw: 81, typeStart: 2020, generationStart: 2020 }),
  car({ typeName: '1.0 TSI', engineCode: 'CHZB', engine: 'petrol/CHZB', ccm: 999, kw: 81, generation: 'VW Golf VII (5G1)' }),
  uncoded('VW', 'VW Golf VIII (CD1)', { typeName: '1.0 eTSI', ccm: 999, kw: 81, hybrid: true, hybridDrive: 'hybrid', typeStart: 2020, generationStart: 2020 }),
  uncoded('Skoda', 'Skoda Scala', { typeName: 'Scala 1.0 TSI', ccm: 999, kw: 81, typeStart: 2019, generationStart: 2019 }),
];
/** The EA211 1.4 TSI, petrol and plug-in: Octavia III, Tiguan II, A3 8V, A3 8V e-tron, A4 B9. */
const EA211_14 = [
  car({ make: 'Skoda', typeName: '1.4 TSI', engineCode: 'CZDA', engine: 'petrol/CZDA', ccm: 1395, kw: 110, typeStart: 2014, generation: 'Skoda Octavia III (5E3)' }),
  car({ typeName: '1.4 TSI', engineCode: 'CZCA,CZDA;CZEA', engine: 'petrol/CZDA;CZEA', ccm: 1395, kw: 110, typeStart: 2016, generationStart: 2016, generation: 'VW Tiguan II (AD1)' }),
  car({ make: 'Audi', typeName: '1.4 TFSI', engineCode: 'CZEA', engine: 'petrol/CZEA', ccm: 1395, kw: 110, typeStart: 2014, generation: 'Audi A3 8V (8V1)' }),
  uncoded('Audi', 'Audi A3 8V (8V1)', { typeName: '1.4 TFSI e-tron', ccm: 1395, kw: 110, hybrid: true, hybridDrive: 'plug-in', typeStart: 2014, generationStart: 2012 }),
  car({ make: 'Audi', typeName: '1.4 TFSI', engineCode: 'CZEA', engine: 'petrol/CZEA', ccm: 1395, kw: 110, typeStart: 2015, generationStart: 2015, platform: 'MLB Evo', generation: 'Audi A4 B9 (8W2)' }),
];
/** The EA113 2.0 TFSI: Golf V GTI, A4 B7 and A6 C6, coded as the base lists them. */
const EA113 = [
  car({ typeName: '2.0 GTI', engineCode: 'AXX;BWA', engine: 'petrol/AXX;BWA', ccm: 1984, kw: 147, typeStart: 2004, generationStart: 2003, platform: 'PQ35', generation: 'VW Golf V (1K1)' }),
  car({ make: 'Audi', typeName: '2.0 TFSI', engineCode: 'BGB;BWE', engine: 'petrol/BGB;BWE', ccm: 1984, kw: 147, typeStart: 2004, generationStart: 2004, platform: 'B7', generation: 'Audi A4 B7 (8EC)' }),
  car({ make: 'Audi', typeName: '2.0 TFSI', engineCode: 'BPJ', engine: 'petrol/BPJ', ccm: 1984, kw: 125, typeStart: 2005, generationStart: 2004, platform: 'C6', generation: 'Audi A6 C6 (4F2)' }),
];

const criteriaFor = (kind: string, forCar: CarFacts, engine: number) => {
  const input: PartInput = { draw: () => 0.5, own: () => 0.5, step: 0, engine, position: null, car: forCar };
  return PART_TYPES[kind]!.criteria(input).map((c) => `${c.key} ${c.value}`).join(', ');
};
const belts = (cars: readonly CarFacts[]) => new Set(cars.map((each) => JSON.stringify(timingBeltOf(each))));
const keys = (kind: string, cars: readonly CarFacts[]) => new Set(cars.map((each) => fitmentKey(kind, 'engine', each, null)));

test.each([['EA211 1.5 TSI evo', EA211_15], ['EA211 1.0 TSI', EA211_10], ['EA211 1.4 TSI', EA211_14], ['EA113 2.0 TFSI', EA113]] as const)('the %s runs one cam belt and one belt kit in every make and series', (_name, cars) => {
  expect(new Set(cars.map(timingBeltEngineOf)).size).toBe(1);
  expect(belts(cars).size).toBe(1);
  for (const kind of ['Zahnriemen', 'Zahnriemensatz', 'Zahnriemensatz mit Wasserpumpe']) expect(keys(kind, cars).size).toBe(1);
});

test.each([['EA211 1.5 TSI evo', EA211_15], ['EA211 1.0 TSI', EA211_10], ['EA211 1.4 TSI', EA211_14], ['EA113 2.0 TFSI', EA113]] as const)('the %s takes one oil filter of one design in every make and series', (_name, cars) => {
  expect(new Set(cars.map(oilFilterCartridge)).size).toBe(1);
  expect(keys('Ölfilter', cars).size).toBe(1);
  expect(new Set(cars.map((each, at) => criteriaFor('Ölfilter', each, 0.1 + at * 0.15))).size).toBe(1);
  expect(new Set(cars.map((each) => JSON.stringify(carCriteria('Ölfilter', each, null)))).size).toBe(1);
});

test('the EA211 TSI of 1.0 to 1.5 litres takes one spin-on can; the EA113 2.0 TFSI its 06D 115 562 can too', () => {
  const tsi = [...EA211_10, ...EA211_14, ...EA211_15];
  expect(new Set(tsi.map(consumableFamilyOf))).toEqual(new Set(['VW EA211 TSI']));
  expect(tsi.some(oilFilterCartridge)).toBe(false);
  expect(new Set(tsi.map((each, at) => criteriaFor('Ölfilter', each, at / tsi.length))).size).toBe(1);
  expect(EA113.some(oilFilterCartridge)).toBe(false);
});

test('the chain engines, the 1.0 MPI and the petrol pumps keep their own', () => {
  // The EA111 1.2 TSI (CBZB) and the EA888 2.0 TFSI have chains: no belt family.
  expect(consumableFamilyOf(car({ engineCode: 'CBZB', ccm: 1197, kw: 77, typeStart: 2010, generationStart: 2008 }))).toBeNull();
  expect(consumableFamilyOf(car({ engineCode: 'CCZB', ccm: 1984, kw: 155, typeStart: 2009, generationStart: 2008 }))).toBeNull();
  expect(consumableFamilyOf(uncoded('Audi', 'Audi A4 B9 (8W2)', { ccm: 1984, kw: 140, typeStart: 2015 }))).toBeNull();
  expect(consumableFamilyOf(car({ engineCode: 'CHYA', ccm: 999, kw: 44, typeStart: 2011, generationStart: 2011 }))).toBe('VW EA211 MPI');
  expect(consumableFamilyOf(uncoded('Skoda', 'Skoda Fabia IV (PJ3)', { ccm: 999, kw: 59, typeStart: 2021, generationStart: 2021 }))).toBe('VW EA211 MPI');
  expect(injectionMakersOf(EA211_15[0]!)).toEqual(['bosch']);
});
