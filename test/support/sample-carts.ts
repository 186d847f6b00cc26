/**
 * Random but realistic optimiser inputs for the optimiser's tests: shops with shipping of
 * 3.90 to 6.90 EUR and mostly a free-shipping threshold, articles offered by several shops at
 * prices within about -15 % .. +20 % of a base price. Seeded, so a failing case can be replayed.
 */
import type { Db } from '../../server/marketplace/db/connection';
import { createRng } from '../../server/marketplace/seed/rng';
import type { OptimiserInput } from '../../server/marketplace/optimiser/types';

export function sampleCart(seed: number, articleCount: number, shopCount: number, options: { minOffers?: number; maxOffers?: number } = {}): OptimiserInput {
  const rnd = createRng(seed);
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

/**
 * A cart shaped like the marketplace really is (see server/marketplace/seed): every shop has a
 * general price level (0.88 .. 1.15), every offer a little noise on top (+-5 %); an article is
 * offered by 2..7 shops, busier shops more often; shipping 3.90 .. 6.90 EUR (a few shops ship
 * free), free-shipping thresholds of 29 .. 150 EUR or none. Quantities are mostly 1.
 */
export function realisticCart(seed: number, articleCount: number, shopCount: number, options: { minOffers?: number; maxOffers?: number } = {}): OptimiserInput {
  const rnd = createRng(seed);
  const int = (lo: number, hi: number) => lo + Math.floor(rnd() * (hi - lo + 1));
  const pickOne = <T>(items: readonly T[]) => items[Math.floor(rnd() * items.length)]!;
  const shops = Array.from({ length: shopCount }, (_, i) => ({
    id: i + 1,
    shippingCents: pickOne([0, 390, 490, 495, 590, 690, 690]),
    freeFromCents: pickOne([null, 2900, 4900, 7500, 9900, 15000]),
  }));
  const level = shops.map(() => 0.88 + rnd() * 0.27);
  const weight = shops.map(() => 1 + rnd() * 3);
  const totalWeight = weight.reduce((a, b) => a + b, 0);
  const pickShop = () => {
    let r = rnd() * totalWeight;
    for (let s = 0; s < shopCount; s++) if ((r -= weight[s]!) < 0) return s;
    return shopCount - 1;
  };
  const minOffers = Math.min(shopCount, options.minOffers ?? 2);
  const maxOffers = Math.min(shopCount, options.maxOffers ?? 7);
  let offerId = 1;
  const articles = Array.from({ length: articleCount }, (_, i) => {
    // Parts cost from a few euros (bulbs, filters) to a few hundred (discs, shock absorbers).
    const base = Math.round(Math.exp(Math.log(400) + rnd() * Math.log(60000 / 400)));
    const count = int(minOffers, maxOffers);
    const chosen = new Set<number>();
    for (let attempt = 0; chosen.size < count && attempt < count * 10; attempt++) chosen.add(pickShop());
    return {
      key: i + 1,
      quantity: rnd() < 0.85 ? 1 : int(2, 4),
      offers: [...chosen].map((s) => ({
        offerId: offerId++,
        shopId: s + 1,
        priceCents: Math.max(99, Math.round((base * level[s]! * (0.95 + rnd() * 0.1)) / 10) * 10 - 1),
      })),
    };
  });
  return { articles, shops };
}

/**
 * A cart drawn from a seeded marketplace database: `articleCount` random articles among those with
 * at least `minOffers` offers deliverable to `country` (in stock), every such offer a candidate,
 * each shop's shipping to that country. This is exactly what the cart's optimise call sees.
 */
export async function cartFromDatabase(db: Db, seed: number, articleCount: number, country = 'DE', minOffers = 4): Promise<OptimiserInput> {
  const rnd = createRng(seed);
  const rows = await db
    .selectFrom('offers as o')
    .innerJoin('shop_shipping as sh', (join) => join.onRef('sh.shop_id', '=', 'o.shop_id').on('sh.country', '=', country))
    .select(['o.id as offerId', 'o.article_id as articleId', 'o.shop_id as shopId', 'o.price_cents as priceCents', 'sh.cost_cents as shippingCents', 'sh.free_from_cents as freeFromCents'])
    .where('o.stock', '>', 0)
    .where('o.article_id', 'in', (eb) =>
      eb
        .selectFrom('offers as o2')
        .innerJoin('shop_shipping as s2', (join) => join.onRef('s2.shop_id', '=', 'o2.shop_id').on('s2.country', '=', country))
        .select('o2.article_id')
        .where('o2.stock', '>', 0)
        .groupBy('o2.article_id')
        .having((h) => h.fn.countAll(), '>=', minOffers),
    )
    .orderBy('o.article_id')
    .orderBy('o.id')
    .execute();
  const byArticle = new Map<number, typeof rows>();
  for (const row of rows) {
    const list = byArticle.get(row.articleId);
    if (list) list.push(row);
    else byArticle.set(row.articleId, [row]);
  }
  const ids = [...byArticle.keys()];
  for (let i = ids.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [ids[i], ids[j]] = [ids[j]!, ids[i]!];
  }
  const chosen = ids.slice(0, articleCount);
  const shops = new Map<number, { id: number; shippingCents: number; freeFromCents: number | null }>();
  const articles = chosen.map((articleId, i) => {
    const offers = byArticle.get(articleId)!;
    for (const o of offers) shops.set(o.shopId, { id: o.shopId, shippingCents: o.shippingCents, freeFromCents: o.freeFromCents });
    return {
      key: i + 1,
      quantity: rnd() < 0.85 ? 1 : 2 + Math.floor(rnd() * 3),
      offers: offers.map((o) => ({ offerId: o.offerId, shopId: o.shopId, priceCents: o.priceCents })),
    };
  });
  return { articles, shops: [...shops.values()].sort((a, b) => a.id - b.id) };
}
