/**
 * The support desk's morning queue in one order: placed by a shopper, its shipping mail undeliverable
 * after every attempt (the case the desk's queue shows first).
 */
import type { Db } from '../../server/marketplace/db/connection';

export async function orderWithUndeliveredMail(k: Db): Promise<number> {
  const at = (minutes: number) => new Date(Date.UTC(2026, 10, 24, 9, minutes)).toISOString();
  const { id } = await k.insertInto('orders').values({
    number: 'SP-261124-BRAKES', idempotency_key: 'e2e-desk', locale: 'de-DE', delivery_country: 'DE', email: 'erika@example.de',
    delivery_address: JSON.stringify({ name: 'Erika Muster', street: 'Weg 1', zip: '50667', city: 'Köln', country: 'DE' }),
    items_cents: 1000, shipping_cents: 0, total_cents: 1000, vat_cents: 160, page_url: 'http://127.0.0.1/', created_at: at(0),
  }).returning('id').executeTakeFirstOrThrow();
  await k.insertInto('order_events').values({ order_id: id, order_shop_id: null, kind: 'placed', at: at(0), actor: 'shopper', detail: '{}' }).execute();
  await k.insertInto('mail_queue').values({ kind: 'shipped', order_id: id, recipient: 'erika@example.de', subject: 'Unterwegs', text_body: '-', html_body: '-', next_attempt_at: at(5), created_at: at(5), failed_at: at(9), attempts: 60, last_error: '550 mailbox unavailable' }).execute();
  return id;
}
