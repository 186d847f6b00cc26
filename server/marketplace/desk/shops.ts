/**
 * The operator's side of the shops: the list, its members, and suspension (the shop's standing is
 * the shops' to write, its offers the offers'). A suspended shop's offers leave the site at once (an offer in a cart is remembered there as no
 * longer available, as when a feed drops it); its orders stay, and no feed puts offers live until
 * the suspension is lifted (feeds/suspension.ts). Lifting it brings offers back with the next feed.
 */
import type { DeskShop } from '../../../contract/calls/desk';
import type { Db } from '../db/connection';
import { schemeOf, taxSetupGap } from '../../../contract/tax-setup';
import { removeShopOffers } from '../feeds';
import { markShopSuspended } from '../shops';

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

export async function shopMembers(db: Db, shopId: number) {
  const rows = await db.selectFrom('staff').select(['id', 'email', 'name', 'role', 'password_hash']).where('shop_id', '=', shopId).orderBy('id').execute();
  return rows.map((row) => ({ id: row.id, email: row.email, name: row.name, role: row.role, accepted: row.password_hash !== null }));
}

/** Suspends the shop and removes its offers in one transaction; answers how many left the site. */
export async function suspendShop(db: Db, shopId: number, now = new Date()): Promise<number> {
  return db.transaction().execute(async (tx) => {
    await markShopSuspended(tx, shopId, now);
    return removeShopOffers(tx, shopId, now);
  });
}
