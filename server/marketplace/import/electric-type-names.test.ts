/** Electric types carry the trade's name of their battery and motors, and one car is listed once. */
import { electricTradeName, withoutElectricWord } from './electric-type-names';
import { listGeneration } from './list-generations';

test('the list\'s "ID.3 Pro Perf 77kWh" is the Pro Performance of 58 kWh; the Pro S keeps its 77 kWh', () => {
  expect(electricTradeName('VW', 'ID.3 Pro Perf 77kWh', 150)).toBe('ID.3 Pro Performance 58kWh');
  expect(electricTradeName('VW', 'ID.3 Pro S 77kWh', 150)).toBe('ID.3 Pro S 77kWh');
  expect(electricTradeName('VW', 'ID.3 Pro 58kWh', 107)).toBe('ID.3 Pro 58kWh');
});

test('the electric XC40 and C40 of 170 kW are the Single Motor, of 300 kW the Twin Motor; "Twin Engine" is Volvo\'s plug-in name', () => {
  expect(electricTradeName('Volvo', 'XC40 TWIN ENGINE', 170)).toBe('XC40 Single Motor');
  expect(electricTradeName('Volvo', 'C40 TWIN ENGINE', 170)).toBe('C40 Single Motor');
  expect(electricTradeName('Volvo', 'C40 TWIN ENGINE', 300)).toBe('C40 Twin Motor');
  expect(electricTradeName('Volvo', 'XC60 TWIN ENGINE FWD', 186)).toBe('XC60 TWIN ENGINE FWD');
});

test('the e-NIRO of 150 kW (64 kWh) is the first Niro, as the 100 kW one; the 150 kW "Niro EV" is the second, so neither is listed twice', () => {
  expect(listGeneration('Kia', 'Niro', { name: 'e-NIRO', fuel: 'electric', ccm: 0, kw: 150 })?.generation).toBe('Niro I');
  expect(listGeneration('Kia', 'Niro', { name: 'e-NIRO', fuel: 'electric', ccm: 0, kw: 100 })?.generation).toBe('Niro I');
  expect(listGeneration('Kia', 'Niro', { name: 'Niro EV', fuel: 'electric', ccm: 0, kw: 150 })?.generation).toBe('Niro II');
  expect(withoutElectricWord('e-NIRO')).toBe(withoutElectricWord('Niro EV'));
  expect(withoutElectricWord('ID.3 Pro S 77kWh')).not.toBe(withoutElectricWord('ID.3 Pro Performance 58kWh'));
});
