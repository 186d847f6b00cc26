/**
 * Every word a member of a shop or the service reads on the portal's and the desk's screens is in
 * their language (de-DE here): no raw codes (hold reasons, report details, duplicate-sku, a
 * field's English problem, roles, log actions, timeline actors, facts and mail kinds). The screens
 * are walked on the real app and database after the things that fill them happened for real.
 * @backends sqlite: web tier, the words of the screens. The timeline's staff names run on both
 * backends in desk-item-calls.test.ts, a feed's one doubled SKU in feeds/feed-messy.test.ts.
 */
import { createHmac } from 'node:crypto';
import { STAFF_COOKIE } from '../../server/web/staff/cookie';
import { createTestApp } from '../support/app';
import { serveOnLoopback } from '../support/loopback';
import { createSeededDatabase } from '../support/seeded-db';
import { createStaff, type TestStaff } from '../support/staff';
import { catalogueArticles, importBuffer } from '../feeds/helpers';

const SHOP = 4;
const { app, db, marketplace, checkSecret } = createTestApp({ db: createSeededDatabase() });
const shop = serveOnLoopback(app);
const cookieOf = (staff: TestStaff) => `${STAFF_COOKIE}=${staff.token}.${createHmac('sha256', checkSecret).update(`staff-session.${staff.token}`).digest('base64url')}`;
const people: Record<'owner' | 'member' | 'support' | 'operator', string> = { owner: '', member: '', support: '', operator: '' };

const get = (path: string, who: keyof typeof people) => fetch(`${shop.origin()}${path}`, { redirect: 'manual', headers: { cookie: people[who] } });
const post = (path: string, form: Record<string, string>, who: keyof typeof people) => fetch(`${shop.origin()}${path}`, {
  method: 'POST', redirect: 'manual', headers: { cookie: people[who], origin: shop.origin(), 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(form),
});
const call = (method: 'GET' | 'POST', path: string, options: { query?: Record<string, string>; body?: unknown; headers?: Record<string, string> } = {}) =>
  marketplace.handle({ method, path, query: options.query ?? {}, body: options.body, headers: { 'x-spareo-locale': 'de-DE', 'x-spareo-delivery-country': 'DE', ...options.headers } });

/** What a person reads of a page: its text, without markup, scripts and styles. */
function visibleText(html: string): string {
  return html.replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/g, ' ').replace(/<[^>]+>/g, ' ')
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code))).replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>')
    .replace(/\s+/g, ' ');
}

