/** A cabin filter is its heater box's: one for every car of a platform that shares the box, else the generation's. */
import { car } from './brake-test-cars';
import { cabinFilterOf } from './car-criteria';
import { fitmentKey } from './fitment-rules';
import { heaterBoxOf, sharedHeaterBoxOf } from './cabin-filters';

const golf = car({});
const passat = car({ generation: 'VW Passat B8 (3G2)' });
const octavia = car({ make: 'Skoda', generation: 'Skoda Octavia III (5E3)', typeName: '2.0 TDI Combi' });
const tiguan = car({ generation: 'VW Tiguan II (AD1)' });

test('the Golf VII, Passat B8, Octavia III and Tiguan II (MQB) take one cabin filter of one size, in one article', () => {
  for (const other of [passat, octavia, tiguan]) {
    expect(cabinFilterOf(other)).toEqual(cabinFilterOf(golf));
    for (const kind of ['Innenraumfilter', 'Pollenfilter', 'Aktivkohlefilter']) expect(fitmentKey(kind, 'series', other, null)).toBe(fitmentKey(kind, 'series', golf, null));
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
