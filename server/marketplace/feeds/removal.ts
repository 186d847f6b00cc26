/**
 * A shop's offers leaving the site all at once, as when the operator suspends their shop: an offer in a cart
 * is remembered there as no longer available (withdrawn_offers), as when a feed drops it.
 */
import type { Db } from '../db/connection';

/** Removes the shop's offers; answers how many left the site. Run it inside the caller's transaction. */
export async function removeShopOffers(tx: Db, shopId: number, now = new Date()): Promise<number> {
  const carted = tx.selectFrom('cart_lines').select('offer_id');
  await tx.insertInto('withdrawn_offers').columns(['offer_id', 'article_id', 'shop_id', 'price_cents', 'withdrawn_at'])
    .expression((eb) => eb.selectFrom('offers as o').select(['o.id', 'o.article_id', 'o.shop_id', 'o.price_cents', eb.val(now.toISOString()).as('withdrawn_at')])
      .where('o.shop_id', '=', shopId).where('o.id', 'in', carted))
    .onConflict((oc) => oc.column('offer_id').doNothing())
    .execute();
  await tx.deleteFrom('offer_price_changes').where('offer_id', 'in', tx.selectFrom('offers').select('id').where('shop_id', '=', shopId)).execute();
  const removed = await tx.deleteFrom('offers').where('shop_id', '=', shopId).executeTakeFirst();
  return Number(removed.numDeletedRows);
}
