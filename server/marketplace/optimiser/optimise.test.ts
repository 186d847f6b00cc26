import { optimiseAssignment } from './optimise';
import { realisticCart, sampleCart } from '../../../test/support/sample-carts';
import { shippingFor } from './shipping';
import type { OptimiserInput } from './types';

/** Cost of one assignment (offer id per article), computed the plain way; an offer id the article lacks fails. */
function costOf(input: OptimiserInput, offerIds: number[]): number {
  const subtotals = new Map<number, number>();
  let items = 0;
  input.articles.forEach((article, i) => {
    const offer = article.offers.find((o) => o.offerId === offerIds[i]);
    if (!offer) throw new Error(`offer ${offerIds[i]} is not one of article ${article.key}'s offers`);
    items += offer.priceCents * article.quantity;
    subtotals.set(offer.shopId, (subtotals.get(offer.shopId) ?? 0) + offer.priceCents * article.quantity);
  });
  let shipping = 0;
  for (const [shopId, subtotal] of subtotals) shipping += shippingFor(input.shops.find((s) => s.id === shopId)!, subtotal);
  return items + shipping;
}

/**
 * The cheapest total over every assignment. Each shop's subtotal is carried along the walk instead
 * of recomputed per leaf (the same sum, without millions of lookups); shipping per shop as above.
 */
function bruteForce(input: OptimiserInput): number {
  const subtotals = new Map<number, number>(input.shops.map((shop) => [shop.id, 0]));
  let best = Infinity;
  const walk = (i: number, items: number) => {
    if (i === input.articles.length) {
      let shipping = 0;
      for (const shop of input.shops) shipping += shippingFor(shop, subtotals.get(shop.id)!);
      best = Math.min(best, items + shipping);
      return;
    }
    const article = input.articles[i]!;
    for (const offer of article.offers) {
      const price = offer.priceCents * article.quantity;
      subtotals.set(offer.shopId, subtotals.get(offer.shopId)! + price);
      walk(i + 1, items + price);
      subtotals.set(offer.shopId, subtotals.get(offer.shopId)! - price);
    }
  };
  walk(0, 0);
  return best;
}

/** Each article at its cheapest offer, the way a price-comparison list would fill a cart. */
function greedy(input: OptimiserInput): number {
  return costOf(input, input.articles.map((a) => [...a.offers].sort((x, y) => x.priceCents - y.priceCents)[0]!.offerId));
}

describe('cart optimiser', () => {
  it('matches brute force on 300 small random carts', () => {
    for (let seed = 1; seed <= 300; seed++) {
      const input = sampleCart(seed, 1 + (seed % 6), 2 + (seed % 4));
      const result = optimiseAssignment(input);
      const exact = bruteForce(input);
      expect({ seed, total: result.totalCents }).toEqual({ seed, total: exact });
      expect(costOf(input, result.offerIds)).toBe(result.totalCents);
      expect(result.provenOptimal).toBe(true);
    }
  });

  it('matches brute force on 80 small realistic carts (shop price levels, thresholds)', () => {
    for (let seed = 1; seed <= 80; seed++) {
      const input = realisticCart(seed * 31, 2 + (seed % 4), 3 + (seed % 4));
      const result = optimiseAssignment(input);
      expect({ seed, total: result.totalCents }).toEqual({ seed, total: bruteForce(input) });
      expect(costOf(input, result.offerIds)).toBe(result.totalCents);
      expect(result.provenOptimal).toBe(true);
    }
  });

  it('proves the same optimum whatever the budget on mid-sized carts (reductions keep it exact)', () => {
    for (let seed = 1; seed <= 6; seed++) {
      const input = realisticCart(seed * 101, 12, 8);
      const result = optimiseAssignment({ ...input, timeLimitMs: Number.POSITIVE_INFINITY });
      expect(result.provenOptimal).toBe(true);
      expect(costOf(input, result.offerIds)).toBe(result.totalCents);
      expect(result.totalCents).toBeLessThanOrEqual(greedy(input));
    }
  });

  it('beats cheapest-offer-per-article when one shop can ship everything', () => {
    // Shop 1 is cheaper for the wiper, but only shop 2 has the filter: one parcel wins.
    const input: OptimiserInput = {
      shops: [
        { id: 1, shippingCents: 590, freeFromCents: null },
        { id: 2, shippingCents: 490, freeFromCents: null },
      ],
      articles: [
        { key: 1, quantity: 1, offers: [{ offerId: 11, shopId: 1, priceCents: 1000 }, { offerId: 12, shopId: 2, priceCents: 1100 }] },
        { key: 2, quantity: 1, offers: [{ offerId: 22, shopId: 2, priceCents: 900 }] },
      ],
    };
    expect(greedy(input)).toBe(1000 + 900 + 590 + 490);
    const result = optimiseAssignment(input);
    expect(result.offerIds).toEqual([12, 22]);
    expect(result.totalCents).toBe(1100 + 900 + 490);
  });

  it('pays a little more on items to reach a free-shipping threshold', () => {
    const input: OptimiserInput = {
      shops: [
        { id: 1, shippingCents: 690, freeFromCents: 5000 },
        { id: 2, shippingCents: 490, freeFromCents: 5000 },
      ],
      articles: [
        { key: 1, quantity: 1, offers: [{ offerId: 11, shopId: 1, priceCents: 4500 }] },
        { key: 2, quantity: 1, offers: [{ offerId: 21, shopId: 1, priceCents: 650 }, { offerId: 22, shopId: 2, priceCents: 600 }] },
      ],
    };
    // Greedy: 4500 + 690 shipping (below 50 EUR) + 600 + 490 = 6280; optimal: 5150, free shipping.
    expect(greedy(input)).toBe(6280);
    expect(optimiseAssignment(input)).toMatchObject({ offerIds: [11, 21], totalCents: 5150, shippingCents: 0, provenOptimal: true });
  });

  it('returns the best assignment so far, not proven, when the time bound runs out', () => {
    const input = { ...sampleCart(7, 50, 30), timeLimitMs: 0 };
    const result = optimiseAssignment(input);
    expect(result.provenOptimal).toBe(false);
    expect(costOf(input, result.offerIds)).toBe(result.totalCents);
    expect(result.totalCents).toBeLessThanOrEqual(greedy(input));
  });

  it('handles an empty cart', () => {
    expect(optimiseAssignment({ articles: [], shops: [] })).toMatchObject({ offerIds: [], totalCents: 0, provenOptimal: true });
  });
});
