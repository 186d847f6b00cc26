/** A plug-in row under a petrol car's own name is that car's row with the wrong energy; gas and mild-hybrid twins are real. */
import { pluginNameTwin, pluginsUnderCombustionName } from './plugin-name-twins';

const t2 = { name: 'XC40 T2', kw: 95, ccm: 1477 };

test('an XC40 T2 plug-in beside the XC40 T2 petrol is the petrol\'s row under the wrong energy', () => {
  expect(pluginNameTwin({ ...t2, fuel: 'petrol' }, { ...t2, fuel: 'plugin-hybrid' })).toBe(true);
  const rows = [{ ...t2, fuel: 'petrol', s: 'XC40' }, { ...t2, fuel: 'plugin-hybrid', s: 'XC40' }, { name: 'XC40 T5 TWIN ENGINE', kw: 132, ccm: 1477, fuel: 'plugin-hybrid', s: 'XC40' }];
  expect([...pluginsUnderCombustionName(rows, (r) => r.s)]).toEqual([rows[1]]);
});

test('a bi-fuel LPG car, a mild hybrid and a hybrid beside its plug-in keep the name they share', () => {
  expect(pluginNameTwin({ name: 'Jogger', kw: 81, ccm: 999, fuel: 'petrol' }, { name: 'Jogger', kw: 81, ccm: 999, fuel: 'lpg' })).toBe(false);
  expect(pluginNameTwin({ name: 'RIO 1.0 T-GDi', kw: 74, ccm: 998, fuel: 'petrol' }, { name: 'RIO 1.0 T-GDi', kw: 74, ccm: 998, fuel: 'hybrid' })).toBe(false);
  expect(pluginNameTwin({ name: 'Sorento 1.6T-GDi', kw: 132, ccm: 1598, fuel: 'hybrid' }, { name: 'Sorento 1.6T-GDi', kw: 132, ccm: 1598, fuel: 'plugin-hybrid' })).toBe(false);
  expect(pluginsUnderCombustionName([{ ...t2, fuel: 'plugin-hybrid', s: 'XC40' }, { ...t2, fuel: 'petrol', s: 'XC60' }], (r) => r.s).size).toBe(0);
});
