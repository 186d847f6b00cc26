/** A part whose price depends on the car costs more for a large car than for a small one. */
import type { SeededLeaf } from './categories';
import { CLASS_PLAY, listPriceRange, partCriteria, partTypeOf, pricePlaceOf } from './part-kinds';
import { createRng } from './rng';
import type { SeededModel } from './vehicles';
import type { CarFacts } from './data/fitment-rules';

const leaf = (partType: string, icon: string): SeededLeaf => ({ id: 900, icon, universal: false, popularity: 10, basePriceCents: 5000, titles: {} as SeededLeaf['titles'], partType } as SeededLeaf);
const CAR: CarFacts = {
  make: 'VW', fuel: 'petrol', hybrid: false, hybridDrive: 'none', typeName: '1.0 TSI', engineCode: '', ccm: 999, kw: 70, typeStart: 2018, generationStart: 2017, platform: 'MQB-A0', engine: 'petrol/DKLA', generation: 'VW Polo VI (AW1)',
  frontDiscMm: 256, rearDiscMm: 0, rearDrumMm: 200, wipersMm: [600, 400], batteryAh: 60, headlamp: 'H7', oilGrade: '0W-20', oilApproval: 'VW 508.00/509.00',
};
const model = (frontDiscMm: number): SeededModel => ({ id: 1, seriesId: 1, fuel: 'petrol', popularity: 1, car: { ...CAR, frontDiscMm } });

test.each([['Klimakompressor', 'cooling'], ['Koppelstange', 'suspension'], ['Lichtmaschine', 'electrics']])('a %s for a car with 374 mm discs lists dearer than any for one with 239 mm', (partType, icon) => {
  const kind = partTypeOf({ ...leaf(partType, icon), id: partType.length * 1000 });
  const price = (disc: number, seed: number) => partCriteria(createRng(seed), leaf(partType, icon), kind, model(disc), seed, null, 1).listPriceCents;
  for (let seed = 1; seed <= 20; seed++) expect(price(374, seed)).toBeGreaterThan(price(239, seed + 100));
});

const criteriaOf = (partType: string, icon: string, car: Partial<CarFacts>, number?: string) => {
  const kind = partTypeOf({ ...leaf(partType, icon), id: partType.length * 1000 + 7 });
  return Object.fromEntries(partCriteria(createRng(1), leaf(partType, icon), kind, { ...model(256), car: { ...CAR, ...car } }, 1, null, 1, undefined, number).criteria.map((c) => [c.key, c.value]));
};

test('a head gasket states its engine\'s bore: 69.6 mm on a Corsa D 1.3 CDTI, about 74 mm on a three-cylinder 1.0 Turbo', () => {
  expect(criteriaOf('Zylinderkopfdichtung', 'engine', { make: 'Opel', fuel: 'diesel', ccm: 1248, engine: 'diesel/Z13DTH' }).diameter).toBe('69.6');
  expect(Number(criteriaOf('Zylinderkopfdichtung', 'engine', { make: 'Opel', fuel: 'petrol', ccm: 998, engine: 'petrol/B10XFT' }).diameter)).toBeLessThan(76);
});

test('a clutch kit grows with its engine\'s torque: a 96 kW K9K\'s is larger than a 50 kW one\'s', () => {
  const k9k = (kw: number) => Number(criteriaOf('Kupplungssatz', 'clutch', { make: 'Renault', fuel: 'diesel', ccm: 1461, engine: 'diesel/K9K', kw }).diameter);
  expect(k9k(96)).toBeGreaterThan(k9k(50));
});

test('glow plugs of one family are one size: the Golf VII\'s CRBC and the Passat B8\'s CRLB', () => {
  const plug = (engine: string) => criteriaOf('Glühkerzen', 'spark', { make: 'VW', fuel: 'diesel', ccm: 1968, engine, typeStart: 2014 });
  expect(plug('diesel/CRLB')).toEqual(plug('diesel/CRBC'));
});

test('a ribbed belt states the ribs and length its number spells', () => {
  expect(criteriaOf('Keilrippenriemen', 'engine', { engine: 'diesel/CRBC', ccm: 1968 }, '6PK1720')).toEqual({ ribs: '6', length: '1720' });
});

test('a cast disc is priced by its iron whatever car it fits: a 300 mm rear disc never lists under a 280 mm one of its thickness', () => {
  const kind = partTypeOf({ ...leaf('Bremsscheiben', 'brakes'), id: 4242 });
  const disc = (mm: number) => [{ key: 'fitting_position', value: 'rear' }, { key: 'diameter', value: String(mm) }, { key: 'thickness', value: '20' }, { key: 'material', value: 'cast_iron' }];
  // The list price at its place for a car of the step, with the play drawn at one end or the other.
  const list = (mm: number, step: number, play: number) => {
    const [min, max] = listPriceRange(kind, disc(mm));
    return min * Math.pow(max / min, pricePlaceOf(kind.name, disc(mm), step) + play * CLASS_PLAY);
  };
  expect(list(300, 0, -0.5)).toBeGreaterThan(list(280, 11, 0.5));
  // Pads are still placed by the car's class: a large car's dearer.
  expect(pricePlaceOf('Bremsbeläge', [], 11)).toBeGreaterThan(pricePlaceOf('Bremsbeläge', [], 0));
});

test('an oil filter for a plug-in hybrid\'s or a gas car\'s engine states the petrol car\'s size: a C 300 e\'s M254 as a C 200\'s, a Sandero ECO-G\'s H4D as a TCe 90\'s', () => {
  const merc = (typeName: string, engine: string) => criteriaOf('Ölfilter', 'filter', { make: 'Mercedes-Benz', typeName, engineCode: 'M254', engine, ccm: 1496, kw: 150, typeStart: 2021, generationStart: 2021, platform: 'MRA2', generation: 'Mercedes-Benz C-Klasse W206' });
  expect(merc('C 300 e', 'plugin-hybrid/M254')).toEqual(merc('C 200', 'petrol/M254'));
  expect(merc('C 180', 'hybrid/M254')).toEqual(merc('C 200', 'petrol/M254'));
  const h4d = (typeName: string, engine: string) => criteriaOf('Ölfilter', 'filter', { make: 'Dacia', typeName, engineCode: 'H4D', engine, ccm: 999, kw: 67, typeStart: 2020, generationStart: 2020, platform: 'CMF-B', generation: 'Dacia Sandero III' });
  expect(h4d('1.0 TCe 100 ECO-G', 'lpg/H4D')).toEqual(h4d('1.0 TCe 90', 'petrol/H4D'));
});
