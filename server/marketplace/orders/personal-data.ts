/**
 * The orders' part of a shopper's personal data: finding their orders, replacing the person in an
 * order past its retention, and letting go of an erased account. The order's numbers, amounts and
 * lines stay (the shop's and the marketplace's books); issued invoices keep their buyer (the law
 * keeps them for their own, longer period, and they never change).
 */
import type { Db } from '../db/connection';
import { goneAddress, goneEmail, GONE } from '../personal-data';

/** The orders placed with this e-mail address or by this account, oldest first. */
export async function ordersOfShopper(db: Db, email: string, userId: number | undefined) {
  return db.selectFrom('orders').select(['id', 'number', 'created_at', 'locale', 'email', 'phone', 'delivery_address', 'billing_address', 'total_cents', 'anonymised_at'])
    .where((eb) => eb.or([eb('email', '=', email), ...(userId === undefined ? [] : [eb('user_id', '=', userId)])])).orderBy('id').execute();
}

/** The addresses and phone an account's last order left for the next checkout. */
export async function savedAddressesOf(db: Db, userId: number) {
  return db.selectFrom('user_addresses').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

/** The lines of these orders, with their part's number and shop. */
export async function linesOfOrders(db: Db, orderIds: readonly number[]) {
  if (orderIds.length === 0) return [];
  return db.selectFrom('order_lines as l').innerJoin('order_shops as p', 'p.id', 'l.order_shop_id')
    .select(['p.order_id', 'p.number as part', 'p.shop_name', 'l.brand', 'l.article_number', 'l.title', 'l.quantity', 'l.unit_price_cents']).where('p.order_id', 'in', [...orderIds]).execute();
}

/** The shops' parts of these orders: id, order and number. */
export async function partsOfOrders(db: Db, orderIds: readonly number[]) {
  if (orderIds.length === 0) return [];
  return db.selectFrom('order_shops').select(['id', 'order_id', 'number']).where('order_id', 'in', [...orderIds]).execute();
}

/** The withdrawals declared with this e-mail address or for these orders. */
export async function withdrawalsOf(db: Db, email: string, orderIds: readonly number[]) {
  return db.selectFrom('withdrawals').select(['order_id', 'name', 'email', 'statement', 'received_at'])
    .where((eb) => eb.or([eb('email', '=', email), ...(orderIds.length ? [eb('order_id', 'in', [...orderIds])] : [])])).execute();
}

/** Guest orders placed before this time and not yet anonymised (at most `limit`). */
export async function guestOrdersBefore(db: Db, before: string, limit: number): Promise<number[]> {
  const rows = await db.selectFrom('orders').select('id').where('user_id', 'is', null).where('anonymised_at', 'is', null).where('created_at', '<', before).limit(limit).execute();
  return rows.map((row) => row.id);
}

/** The shops' parts of an order. */
export async function partIdsOf(db: Db, orderId: number): Promise<number[]> {
  return (await db.selectFrom('order_shops').select('id').where('order_id', '=', orderId).execute()).map((row) => row.id);
}

/**
 * Replaces the person in the order and its withdrawals: name, address, e-mail, phone, a business
 * buyer's company and VAT ID. False when there is no such order or it was anonymised before.
 */
export async function anonymiseOrder(tx: Db, id: number, now: Date): Promise<boolean> {
  const order = await tx.selectFrom('orders').select(['delivery_country', 'anonymised_at']).where('id', '=', id).executeTakeFirst();
  if (!order || order.anonymised_at) return false;
  await tx.updateTable('orders').set({ email: goneEmail(id), phone: null, delivery_address: goneAddress(order.delivery_country), billing_address: null, buyer_company: null, buyer_vat_id: null, email_key: null, session_id: null, anonymised_at: now.toISOString() })
    .where('id', '=', id).execute();
  await tx.updateTable('withdrawals').set({ name: GONE, email: goneEmail(id) }).where('order_id', '=', id).execute();
  return true;
}

/** An erased account's orders keep their records; they just no longer point at it. */
export async function detachAccount(db: Db, userId: number): Promise<void> {
  await db.updateTable('orders').set({ user_id: null }).where('user_id', '=', userId).execute();
}
