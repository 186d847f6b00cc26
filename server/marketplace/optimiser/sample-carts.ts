/**
 * Random but realistic optimiser inputs for tests and the benchmark: shops with shipping of
 * 3.90 to 6.90 EUR and mostly a free-shipping threshold, articles offered by several shops at
 * prices within about -15 % .. +20 % of a base price. Seeded, so a failing case can be replayed.
 */
import type { OptimiserInput } from './types';

export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    // mulberry32
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function sampleCart(seed: number, articleCount: number, shopCount: number, options: { minOffers?: number; maxOffers?: number } = {}): OptimiserInput {
  const rnd = seededRandom(seed);
  const int = (lo: number, hi: number) => lo + Math.floor(rnd() * (hi - lo + 1));
  const shops = Array.from({ length: shopCount }, (_, i) => ({
    id: i + 1,
    shippingCents: int(39, 69) * 10,
    freeFromCents: rnd() < 0.75 ? int(4, 15) * 1000 : null,
  }));
  const minOffers = Math.min(shopCount, options.minOffers ?? 1);
  const maxOffers = Math.min(shopCount, options.maxOffers ?? shopCount);
  let offerId = 1;
  const articles = Array.from({ length: articleCount }, (_, i) => {
    const base = int(300, 15000);
    const count = int(minOffers, maxOffers);
    const shopIds = shops.map((s) => s.id).sort(() => rnd() - 0.5).slice(0, count);
    return {
      key: i + 1,
      quantity: rnd() < 0.8 ? 1 : int(2, 4),
      offers: shopIds.map((shopId) => ({ offerId: offerId++, shopId, priceCents: Math.round(base * (0.85 + rnd() * 0.35)) })),
    };
  });
  return { articles, shops };
}
