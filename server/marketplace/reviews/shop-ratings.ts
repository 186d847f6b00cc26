/**
 * Buyers' stars for a shop (delivery and communication), given after a part was delivered. The
 * shop's rating is the mean of both over its ratings, one per buyer (mailbox key): a buyer's later
 * rating of the shop replaces the earlier in the count. It is written to shops.rating and
 * shops.review_count whenever a rating comes in, so every page and the offers' order read one number.
 */
import { sql } from 'kysely';
import type { Db } from '../db/connection';
import { saveShopRating } from '../shops';

export interface NewShopRating { shopId: number; orderShopId: number | null; buyerKey: string; delivery: number; communication: number }

/** The parts of these that were rated already. */
export async function ratedParts(db: Db, orderShopIds: readonly number[]): Promise<Set<number>> {
  if (orderShopIds.length === 0) return new Set();
  const rows = await db.selectFrom('shop_ratings').select('order_shop_id').where('order_shop_id', 'in', [...orderShopIds]).execute();
  return new Set(rows.flatMap((row) => (row.order_shop_id === null ? [] : [row.order_shop_id])));
}

/** Keeps the rating (a second one for the same part replaces the first) and the shop's rating with it. */
export async function rateShop(db: Db, rating: NewShopRating, now = new Date()): Promise<void> {
  await db.transaction().execute(async (tx) => {
    const values = { shop_id: rating.shopId, order_shop_id: rating.orderShopId, buyer_key: rating.buyerKey, delivery: rating.delivery, communication: rating.communication, created_at: now.toISOString() };
    if (rating.orderShopId === null) await tx.insertInto('shop_ratings').values(values).execute();
    else {
      await tx.insertInto('shop_ratings').values(values)
        .onConflict((oc) => oc.column('order_shop_id').doUpdateSet({ delivery: rating.delivery, communication: rating.communication, created_at: values.created_at })).execute();
    }
    await refreshShopRating(tx, rating.shopId);
  });
}

/** Works the shop's rating out again from its ratings (each buyer's latest); a shop without any keeps what it had. */
export async function refreshShopRating(db: Db, shopId: number): Promise<void> {
  const row = await db.selectFrom('shop_ratings as r').where('r.shop_id', '=', shopId)
    .where((eb) => eb.not(eb.exists(eb.selectFrom('shop_ratings as l').select('l.id').whereRef('l.shop_id', '=', 'r.shop_id').whereRef('l.buyer_key', '=', 'r.buyer_key').whereRef('l.id', '>', 'r.id'))))
    .select((eb) => [eb.fn.countAll<number>().as('n'), sql<number>`avg((r.delivery + r.communication) / 2.0)`.as('mean')]).executeTakeFirstOrThrow();
  const count = Number(row.n);
  if (count === 0) return;
  await saveShopRating(db, shopId, Math.round(Number(row.mean) * 10) / 10, count);
}
