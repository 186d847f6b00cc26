/** The trade's price order: the value and house lines under the OE suppliers, whatever each brand drew. */
import { BRANDS } from './brands';
import { BRAND_PRICE_FACTOR_MIN } from './same-spec-prices';
import { TIER_PRICE_FACTORS, brandPriceFactor, brandTierOf, budgetAbovePremium } from './brand-tiers';

const names = BRANDS.map((line) => line.split('|')[0]!);

test('every tiered brand is a brand of the catalogue', () => {
  for (const brand of ['ATE', 'Brembo', 'Textar', 'Zimmermann', 'TRW', 'Mann-Filter', 'Hengst', 'Blue Print', 'Mintex', 'Vaico']) {
    expect(names).toContain(brand);
    expect(brandTierOf(brand)).toBeDefined();
  }
  expect(brandTierOf('K&N')).toBeUndefined();
});

test('Blue Print and Mintex cost less than ATE, Textar and Zimmermann at any draw, as the trade sells them', () => {
  // The draws that once put Blue Print at 1.08 and Mintex at 1.06 of a disc's average, Zimmermann at 0.90.
  for (const high of [0.6, 0.8, 1]) {
    for (const low of [0, 0.1, 0.3]) {
      for (const budget of ['Blue Print', 'Mintex', 'Vaico']) {
        for (const premium of ['ATE', 'Textar', 'Zimmermann', 'Mann-Filter', 'Hengst']) {
          expect(brandPriceFactor(budget, high)).toBeLessThan(brandPriceFactor(premium, low));
        }
      }
    }
  }
  expect(TIER_PRICE_FACTORS.budget[1]).toBeLessThan(TIER_PRICE_FACTORS.premium[0]);
});

test('a brand keeps its draw: within a tier the order of the draws stays, and no factor falls under the lowest', () => {
  expect(brandPriceFactor('Brembo', 0.9)).toBeGreaterThan(brandPriceFactor('ATE', 0.5));
  expect(brandPriceFactor('Meyle', 0)).toBe(BRAND_PRICE_FACTOR_MIN);
  expect(brandPriceFactor('Meyle', 0.5)).toBeCloseTo(BRAND_PRICE_FACTOR_MIN + 0.15);
  for (const brand of names) for (const draw of [0, 0.5, 1]) expect(brandPriceFactor(brand, draw)).toBeGreaterThanOrEqual(BRAND_PRICE_FACTOR_MIN);
});

test('a value line dearer than an OE supplier for the same spec is the order turned round', () => {
  expect(budgetAbovePremium(1.08, 0.9)).toBe(true);
  expect(budgetAbovePremium(0.93, 1.05)).toBe(false);
});
