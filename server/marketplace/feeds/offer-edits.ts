/**
 * A shop's offers changed by hand in its portal: one offer's price, stock and delivery days, or
 * offers paused and resumed. The same rules as a feed's swap (apply.ts): a cart holding an offer
 * whose price changed shows the price it had before. Every change is bound to the shop.
 */
import type { Db } from '../db/connection';

/**
 * Sets one offer's price, stock and delivery days (a paused offer keeps the stock for its resumption);
 * a cart holding it shows the price it had before, as after a feed. False: no offer of the shop's.
 */
export async function changeShopOffer(db: Db, shopId: number, offerId: number, values: { priceCents: number; stock: number; deliveryDays: number }): Promise<boolean> {
  return db.transaction().execute(async (tx) => {
    const offer = await tx.selectFrom('offers').select(['price_cents', 'paused_stock']).where('id', '=', offerId).where('shop_id', '=', shopId).executeTakeFirst();
    if (!offer) return false;
    if (offer.price_cents !== values.priceCents && await tx.selectFrom('cart_lines').select('offer_id').where('offer_id', '=', offerId).executeTakeFirst()) {
      await tx.insertInto('offer_price_changes')
        .values({ offer_id: offerId, old_price_cents: offer.price_cents, new_price_cents: values.priceCents, changed_at: new Date().toISOString() })
        .onConflict((oc) => oc.column('offer_id').doUpdateSet({ new_price_cents: values.priceCents, changed_at: new Date().toISOString() }))
        .execute();
    }
    const paused = offer.paused_stock !== null;
    await tx.updateTable('offers')
      .set({ price_cents: values.priceCents, delivery_days: values.deliveryDays, ...(paused ? { paused_stock: values.stock } : { stock: values.stock }) })
      .where('id', '=', offerId).where('shop_id', '=', shopId).execute();
    return true;
  });
}

/** Pauses or resumes the shop's offers among `offerIds` (another shop's are left alone); how many changed. */
export async function pauseShopOffers(db: Db, shopId: number, offerIds: readonly number[], action: 'pause' | 'resume'): Promise<number> {
  const ids = [...new Set(offerIds)];
  const result = action === 'pause'
    ? await db.updateTable('offers').set((eb) => ({ paused_stock: eb.ref('stock'), stock: 0 })).where('shop_id', '=', shopId).where('id', 'in', ids).where('paused_stock', 'is', null).executeTakeFirst()
    : await db.updateTable('offers').set((eb) => ({ stock: eb.fn.coalesce('paused_stock', eb.ref('stock')), paused_stock: null })).where('shop_id', '=', shopId).where('id', 'in', ids).where('paused_stock', 'is not', null).executeTakeFirst();
  return Number(result.numUpdatedRows);
}
