/**
 * A shopper's order placed through the checkout (the marketplace's own calls), for tests of the
 * shops' side: the order's number and token and the number of the given shop's part.
 */
import type { Database } from '../../server/marketplace/db/connection';

interface Handles {
  handle(request: { method: 'GET' | 'POST'; path: string; query: Record<string, string>; body?: unknown; headers: Record<string, string> }): Promise<{ status: number; body: unknown }>;
}

export interface PlacedOrder { number: string; token: string; part: string }

/** Orders `quantity` of each of `offers` of the shop's offers in stock (French, delivered to Germany), paid as the shop's first payment method or the one given. */
export async function placeShopOrder(marketplace: Handles, db: Database, shopId: number, options: { offers?: number; quantity?: number; payment?: string } = {}): Promise<PlacedOrder> {
  const call = (method: 'GET' | 'POST', path: string, input: { query?: Record<string, string>; body?: unknown; headers?: Record<string, string> } = {}) =>
    marketplace.handle({ method, path, query: input.query ?? {}, body: input.body, headers: { 'x-spareo-locale': 'fr-FR', 'x-spareo-delivery-country': 'DE', ...input.headers } });
  const offers = await db.kysely.selectFrom('offers').innerJoin('shop_shipping', 'shop_shipping.shop_id', 'offers.shop_id')
    .select('offers.id').where('offers.shop_id', '=', shopId).where('offers.stock', '>', 3).where('shop_shipping.country', '=', 'DE').orderBy('offers.id').limit(options.offers ?? 1).execute();
  const sid = ((await call('GET', '/session')).body as { sid: string }).sid;
  const as = { 'x-spareo-sid': sid, 'x-spareo-client-address': '192.0.2.9' };
  await call('POST', '/experiments/none/variation', { body: { variationId: 'x' }, headers: as });
  for (const offer of offers) await db.kysely.insertInto('cart_lines').values({ session_id: sid, offer_id: offer.id, quantity: options.quantity ?? 2, added_at: new Date().toISOString() }).execute();
  const quote = ((await call('GET', '/checkout', { headers: as })).body as { quote: { fingerprint: string; shops: { shop: { id: number }; paymentMethods: string[] }[] } }).quote;
  const answer = await call('POST', '/orders', { headers: as, body: {
    idempotencyKey: `shop-order-${Date.now()}-${Math.random().toString(36).slice(2, 10)}`, fingerprint: quote.fingerprint, email: 'client@example.fr',
    delivery: { name: 'Élodie Lefèvre', street: 'Heidestraße 17', zip: '51147', city: 'Köln' },
    shops: quote.shops.map((s) => ({ shopId: s.shop.id, payment: options.payment && s.paymentMethods.includes(options.payment) ? options.payment : s.paymentMethods[0], acceptTerms: true })),
    orderUrl: 'http://127.0.0.1/commande/{number}?t={token}',
  } });
  if (answer.status !== 200) throw new Error(`the order was not placed: ${answer.status} ${JSON.stringify(answer.body)}`);
  const placed = answer.body as { number: string; token: string };
  const order = (await call('GET', `/orders/${placed.number}`, { query: { token: placed.token } })).body as { shops: { number: string; shop: { id: number } }[] };
  return { ...placed, part: order.shops.find((s) => s.shop.id === shopId)!.number };
}
