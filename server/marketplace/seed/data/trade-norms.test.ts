/** Criteria the trade norm or the maker's numbering fixes: the seed writes them so, whatever it draws. */
import type { SeededLeaf } from '../categories';
import { partCriteria, partTypeOf } from '../part-kinds';
import { createRng } from '../rng';
import type { CarFacts } from './fitment-rules';
import { CHARGER_MODELS, brakeThreadOf, chargerModelOf, chargerModelsFor, mirrorGlassOf, shockTypeOfNumber, sidedAt, wheelBoltHexOf } from './trade-norms';

const leaf = (partType: string, icon: string, id: number): SeededLeaf => ({ id, icon, universal: false, popularity: 10, basePriceCents: 5000, titles: {} as SeededLeaf['titles'], partType } as SeededLeaf);
const CAR: CarFacts = {
  make: 'VW', fuel: 'petrol', hybrid: false, hybridDrive: 'none', typeName: '1.0 TSI', engineCode: '', ccm: 999, kw: 70, typeStart: 2018, generationStart: 2017, platform: 'MQB-A0', engine: 'petrol/DKLA', generation: 'VW Polo VI (AW1)',
  frontDiscMm: 256, rearDiscMm: 0, rearDrumMm: 200, wipersMm: [600, 400], batteryAh: 60, headlamp: 'H7', oilGrade: '0W-20', oilApproval: 'VW 508.00/509.00',
};
// One leaf id per kind and article: the kinds are cached by leaf.
const KINDS = ['Bremsschlauch', 'Bremsleitung', 'Stoßdämpfer', 'Radschraube', 'Öldruckschalter', 'Spiegelglas', 'Wischerarm', 'Batterieladegerät'];
const SEEDS = Array.from({ length: 60 }, (_, n) => n + 1);

/** The criteria of article `seed` of the kind for the car, as a key → value map. */
const criteriaOf = (partType: string, icon: string, car: Partial<CarFacts>, seed: number, number?: string, position: 'front' | 'rear' | null = null, brand?: string) => {
  const at = leaf(partType, icon, 9000 + KINDS.indexOf(partType) * 100 + seed);
  const kind = partTypeOf(at);
  const facts = { ...CAR, ...car };
  return Object.fromEntries(partCriteria(createRng(seed), at, kind, { id: seed, seriesId: 1, fuel: facts.fuel, popularity: 1, car: facts }, seed, position, 1, undefined, number, brand).criteria.map((c) => [c.key, c.value]));
};

test('a brake hose and a brake pipe for a Dacia, a Renault, a BMW or a VW take the M10x1 union', () => {
  for (const make of ['Dacia', 'Renault', 'BMW', 'VW', 'Peugeot', 'Mercedes-Benz', 'Mini']) {
    expect(brakeThreadOf(make)).toBe('M10x1');
    for (const seed of SEEDS) {
      const car = { make, platform: `${make}-${seed}`, generation: `${make} ${seed}` };
      expect(criteriaOf('Bremsschlauch', 'brakes', car, seed).thread).toBe('M10x1');
      expect(criteriaOf('Bremsleitung', 'brakes', car, seed).thread).toBe('M10x1');
    }
  }
});

test('a KYB Excel-G, a Monroe Original or Reflex and a Bilstein B4 damper are gas dampers; a Sachs number says neither', () => {
  for (const number of ['339271', '341234', 'G7436', 'E4512', '22-123456']) {
    expect(shockTypeOfNumber(number)).toBe('gas_pressure');
    for (const seed of SEEDS) expect(criteriaOf('Stoßdämpfer', 'suspension', {}, seed, number).shock_type).toBe('gas_pressure');
  }
  expect(shockTypeOfNumber('313 415')).toBeNull();
  expect(new Set(SEEDS.map((seed) => criteriaOf('Stoßdämpfer', 'suspension', {}, seed, '313 415').shock_type))).toEqual(new Set(['gas_pressure', 'oil_pressure']));
});

test('a TRW JG… damper is a gas damper, the G standing for gas', () => {
  for (const number of ['JGM9013T', 'JGM1115T', 'JGS1234T']) {
    expect(shockTypeOfNumber(number)).toBe('gas_pressure');
    for (const seed of SEEDS) expect(criteriaOf('Stoßdämpfer', 'suspension', {}, seed, number).shock_type).toBe('gas_pressure');
  }
});

