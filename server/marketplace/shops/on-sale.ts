/**
 * Whether a shop's offers are on sale: not while the operator has it suspended, nor while its tax
 * set-up is incomplete (held: the rate of its orders would be unknown; tax-setup.ts). Suspending removes
 * the offers and no feed puts them back (feeds/suspension.ts); the shop's listing, a cart's add and
 * an order's stock step ask again, so an offer that got live all the same is still never sold.
 */
import { sql, type Expression, type SqlBool } from 'kysely';

/** The condition for a query whose `shopIdColumn` (e.g. 'o.shop_id') names the offer's shop. */
export function shopOnSale(shopIdColumn: string): Expression<SqlBool> {
  return sql<SqlBool>`not exists (select 1 from shops as suspended where suspended.id = ${sql.ref(shopIdColumn)} and (suspended.suspended_at is not null or suspended.tax_held_at is not null))`;
}
