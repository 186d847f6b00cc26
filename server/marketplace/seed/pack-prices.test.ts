/** A bigger pack of one line costs more and less per litre: never AdBlue 10 l at the 5 l price. */
import { PACK_LITRES, PART_TYPES } from './data/part-types';
import { PRICE_BANDS_EUR } from './data/price-bands';
import { litrePriceCents, packLine, packPriceCents, packPriceViolations } from './pack-prices';

test('counts the pairs of sizes where the bigger pack is not dearer, or dearer per litre', () => {
  expect(packPriceViolations([{ litres: 5, cents: 1_499 }, { litres: 10, cents: 1_499 }])).toBe(1);
  expect(packPriceViolations([{ litres: 1, cents: 1_000 }, { litres: 5, cents: 5_500 }])).toBe(1);
  expect(packPriceViolations([{ litres: 1, cents: 1_299 }, { litres: 4, cents: 3_899 }, { litres: 5, cents: 4_599 }, { litres: 5, cents: 4_599 }])).toBe(0);
  expect(packPriceViolations([{ litres: 1, cents: 1_299 }])).toBe(0);
});

test('every pack size of every line, at any place in its range, keeps clear of the band\'s edges and grows in total while falling per litre', () => {
  for (const [kind, litres] of Object.entries(PACK_LITRES)) {
    const [low, high] = [PRICE_BANDS_EUR[kind]![0] * 100 * 1.3, PRICE_BANDS_EUR[kind]![1] * 100 / 1.4];
    for (const place of [0, 0.25, 0.5, 0.75, 0.999]) {
      const litre = litrePriceCents(litres, low, high, PART_TYPES[kind]?.price, place);
      for (const size of litres) expect([kind, place, packPriceCents(litre, size) >= low * 0.999 && packPriceCents(litre, size) <= high * 1.001]).toEqual([kind, place, true]);
      // As a shop prices them: to ten cents, ending in 9.
      const prices = [...litres].sort((a, b) => a - b).map((size) => ({ litres: size, cents: Math.round(packPriceCents(litre, size) / 10) * 10 - 1 }));
      expect([kind, place, packPriceViolations(prices)]).toEqual([kind, place, 0]);
    }
  }
});

test('a line is the article\'s facts but its size', () => {
  const oil = (litres: string) => [{ key: 'viscosity', value: '5W-30' }, { key: 'volume', value: litres, unit: 'l' }, { key: 'specification', value: 'VW 504.00/507.00' }];
  expect(packLine(oil('1'))).toBe(packLine(oil('5')));
  expect(packLine(oil('1'))).not.toBe(packLine([{ key: 'viscosity', value: '0W-20' }, { key: 'volume', value: '1' }]));
});
