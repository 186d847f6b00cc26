/**
 * A shop's standing with the marketplace: opened by the operator, suspended, the suspension lifted.
 * What suspension means for the shop's offers is the offers' (removeShopOffers); no feed puts
 * offers live while it lasts (feeds/suspension.ts).
 */
import type { Db } from '../db/connection';
import type { TaxScheme } from '../../../contract/tax-setup';

/** Null when the slug is taken. The tax set-up is checked already (contract/tax-setup); none: the owner declares it in the portal. */
export async function createShop(db: Db, name: string, slug: string, tax: { country: string; scheme: TaxScheme | null; vatId: string } = { country: 'DE', scheme: null, vatId: '' }): Promise<number | null> {
  const taken = await db.selectFrom('shops').select('id').where('slug', '=', slug).executeTakeFirst();
  if (taken) return null;
  const row = await db.insertInto('shops').values({ name, slug, rating: 0, country: tax.country, tax_scheme: tax.scheme, vat_id: tax.vatId || null })
    .returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function markShopSuspended(db: Db, shopId: number, now = new Date()): Promise<void> {
  await db.updateTable('shops').set({ suspended_at: now.toISOString() }).where('id', '=', shopId).execute();
}

export async function liftSuspension(db: Db, shopId: number): Promise<void> {
  await db.updateTable('shops').set({ suspended_at: null }).where('id', '=', shopId).execute();
}
