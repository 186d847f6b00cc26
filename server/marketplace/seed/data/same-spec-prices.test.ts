import { BRAND_PRICE_FACTOR_MIN, SAME_SPEC_PLAY, SISTER_LINES, carsPricePlace, samePartPlace, sameSpecSpreadTooWide, sisterPriceFactor } from './same-spec-prices';

test('equivalent parts for the same cars take their cars\' place, each moved by at most half the play', () => {
  const key = 'Ölfilter||1203-14-1290';
  const place = carsPricePlace(key);
  expect(place).toBeGreaterThanOrEqual(0.1);
  expect(place).toBeLessThanOrEqual(0.9);
  for (const drawn of [0, 0.25, 0.5, 0.75, 1]) expect(Math.abs(samePartPlace(key, drawn) - place)).toBeLessThanOrEqual(SAME_SPEC_PLAY / 2 + 1e-9);
  // Other cars, another place: the price is the car's, not the kind's.
  expect(new Set(['a', 'b', 'c', 'd', 'e'].map((cars) => carsPricePlace(`Ölfilter||${cars}`))).size).toBe(5);
});

test('a €4 and a €16 filter for one engine are too far apart; €8 and €11 are not', () => {
  expect(sameSpecSpreadTooWide([399, 1599])).toBe(true);
  expect(sameSpecSpreadTooWide([799, 1099, 949])).toBe(false);
  expect(sameSpecSpreadTooWide([1599])).toBe(false);
});

test('SWAG sells under Febi\'s level', () => {
  expect(SISTER_LINES.SWAG).toEqual({ of: 'Febi Bilstein', factor: expect.any(Number) });
  expect(SISTER_LINES.SWAG!.factor).toBeLessThan(1);
});

test('a sister line never falls under the lowest brand level', () => {
  expect(sisterPriceFactor(1.1, 0.93)).toBeCloseTo(1.023);
  expect(sisterPriceFactor(0.92, 0.93)).toBe(BRAND_PRICE_FACTOR_MIN);
});
