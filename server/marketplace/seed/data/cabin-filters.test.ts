/** A cabin filter is its heater box's: one for every car of a platform that shares the box, else the generation's. */
import { car } from './brake-test-cars';
import { CATEGORY_TREE } from './categories';
import { PRODUCT_LINES } from './product-lines';
import { CORE_PARTS } from './top-models';
import { cabinFilterOf } from './car-criteria';
import { fitmentKey } from './fitment-rules';
import { CABIN_FILTER_KINDS, cabinFiltersOfNumber, heaterBoxOf, sharedHeaterBoxOf } from './cabin-filters';

const golf = car({});
const passat = car({ generation: 'VW Passat B8 (3G2)' });
const octavia = car({ make: 'Skoda', generation: 'Skoda Octavia III (5E3)', typeName: '2.0 TDI Combi' });
const tiguan = car({ generation: 'VW Tiguan II (AD1)' });

test('the Golf VII, Passat B8, Octavia III and Tiguan II (MQB) take one cabin filter of one size, in one article', () => {
  for (const other of [passat, octavia, tiguan]) {
    expect(cabinFilterOf(other)).toEqual(cabinFilterOf(golf));
    for (const kind of [...CABIN_FILTER_KINDS]) expect(fitmentKey(kind, 'series', other, null)).toBe(fitmentKey(kind, 'series', golf, null));
  }
  expect(sharedHeaterBoxOf(octavia)).toBe('MQB');
});

test('the A6 C7 keeps its own heater box on the MLB, the A4 B8 shares the MLB\'s; a car of no shared box keeps its generation\'s', () => {
  expect(sharedHeaterBoxOf(car({ make: 'Audi', generation: 'Audi A6 C7 (4G2)', platform: 'MLB' }))).toBeUndefined();
  expect(sharedHeaterBoxOf(car({ make: 'Audi', generation: 'Audi A4 B8 (8K2)', platform: 'MLB' }))).toBe('MLB');
  const passatB7 = car({ generation: 'VW Passat B7 (362)', platform: 'PQ46' });
  expect(heaterBoxOf(passatB7)).toBe('generation/VW Passat B7 (362)');
  expect(cabinFilterOf(passatB7)).not.toEqual(cabinFilterOf(golf));
});

// The trade sells three cabin filter products, each in its own leaf and its maker's own series.
test('the cabin filter group\'s leaves are the particle, activated-carbon and biofunctional filters, none a second name for another', () => {
  const group = CATEGORY_TREE.flatMap((root) => root.groups).find((g) => g.titles.startsWith('Innenraumfilter|'))!;
  expect(group.leaves.map((leaf) => leaf.split('|')[0]).sort()).toEqual([...CABIN_FILTER_KINDS].sort());
  // The car's core cabin filter is one of them: the plain particle filter a counter sells first.
  expect(CORE_PARTS.filter((core) => CABIN_FILTER_KINDS.has(core.kind)).map((core) => core.kind)).toEqual(['Pollenfilter']);
  for (const line of PRODUCT_LINES) for (const kind of line.kinds) if (/filter$/i.test(kind) && /Innenraum|Pollen|Aktivkohle/.test(kind)) expect(CABIN_FILTER_KINDS.has(kind)).toBe(true);
});

test('a Mann CU, CUK and FP, a Mahle LA, LAK and LAO each belong to one product; Bosch numbers all three in one scheme', () => {
  expect(cabinFiltersOfNumber('Mann-Filter', 'CU 2939')).toEqual(['Pollenfilter']);
  expect(cabinFiltersOfNumber('Mann-Filter', 'CUK 2939')).toEqual(['Aktivkohlefilter']);
  expect(cabinFiltersOfNumber('Mann-Filter', 'FP 2939')).toEqual(['Biofunktionaler Innenraumfilter']);
  expect(cabinFiltersOfNumber('Mahle', 'LA 109')).toEqual(['Pollenfilter']);
  expect(cabinFiltersOfNumber('Mahle', 'LAK 109')).toEqual(['Aktivkohlefilter']);
  expect(cabinFiltersOfNumber('Mahle', 'LAO 109')).toEqual(['Biofunktionaler Innenraumfilter']);
  expect(cabinFiltersOfNumber('Bosch', '1 987 432 097')).toHaveLength(3);
  expect(cabinFiltersOfNumber('Mann-Filter', 'W 712/75')).toEqual([]);
  // Every line making a cabin filter numbers it apart from the brand's other cabin products, or all of them in one scheme.
  for (const line of PRODUCT_LINES.filter((l) => l.kinds.some((kind) => CABIN_FILTER_KINDS.has(kind)))) {
    const others = PRODUCT_LINES.filter((other) => other !== line && other.brand === line.brand && other.kinds.some((kind) => CABIN_FILTER_KINDS.has(kind)));
    for (const other of others) expect(other.kinds.filter((kind) => CABIN_FILTER_KINDS.has(kind)).some((kind) => line.kinds.includes(kind))).toBe(false);
  }
});

test('a make-coded generalist\'s number is read with its make code: Vaico numbers its pollen and activated-carbon filters in one scheme, Blue Print makes pollen filters only', () => {
  expect(cabinFiltersOfNumber('Vaico', 'V10-1877')).toEqual(['Pollenfilter', 'Aktivkohlefilter']);
  expect(cabinFiltersOfNumber('Blue Print', 'ADB017132')).toEqual(['Pollenfilter']);
});
