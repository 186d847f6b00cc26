/** An air filter is its air box's: one size for one engine in one engine bay, as big as the engine breathes. */
import { car } from './brake-test-cars';
import { carCriteria } from './car-criteria';
import { fitmentKey } from './fitment-rules';
import { airFilterOf } from './air-filters';

test('a Golf VIII 2.0 TDI of two engine codes and powers takes one air filter, one article; the Octavia III shares the Golf VII\'s, the Passat B8\'s box is its own', () => {
  const golf85 = car({ generation: 'VW Golf VIII (CD1)', platform: 'MQB Evo', engineCode: 'DTTA', engine: 'diesel/DTTA', kw: 85 });
  const golf110 = car({ generation: 'VW Golf VIII (CD1)', platform: 'MQB Evo', engineCode: '', engine: 'VW/diesel/1968', kw: 110 });
  expect(airFilterOf(golf85)).toEqual(airFilterOf(golf110));
  expect(carCriteria('Luftfilter', golf85)).toEqual(carCriteria('Luftfilter', golf110));
  expect(fitmentKey('Luftfilter', 'engine', golf85, null)).toBe(fitmentKey('Luftfilter', 'engine', golf110, null));
  expect(fitmentKey('Luftfilter', 'engine', car({ generation: 'VW Passat B8 (3G2)' }), null)).not.toBe(fitmentKey('Luftfilter', 'engine', car({}), null));
  // The Golf VII's and the Octavia III's 2.0 TDI share the MQB's engine bay: one filter.
  expect(fitmentKey('Luftfilter', 'engine', car({ make: 'Skoda', generation: 'Skoda Octavia III (5E3)', engineCode: 'CKFC', engine: 'diesel/CKFC' }), null)).toBe(fitmentKey('Luftfilter', 'engine', car({}), null));
});

test('a 1.4 TSI and a 1.4 MPI of one Golf VI have two boxes; a Polo\'s 1.2 panel is a small one', () => {
  const tsi = car({ generation: 'VW Golf VI (5K1)', platform: 'PQ35', fuel: 'petrol', typeName: '1.4 TSI', engineCode: 'CAXA', engine: 'petrol/CAXA', ccm: 1390 });
  const mpi = car({ generation: 'VW Golf VI (5K1)', platform: 'PQ35', fuel: 'petrol', typeName: '1.4', engineCode: 'CGGA', engine: 'petrol/CGGA', ccm: 1390 });
  expect(fitmentKey('Luftfilter', 'engine', tsi, null)).not.toBe(fitmentKey('Luftfilter', 'engine', mpi, null));
  const polo = airFilterOf(car({ generation: 'VW Polo IV (9N)', platform: 'PQ24', fuel: 'petrol', typeName: '1.2', engineCode: 'AZQ', engine: 'petrol/AZQ', ccm: 1198 }));
  expect(polo.lengthMm).toBeLessThanOrEqual(260);
  expect(polo.widthMm).toBeLessThanOrEqual(200);
  expect(polo.heightMm).toBeLessThanOrEqual(60);
});