/** Codes and English that must never reach a German screen. */
const RAW = [
  /would remove/, /rows did not become offers/, /not an amount/, /replaced by line/, /\b(duplicate-sku|missing-field|bad-price|bad-value|bad-ean)\b/,
  /: required\b/, /\bat most \d+ characters/, /\bform \(/, /\bshop_(owner|staff)\b/, /\b(shop|order|feed|staff|signed|mail|contact|personal|invitation|note)_[a-z_]+\b/,
  /\b(staff|shop):\d+\b/, /^cli · |\bcli · \d/, /\b(carrier|trackingNumber|refundCents|importId|via): /, /\bwithdrawal(_shop)?:/, /\bthe part is\b/,
];

function rawCodesIn(html: string): string[] {
  const text = visibleText(html);
  return RAW.flatMap((pattern) => {
    const found = pattern.exec(text);
    return found ? [`${found[0]} … ${text.slice(Math.max(0, found.index - 40), found.index + 40)}`] : [];
  });
}

let orderNumber = '';
let importId = 0;

beforeAll(async () => {
  const k = db.kysely;
  const owner = await createStaff(k, 'shop_owner', { shopId: SHOP, name: 'Olga Inhaberin', email: 'olga@teile.example' });
  const member = await createStaff(k, 'shop_staff', { shopId: SHOP, name: 'Max Lager', email: 'max@teile.example' });
  people.owner = cookieOf(owner);
  people.member = cookieOf(member);
  people.support = cookieOf(await createStaff(k, 'support', { name: 'Sina Service', email: 'sina@spareo.example' }));
  people.operator = cookieOf(await createStaff(k, 'operator', { name: 'Otto Betrieb', email: 'otto@spareo.example' }));
  await k.updateTable('shops').set({ email: 'bestellung@shop.example' }).where('id', '=', SHOP).execute();

  // A feed that would take most of the shop's offers, with bad prices and a doubled SKU: held for both reasons.
  const articles = await catalogueArticles(db, 6);
  const feed = ['sku;brand;mpn;price', ...articles.slice(0, 3).map((a) => `W-${a.id};${a.brand};${a.number};12,90`),
    `W-${articles[0]!.id};${articles[0]!.brand};${articles[0]!.number};13,90`, ...articles.map((a, i) => `P-${i};${a.brand};${a.number};zehn`)];
  const held = await importBuffer(db, feed.join('\n'), { shopId: SHOP });
  expect(held.status).toBe('held');
  importId = held.id;

  // An order the shop's staff member ships from the portal; the shopper withdraws; the service adds a note.
  const offer = await k.selectFrom('offers').innerJoin('shop_shipping', 'shop_shipping.shop_id', 'offers.shop_id')
    .select('offers.id').where('offers.shop_id', '=', SHOP).where('offers.stock', '>', 1).where('shop_shipping.country', '=', 'DE').orderBy('offers.id').executeTakeFirstOrThrow();
  const sid = ((await call('GET', '/session')).body as { sid: string }).sid;
  const as = { 'x-spareo-sid': sid, 'x-spareo-client-address': '192.0.2.10' };
  await call('POST', '/experiments/none/variation', { body: { variationId: 'x' }, headers: as });
  await k.insertInto('cart_lines').values({ session_id: sid, offer_id: offer.id, quantity: 1, added_at: new Date().toISOString() }).execute();
  const quote = ((await call('GET', '/checkout', { headers: as })).body as { quote: { fingerprint: string; shops: { shop: { id: number }; paymentMethods: string[] }[] } }).quote;
  const placed = (await call('POST', '/orders', { headers: as, body: {
    idempotencyKey: 'backoffice-words', fingerprint: quote.fingerprint, email: 'erika@example.de',
    delivery: { name: 'Erika Mustermann', street: 'Heidestraße 17', zip: '51147', city: 'Köln' },
    shops: quote.shops.map((s) => ({ shopId: s.shop.id, payment: s.paymentMethods[0], acceptTerms: true })), orderUrl: 'http://127.0.0.1/Bestellungen/{number}?t={token}',
  } })).body as { number: string; token: string };
  orderNumber = placed.number;
  const part = ((await call('GET', `/orders/${placed.number}`, { query: { token: placed.token } })).body as { shops: { number: string; shop: { id: number } }[] }).shops.find((s) => s.shop.id === SHOP)!.number;
  expect((await post(`/desk/orders/${placed.number}/parts/${part}/payment`, {}, 'operator')).status).toBe(303);
  expect((await post(`/portal/orders/${part}/status`, { status: 'shipped', carrier: 'DHL', trackingNumber: '00340434161094042557' }, 'member')).status).toBe(303);
  expect((await call('POST', `/orders/${placed.number}/withdrawals`, { body: { token: placed.token, part, name: 'Erika Mustermann', email: 'erika@example.de' } })).status).toBe(200);
  expect((await post(`/desk/orders/${placed.number}/notes`, { text: 'Kundin angerufen.' }, 'support')).status).toBe(303);
  // As the desk's form sends it: the shop's country and its tax set-up with the name.
  // The operator changes the shop's commission: it goes into the shop's log.
  expect((await post(`/desk/shops/${SHOP}/commission`, { percent: '12,5', fixed: '0,50' }, 'operator')).status).toBe(303);
  expect((await post('/desk/shops', { name: 'Neuer Teileshop', slug: 'neuer-teileshop', country: 'DE', taxScheme: 'oss', vatId: 'DE136695976' }, 'operator')).status).toBe(303);
}, 120_000);
afterAll(() => db.close());

test('the portal\'s screens in de-DE: the held import, a refused step, an owner\'s form refused, the log', async () => {
  const screens: [string, Response][] = [
    ['import page', await get(`/portal/feeds/${importId}`, 'owner')],
    ['a step with no tracking number', await post(`/portal/orders/${(await db.kysely.selectFrom('order_shops').select('number').where('shop_id', '=', SHOP).orderBy('id', 'desc').executeTakeFirstOrThrow()).number}/status`, { status: 'shipped', carrier: 'DHL', trackingNumber: '' }, 'owner')],
    ['a step out of turn', await post(`/portal/orders/${(await db.kysely.selectFrom('order_shops').select('number').where('shop_id', '=', SHOP).orderBy('id', 'desc').executeTakeFirstOrThrow()).number}/status`, { status: 'accepted' }, 'owner')],
    ['texts by a staff member', await post('/portal/shop-page/texts', { terms: 'AGB', cancellationPolicy: 'Widerruf', paymentMethods: 'prepayment' }, 'member')],
    ['the log', await get('/portal/log', 'owner')],
    ['the inbox', await get('/portal/orders', 'owner')],
  ];
  const found: Record<string, string[]> = {};
  for (const [name, answer] of screens) {
    expect(answer.status).toBeLessThan(500);
    const html = await answer.text();
    expect(html).toContain('lang="de-DE"');
    const raw = rawCodesIn(html);
    if (raw.length) found[name] = raw;
  }
  expect(found).toEqual({});
  // A commission in the shop's log: in per cent and as money, as people write them.
  expect(visibleText(await (await get('/portal/log', 'owner')).text())).toMatch(/Provision geändert .*Provision: 12,5\s%.*Fester Betrag: 0,50\s€/);
  // The delivery country by name, as it goes on the parcel.
  expect(visibleText(await (await get('/portal/orders', 'owner')).text())).toMatch(/51147 Köln Deutschland/);
});

test('the desk\'s screens in de-DE: the order\'s timeline, a shop with its members, the audit log', async () => {
  const screens: [string, Response][] = [
    ['order', await get(`/desk/orders/${orderNumber}`, 'support')],
    ['shop', await get(`/desk/shops/${SHOP}`, 'operator')],
    ['audit', await get('/desk/audit', 'operator')],
    ['queue', await get('/desk/queue', 'operator')],
    ['queue for support', await get('/desk/queue', 'support')],
  ];
  const found: Record<string, string[]> = {};
  for (const [name, answer] of screens) {
    expect(answer.status).toBe(200);
    const raw = rawCodesIn(await answer.text());
    if (raw.length) found[name] = raw;
  }
  expect(found).toEqual({});
  const order = visibleText(await (await get(`/desk/orders/${orderNumber}`, 'support')).text());
  expect(order).toContain('Max Lager');
  expect(order).toContain('Paketdienst: DHL · Sendungsnummer: 00340434161094042557');
  expect(order).toContain('Widerruf an den Shop');
  expect(visibleText(await (await get(`/desk/shops/${SHOP}`, 'operator')).text())).toContain('Deutsch (Deutschland)');
  // A new shop's country is chosen by its name.
  expect(await (await get('/desk/shops', 'operator')).text()).toContain('<option value="AT">Österreich</option>');
  // The queue words the held feed's reasons and the withdrawal's step; the order view its payment and lines.
  const queue = visibleText(await (await get('/desk/queue', 'operator')).text());
  expect(queue).toMatch(/Feed angehalten .*Die Datei würde/);
  expect(queue).toMatch(/Widerruf, nicht erstattet .*Erika Mustermann .*widerrufen/);
  expect(order).toMatch(/Zahlung .* (bezahlt|nicht bezahlt)/);
  expect(order).toMatch(/Stand .* versandt am \d{2}\.\d{2}\.\d{4}/);
});
