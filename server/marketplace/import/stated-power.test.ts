import { hasStatedPower, statedKw } from './stated-power';

it('reads the kW figures of a pair\'s trade names, never a battery\'s kWh', () => {
  expect(statedKw(['ID.3 GTX 210 KW', 'ID.3 GTX'])).toEqual([210]);
  expect(statedKw(['ID.3 PRO 58KWH'])).toEqual([]);
});

it('allows a type of the stated kW only', () => {
  expect(hasStatedPower(['ID.BUZZ CARGO PURE 125 KW'], { name: 'ID. BUZZ Pro', kw: 150 })).toBe(false);
  expect(hasStatedPower(['ID.3 PRO 107 KW'], { name: 'ID.3 Pro 58kWh', kw: 107 })).toBe(true);
  expect(hasStatedPower(['GOLF'], { name: '1.4 TSI', kw: 90 })).toBe(true);
});

it('allows a TURBO only on a turbo type, and reads a TURBODIESEL or "TURBO D" as a fuel, not a turbo tune', () => {
  expect(hasStatedPower(['A 200 TURBO'], { name: 'A 200', kw: 100 })).toBe(false);
  expect(hasStatedPower(['CAYENNE TURBO'], { name: 'Cayenne Turbo', kw: 404 })).toBe(true);
  expect(hasStatedPower(['GOLF TURBODIESEL'], { name: '1.9 TDI', kw: 66 })).toBe(true);
  expect(hasStatedPower(['740 TURBO D'], { name: '2.4 D', kw: 80 })).toBe(true);
});
