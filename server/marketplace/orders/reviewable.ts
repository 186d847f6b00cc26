/**
 * Which articles of an order its buyer may rate as a verified purchase: the one answer the order
 * page's forms, the invitation mail and the review call ask. A line counts once the shop reported
 * its part delivered, the line went out (not refused, the part not cancelled), the buyer did not
 * withdraw from it, and it is paid: money the marketplace collects must have come in; money the
 * shop collects itself (cash on delivery, on account) the marketplace cannot see, so delivery
 * stands for it there. Never verified: a buyer who is one of the selling shop's people, or of a
 * shop offering the same article (its own article, rated by its own staff): an order to oneself
 * proves nothing, and for the shop's own methods nobody may even have paid.
 */
import { emailKey } from '../../shared/email-key';
import type { Db } from '../db/connection';
import { collectorOf } from '../payments';
import { shopPeopleAddresses } from '../staff';
import { userEmailOf } from '../users';
import { deliveredAtOf } from './delivered';
import type { StoredOrder, StoredShopOrder } from './repository';

export type ReviewRefusal = 'not_found' | 'not_delivered' | 'not_received' | 'unpaid' | 'own_shop';
export type LineReviewable = { ok: true; orderShopId: number } | { ok: false; reason: ReviewRefusal };

/** Why none of a part's lines can be rated, or null when its kept lines can. */
function partRefusal(part: StoredShopOrder, delivered: boolean): ReviewRefusal | null {
  if (part.status === 'cancelled' || part.status === 'refused' || part.status === 'awaiting_payment') return 'not_received';
  if (!delivered) return 'not_delivered';
  if (collectorOf(part.paymentMethod) === 'marketplace' && !part.paid) return 'unpaid';
  return null;
}

/** The articles of the part's lines that went out and were not withdrawn from. */
function keptArticles(part: StoredShopOrder): number[] {
  const withdrawn = new Set(part.withdrawal?.lines ?? []);
  return [...new Set(part.lines.flatMap((line, i) => (line.state === 'shipped' && !withdrawn.has(i + 1) ? [line.articleId] : [])))];
}

/**
 * Whether the buyer (the order's e-mail, the account's) is one of the people of a shop, or the
 * shop's own contact address: asked of the selling shops and of every shop offering the articles.
 */
async function ownShopCheck(db: Db, order: StoredOrder, candidates: readonly { shopId: number; articleIds: number[] }[]): Promise<(shopId: number, articleId: number) => boolean> {
  const articleIds = [...new Set(candidates.flatMap((c) => c.articleIds))];
  if (articleIds.length === 0) return () => false;
  const accountEmail = order.userId !== null ? await userEmailOf(db, order.userId) : undefined;
  const buyer = new Set([order.email, accountEmail].flatMap((email) => (email ? [emailKey(email)] : [])));
  const offering = await db.selectFrom('offers').select(['article_id', 'shop_id']).distinct().where('article_id', 'in', articleIds).execute();
  const shopIds = [...new Set([...candidates.map((c) => c.shopId), ...offering.map((o) => o.shop_id)])];
  const [people, shops] = await Promise.all([
    shopPeopleAddresses(db, shopIds),
    db.selectFrom('shops').select(['id', 'email']).where('id', 'in', shopIds).execute(),
  ]);
  const own = new Set<number>();
  for (const person of people) if (buyer.has(emailKey(person.email))) own.add(person.shopId);
  for (const shop of shops) if (shop.email && buyer.has(emailKey(shop.email))) own.add(shop.id);
  if (own.size === 0) return () => false;
  const offeredBy = new Map<number, number[]>();
  for (const row of offering) offeredBy.set(row.article_id, [...(offeredBy.get(row.article_id) ?? []), row.shop_id]);
  return (shopId, articleId) => own.has(shopId) || (offeredBy.get(articleId) ?? []).some((id) => own.has(id));
}

/** Per part (by id), the articles its buyer may rate as a verified purchase; parts with none are left out. */
export async function reviewableArticles(db: Db, order: StoredOrder): Promise<Map<number, number[]>> {
  const delivered = await deliveredAtOf(db, order.shops.map((part) => part.id));
  const candidates = order.shops.flatMap((part) => (partRefusal(part, delivered.has(part.id)) === null ? [{ part, shopId: part.shop.id, articleIds: keptArticles(part) }] : []));
  const ownShop = await ownShopCheck(db, order, candidates);
  const open = new Map<number, number[]>();
  for (const { part, articleIds } of candidates) {
    const rateable = articleIds.filter((articleId) => !ownShop(part.shop.id, articleId));
    if (rateable.length > 0) open.set(part.id, rateable);
  }
  return open;
}

/** Whether the buyer may rate this article of this part, and if not, why. */
export async function lineReviewable(db: Db, order: StoredOrder, partNumber: string, articleId: number): Promise<LineReviewable> {
  const part = order.shops.find((candidate) => candidate.number === partNumber);
  if (!part || !part.lines.some((line) => line.articleId === articleId)) return { ok: false, reason: 'not_found' };
  const refusal = partRefusal(part, (await deliveredAtOf(db, [part.id])).has(part.id));
  if (refusal) return { ok: false, reason: refusal };
  if (!keptArticles(part).includes(articleId)) return { ok: false, reason: 'not_received' };
  const ownShop = await ownShopCheck(db, order, [{ shopId: part.shop.id, articleIds: [articleId] }]);
  if (ownShop(part.shop.id, articleId)) return { ok: false, reason: 'own_shop' };
  return { ok: true, orderShopId: part.id };
}

/** Whether the buyer may rate the shop of this part: delivered and paid, some article kept, and not the buyer's own shop. */
export async function partRateable(db: Db, order: StoredOrder, partNumber: string): Promise<LineReviewable> {
  const part = order.shops.find((candidate) => candidate.number === partNumber);
  if (!part) return { ok: false, reason: 'not_found' };
  const refusal = partRefusal(part, (await deliveredAtOf(db, [part.id])).has(part.id));
  if (refusal) return { ok: false, reason: refusal };
  const articleIds = keptArticles(part);
  if (articleIds.length === 0) return { ok: false, reason: 'not_received' };
  const ownShop = await ownShopCheck(db, order, [{ shopId: part.shop.id, articleIds }]);
  if (articleIds.some((articleId) => ownShop(part.shop.id, articleId))) return { ok: false, reason: 'own_shop' };
  return { ok: true, orderShopId: part.id };
}
