/** Stock taken by an order. */
import type { Db } from '../db/connection';
import { shopOnSale } from '../shops';

/**
 * Takes `quantity` from the offer's stock if it still has that many at the price quoted and its
 * shop still sells; false otherwise (another order took it, or the price moved).
 */
export async function takeStock(tx: Db, offerId: number, quantity: number, priceCents: number): Promise<boolean> {
  const taken = await tx.updateTable('offers').set((eb) => ({ stock: eb('stock', '-', quantity) }))
    .where('id', '=', offerId).where('stock', '>=', quantity).where('price_cents', '=', priceCents)
    .where(shopOnSale('offers.shop_id')).executeTakeFirst();
  return Number(taken.numUpdatedRows) === 1;
}
