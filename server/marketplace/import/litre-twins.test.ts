/** One car listed with and without its litre figure is one type, under the name with the figure. */
import { litreTwin, unnamedLitres, withoutLitres } from './litre-twins';

test('the Ateca TSI and Ateca 1.5 TSI of 110 kW and 1498 cm³ are one car; the named one stays', () => {
  const named = { name: 'Ateca 1.5 TSI', fuel: 'petrol', kw: 110, ccm: 1498 };
  const bare = { name: 'Ateca TSI', fuel: 'petrol', kw: 110, ccm: 1498 };
  expect(litreTwin(bare, named)).toBe(true);
  expect(unnamedLitres(named, bare)).toBe(bare);
  expect(withoutLitres('718 BOXSTER GTS 4.0')).toBe('718 boxster gts');
});

test('types of another power, capacity or fuel, or two named ones, are not twins', () => {
  expect(litreTwin({ name: 'Ateca TSI', fuel: 'petrol', kw: 81, ccm: 999 }, { name: 'Ateca 1.5 TSI', fuel: 'petrol', kw: 110, ccm: 1498 })).toBe(false);
  expect(litreTwin({ name: 'Ateca TSI', fuel: 'petrol', kw: 110, ccm: 1498 }, { name: 'Ateca 1.5 TSI', fuel: 'cng', kw: 110, ccm: 1498 })).toBe(false);
  expect(litreTwin({ name: 'Golf 1.4 TSI', fuel: 'petrol', kw: 110, ccm: 1395 }, { name: 'Golf 1.4 TSI', fuel: 'petrol', kw: 110, ccm: 1395 })).toBe(false);
});
