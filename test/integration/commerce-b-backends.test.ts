/**
 * The commerce-b calls on both backends, through the marketplace's own endpoint table on a small
 * catalogue written here: sessions, contact messages, accounts and saved vehicles, vehicle lookups,
 * fitment, shops, flags, sources, and an order from quote to the shop's word on it (mails queued).
 * The same file runs on SQLite and on a throwaway PostgreSQL cluster.
 */
import { deriveCheck } from '../../contract/check';
import type { Database } from '../../server/marketplace/db/connection';
import { issueChallenge } from '../../server/marketplace/check-headers/challenge';
import { createMarketplace, QUIET_DEPENDENCIES, type Marketplace } from '../../server/marketplace/index';
import { recordPrepaymentReceived } from '../../server/marketplace/orders/prepayment';
import { acknowledge, setShopOrderStatus } from '../../server/marketplace/orders/status';
import { shopOrders } from '../../server/marketplace/orders/repository';
import { purgeExpiredSessions } from '../../server/marketplace/session/repository';
import { issueShopToken, verifyShopToken } from '../../server/marketplace/shops/tokens';
import { BACKENDS, closeBackends, freshDatabase, openAgain } from './commerce-backends';

afterAll(closeBackends);

const ORDER_URL = 'http://127.0.0.1/Bestellungen/{number}?t={token}';
const PASSWORD = 'Bremsscheibe-2024';

/** Two makes, a series with two models, KBA and a French plate, one article in two shops. */
async function writeCatalogue(db: Database): Promise<void> {
  const k = db.kysely;
  await k.insertInto('manufacturers').values([{ id: 1, name: 'Volkswagen', slug: 'vw', seo_name: 'VW' }, { id: 2, name: 'Audi', slug: 'audi', seo_name: 'Audi' }]).execute();
  await k.insertInto('series_families').values({ id: 1, manufacturer_id: 1, name: 'Golf', slug: 'golf' }).execute();
  await k.insertInto('series_pages').values({ id: 1, manufacturer_id: 1, series_family_id: 1, name: 'Golf VII', slug: 'golf-vii' }).execute();
  await k.insertInto('series').values({ id: 1, manufacturer_id: 1, series_family_id: 1, series_page_id: 1, name: 'Golf VII (5G1, BQ1, BE1, BE2, BA5, BV5)', slug: 'golf-vii-5g1', production_year_start: 2012 }).execute();
  await k.insertInto('models').values([
    { id: 10, series_id: 1, manufacturer_id: 1, series_page_id: 1, name: '1.6 TDI', full_name: 'VW Golf VII 1.6 TDI', ps: 110, kw: 81, ccm: 1598, production_year_start: 2012 },
    { id: 11, series_id: 1, manufacturer_id: 1, series_page_id: 1, name: '2.0 GTI', full_name: 'VW Golf VII 2.0 GTI', ps: 220, kw: 162, ccm: 1984, production_year_start: 2013 },
  ]).execute();
  await k.insertInto('kba').values([{ id: 1, hsn: '0603', tsn: 'BGU', model_id: 10 }, { id: 2, hsn: '0603', tsn: 'BGV', model_id: 11 }]).execute();
  await k.insertInto('fr_plates').values({ plate: 'AB123CD', model_id: 10 }).execute();
  await k.insertInto('categories').values([{ id: 100, parent_id: null, top_parent_id: 100, level: 1, is_universal: 0 }, { id: 101, parent_id: 100, top_parent_id: 100, level: 2, is_universal: 0 }]).execute();
  await k.insertInto('category_texts').values([{ category_id: 101, lang_no: 1, title: 'Bremsscheiben', seo_alias: 'Bremsscheiben' }]).execute();
  await k.insertInto('brands').values({ id: 1, name: 'Bosch', slug: 'bosch', seo_name: 'Bosch' }).execute();
  await k.insertInto('articles').values([
    { id: 1000, brand_id: 1, category_id: 101, article_number: '0 986 479 R64', norm_number: '0986479R64' },
    { id: 1001, brand_id: 1, category_id: 101, article_number: '0 986 479 R65', norm_number: '0986479R65' },
  ]).execute();
  await k.insertInto('fitment').values({ model_id: 10, article_id: 1000 }).execute();
  await k.insertInto('shops').values([
    { id: 1, name: 'Teilestadt', slug: 'teilestadt', rating: 4.8, payment_methods: 'prepayment,invoice' },
    { id: 2, name: 'Bremsenwelt', slug: 'bremsenwelt', rating: 4.2, payment_methods: 'prepayment' },
  ]).execute();
  await k.insertInto('shop_texts').values([
    { shop_id: 1, lang_no: 1, description: 'Teile aus Köln', terms: 'AGB Teilestadt', cancellation_policy: 'Widerruf 14 Tage' },
    { shop_id: 2, lang_no: 1, description: 'Bremsen', terms: 'AGB Bremsenwelt', cancellation_policy: 'Widerruf 30 Tage' },
  ]).execute();
  await k.insertInto('shop_shipping').values([
    { shop_id: 1, country: 'DE', cost_cents: 495, free_from_cents: 5000, delivery_days_min: 1, delivery_days_max: 2 },
    { shop_id: 2, country: 'DE', cost_cents: 390, free_from_cents: null, delivery_days_min: 2, delivery_days_max: 4 },
  ]).execute();
  await k.insertInto('offers').values([
    { id: 500, article_id: 1000, shop_id: 1, price_cents: 4990, stock: 5 },
    { id: 501, article_id: 1001, shop_id: 2, price_cents: 2990, stock: 1 },
  ]).execute();
  await k.insertInto('feature_flags').values([
    { key: 'dap-10092-mbe', description: 'experiment', enabled: 1, rollout_percent: 100, variations: 'control,mbe', public: 1 },
    { key: 'cross-selling', description: 'flag', enabled: 1, rollout_percent: 100, variations: null, public: 1 },
  ]).execute();
}

