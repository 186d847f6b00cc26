/**
 * The operator's side of the shops: create one, its API token, its members, and suspension. A
 * suspended shop's offers leave the site at once (an offer in a cart is remembered there as no
 * longer available, as when a feed drops it); its orders stay, and no feed puts offers live until
 * the suspension is lifted (feeds/suspension.ts). Lifting it brings offers back with the next feed.
 */
import type { DeskShop } from '../../../contract/calls/desk';
import type { Db } from '../db/connection';
import { schemeOf, taxSetupGap, type TaxScheme } from '../../../contract/tax-setup';

export async function listShopsForDesk(db: Db, id?: number): Promise<DeskShop[]> {
  let query = db.selectFrom('shops as s')
    .leftJoin('shop_tokens as t', 't.shop_id', 's.id')
    .select(['s.id', 's.name', 's.slug', 's.suspended_at as suspendedAt', 't.created_at as tokenIssuedAt', 's.country', 's.tax_scheme', 's.vat_id'])
    .select((eb) => eb.selectFrom('offers as o').select((inner) => inner.fn.countAll<number>().as('n')).whereRef('o.shop_id', '=', 's.id').as('offers'))
    .orderBy('s.name');
  if (id !== undefined) query = query.where('s.id', '=', id);
  return (await query.execute()).map(({ country, tax_scheme: scheme, vat_id: vatId, ...row }) => ({
    ...row, offers: Number(row.offers ?? 0), taxGap: taxSetupGap({ scheme: schemeOf(scheme), vatId: vatId ?? '' }, country),
  }));
}

/** Null when the slug is taken. The tax set-up is checked already (contract/tax-setup); none: the owner declares it in the portal. */
export async function createShop(db: Db, name: string, slug: string, tax: { country: string; scheme: TaxScheme | null; vatId: string } = { country: 'DE', scheme: null, vatId: '' }): Promise<number | null> {
  const taken = await db.selectFrom('shops').select('id').where('slug', '=', slug).executeTakeFirst();
  if (taken) return null;
  const row = await db.insertInto('shops').values({ name, slug, rating: 0, country: tax.country, tax_scheme: tax.scheme, vat_id: tax.vatId || null })
    .returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function shopMembers(db: Db, shopId: number) {
  const rows = await db.selectFrom('staff').select(['id', 'email', 'name', 'role', 'password_hash']).where('shop_id', '=', shopId).orderBy('id').execute();
  return rows.map((row) => ({ id: row.id, email: row.email, name: row.name, role: row.role, accepted: row.password_hash !== null }));
}

export async function revokeShopToken(db: Db, shopId: number): Promise<void> {
  await db.deleteFrom('shop_tokens').where('shop_id', '=', shopId).execute();
}

/** Suspends the shop and removes its offers in one transaction; answers how many left the site. */
export async function suspendShop(db: Db, shopId: number, now = new Date()): Promise<number> {
  return db.transaction().execute(async (tx) => {
    await tx.updateTable('shops').set({ suspended_at: now.toISOString() }).where('id', '=', shopId).execute();
    const carted = tx.selectFrom('cart_lines').select('offer_id');
    await tx.insertInto('withdrawn_offers').columns(['offer_id', 'article_id', 'shop_id', 'price_cents', 'withdrawn_at'])
      .expression((eb) => eb.selectFrom('offers as o').select(['o.id', 'o.article_id', 'o.shop_id', 'o.price_cents', eb.val(now.toISOString()).as('withdrawn_at')])
        .where('o.shop_id', '=', shopId).where('o.id', 'in', carted))
      .onConflict((oc) => oc.column('offer_id').doNothing())
      .execute();
    await tx.deleteFrom('offer_price_changes').where('offer_id', 'in', tx.selectFrom('offers').select('id').where('shop_id', '=', shopId)).execute();
    const removed = await tx.deleteFrom('offers').where('shop_id', '=', shopId).executeTakeFirst();
    return Number(removed.numDeletedRows);
  });
}

export async function liftSuspension(db: Db, shopId: number): Promise<void> {
  await db.updateTable('shops').set({ suspended_at: null }).where('id', '=', shopId).execute();
}
