/**
 * A part of one shop, ordered 15 October 2026, paid by prepayment (the transfer booked as the desk
 * books it) and shipped the next day through the shops' state machine: a part the month's
 * settlement owes a payout for. Its number is `${prefix}${shopId}-1`.
 */
import type { Db } from '../../server/marketplace/db/connection';
import { recordPrepaymentReceived } from '../../server/marketplace/orders/prepayment';
import { setShopOrderStatus } from '../../server/marketplace/orders/status';

export async function shipPaidPartInOctober(k: Db, shopId: number, prefix: string): Promise<string> {
  const number = `${prefix}${shopId}`;
  const at = '2026-10-15T10:00:00.000Z';
  const order = await k.insertInto('orders').values({
    number, idempotency_key: `${prefix}-${shopId}`, locale: 'de-DE', delivery_country: 'DE', email: 'erika@example.de',
    delivery_address: JSON.stringify({ name: 'Erika Muster', street: 'Weg 1', zip: '50667', city: 'Köln', country: 'DE' }),
    items_cents: 10_000, shipping_cents: 495, total_cents: 10_495, vat_cents: 0, page_url: '', created_at: at,
  }).returning('id').executeTakeFirstOrThrow();
  const part = await k.insertInto('order_shops').values({
    order_id: order.id, number: `${number}-1`, shop_id: shopId, shop_name: `Shop ${shopId}`, status: 'new', payment_method: 'prepayment', payment_reference: number, bank_account: null,
    items_cents: 10_000, shipping_cents: 495, total_cents: 10_495, vat_rate_bp: 1900, vat_cents: 0, vat_note: null, delivery_days_min: 1, delivery_days_max: 2,
    terms: 'AGB', cancellation_policy: 'W', terms_accepted_at: at, acknowledged_at: null, carrier: null, tracking_number: null, refusal_reason: null, status_changed_at: at, shipped_at: null,
  }).returning('id').executeTakeFirstOrThrow();
  await k.insertInto('order_lines').values({ order_shop_id: part.id, offer_id: 0, article_id: 0, sku: null, article_number: '0 986 479 R64', ean: null, brand: 'Bosch', title: 'Bremsscheibe', quantity: 2, unit_price_cents: 5_000, line_total_cents: 10_000, refund_cents: 0 }).execute();
  if (await recordPrepaymentReceived(k, number, `${number}-1`, 'staff:1', new Date('2026-10-15T16:00:00Z')) !== 'recorded') throw new Error(`${number}: transfer not booked`);
  const shipped = await setShopOrderStatus(k, shopId, `${number}-1`, { status: 'shipped', carrier: 'DHL', trackingNumber: '00340434' }, new Date('2026-10-16T09:00:00Z'));
  if (!shipped.ok) throw new Error(`${number}: not shipped`);
  return `${number}-1`;
}