test('a BMW or Mini wheel bolt has a 17 mm hex, a Volvo one 19 mm', () => {
  expect(wheelBoltHexOf('BMW')).toBe(17);
  expect(wheelBoltHexOf('Toyota')).toBeNull();
  for (const seed of SEEDS) {
    for (const make of ['BMW', 'Mini']) expect(criteriaOf('Radschraube', 'wheels', { make, generation: `${make} G${seed}`, typeName: `${seed}i` }, seed).spanner_size).toBe('17');
    expect(criteriaOf('Radschraube', 'wheels', { make: 'Volvo', generation: `Volvo ${seed}`, typeName: `T${seed}` }, seed).spanner_size).toBe('19');
  }
});

test('an oil-pressure switch for a petrol engine (a Fiat 1.2 8V FIRE) closes at 0.3 or 0.5 bar', () => {
  for (const seed of SEEDS) {
    const fire = { make: 'Fiat', fuel: 'petrol' as const, ccm: 1242, engine: `petrol/169A4-${seed}`, typeName: '1.2 8V' };
    expect(['0.3', '0.5']).toContain(criteriaOf('Öldruckschalter', 'engine', fire, seed).pressure);
  }
});

test('a right-hand (passenger\'s) mirror glass is convex; aspherical glass is the driver\'s side only', () => {
  expect(mirrorGlassOf('right', 'aspherical')).toBe('convex');
  expect(mirrorGlassOf('left', 'aspherical')).toBe('aspherical');
  const glasses = SEEDS.map((seed) => criteriaOf('Spiegelglas', 'body', { make: 'Kia' }, seed));
  expect(glasses.filter((c) => c.fitting_side === 'right').map((c) => c.mirror_glass).every((glass) => glass === 'convex')).toBe(true);
  expect(glasses.some((c) => c.fitting_side === 'left' && c.mirror_glass === 'aspherical')).toBe(true);
});

test('a single rear wiper arm has no side; the front arms are the driver\'s and the passenger\'s', () => {
  expect([sidedAt('Wischerarm', 'rear'), sidedAt('Wischerarm', 'front'), sidedAt('Fensterheber', 'rear')]).toEqual([false, true, true]);
  for (const seed of SEEDS) {
    const rear = criteriaOf('Wischerarm', 'wipers', {}, seed, undefined, 'rear');
    expect([rear.fitting_position, rear.fitting_side]).toEqual(['rear', undefined]);
    expect(['left', 'right']).toContain(criteriaOf('Wischerarm', 'wipers', {}, seed, undefined, 'front').fitting_side);
  }
});

test('a battery charger states one model\'s voltage and current together: never 12/24 V at 3.8 A', () => {
  expect([chargerModelOf('6/12', '3.8'), chargerModelOf('12/24', '7'), chargerModelOf('12/24', '3.8'), chargerModelOf('6/12', '15')]).toEqual(['Bosch C3', 'Bosch C7', null, null]);
  // Bosch sells its own: the CTEK MXS 5.0's 12 V 5 A is no Bosch charger; Osram sells chargers of any model's pair.
  expect([chargerModelOf('12', '5', 'Bosch'), chargerModelOf('12/24', '10', 'Bosch'), chargerModelOf('12', '5', 'Osram')]).toEqual([null, 'Bosch C10', 'CTEK MXS 5.0']);
  for (const seed of SEEDS) {
    const bosch = criteriaOf('Batterieladegerät', 'tools', {}, seed, undefined, null, 'Bosch');
    expect(chargerModelOf(bosch.voltage, bosch.charging_current, 'Bosch')).toMatch(/^Bosch (C3|C7|C10|BAT 415)$/);
  }
  expect(chargerModelsFor('Heyner')).toBe(CHARGER_MODELS);
  const drawn = SEEDS.map((seed) => criteriaOf('Batterieladegerät', 'tools', {}, seed));
  for (const charger of drawn) expect(chargerModelOf(charger.voltage, charger.charging_current)).not.toBeNull();
  // Every model is drawn in time, and the price bands' currents are all there.
  expect(new Set(drawn.map((c) => c.charging_current))).toEqual(new Set(CHARGER_MODELS.map((m) => String(m.current))));
});