describe.each(BACKENDS)('on %s', (backend) => {
  let db: Database;
  let marketplace: Marketplace;
  /** A second replica on the same database. */
  let replica: Marketplace;

  beforeAll(async () => {
    const fresh = await freshDatabase(backend);
    db = fresh.db;
    await writeCatalogue(db);
    marketplace = createMarketplace(db, undefined, (error) => { throw error; });
    // On SQLite a second connection in this process would wait for the first one's lock while
    // blocking the event loop the first one needs to finish: one process, one connection there.
    replica = backend === 'postgres' ? createMarketplace(openAgain(fresh.location), undefined, (error) => { throw error; }) : marketplace;
  }, 120_000);

  const call = (method: 'GET' | 'POST', path: string, options: { query?: Record<string, string>; body?: unknown; headers?: Record<string, string> } = {}, through = marketplace) =>
    through.handle({ method, path, query: options.query ?? {}, body: options.body, headers: { 'x-spareo-locale': 'de-DE', 'x-spareo-delivery-country': 'DE', ...options.headers } });

  async function newSession(): Promise<string> {
    const answer = await call('GET', '/session');
    expect(answer.status).toBe(200);
    return (answer.body as { sid: string }).sid;
  }

  async function checkHeaders(): Promise<Record<string, string>> {
    const { csr, ts } = issueChallenge(QUIET_DEPENDENCIES.checkSecret, Date.now());
    return { csr, ts, c: await deriveCheck(csr, ts) };
  }

  test('sessions: handed out without a row, stored at the first write, purged when expired', async () => {
    const count = async () => Number((await db.kysely.selectFrom('sessions').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    const before = await count();
    const sid = await newSession();
    expect(await count()).toBe(before);
    expect((await call('GET', '/session', { headers: { 'x-spareo-sid': sid } })).body).toEqual({ sid, created: false });
    await call('POST', '/experiments/dap-10092-mbe/variation', { body: { variationId: 'mbe' }, headers: { 'x-spareo-sid': sid } });
    expect(await count()).toBe(before + 1);
    expect(await purgeExpiredSessions(db.kysely, new Date(Date.now() + 91 * 86_400_000), true)).toBeGreaterThanOrEqual(1);
    expect(await db.kysely.selectFrom('sessions').select('id').where('id', '=', sid).executeTakeFirst()).toBeUndefined();
  });

  test('contact messages are stored with the edition and an ISO time', async () => {
    const answer = await call('POST', '/contact-messages', { body: { name: 'Kim', email: 'kim@example.org', message: 'Passt die Scheibe an meinen Golf?' } });
    expect(answer.status).toBe(201);
    const row = await db.kysely.selectFrom('contact_messages').selectAll().where('id', '=', (answer.body as { id: number }).id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ locale: 'de-DE', name: 'Kim', order_number: null });
    expect(row.received_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });

  test('vehicle lookups: lists, series page, model, KBA, French plate, makes of a category', async () => {
    expect((await call('GET', '/vehicle/manufacturers')).body).toMatchObject({ all: [{ name: 'Audi' }, { name: 'Volkswagen' }] });
    expect((await call('GET', '/vehicle/manufacturers', { query: { categoryId: '100' } })).body).toMatchObject({ all: [{ id: 1 }] });
    expect((await call('GET', '/vehicle/manufacturers/1/series')).body).toMatchObject({ manufacturer: { slug: 'vw' }, all: [{ id: 1 }] });
    const models = (await call('GET', '/vehicle/series/1/models')).body as { all: { id: number; kbas: unknown[] }[] };
    expect(models.all.map((m) => m.id)).toEqual([10, 11]);
    expect(models.all[0]!.kbas).toEqual([{ kbaId: 1, hsn: '0603', tsn: 'BGU' }]);
    expect((await call('GET', '/vehicle/series-pages/1')).body).toMatchObject({ seriesPage: { slug: 'golf-vii' }, seriesFamily: { slug: 'golf' }, series: [{ id: 1 }] });
    expect((await call('GET', '/vehicle/models/11')).body).toMatchObject({ manufacturer: { id: 1 }, series: { id: 1 }, model: { id: 11, fullName: 'VW Golf VII 2.0 GTI' } });
    expect((await call('GET', '/vehicle/models/99')).status).toBe(404);
    expect((await call('GET', '/vehicle/hsntsn/0603bgv')).body).toMatchObject({ vehicles: [{ model: { id: 11 } }] });
    expect((await call('GET', '/vehicle/license/fr/AB-123-CD')).body).toMatchObject({ vehicles: [{ model: { id: 10 } }] });
  });

  test('fitment, shops, flags and sources', async () => {
    expect((await call('GET', '/fitment', { query: { modelId: '10', articleIds: '1001,1000' } })).body).toEqual({ modelId: '10', fitting: [1000] });
    expect((await call('GET', '/shops')).body).toMatchObject({ shops: [{ slug: 'teilestadt' }, { slug: 'bremsenwelt' }] });
    expect((await call('GET', '/shops/teilestadt')).body).toMatchObject({ terms: 'AGB Teilestadt', offerCount: 1, shipping: [{ country: 'DE', costCents: 495 }] });
    expect((await call('GET', '/shops/2')).body).toMatchObject({ slug: 'bremsenwelt' });
    expect((await call('GET', '/shops/nowhere')).status).toBe(404);
    // A run of digits too long for an id is a slug no shop has, not a database error.
    expect((await call('GET', `/shops/${'9'.repeat(40)}`)).status).toBe(404);
    const sid = await newSession();
    const features = (await call('GET', '/features', { headers: { 'x-spareo-sid': sid } })).body as { features: Record<string, { enabled: boolean }> };
    expect(features.features['cross-selling']).toMatchObject({ enabled: true });
    expect((await call('POST', '/experiments/dap-10092-mbe/variation', { body: { variationId: 'control' }, headers: { 'x-spareo-sid': sid } })).body).toMatchObject({ variationId: 'control' });
    expect((await call('GET', '/experiments/dap-10092-mbe', { headers: { 'x-spareo-sid': sid } })).body).toMatchObject({ variationId: 'control' });
    expect((await call('GET', '/sources')).body).toEqual({ sources: [] });
  });

  test('accounts: register, wrong and right password, saved vehicles with check headers, sign-out', async () => {
    const address = { 'x-spareo-client-address': '192.0.2.7' };
    const registered = await call('POST', '/user/register', { body: { email: 'Erika@Example.de', password: PASSWORD }, headers: address });
    expect(registered.status).toBe(201);
    expect((await call('POST', '/user/register', { body: { email: 'erika@example.de', password: PASSWORD }, headers: address })).status).toBe(401);
    expect((await call('POST', '/user/login', { body: { email: 'erika@example.de', password: 'Falsch-2024-x' }, headers: address })).status).toBe(401);
    const signedIn = await call('POST', '/user/login', { body: { email: 'ERIKA@example.de', password: PASSWORD }, headers: address });
    expect(signedIn.status).toBe(200);
    const sid = (signedIn.body as { sid: string }).sid;
    const as = { 'x-spareo-sid': sid, ...(await checkHeaders()) };
    expect(((await call('GET', '/user/me', { headers: as })).body as { user: { email: string } }).user.email.toLowerCase()).toBe('erika@example.de');
    expect((await call('POST', '/user/vehicles', { body: { modelId: '11' }, headers: as })).body).toEqual({ success: true });
    expect((await call('POST', '/user/vehicles', { body: { modelId: '10' }, headers: as })).body).toEqual({ success: true });
    expect(((await call('GET', '/user/vehicles', { headers: as })).body as { model: { id: number } }[]).map((v) => v.model.id).sort()).toEqual([10, 11]);
    expect((await call('POST', '/user/vehicles/remove', { body: { modelId: '11' }, headers: as })).body).toEqual({ success: true });
    expect(((await call('GET', '/user/vehicles', { headers: as })).body as unknown[]).length).toBe(1);
    await call('POST', '/user/logout', { headers: as });
    expect((await call('GET', '/user/me', { headers: as })).body).toEqual({ user: null });
  }, 60_000);

  test('an order: quote, two requests with one key make one order, stock taken, mail queued, the shop ships it', async () => {
    const sid = await newSession();
    const as = { 'x-spareo-sid': sid, 'x-spareo-client-address': '192.0.2.8' };
    // The first write stores the session; the cart lines are written as the cart would.
    await call('POST', '/experiments/dap-10092-mbe/variation', { body: { variationId: 'mbe' }, headers: as });
    await db.kysely.insertInto('cart_lines').values([
      { session_id: sid, offer_id: 500, quantity: 2, added_at: new Date().toISOString() },
      { session_id: sid, offer_id: 501, quantity: 1, added_at: new Date().toISOString() },
    ]).execute();
    const checkout = (await call('GET', '/checkout', { headers: as })).body as { quote: { fingerprint: string; totalCents: number; shops: { shop: { id: number }; shippingCents: number }[] } };
    expect(checkout.quote.shops.map((s) => [s.shop.id, s.shippingCents])).toEqual([[2, 390], [1, 0]]);
    expect(checkout.quote.totalCents).toBe(2 * 4990 + 2990 + 390);
    const body = {
      idempotencyKey: `order-key-${backend}-000001`, fingerprint: checkout.quote.fingerprint, email: 'kunde@example.de',
      delivery: { name: 'Erika Mustermann', street: 'Heidestraße 17', zip: '51147', city: 'Köln' },
      shops: checkout.quote.shops.map((s) => ({ shopId: s.shop.id, payment: 'prepayment', acceptTerms: true })), orderUrl: ORDER_URL,
    };
    // The doubled request reaches two replicas at once: on PostgreSQL both transactions run side by side.
    const [a, b] = await Promise.all([call('POST', '/orders', { body, headers: as }), call('POST', '/orders', { body, headers: as }, replica)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const placed = a.body as { number: string; token: string };
    expect((b.body as { number: string }).number).toBe(placed.number);
    expect([(a.body as { created: boolean }).created, (b.body as { created: boolean }).created].sort()).toEqual([false, true]);
    expect(Number((await db.kysely.selectFrom('orders').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n)).toBe(1);
    expect(await db.kysely.selectFrom('offers').select(['id', 'stock']).orderBy('id').execute()).toEqual([{ id: 500, stock: 3 }, { id: 501, stock: 0 }]);
    expect(await db.kysely.selectFrom('cart_lines').select('id').where('session_id', '=', sid).execute()).toEqual([]);
    // The contact message sent earlier in this file has its own receipt; the order queued one mail.
    expect(await db.kysely.selectFrom('mail_queue').select(['kind', 'recipient']).where('kind', '!=', 'contact_receipt').execute()).toEqual([{ kind: 'confirmation', recipient: 'kunde@example.de' }]);

    const order = (await call('GET', `/orders/${placed.number}`, { query: { token: placed.token }, headers: as })).body as { shops: { number: string; lines: unknown[] }[] };
    expect(order.shops.map((s) => s.lines.length)).toEqual([1, 1]);
    expect((await call('GET', `/orders/${placed.number}`, { query: { token: 'x'.repeat(32) }, headers: as })).status).toBe(404);
    expect((await call('POST', '/orders/lookup', { body: { number: placed.number.toLowerCase(), email: 'KUNDE@example.de' }, headers: as })).body).toEqual({ number: placed.number, token: placed.token, part: null });

    // The shop's side: its new parts, acknowledged, shipped with tracking (a mail to the shopper).
    const token = await issueShopToken(db.kysely, 1);
    expect(await verifyShopToken(db.kysely, 1, token, 'orders:write')).toBe(true);
    const fresh = await shopOrders(db.kysely, 1, 'new');
    expect(fresh.map((o) => o.shops.map((s) => s.shop.id))).toEqual([[1]]);
    const part = fresh[0]!.shops[0]!.number;
    expect(await acknowledge(db.kysely, 1, [part, `${placed.number}-9`])).toEqual({ acknowledged: [part], unknown: [`${placed.number}-9`] });
    expect(await shopOrders(db.kysely, 1, 'new')).toEqual([]);
    // Prepayment: nothing ships before the transfer is booked received; then it does.
    expect(await setShopOrderStatus(db.kysely, 1, part, { status: 'shipped', carrier: 'DHL', trackingNumber: '00340434161094042557' })).toEqual({ ok: false, reason: 'unpaid' });
    expect(await recordPrepaymentReceived(db.kysely, placed.number, part, 'staff:1')).toBe('recorded');
    expect(await setShopOrderStatus(db.kysely, 1, part, { status: 'shipped', carrier: 'DHL', trackingNumber: '00340434161094042557' })).toEqual({ ok: true, status: 'shipped', changed: true });
    expect(await setShopOrderStatus(db.kysely, 1, part, { status: 'accepted' })).toEqual({ ok: false, reason: 'conflict', current: 'shipped' });
    expect(await setShopOrderStatus(db.kysely, 2, part, { status: 'accepted' })).toEqual({ ok: false, reason: 'not_found' });
    expect((await db.kysely.selectFrom('mail_queue').select('kind').where('kind', '!=', 'contact_receipt').orderBy('id').execute()).map((m) => m.kind)).toEqual(['confirmation', 'shipped']);

    // A second form of the emptied cart (another key, as from a second tab) answers with the order
    // that took the cart, and places nothing.
    const again = await call('POST', '/orders', { body: { ...body, idempotencyKey: `order-key-${backend}-000002` }, headers: as });
    expect([again.status, (again.body as { number: string }).number]).toEqual([200, placed.number]);
    expect(Number((await db.kysely.selectFrom('orders').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n)).toBe(1);
    // Long after that order, an empty cart has nothing to order.
    await db.kysely.updateTable('orders').set({ created_at: new Date(Date.now() - 3_600_000).toISOString() }).execute();
    expect((await call('POST', '/orders', { body: { ...body, idempotencyKey: `order-key-${backend}-000003` }, headers: as })).status).toBe(409);
  }, 60_000);
  test('a doubled order reaching two replicas at staggered moments: always one order, and both requests answer with it', async () => {
    await db.kysely.updateTable('offers').set({ stock: 100 }).where('id', '=', 500).execute();
    const outcomes: string[] = [];
    for (let round = 0; round < 16; round += 1) {
      const sid = await newSession();
      const as = { 'x-spareo-sid': sid, 'x-spareo-client-address': '192.0.2.9' };
      await call('POST', '/experiments/dap-10092-mbe/variation', { body: { variationId: 'mbe' }, headers: as });
      await db.kysely.insertInto('cart_lines').values({ session_id: sid, offer_id: 500, quantity: 1, added_at: new Date().toISOString() }).execute();
      const quote = ((await call('GET', '/checkout', { headers: as })).body as { quote: { fingerprint: string } }).quote;
      const body = {
        idempotencyKey: `staggered-${backend}-${round}-0000000`, fingerprint: quote.fingerprint, email: 'kunde@example.de',
        delivery: { name: 'Erika Mustermann', street: 'Heidestraße 17', zip: '51147', city: 'Köln' },
        shops: [{ shopId: 1, payment: 'prepayment', acceptTerms: true }], orderUrl: ORDER_URL,
      };
      // eslint-disable-next-line tests/fixed-sleeps -- the two orders start a few milliseconds apart on purpose, a different gap each round
      const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
      const [a, b] = await Promise.all([
        call('POST', '/orders', { body, headers: as }),
        later(round * 2).then(() => call('POST', '/orders', { body, headers: as }, replica)),
      ]);
      const numbers = [a, b].map((answer) => (answer.body as { number?: string }).number);
      outcomes.push(`${a.status}/${b.status}/${numbers[0] === numbers[1] ? 'same' : 'different'}`);
      const orders = await db.kysely.selectFrom('orders').select('id').where('idempotency_key', '=', body.idempotencyKey).execute();
      expect(orders).toHaveLength(1);
    }
    expect(outcomes).toEqual(outcomes.map(() => '200/200/same'));
  }, 120_000);
});
