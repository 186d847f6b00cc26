/**
 * The commission the operator agreed with a shop, kept on the shop: what settlements charge on it
 * (settlements/commission.ts works it out and checks what the operator typed).
 */
import type { Db } from '../db/connection';

/** False when there is no such shop. */
export async function saveShopCommission(db: Db, shopId: number, commission: { bp: number; fixedCents: number }): Promise<boolean> {
  const done = await db.updateTable('shops').set({ commission_bp: commission.bp, commission_fixed_cents: commission.fixedCents }).where('id', '=', shopId).executeTakeFirst();
  return Number(done.numUpdatedRows) > 0;
}
