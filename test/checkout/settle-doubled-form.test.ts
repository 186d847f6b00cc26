/**
 * Two checkout forms of one cart (two tabs, two keys) sent at once: one places the order, the
 * other's answer may never reach the web tier (it stopped waiting), which then asks what became of
 * its key. Its key placed nothing, but the shopper's cart did become an order a moment before: the
 * answer is that order, as the placement itself answers a doubled form, not "nothing was ordered".
 * A cart that still holds lines, or an order from longer ago, is no such answer.
 */
import { createTestApp } from '../support/app';
import { createSeededDatabase } from '../support/seeded-db';

const { db, marketplace } = createTestApp({ db: createSeededDatabase() });

const call = (method: 'GET' | 'POST', path: string, options: { body?: unknown; headers?: Record<string, string> } = {}) =>
  marketplace.handle({ method, path, query: {}, body: options.body, headers: { 'x-spareo-locale': 'de-DE', 'x-spareo-delivery-country': 'DE', ...options.headers } });

async function offerIds(count: number): Promise<number[]> {
  const rows = await db.kysely.selectFrom('offers').innerJoin('shop_shipping', 'shop_shipping.shop_id', 'offers.shop_id')
    .select('offers.id').where('offers.stock', '>', 5).where('shop_shipping.country', '=', 'DE').orderBy('offers.id').limit(count).execute();
  return rows.map((row) => row.id);
}

/** A guest session with one offer in its cart, as the web tier's checkout asks for it. */
async function shopperWithCart(offerId: number): Promise<Record<string, string>> {
  const sid = ((await call('GET', '/session')).body as { sid: string }).sid;
  const as = { 'x-spareo-sid': sid, 'x-spareo-client-address': '192.0.2.44' };
  // A session is stored with its first write.
  await call('POST', '/experiments/none/variation', { body: { variationId: 'x' }, headers: as });
  await db.kysely.insertInto('cart_lines').values({ session_id: sid, offer_id: offerId, quantity: 1, added_at: new Date().toISOString() }).execute();
  return as;
}

async function place(as: Record<string, string>, idempotencyKey: string): Promise<{ number: string; token: string }> {
  const quote = ((await call('GET', '/checkout', { headers: as })).body as { quote: { fingerprint: string; shops: { shop: { id: number } }[] } }).quote;
  const answer = await call('POST', '/orders', { headers: as, body: {
    idempotencyKey, fingerprint: quote.fingerprint, email: 'zwei-tabs@example.de',
    delivery: { name: 'Jana Brandt', street: 'Lindenstraße 4', zip: '50674', city: 'Köln' },
    shops: quote.shops.map((s) => ({ shopId: s.shop.id, payment: 'prepayment', acceptTerms: true })), orderUrl: 'http://127.0.0.1/Bestellung/{number}?t={token}',
  } });
  expect(answer.status).toBe(200);
  return answer.body as { number: string; token: string };
}

const settle = async (as: Record<string, string>, idempotencyKey: string) => (await call('POST', '/orders/settle', { headers: as, body: { idempotencyKey } })).body;

test('the other tab\'s key, settled after the first tab\'s order emptied the cart, answers with that order', async () => {
  const [offer] = await offerIds(1);
  const as = await shopperWithCart(offer!);
  const placed = await place(as, 'first-tab-key-00000001');
  expect(await settle(as, 'second-tab-key-0000001')).toEqual({ placed: true, number: placed.number, token: placed.token });
  // Asked again (the first question's answer was lost too): the same.
  expect(await settle(as, 'second-tab-key-0000001')).toEqual({ placed: true, number: placed.number, token: placed.token });
  // And the settled key places nothing afterwards.
  const orders = await db.kysely.selectFrom('orders').select('number').where('session_id', '=', as['x-spareo-sid']!).execute();
  expect(orders.map((o) => o.number)).toEqual([placed.number]);
});

test('a key settled while the cart still holds lines placed nothing, whatever the session ordered before', async () => {
  const [first, second] = await offerIds(2);
  const as = await shopperWithCart(first!);
  await place(as, 'earlier-order-key-0001');
  await db.kysely.insertInto('cart_lines').values({ session_id: as['x-spareo-sid']!, offer_id: second!, quantity: 1, added_at: new Date().toISOString() }).execute();
  expect(await settle(as, 'next-order-key-000001')).toEqual({ placed: false, number: null, token: null });
});

test('an empty cart whose order is older than a doubled form\'s moment is no answer for another key', async () => {
  const [offer] = await offerIds(1);
  const as = await shopperWithCart(offer!);
  const placed = await place(as, 'old-order-key-0000001');
  await db.kysely.updateTable('orders').set({ created_at: new Date(Date.now() - 10 * 60_000).toISOString() }).where('number', '=', placed.number).execute();
  expect(await settle(as, 'much-later-key-000001')).toEqual({ placed: false, number: null, token: null });
});
