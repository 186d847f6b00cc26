/**
 * Cart optimisation: for each cart line, every deliverable offer of the same article is a
 * candidate; the exact optimiser picks the cheapest assignment including shipping, and the answer
 * lists the replacements grouped by target shop with the saving. Money is integer cents.
 */
import crypto from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { Db } from '../db/connection';
import { optimiseAssignment, shippingFor, type OptimiserArticle, type OptimiserInput, type OptimiserResult, type OptimiserShop } from '../optimiser';
import { toCartArticle } from './cart-data';
import { cartLines, deliverableOffers, shopsByIds } from './repository';
import type { CartMove, CartOptimisation, CartShop } from '../../../contract/index';

/**
 * The cart page asks for the proposal on every view (the optimiser was most of the cart
 * page's marketplace time), yet the answer only changes when the cart, an offer or a shipping rule
 * does. The optimiser is a pure function of its input (quantities, every candidate offer and shop),
 * so its result is kept under a hash of exactly that input: any change to the cart or to a price is
 * a different key, and nothing can go stale. The lines' ids are the caller's handles, not input:
 * left out, two carts holding the same articles share one answer. A search cut short by the time
 * bound (e.g. under load) is kept briefly only, so a later request can still find the proven optimum.
 */
const PROVEN_TTL_MS = 10 * 60_000;
const CUT_SHORT_TTL_MS = 30_000;
const optimiserCache = new LRUCache<string, OptimiserResult>({ max: 1000 });

function inputKey(input: OptimiserInput): string {
  // One string hashed once: a hash update per offer cost more than the hashing itself.
  const parts: string[] = [`${input.timeLimitMs ?? ''}|`];
  for (const shop of input.shops) parts.push(`${shop.id},${shop.shippingCents},${shop.freeFromCents ?? ''};`);
  for (const article of input.articles) {
    parts.push(`|${article.quantity}:`);
    for (const offer of article.offers) parts.push(`${offer.offerId},${offer.shopId},${offer.priceCents};`);
  }
  return crypto.hash('sha1', parts.join(''), 'base64');
}

function optimiseCached(input: OptimiserInput): OptimiserResult {
  const key = inputKey(input);
  const cached = optimiserCache.get(key);
  if (cached) return cached;
  const result = optimiseAssignment(input);
  optimiserCache.set(key, result, { ttl: result.provenOptimal ? PROVEN_TTL_MS : CUT_SHORT_TTL_MS });
  return result;
}

export async function optimiseCart(db: Db, sid: string, country: string, langNo: number, timeLimitMs?: number): Promise<CartOptimisation> {
  const lines = (await cartLines(db, sid, country, langNo)).map(toCartArticle);
  const candidates = await deliverableOffers(db, [...new Set(lines.map((l) => l.articleId))], country);
  const byArticle = new Map<number, typeof candidates>();
  const shops = new Map<number, OptimiserShop>();
  for (const offer of candidates) {
    const offers = byArticle.get(offer.article_id);
    if (offers) offers.push(offer);
    else byArticle.set(offer.article_id, [offer]);
    shops.set(offer.shop_id, { id: offer.shop_id, shippingCents: offer.cost_cents, freeFromCents: offer.free_from_cents });
  }

  const undeliverableLineIds: number[] = [];
  const optimisable = lines.filter((line) => {
    const has = (byArticle.get(line.articleId)?.length ?? 0) > 0;
    if (!has) undeliverableLineIds.push(line.id);
    return has;
  });
  const articles: OptimiserArticle[] = optimisable.map((line) => ({
    key: line.id,
    quantity: line.quantity,
    offers: byArticle.get(line.articleId)!.map((o) => ({ offerId: o.offer_id, shopId: o.shop_id, priceCents: o.price_cents })),
  }));
  const result = optimiseCached({ articles, shops: [...shops.values()], timeLimitMs });

  // Today's total of the same lines; a line whose shop does not deliver cannot be bought as is.
  let currentTotal = 0;
  const currentSubtotals = new Map<number, number>();
  for (const line of optimisable) {
    currentTotal += line.lineTotal;
    currentSubtotals.set(line.shop.id, (currentSubtotals.get(line.shop.id) ?? 0) + line.lineTotal);
  }
  for (const [shopId, subtotal] of currentSubtotals) {
    const shop = shops.get(shopId);
    currentTotal += shop ? shippingFor(shop, subtotal) : 0;
  }

  const priceOf = new Map(candidates.map((o) => [o.offer_id, o]));
  const targetShopIds = new Set<number>();
  const rawMoves: { line: (typeof optimisable)[number]; toOfferId: number; toShopId: number; price: number }[] = [];
  optimisable.forEach((line, i) => {
    const toOfferId = result.offerIds[i]!;
    if (toOfferId === line.offerId) return;
    const offer = priceOf.get(toOfferId)!;
    targetShopIds.add(offer.shop_id);
    rawMoves.push({ line, toOfferId, toShopId: offer.shop_id, price: offer.price_cents });
  });
  const shopInfo = new Map<number, CartShop>((await shopsByIds(db, [...targetShopIds])).map((s) => [s.id, s]));

  const groups = new Map<number, { toShop: CartShop; moves: CartMove[] }>();
  for (const move of rawMoves) {
    const toShop = shopInfo.get(move.toShopId)!;
    const group = groups.get(move.toShopId) ?? { toShop, moves: [] };
    group.moves.push({
      lineId: move.line.id,
      articleId: move.line.articleId,
      title: move.line.title,
      quantity: move.line.quantity,
      fromOfferId: move.line.offerId,
      toOfferId: move.toOfferId,
      fromShop: move.line.shop,
      toShop,
      priceChange: (move.price - move.line.price) * move.line.quantity,
    });
    groups.set(move.toShopId, group);
  }

  // Never propose a change that does not save (e.g. ties, or a search cut short).
  const saving = currentTotal - result.totalCents;
  const worthIt = saving > 0 || lines.some((l) => !l.deliverable && !undeliverableLineIds.includes(l.id));
  return {
    currentTotal,
    optimisedTotal: worthIt ? result.totalCents : currentTotal,
    saving: worthIt ? Math.max(0, saving) : 0,
    provenOptimal: result.provenOptimal,
    groups: worthIt ? [...groups.values()] : [],
    undeliverableLineIds,
    elapsedMs: Math.round(result.elapsedMs * 10) / 10,
  };
}
