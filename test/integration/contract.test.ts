/**
 * The contract against the real marketplace on the real seeded database: every endpoint has a
 * call in the contract, every call is tried with valid, edge and invalid input, every 2xx answer
 * parses with the call's answer schema, and invalid input answers 400 naming the field.
 */
import { CALLS, deriveCheck, type CallName } from '../../contract/index';
import { issueChallenge } from '../../server/marketplace/check-headers/challenge';
import { ENDPOINTS } from '../../server/marketplace/endpoints';
import { createMarketplace, QUIET_DEPENDENCIES } from '../../server/marketplace/index';
import { pathOf } from '../../server/web/marketplace-client';
import { buildQuote } from '../../server/marketplace/orders/quote';
import { orderToken } from '../../server/marketplace/orders/signing';
import { listLinkToken } from '../../server/marketplace/orders/list-link';
import { recordPrepaymentReceived, setShopOrderStatus } from '../../server/marketplace/orders/index';
import { createSeededDatabase } from '../support/seeded-db';
import { createStaff, currentCode, type TestStaff } from '../support/staff';
import { issueShopToken } from '../../server/marketplace/shops/tokens';
import { startImport } from '../../server/marketplace/feeds/imports';

const db = createSeededDatabase();
const marketplace = createMarketplace(db);

// Real ids from the seeded database, read before the tests (the reads are async on every backend).
let article = 0;
/** An article with alternatives to recommend (404 means there are none, so the call is tried on one that has them). */
let recommendable = 0;
let offer = 0;
let otherOffer = 0;
let model = 0;
let kba: { hsn: string; tsn: string };
let series: { id: number; manufacturerId: number };
let seriesPage = 0;
let category = 0;
let shop = '';
let orderable = 0;
const ORDER_URL = 'http://127.0.0.1/Bestellungen/{number}?t={token}';
const address = { name: 'Erika Mustermann', street: 'Heidestraße 17', zip: '51147', city: 'Köln' };

async function orderBody(overrides: Record<string, unknown> = {}) {
  const quote = await buildQuote(db.kysely, guestHeaders['x-spareo-sid']!, 'DE', 1);
  return {
    idempotencyKey: 'contract-order-key-0001', fingerprint: quote.fingerprint, email: 'contract-order@example.de', delivery: address,
    shops: quote.shops.map((s) => ({ shopId: s.shop.id, payment: 'prepayment', acceptTerms: true })), orderUrl: ORDER_URL, ...overrides,
  };
}
/** The operator's account, and its first step's session for the code call. */
let operator: TestStaff;
let codeStage = '';
const staffHeaders = (token: string) => ({ 'x-spareo-staff': token });

const placedNumber = async () => (await db.kysely.selectFrom('orders').select('number').orderBy('id').limit(1).executeTakeFirstOrThrow()).number;

interface Attempt {
  params?: Record<string, string | number>;
  query?: Record<string, string | undefined>;
  body?: unknown;
  /** Other context headers (the order calls run as a guest with a cart of their own). */
  headers?: Record<string, string>;
  /** 'ok': 2xx whose body parses; a number: that status; a field name: 400 naming it. */
  expect: 'ok' | number | { field: string };
}

/** One visitor: a session, a cart line, an account with the check headers the user calls need. */
let headers: Record<string, string> = {};
let lineId = 0;
/** A guest with one orderable line, for the order calls. */
let guestHeaders: Record<string, string> = {};

async function send(name: CallName, attempt: Omit<Attempt, 'expect'>, extra: Record<string, string> = {}) {
  const call = CALLS[name];
  return marketplace.handle({ method: call.method, path: pathOf(name, attempt.params), query: attempt.query ?? {}, body: attempt.body, headers: { ...headers, ...extra } });
}

beforeAll(async () => {
  const k = db.kysely;
  article = (await k.selectFrom('articles as a').innerJoin('offers as o', 'o.article_id', 'a.id').select('a.id').orderBy('a.id').limit(1).executeTakeFirstOrThrow()).id;
  offer = (await k.selectFrom('offers').select('id').where('article_id', '=', article).orderBy('id').limit(1).executeTakeFirstOrThrow()).id;
  otherOffer = (await k.selectFrom('offers').select('id').where('article_id', '<>', article).where('stock', '>', 0).orderBy('id').limit(1).executeTakeFirstOrThrow()).id;
  for (const { id } of await k.selectFrom('articles as a').innerJoin('offers as o', 'o.article_id', 'a.id').select('a.id').distinct().orderBy('a.id').limit(200).execute()) {
    if ((await send('GET /recommendation/spare-part/:id', { params: { id } })).status === 200) {
      recommendable = id;
      break;
    }
  }
  model = (await k.selectFrom('kba').select('model_id').orderBy('model_id').limit(1).executeTakeFirstOrThrow()).model_id;
  kba = await k.selectFrom('kba').select(['hsn', 'tsn']).where('model_id', '=', model).orderBy('hsn').orderBy('tsn').limit(1).executeTakeFirstOrThrow();
  series = await k.selectFrom('series').select(['id', 'manufacturer_id as manufacturerId']).orderBy('id').limit(1).executeTakeFirstOrThrow();
  seriesPage = (await k.selectFrom('series_pages').select('id').orderBy('id').limit(1).executeTakeFirstOrThrow()).id;
  category = (await k.selectFrom('articles').select('category_id').orderBy('id').limit(1).executeTakeFirstOrThrow()).category_id;
  shop = (await k.selectFrom('shops').select('slug').orderBy('id').limit(1).executeTakeFirstOrThrow()).slug;
  orderable = (await k.selectFrom('offers as o').innerJoin('shop_shipping as sh', (join) => join.onRef('sh.shop_id', '=', 'o.shop_id').on('sh.country', '=', 'DE'))
    .select('o.id').where('o.stock', '>=', 5).orderBy('o.id').limit(1).executeTakeFirstOrThrow()).id;
  const guest = await send('GET /session', {});
  guestHeaders = { 'x-spareo-sid': (guest.body as { sid: string }).sid };
  const session = await send('GET /session', {});
  headers = { 'x-spareo-sid': (session.body as { sid: string }).sid, 'x-spareo-locale': 'de-DE', 'x-spareo-delivery-country': 'DE', 'x-spareo-client-address': '127.0.0.1' };
  const registered = await send('POST /user/register', { body: { email: 'contract@example.de', password: 'a long and unusual passphrase' } });
  expect(registered.status).toBeLessThan(300);
  const signedIn = await send('POST /user/login', { body: { email: 'contract@example.de', password: 'a long and unusual passphrase' } });
  expect(signedIn.status).toBeLessThan(300);
  const challenge = issueChallenge(QUIET_DEPENDENCIES.checkSecret, Date.now());
  const c = await deriveCheck(challenge.csr, challenge.ts);
  headers = { ...headers, 'x-spareo-sid': (signedIn.body as { sid: string }).sid ?? headers['x-spareo-sid']!, csr: challenge.csr, ts: challenge.ts, c, 'x-csr': challenge.csr, 'x-ts': challenge.ts, 'x-c': c };
  await send('POST /Warenkorb/Hinzufuegen/:articleId', { params: { articleId: orderable }, body: { quantity: 1 } }, guestHeaders);
  const added = await send('POST /Warenkorb/Hinzufuegen/:articleId', { params: { articleId: offer }, body: { quantity: 2 } });
  lineId = (added.body as { lineId: number }).lineId;
  operator = await createStaff(db.kysely, 'operator', { email: 'operator@spareo.example' });
});

const ATTEMPTS: Record<CallName, () => Attempt[] | Promise<Attempt[]>> = {
  'GET /session': () => [{ expect: 'ok' }],
  'POST /session/merge': async () => {
    const other = ((await send('GET /session', {})).body as { sid: string }).sid;
    return [{ body: { from: [other] }, expect: 'ok' }, { body: { from: ['not a session'] }, expect: { field: 'from.0' } }, { body: {}, expect: { field: 'from' } }];
  },
  'POST /session/reserve': () => [{ body: { count: 3 }, expect: 'ok' }, { body: { count: 0 }, expect: { field: 'count' } }, { body: { count: 65 }, expect: { field: 'count' } }, { body: {}, expect: { field: 'count' } }],
  'GET /challenge': () => [{ expect: 'ok' }],
  'GET /TrustedShops/Rating': () => [{ expect: 'ok' }],
  'GET /TrustedShops/Reviews': () => [{ expect: 'ok' }],
  'GET /Warenkorb': () => [{ expect: 'ok' }],
  'GET /Warenkorb/count': () => [{ expect: 'ok' }],
  'GET /Warenkorb/Stand': () => [{ expect: 'ok' }],
  'POST /Warenkorb/Hinzufuegen/:articleId': () => [
    { params: { articleId: otherOffer }, body: { quantity: 1 }, expect: 'ok' },
    { params: { articleId: otherOffer }, body: { quantity: 0 }, expect: { field: 'quantity' } },
    { params: { articleId: otherOffer }, body: { quantity: 'lots' }, expect: { field: 'quantity' } },
    { params: { articleId: 'x1' }, expect: { field: 'articleId' } },
  ],
  'POST /Warenkorb/Aendern/:id': () => [
    { params: { id: lineId }, body: { quantity: 3 }, expect: 'ok' },
    { params: { id: lineId }, body: { quantity: -1 }, expect: { field: 'quantity' } },
  ],
  'POST /Warenkorb/Ersetzen/:a/:b': () => [{ params: { a: lineId, b: 'y' }, expect: { field: 'b' } }],
  'POST /Warenkorb/Loeschen/:id': () => [{ params: { id: 'abc' }, expect: { field: 'id' } }, { params: { id: lineId }, body: { idempotencyKey: 'x' }, expect: { field: 'idempotencyKey' } }, { params: { id: lineId }, expect: 'ok' }],
  'POST /Warenkorb/settle': () => [
    { body: { idempotencyKey: 'contract-cart-write-0001' }, expect: 'ok' },
    { body: { idempotencyKey: 'short' }, expect: { field: 'idempotencyKey' } },
  ],
  'GET /Warenkorb/optimize': () => [{ expect: 'ok' }],
  'POST /Warenkorb/optimize/apply': () => [{ body: {}, expect: 'ok' }],
  'POST /Warenkorb/generieren': () => [{ body: { query: { [`cartParam[${offer}]`]: '1' } }, expect: 'ok' }],
  'POST /user/register': () => [{ body: { email: 'not-an-address', password: 'x' }, expect: 400 }],
  'GET /user/me': () => [{ expect: 'ok' }],
  'GET /user/vehicles': () => [{ expect: 'ok' }],
  'POST /user/vehicles': () => [{ body: { modelId: String(model) }, expect: 'ok' }],
  'POST /user/vehicles/remove': () => [{ body: { modelId: String(model) }, expect: 'ok' }],
  'POST /user/login': () => [{ body: { email: 'contract@example.de', password: 'a long and unusual passphrase' }, expect: 'ok' }, { body: { email: 42 }, expect: 400 }],
  'POST /user/logout': () => [{ expect: 'ok' }],
  'GET /features': () => [{ expect: 'ok' }],
  'GET /experiments/:key': () => [{ params: { key: 'dap-10092-mbe' }, expect: 'ok' }, { params: { key: 'unknown' }, expect: 404 }],
  'POST /experiments/:key/variation': () => [{ params: { key: 'dap-10092-mbe' }, body: { variationId: '<script>' }, expect: { field: 'variationId' } }],
  'GET /vehicle/manufacturers': () => [{ expect: 'ok' }, { query: { limit: '2', exclude: '1,2' }, expect: 'ok' }, { query: { limit: 'many' }, expect: { field: 'limit' } }],
  'GET /vehicle/manufacturers/:id/series': () => [{ params: { id: series.manufacturerId }, expect: 'ok' }, { params: { id: 'vw' }, expect: { field: 'id' } }, { params: { id: 999999 }, expect: 404 }],
  'GET /vehicle/series/:id/models': () => [{ params: { id: series.id }, expect: 'ok' }, { params: { id: '1x' }, expect: { field: 'id' } }],
  'GET /vehicle/series-pages/:id': () => [{ params: { id: seriesPage }, expect: 'ok' }, { params: { id: seriesPage }, query: { withModels: '1' }, expect: 'ok' }, { params: { id: seriesPage }, query: { withModels: 'yes' }, expect: { field: 'withModels' } }, { params: { id: 'p' }, expect: { field: 'id' } }],
  'GET /vehicle/models/:modelId': () => [{ params: { modelId: model }, expect: 'ok' }, { params: { modelId: 'a b' }, expect: { field: 'modelId' } }, { params: { modelId: 'word' }, expect: 404 }],
  'GET /vehicle/hsntsn/:hsntsn': () => [{ params: { hsntsn: `${kba.hsn}${kba.tsn}` }, expect: 'ok' }, { params: { hsntsn: '0000000' }, expect: 'ok' }, { params: { hsntsn: '12' }, expect: { field: 'hsn' } }],
  'GET /vehicle/license/fr/:plate': () => [{ params: { plate: 'AB-123-CD' }, expect: 'ok' }, { params: { plate: '??' }, expect: { field: 'plate' } }],
  'GET /categories/:id': () => [{ params: { id: category }, expect: 'ok' }, { params: { id: 'brakes' }, expect: { field: 'id' } }],
  'GET /categories': () => [
    { query: { ids: `${category},${category},999999` }, expect: 'ok' },
    { query: { ids: 'brakes' }, expect: { field: 'ids' } },
    { query: { ids: Array.from({ length: 501 }, (_, i) => i + 1).join(',') }, expect: { field: 'ids' } },
  ],
  'GET /navigation': () => [{ expect: 'ok' }, { query: { vehicleModelId: String(model) }, expect: 'ok' }, { query: { vehicleManufacturerId: 'vw' }, expect: { field: 'vehicleManufacturerId' } }],
  'GET /listing{/*path}': () => [
    { params: { path: ['Bremsscheiben', 'Alle-Fahrzeuge', '--1523'] } as never, expect: 'ok' },
    { query: { categoryId: String(category), page: '2', sort: 'price-asc' }, expect: 'ok' },
    { query: { categoryId: String(category), sort: 'cheapest' }, expect: { field: 'sort' } },
    { query: { categoryId: String(category), pageSize: '1000' }, expect: { field: 'pageSize' } },
  ],
  'GET /Angebote': () => [{ query: { sparePartId: String(article) }, expect: 'ok' }, { query: {}, expect: { field: 'sparePartId' } }],
  'GET /Angebote/:offerId': () => [{ params: { offerId: offer }, expect: 'ok' }, { params: { offerId: 'o' }, expect: { field: 'offerId' } }],
  'GET /Artikel/:id': () => [{ params: { id: article }, expect: 'ok' }, { params: { id: 'x' }, expect: { field: 'id' } }, { params: { id: 999999999 }, expect: 404 }],
  'GET /Artikel/:id/Fahrzeuge': () => [{ params: { id: article }, expect: 'ok' }],
  'GET /Artikel/:id/Originalteile': () => [{ params: { id: article }, expect: 'ok' }],
  'GET /article-page': async () => {
    const named = await db.kysely.selectFrom('articles').innerJoin('brands', 'brands.id', 'articles.brand_id')
      .select(['brands.seo_name as brand', 'articles.norm_number as normNumber']).where('articles.id', '=', article).executeTakeFirstOrThrow();
    return [
      { query: named, expect: 'ok' },
      { query: { brand: named.brand.toUpperCase(), normNumber: named.normNumber.toLowerCase() }, expect: 'ok' },
      { query: { ...named, offerId: String(otherOffer), modelId: String(model) }, expect: 'ok' },
      { query: { ...named, offerId: 'x' }, expect: { field: 'offerId' } },
      { query: { ...named, normNumber: '9'.repeat(201) }, expect: { field: 'normNumber' } },
      { query: { brand: named.brand, normNumber: 'NO-SUCH-NUMBER-0' }, expect: 404 },
      { query: { brand: 'no-such-brand', normNumber: named.normNumber }, expect: 404 },
    ];
  },
  'GET /shops': () => [{ expect: 'ok' }],
  'GET /shops/:shopName': () => [{ params: { shopName: shop }, expect: 'ok' }, { params: { shopName: 'no-such-shop' }, expect: 404 }],
  'GET /sources': () => [{ expect: 'ok' }],
  'GET /sitemap/articles': () => [{ expect: 'ok' }, { query: { page: '2', pageSize: '10' }, expect: 'ok' }],
  'GET /merchant/items': () => [{ query: { pageSize: '50' }, expect: 'ok' }, { query: { page: '0' }, expect: { field: 'page' } }],
  'POST /contact-messages': () => [
    { body: { name: 'Erika Muster', email: 'erika@example.de', message: 'Wo bleibt meine Bestellung 4711?' }, expect: 'ok' },
    { body: { name: 'Erika Muster', email: 'keine-adresse', message: 'Wo bleibt meine Bestellung?' }, expect: { field: 'email' } },
    { body: { name: '', email: 'erika@example.de', message: 'Wo bleibt meine Bestellung?' }, expect: { field: 'name' } },
  ],
  'GET /sitemap/listings': () => [{ query: { kind: 'model', page: '1', pageSize: '10' }, expect: 'ok' }, { query: { kind: 'brand' }, expect: 'ok' }, { query: { kind: 'car' }, expect: { field: 'kind' } }],
  'GET /sitemap/brands': () => [{ expect: 'ok' }],
  'GET /sitemap/categories': () => [{ expect: 'ok' }],
  'GET /sitemap/vehicles': () => [{ expect: 'ok' }],
  'GET /cross-selling': () => [{ query: { offerId: String(offer) }, expect: 'ok' }, { query: { offerId: 'x' }, expect: { field: 'offerId' } }],
  'GET /recommendation/spare-part/:id': () => [{ params: { id: recommendable }, expect: 'ok' }],
  'GET /Volltextsuche/:term': () => [{ params: { term: 'Bremsscheibe' }, expect: 'ok' }, { params: { term: 'Bremse' }, query: { page: '0' }, expect: { field: 'page' } }],
  'GET /search/products': () => [{ query: { q: 'Filter', pageSize: '8' }, expect: 'ok' }, { query: { q: 'Filter' }, expect: 'ok' }, { query: {}, expect: { field: 'q' } }],
  'GET /search/suggestions': () => [{ query: { q: 'Brems' }, expect: 'ok' }, { query: { q: 'B' }, expect: 'ok' }, { query: { q: 'x'.repeat(300) }, expect: { field: 'q' } }],
  'GET /search/part-number/:number': () => [{ params: { number: '0986' }, expect: 'ok' }, { params: { number: '#' }, expect: { field: 'number' } }],
  'GET /fitment': () => [
    { query: { modelId: String(model), articleIds: `${article},${offer}` }, expect: 'ok' },
    { query: { modelId: 'word', articleIds: String(article) }, expect: 'ok' },
    { query: { modelId: String(model), articleIds: '1;2' }, expect: { field: 'articleIds' } },
    { query: { modelId: String(model), articleIds: Array.from({ length: 61 }, (_, i) => i + 1).join(',') }, expect: { field: 'articleIds' } },
    { query: { articleIds: String(article) }, expect: { field: 'modelId' } },
  ],
  'GET /fitment/categories': () => [
    { query: { modelId: String(model) }, expect: 'ok' },
    { query: { modelId: 'word' }, expect: 'ok' },
    { query: { modelId: '1;2' }, expect: { field: 'modelId' } },
    { query: {}, expect: { field: 'modelId' } },
  ],
  'GET /checkout': () => [{ headers: guestHeaders, expect: 'ok' }],
  'GET /payment-methods': () => [{ headers: guestHeaders, expect: 'ok' }, { expect: 'ok' }],
  'POST /orders': async () => [
    { body: await orderBody({ email: 'not-an-address' }), headers: guestHeaders, expect: { field: 'email' } },
    { body: await orderBody({ shops: [] }), headers: guestHeaders, expect: { field: 'shops' } },
    { body: await orderBody({ fingerprint: 'o1x1@1' }), headers: guestHeaders, expect: 409 },
    { body: await orderBody(), headers: guestHeaders, expect: 'ok' },
    { body: await orderBody({ fingerprint: '' }), headers: guestHeaders, expect: 'ok' }, // the same key: the order placed before, nothing compared again
  ],
  'GET /orders/:number/invoices/:part/:invoice': async () => {
    const number = await placedNumber();
    return [
      // Nothing shipped yet: no invoice, and a wrong token sees none either.
      { params: { number, part: `${number}-1`, invoice: 'INV-000001' }, query: { token: await orderToken(db.kysely, number) }, headers: guestHeaders, expect: 404 },
      { params: { number, part: `${number}-1`, invoice: 'INV-000001' }, query: { token: 'x'.repeat(32) }, headers: guestHeaders, expect: 404 },
      { params: { number, part: `${number}-1`, invoice: 'nope' }, headers: guestHeaders, expect: { field: 'invoice' } },
    ];
  },
  'GET /orders/:number': async () => {
    const number = await placedNumber();
    return [
      { params: { number }, query: { token: await orderToken(db.kysely, number) }, headers: guestHeaders, expect: 'ok' },
      { params: { number }, query: { token: 'x'.repeat(32) }, headers: guestHeaders, expect: 404 },
      { params: { number: 'SP-1' }, headers: guestHeaders, expect: { field: 'number' } },
    ];
  },
  'POST /orders/:number/payment': async () => {
    const number = await placedNumber();
    return [{ params: { number }, body: { token: await orderToken(db.kysely, number) }, headers: guestHeaders, expect: 'ok' }];
  },
  'POST /orders/:number/payment/start': async () => {
    const number = await placedNumber();
    return [
      { params: { number }, body: { token: await orderToken(db.kysely, number), returnUrl: ORDER_URL, cancelUrl: ORDER_URL }, headers: guestHeaders, expect: 'ok' },
      { params: { number }, body: { token: await orderToken(db.kysely, number), returnUrl: 'nowhere', cancelUrl: ORDER_URL }, headers: guestHeaders, expect: { field: 'returnUrl' } },
    ];
  },
  'POST /orders/:number/withdrawals': async () => {
    const number = await placedNumber();
    const token = await orderToken(db.kysely, number);
    return [
      { params: { number }, body: { token, part: `${number}-1`, name: 'Erika Mustermann', email: 'erika@example.de' }, headers: guestHeaders, expect: 'ok' },
      { params: { number }, body: { token, part: `${number}-1`, name: 'Erika Mustermann', email: 'nobody' }, headers: guestHeaders, expect: { field: 'email' } },
      { params: { number }, body: { token: 'x'.repeat(32), part: `${number}-1`, name: 'Erika', email: 'erika@example.de' }, headers: guestHeaders, expect: 404 },
    ];
  },
  'POST /orders/:number/cancellations': async () => {
    const number = await placedNumber();
    const token = await orderToken(db.kysely, number);
    const { status } = await db.kysely.selectFrom('order_shops').select('status').where('number', '=', `${number}-1`).executeTakeFirstOrThrow();
    return [
      // Cancelled while nothing went out; once withdrawn from (the call above, when it ran first), too late.
      { params: { number }, body: { token, part: `${number}-1` }, headers: guestHeaders, expect: ['new', 'accepted', 'cancelled'].includes(status) ? 'ok' : 409 },
      { params: { number }, body: { token, part: 'part one' }, headers: guestHeaders, expect: { field: 'part' } },
      { params: { number }, body: { token: 'x'.repeat(32), part: `${number}-1` }, headers: guestHeaders, expect: 404 },
    ];
  },
  'POST /orders/:number/refund-account': async () => {
    const number = await placedNumber();
    const token = await orderToken(db.kysely, number);
    return [
      { params: { number }, body: { token, holder: 'Erika Mustermann', iban: 'DE89 3704 0044 0532 0130 00' }, headers: guestHeaders, expect: 'ok' },
      { params: { number }, body: { token, holder: 'Erika Mustermann', iban: 'DE89 3704 0044 0532 0130 01' }, headers: guestHeaders, expect: { field: 'iban' } },
      { params: { number }, body: { token, holder: ' ', iban: 'DE89 3704 0044 0532 0130 00' }, headers: guestHeaders, expect: { field: 'holder' } },
      { params: { number }, body: { token: 'x'.repeat(32), holder: 'Erika', iban: 'DE89370400440532013000' }, headers: guestHeaders, expect: 404 },
    ];
  },
  'POST /orders/:number/problems': async () => {
    const number = await placedNumber();
    const token = await orderToken(db.kysely, number);
    return [
      { params: { number }, body: { token, part: `${number}-1`, kind: 'damaged', text: 'The disc arrived cracked.' }, headers: guestHeaders, expect: 'ok' },
      { params: { number }, body: { token, part: `${number}-1`, kind: 'broken', text: 'The disc arrived cracked.' }, headers: guestHeaders, expect: { field: 'kind' } },
      { params: { number }, body: { token, part: `${number}-1`, kind: 'other', text: '' }, headers: guestHeaders, expect: { field: 'text' } },
      { params: { number }, body: { token: 'x'.repeat(32), part: `${number}-1`, kind: 'other', text: 'Where is it?' }, headers: guestHeaders, expect: 404 },
    ];
  },
  'GET /ready': () => [{ expect: 'ok' }],
  'POST /orders/settle': async () => [
    { body: { idempotencyKey: 'contract-order-key-0001' }, headers: guestHeaders, expect: 'ok' },
    { body: { idempotencyKey: 'contract-never-placed-0001' }, headers: guestHeaders, expect: 'ok' },
    { body: { idempotencyKey: 'short' }, headers: guestHeaders, expect: { field: 'idempotencyKey' } },
  ],
  'POST /orders/lookup': async () => {
    const number = await placedNumber();
    return [
      { body: { number, email: 'Contract-Order@example.de' }, headers: guestHeaders, expect: 'ok' },
      { body: { number, email: 'someone@example.de' }, headers: guestHeaders, expect: 404 },
      { body: { number, email: 'nobody' }, headers: guestHeaders, expect: { field: 'email' } },
    ];
  },
  'GET /user/orders': () => [{ expect: 401 }], // signed out by the logout call above
  'GET /user/order-list': () => [{ expect: 401 }, { query: { page: 'x' }, expect: 401 }],
  'POST /order-list/link': () => [
    { body: { email: 'Contract-Order@example.de', listUrl: 'http://shop.test/Bestellungen?k={token}' }, expect: 'ok' },
    { body: { email: 'nobody', listUrl: 'http://shop.test/Bestellungen?k={token}' }, expect: { field: 'email' } },
    { body: { email: 'contract-order@example.de', listUrl: 'http://shop.test/Bestellungen' }, expect: { field: 'listUrl' } },
  ],
  'GET /order-list/mailed': async () => [
    { query: { token: await listLinkToken(db.kysely, 'contract-order@example.de') }, expect: 'ok' },
    { query: { token: 'a2lt.1.x' }, expect: 403 },
  ],
  'POST /staff/sign-in': async () => {
    const first = await send('POST /staff/sign-in', { body: { email: operator.email, password: operator.password } });
    codeStage = (first.body as { token: string }).token;
    return [
      { body: { email: 'Operator@spareo.example', password: operator.password }, expect: 'ok' },
      { body: { email: operator.email, password: 'wrong password here' }, expect: 401 },
      { body: { email: 'nobody' }, expect: { field: 'email' } },
    ];
  },
  'POST /staff/sign-in/code': () => [
    { body: { code: 'abc' }, headers: staffHeaders(codeStage), expect: { field: 'code' } },
    { body: { code: currentCode(operator.secret) }, headers: staffHeaders('stf_unknown'), expect: 401 },
    { body: { code: currentCode(operator.secret) }, headers: staffHeaders(codeStage), expect: 'ok' },
  ],
  'GET /staff/me': () => [{ headers: staffHeaders(operator.token), expect: 'ok' }, { expect: 401 }],
  'POST /staff/members': () => [
    { body: { email: 'support@spareo.example', name: 'Sam Support', locale: 'fr-FR', role: 'support' }, headers: staffHeaders(operator.token), expect: 'ok' },
    { body: { email: 'owner@spareo.example', name: 'Owen Owner', locale: 'de-DE', role: 'shop_owner' }, headers: staffHeaders(operator.token), expect: { field: 'shopId' } },
    { body: { email: 'x@spareo.example', name: 'X', locale: 'en-GB', role: 'support' }, headers: staffHeaders(operator.token), expect: { field: 'locale' } },
    { body: { email: 'y@spareo.example', name: 'Y', locale: 'de-DE', role: 'support' }, expect: 401 },
  ],
  'GET /staff/invitations/:token': async () => {
    const invited = await send('POST /staff/members', { body: { email: 'invited@spareo.example', name: 'Ina Invited', locale: 'it-IT', role: 'support' } }, staffHeaders(operator.token));
    return [{ params: { token: (invited.body as { invitationToken: string }).invitationToken }, expect: 'ok' }, { params: { token: 'inv_nothing' }, expect: 404 }];
  },
  'POST /staff/invitations/:token': async () => {
    const invited = await send('POST /staff/members', { body: { email: 'accepts@spareo.example', name: 'Ada Accepts', locale: 'nl-NL', role: 'support' } }, staffHeaders(operator.token));
    const token = (invited.body as { invitationToken: string }).invitationToken;
    const secret = ((await send('GET /staff/invitations/:token', { params: { token } })).body as { secret: string }).secret;
    return [
      { params: { token }, body: { password: 'short', code: currentCode(secret) }, expect: { field: 'password' } },
      { params: { token }, body: { password: 'a desk password of length', code: '12' }, expect: { field: 'code' } },
      { params: { token }, body: { password: 'a desk password of length', code: currentCode(secret) }, expect: 'ok' },
      { params: { token }, body: { password: 'a desk password of length', code: currentCode(secret) }, expect: 404 },
    ];
  },
  'GET /staff/audit': () => [{ headers: staffHeaders(operator.token), expect: 'ok' }, { query: { shopId: 'x' }, headers: staffHeaders(operator.token), expect: { field: 'shopId' } }],
  'GET /desk/search': () => [
    { query: { q: 'mustermann' }, headers: staffHeaders(operator.token), expect: 'ok' },
    { query: { q: 'x' }, headers: staffHeaders(operator.token), expect: { field: 'q' } },
  ],
  'GET /desk/orders': async () => [
    { query: { number: await placedNumber() }, headers: staffHeaders(operator.token), expect: 'ok' },
    { query: { from: '2026-01-01', to: '2030-12-31', email: 'contract-order@example.de' }, headers: staffHeaders(operator.token), expect: 'ok' },
    { query: { from: 'yesterday' }, headers: staffHeaders(operator.token), expect: { field: 'from' } },
    { expect: 401 },
  ],
  'GET /desk/orders/:number': async () => [
    { params: { number: await placedNumber() }, headers: staffHeaders(operator.token), expect: 'ok' },
    { params: { number: 'SP-000000-AAAAAA' }, headers: staffHeaders(operator.token), expect: 404 },
    { params: { number: 'x' }, headers: staffHeaders(operator.token), expect: { field: 'number' } },
  ],
  'POST /orders/:number/reviews': async () => {
    // An order of its own (the first is withdrawn from by now), paid, shipped and reported delivered by the shop: its buyer may rate it.
    await send('POST /Warenkorb/Hinzufuegen/:articleId', { params: { articleId: orderable }, body: { quantity: 1 } }, guestHeaders);
    const placed = await send('POST /orders', { body: await orderBody({ idempotencyKey: 'contract-review-key-0001' }) }, guestHeaders);
    const number = (placed.body as { number: string }).number;
    const token = await orderToken(db.kysely, number);
    const part = await db.kysely.selectFrom('order_shops as p').innerJoin('order_lines as l', 'l.order_shop_id', 'p.id').select(['p.id', 'p.order_id', 'p.number', 'p.shop_id', 'l.article_id'])
      .where('p.number', '=', `${number}-1`).executeTakeFirstOrThrow();
    await recordPrepaymentReceived(db.kysely, number, part.number, 'staff:1');
    await setShopOrderStatus(db.kysely, part.shop_id, part.number, { status: 'shipped', carrier: 'DHL', trackingNumber: '00340434161234567890' });
    await setShopOrderStatus(db.kysely, part.shop_id, part.number, { status: 'delivered' });
    const body = { token, part: part.number, articleId: part.article_id, rating: 5, text: 'Passt perfekt.', author: 'Erika M.' };
    return [
      { params: { number }, body, headers: guestHeaders, expect: 'ok' },
      { params: { number }, body: { ...body, rating: 6 }, headers: guestHeaders, expect: { field: 'rating' } },
      { params: { number }, body: { ...body, token: 'x'.repeat(32) }, headers: guestHeaders, expect: 404 },
    ];
  },
  'POST /orders/:number/shop-rating': async () => {
    await send('POST /Warenkorb/Hinzufuegen/:articleId', { params: { articleId: orderable }, body: { quantity: 1 } }, guestHeaders);
    const placed = await send('POST /orders', { body: await orderBody({ idempotencyKey: 'contract-shop-rating-0001' }) }, guestHeaders);
    const number = (placed.body as { number: string }).number;
    const part = await db.kysely.selectFrom('order_shops').select(['number', 'shop_id']).where('number', '=', `${number}-1`).executeTakeFirstOrThrow();
    await recordPrepaymentReceived(db.kysely, number, part.number, 'staff:1');
    await setShopOrderStatus(db.kysely, part.shop_id, part.number, { status: 'shipped', carrier: 'DHL', trackingNumber: '00340434161234567899' });
    await setShopOrderStatus(db.kysely, part.shop_id, part.number, { status: 'delivered' });
    const body = { token: await orderToken(db.kysely, number), part: part.number, delivery: 5, communication: 4 };
    return [
      { params: { number }, body, headers: guestHeaders, expect: 'ok' },
      { params: { number }, body: { ...body, delivery: 0 }, headers: guestHeaders, expect: { field: 'delivery' } },
      { params: { number }, body: { ...body, token: 'x'.repeat(32) }, headers: guestHeaders, expect: 404 },
    ];
  },
  'POST /article-reviews/:id/helpful': () => [
    { params: { id: 999_999 }, headers: guestHeaders, expect: 404 },
    { params: { id: 'none' }, headers: guestHeaders, expect: { field: 'id' } },
  ],
  'GET /orders/:number/messages': async () => {
    const number = await placedNumber();
    return [{ params: { number }, query: { token: await orderToken(db.kysely, number) }, headers: guestHeaders, expect: 'ok' }, { params: { number }, query: { token: 'nope' }, headers: guestHeaders, expect: 404 }];
  },
  'POST /orders/:number/messages': async () => {
    const number = await placedNumber();
    const token = await orderToken(db.kysely, number);
    return [
      { params: { number }, body: { token, part: `${number}-1`, text: 'Does it fit a Golf VII?' }, headers: guestHeaders, expect: 'ok' },
      { params: { number }, body: { token, part: `${number}-1`, text: '' }, headers: guestHeaders, expect: { field: 'text' } },
      { params: { number }, body: { token, part: `${number}-1`, text: 'A photo', photos: [Buffer.from('%PDF-1.4 not an image').toString('base64')] }, headers: guestHeaders, expect: 422 },
    ];
  },
  'GET /orders/:number/message-photos/:file': async () => {
    const number = await placedNumber();
    return [
      { params: { number, file: '0123456789abcdef01234567' }, query: { token: await orderToken(db.kysely, number) }, headers: guestHeaders, expect: 404 },
      { params: { number, file: 'x.jpg' }, headers: guestHeaders, expect: { field: 'file' } },
    ];
  },
  'GET /portal/orders/:number/messages': async () => [{ params: { number: 'SP-000000-ZZZZZZ-1' }, headers: await portalHeaders(), expect: 404 }],
  'POST /portal/orders/:number/messages': async () => [
    { params: { number: 'SP-000000-ZZZZZZ-1' }, body: { text: 'It fits.' }, headers: await portalHeaders(), expect: 404 },
    { params: { number: 'SP-000000-ZZZZZZ-1' }, body: { text: '' }, headers: await portalHeaders(), expect: { field: 'text' } },
  ],
  'GET /portal/orders/:number/message-photos/:file': async () => [{ params: { number: 'SP-000000-ZZZZZZ-1', file: '0123456789abcdef01234567' }, headers: await portalHeaders(), expect: 404 }],
  'GET /desk/message-photos/:file': () => [{ params: { file: '0123456789abcdef01234567' }, headers: staffHeaders(operator.token), expect: 404 }],
  'GET /desk/reviews': () => [{ headers: staffHeaders(operator.token), expect: 'ok' }],
  'POST /desk/reviews/:id': async () => [
    { params: { id: 999_999 }, body: { decision: 'approved' }, headers: staffHeaders(operator.token), expect: 404 },
    { params: { id: 1 }, body: { decision: 'maybe' }, headers: staffHeaders(operator.token), expect: { field: 'decision' } },
  ],
  'POST /desk/reviews/:id/undo': () => [
    { params: { id: 999_999 }, body: {}, headers: staffHeaders(operator.token), expect: 404 },
    { params: { id: 1 }, body: { reason: 'x'.repeat(501) }, headers: staffHeaders(operator.token), expect: { field: 'reason' } },
  ],
  'POST /desk/orders/:number/notes': async () => [
    { params: { number: await placedNumber() }, body: { text: 'Called the shopper back.' }, headers: staffHeaders(operator.token), expect: 'ok' },
    { params: { number: await placedNumber() }, body: { text: '' }, headers: staffHeaders(operator.token), expect: { field: 'text' } },
  ],
  'POST /desk/orders/:number/mails/:mailId/resend': async () => {
    const number = await placedNumber();
    const mail = await db.kysely.selectFrom('mail_queue as m').innerJoin('orders as o', 'o.id', 'm.order_id').select('m.id').where('o.number', '=', number).executeTakeFirstOrThrow();
    return [
      { params: { number, mailId: mail.id }, headers: staffHeaders(operator.token), expect: 'ok' },
      { params: { number, mailId: 999999 }, headers: staffHeaders(operator.token), expect: 404 },
      { params: { number, mailId: 'x' }, headers: staffHeaders(operator.token), expect: { field: 'mailId' } },
    ];
  },
  'GET /desk/contact-messages': () => [{ headers: staffHeaders(operator.token), expect: 'ok' }, { query: { status: 'open' }, headers: staffHeaders(operator.token), expect: { field: 'status' } }],
  'GET /desk/contact-messages/:id': async () => {
    const message = await db.kysely.selectFrom('contact_messages').select('id').orderBy('id').limit(1).executeTakeFirstOrThrow();
    return [{ params: { id: message.id }, headers: staffHeaders(operator.token), expect: 'ok' }, { params: { id: 999999 }, headers: staffHeaders(operator.token), expect: 404 }];
  },
  'POST /desk/contact-messages/:id/status': async () => {
    const message = await db.kysely.selectFrom('contact_messages').select('id').orderBy('id').limit(1).executeTakeFirstOrThrow();
    return [{ params: { id: message.id }, body: { status: 'answered' }, headers: staffHeaders(operator.token), expect: 'ok' }, { params: { id: message.id }, body: { status: 'done' }, headers: staffHeaders(operator.token), expect: { field: 'status' } }];
  },
  'POST /desk/contact-messages/:id/replies': async () => {
    const message = await db.kysely.selectFrom('contact_messages').select('id').where('anonymised_at', 'is', null).orderBy('id').limit(1).executeTakeFirstOrThrow();
    return [{ params: { id: message.id }, body: { text: 'Guten Tag, danke für Ihre Nachricht.' }, headers: staffHeaders(operator.token), expect: 'ok' }, { params: { id: message.id }, body: { text: ' ' }, headers: staffHeaders(operator.token), expect: { field: 'text' } }];
  },
  'GET /desk/queue': () => [{ headers: staffHeaders(operator.token), expect: 'ok' }, { query: { kind: 'mail' }, headers: staffHeaders(operator.token), expect: 'ok' }, { query: { kind: 'spam' }, headers: staffHeaders(operator.token), expect: { field: 'kind' } }, { expect: 401 }],
  'POST /desk/contact-messages/:id/assignment': async () => {
    const message = await db.kysely.selectFrom('contact_messages').select('id').orderBy('id').limit(1).executeTakeFirstOrThrow();
    return [
      { params: { id: message.id }, body: { action: 'take' }, headers: staffHeaders(operator.token), expect: 'ok' },
      { params: { id: message.id }, body: { action: 'steal' }, headers: staffHeaders(operator.token), expect: { field: 'action' } },
      { params: { id: 999999 }, body: { action: 'take' }, headers: staffHeaders(operator.token), expect: 404 },
    ];
  },
  'POST /desk/orders/:number/assignment': async () => [
    { params: { number: await placedNumber() }, body: { action: 'release' }, headers: staffHeaders(operator.token), expect: 'ok' },
    { params: { number: 'SP-000000-AAAAAA' }, body: { action: 'take' }, headers: staffHeaders(operator.token), expect: 404 },
    { params: { number: 'x' }, body: { action: 'take' }, headers: staffHeaders(operator.token), expect: { field: 'number' } },
  ],
  'POST /desk/queue/next': () => [{ headers: staffHeaders(operator.token), expect: 'ok' }, { expect: 401 }],
  'POST /desk/contact-messages/:id/marks': async () => {
    const message = await db.kysely.selectFrom('contact_messages').select('id').orderBy('id').limit(1).executeTakeFirstOrThrow();
    return [
      { params: { id: message.id }, body: { priority: 'urgent', tags: ['Lieferung', 'neu'] }, headers: staffHeaders(operator.token), expect: 'ok' },
      { params: { id: message.id }, body: { priority: 'asap', tags: [] }, headers: staffHeaders(operator.token), expect: { field: 'priority' } },
      { params: { id: 999999 }, body: { priority: 'high', tags: [] }, headers: staffHeaders(operator.token), expect: 404 },
    ];
  },
  'POST /desk/orders/:number/marks': async () => [
    { params: { number: await placedNumber() }, body: { priority: 'high', tags: ['payment'] }, headers: staffHeaders(operator.token), expect: 'ok' },
    { params: { number: 'SP-000000-AAAAAA' }, body: { priority: 'high', tags: [] }, headers: staffHeaders(operator.token), expect: 404 },
  ],
  'POST /desk/contact-messages/:id/notes': async () => {
    const message = await db.kysely.selectFrom('contact_messages').select('id').where('anonymised_at', 'is', null).orderBy('id').limit(1).executeTakeFirstOrThrow();
    return [
      { params: { id: message.id }, body: { text: 'Kunde hat schon angerufen.' }, headers: staffHeaders(operator.token), expect: 'ok' },
      { params: { id: message.id }, body: { text: ' ' }, headers: staffHeaders(operator.token), expect: { field: 'text' } },
    ];
  },
  'POST /desk/contact-messages/:id/merge': async () => [
    { params: { id: 999999 }, body: { orderNumber: await placedNumber() }, headers: staffHeaders(operator.token), expect: 404 },
    { params: { id: 1 }, body: { orderNumber: 'x' }, headers: staffHeaders(operator.token), expect: { field: 'orderNumber' } },
  ],
  'GET /desk/saved-replies': () => [{ headers: staffHeaders(operator.token), expect: 'ok' }, { query: { locale: 'fr-FR' }, headers: staffHeaders(operator.token), expect: 'ok' }, { expect: 401 }],
  'POST /desk/saved-replies': () => [
    { body: { locale: 'de-DE', title: 'Lieferzeit', body: 'Guten Tag, …' }, headers: staffHeaders(operator.token), expect: 'ok' },
    { body: { locale: 'de-DE', title: '', body: 'x' }, headers: staffHeaders(operator.token), expect: { field: 'title' } },
  ],
  'POST /desk/saved-replies/:id': () => [
    { params: { id: 999999 }, body: { locale: 'de-DE', title: 'a', body: 'b' }, headers: staffHeaders(operator.token), expect: 404 },
  ],
  'POST /desk/saved-replies/:id/removal': () => [{ params: { id: 999999 }, headers: staffHeaders(operator.token), expect: 404 }],
  'GET /desk/orders/:number/work': async () => [
    { params: { number: await placedNumber() }, headers: staffHeaders(operator.token), expect: 'ok' },
    { params: { number: 'SP-000000-AAAAAA' }, headers: staffHeaders(operator.token), expect: 404 },
    { params: { number: 'x' }, headers: staffHeaders(operator.token), expect: { field: 'number' } },
  ],
  'POST /desk/orders/:number/answers': async () => [
    { params: { number: await placedNumber() }, body: { text: 'Guten Tag, Ihr Paket ist unterwegs.' }, headers: staffHeaders(operator.token), expect: 'ok' },
    { params: { number: await placedNumber() }, body: { text: '  ' }, headers: staffHeaders(operator.token), expect: { field: 'text' } },
    { params: { number: 'SP-000000-AAAAAA' }, body: { text: 'Hallo' }, headers: staffHeaders(operator.token), expect: 404 },
  ],
  'POST /desk/orders/:number/parts/:part/payment': async () => {
    const number = await placedNumber();
    const part = await db.kysely.selectFrom('order_shops').innerJoin('orders', 'orders.id', 'order_shops.order_id').select('order_shops.number').where('orders.number', '=', number).orderBy('order_shops.id').limit(1).executeTakeFirstOrThrow();
    return [
      { params: { number, part: part.number }, headers: staffHeaders(operator.token), expect: 'ok' },
      { params: { number, part: `${number}-9` }, headers: staffHeaders(operator.token), expect: 404 },
      { params: { number: 'x', part: part.number }, headers: staffHeaders(operator.token), expect: { field: 'number' } },
    ];
  },
  'POST /desk/mails/:id/resend': async () => {
    const mail = await db.kysely.selectFrom('mail_queue').select('id').orderBy('id').limit(1).executeTakeFirstOrThrow();
    await db.kysely.updateTable('mail_queue').set({ failed_at: new Date().toISOString(), last_error: 'EENVELOPE: refused' }).where('id', '=', mail.id).execute();
    return [
      { params: { id: mail.id }, headers: staffHeaders(operator.token), expect: 'ok' },
      { params: { id: 999999 }, headers: staffHeaders(operator.token), expect: 404 },
      { params: { id: 'x' }, headers: staffHeaders(operator.token), expect: { field: 'id' } },
    ];
  },
  'POST /desk/imports/:id/decision': () => [
    { params: { id: 999999 }, body: { decision: 'reject' }, headers: staffHeaders(operator.token), expect: 404 },
    { params: { id: 1 }, body: { decision: 'maybe' }, headers: staffHeaders(operator.token), expect: { field: 'decision' } },
  ],
  'GET /desk/shops': () => [{ headers: staffHeaders(operator.token), expect: 'ok' }],
  'POST /desk/shops': () => [
    { body: { name: 'Teile Test', slug: 'teile-test' }, headers: staffHeaders(operator.token), expect: 'ok' },
    { body: { name: 'Teile Test', slug: 'teile-test' }, headers: staffHeaders(operator.token), expect: 409 },
    { body: { name: 'Teile Test', slug: 'Teile Test!' }, headers: staffHeaders(operator.token), expect: { field: 'slug' } },
  ],
  'GET /desk/shops/:id': () => [{ params: { id: 1 }, headers: staffHeaders(operator.token), expect: 'ok' }, { params: { id: 'x' }, headers: staffHeaders(operator.token), expect: { field: 'id' } }],
  'POST /desk/shops/:id/token': async () => {
    const shop = await db.kysely.selectFrom('shops').select('id').where('slug', '=', 'teile-test').executeTakeFirstOrThrow();
    return [
      { params: { id: shop.id }, body: { action: 'issue' }, headers: staffHeaders(operator.token), expect: 'ok' },
      { params: { id: shop.id }, body: { action: 'revoke' }, headers: staffHeaders(operator.token), expect: 'ok' },
      { params: { id: shop.id }, body: { action: 'steal' }, headers: staffHeaders(operator.token), expect: { field: 'action' } },
    ];
  },
  'POST /desk/shops/:id/suspension': async () => {
    const shop = await db.kysely.selectFrom('shops').select('id').where('slug', '=', 'teile-test').executeTakeFirstOrThrow();
    return [
      { params: { id: shop.id }, body: { suspended: 'yes' }, headers: staffHeaders(operator.token), expect: 'ok' },
      { params: { id: shop.id }, body: { suspended: 'no' }, headers: staffHeaders(operator.token), expect: 'ok' },
      { params: { id: shop.id }, body: { suspended: 'maybe' }, headers: staffHeaders(operator.token), expect: { field: 'suspended' } },
    ];
  },
  'GET /desk/personal-data': () => [{ query: { email: 'contract-order@example.de' }, headers: staffHeaders(operator.token), expect: 'ok' }, { query: { email: 'nobody' }, headers: staffHeaders(operator.token), expect: { field: 'email' } }],
  'POST /desk/personal-data/erase': () => [{ body: { email: 'erika@example.de' }, headers: staffHeaders(operator.token), expect: 'ok' }, { body: { email: 'x' }, headers: staffHeaders(operator.token), expect: { field: 'email' } }],
  'GET /desk/shops/:id/commission': () => [{ params: { id: 1 }, headers: staffHeaders(operator.token), expect: 'ok' }, { params: { id: 'x' }, headers: staffHeaders(operator.token), expect: { field: 'id' } }, { params: { id: 1 }, expect: 401 }],
  'POST /desk/shops/:id/commission': () => [
    { params: { id: 1 }, body: { percent: '12,5', fixed: '0,35' }, headers: staffHeaders(operator.token), expect: 'ok' },
    { params: { id: 1 }, body: { percent: '120', fixed: '0' }, headers: staffHeaders(operator.token), expect: { field: 'percent' } },
    { params: { id: 1 }, body: { percent: '10', fixed: 'viel' }, headers: staffHeaders(operator.token), expect: { field: 'fixed' } },
    { params: { id: 1 }, body: { percent: 10 }, headers: staffHeaders(operator.token), expect: { field: 'percent' } },
  ],
  'GET /desk/refunds': () => [{ headers: staffHeaders(operator.token), expect: 'ok' }, { query: { state: 'failed' }, headers: staffHeaders(operator.token), expect: 'ok' }, { query: { state: 'lost' }, headers: staffHeaders(operator.token), expect: { field: 'state' } }, { expect: 401 }],
  'POST /desk/refunds/:id/retry': () => [{ params: { id: 999_999 }, headers: staffHeaders(operator.token), expect: 404 }, { params: { id: 'x' }, headers: staffHeaders(operator.token), expect: { field: 'id' } }, { params: { id: 1 }, expect: 401 }],
  'POST /desk/refunds/transfer-file': () => [{ headers: staffHeaders(operator.token), expect: 404 }, { expect: 401 }],
  'GET /desk/refunds/transfer-files/:id': () => [{ params: { id: 999_999 }, headers: staffHeaders(operator.token), expect: 404 }, { params: { id: 'x' }, headers: staffHeaders(operator.token), expect: { field: 'id' } }],
  'GET /desk/settlements': () => [{ headers: staffHeaders(operator.token), expect: 'ok' }, { query: { month: '2026-13' }, headers: staffHeaders(operator.token), expect: { field: 'month' } }, { expect: 401 }],
  'POST /desk/settlements/close': () => [
    { body: { month: '2020-01' }, headers: staffHeaders(operator.token), expect: 'ok' },
    { body: { month: 'Januar' }, headers: staffHeaders(operator.token), expect: { field: 'month' } },
    { body: { month: '2999-01' }, headers: staffHeaders(operator.token), expect: { field: 'month' } },
  ],
  'GET /desk/settlements/:id/document': () => [{ params: { id: 999_999 }, query: { format: 'pdf' }, headers: staffHeaders(operator.token), expect: 404 }, { params: { id: 1 }, query: { format: 'doc' }, headers: staffHeaders(operator.token), expect: { field: 'format' } }],
  'GET /desk/settlements/:id/commission-invoice': () => [{ params: { id: 999_999 }, query: { format: 'xml' }, headers: staffHeaders(operator.token), expect: 404 }, { params: { id: 1 }, query: { format: 'csv' }, headers: staffHeaders(operator.token), expect: { field: 'format' } }],
  'POST /desk/settlements/runs': () => [{ headers: staffHeaders(operator.token), expect: 'ok' }, { expect: 401 }],
  'GET /desk/settlements/runs/:id': () => [{ params: { id: 999_999 }, headers: staffHeaders(operator.token), expect: 404 }, { params: { id: 'x' }, headers: staffHeaders(operator.token), expect: { field: 'id' } }],
  'GET /desk/tax-reports': () => [{ headers: staffHeaders(operator.token), expect: 'ok' }, { query: { quarter: '2026-Q5' }, headers: staffHeaders(operator.token), expect: { field: 'quarter' } }, { expect: 401 }],
  'GET /desk/tax-reports/file': () => [
    { query: { kind: 'dac7-csv', year: '2026' }, headers: staffHeaders(operator.token), expect: 'ok' },
    { query: { kind: 'oss-csv', quarter: '2026-Q3', shop: '999999' }, headers: staffHeaders(operator.token), expect: 404 },
    { query: { kind: 'pdf', year: '2026' }, headers: staffHeaders(operator.token), expect: { field: 'kind' } },
  ],
  'GET /desk/bank-statements': () => [{ headers: staffHeaders(operator.token), expect: 'ok' }, { expect: 401 }],
  'GET /desk/bank-statements/:id': () => [{ params: { id: 999_999 }, headers: staffHeaders(operator.token), expect: 404 }, { params: { id: 'x' }, headers: staffHeaders(operator.token), expect: { field: 'id' } }],
  'POST /desk/bank-statements/lines/:id/decision': () => [
    { params: { id: 999_999 }, body: { decision: 'returned' }, headers: staffHeaders(operator.token), expect: 404 },
    { params: { id: 1 }, body: { decision: 'keep' }, headers: staffHeaders(operator.token), expect: { field: 'decision' } },
  ],
  'POST /staff/sign-out': () => [{ headers: staffHeaders(operator.token), expect: 'ok' }, { expect: 'ok' }],
  'GET /portal/member': async () => [{ headers: await portalHeaders(), expect: 'ok' }, { expect: 401 }],
  'GET /portal/imports': async () => [{ headers: await portalHeaders(), expect: 'ok' }, { expect: 401 }],
  'GET /portal/imports/:importId': async () => [
    { params: { importId: await portalImport() }, query: { reason: 'unknown-number' }, headers: await portalHeaders(), expect: 'ok' },
    { params: { importId: 'x' }, headers: await portalHeaders(), expect: { field: 'importId' } },
    { params: { importId: 999_999 }, headers: await portalHeaders(), expect: 404 },
  ],
  'POST /portal/imports/:importId/decision': async () => [
    { params: { importId: await portalImport() }, body: { decision: 'maybe' }, headers: await portalHeaders(), expect: { field: 'decision' } },
    { params: { importId: await portalImport() }, body: { decision: 'confirm' }, headers: await portalHeaders(), expect: 409 },
  ],
  // Before the token calls: those rotate the key the portal headers carry.
  'GET /portal/orders': async () => [{ headers: await portalHeaders(), expect: 'ok' }],
  'GET /portal/orders/:number': async () => [{ params: { number: 'SP-000000-ZZZZZZ-1' }, headers: await portalHeaders(), expect: 404 }, { params: { number: 'nope' }, headers: await portalHeaders(), expect: { field: 'number' } }],
  'GET /portal/orders/:number/invoices/:invoice': async () => [
    { params: { number: 'SP-000000-ZZZZZZ-1', invoice: 'INV-000001' }, headers: await portalHeaders(), expect: 404 },
    { params: { number: 'SP-000000-ZZZZZZ-1', invoice: 'RE-1' }, headers: await portalHeaders(), expect: { field: 'invoice' } },
  ],
  'POST /portal/orders/:number/status': async () => [
    { params: { number: 'SP-000000-ZZZZZZ-1' }, body: { status: 'accepted' }, headers: await portalHeaders(), expect: 404 },
    { params: { number: 'SP-000000-ZZZZZZ-1' }, body: { status: 'shipped', carrier: 'DHL', trackingNumber: '' }, headers: await portalHeaders(), expect: { field: 'trackingNumber' } },
  ],
  'GET /portal/token': async () => [{ headers: await portalHeaders(), expect: 'ok' }],
  'GET /portal/shop-page': async () => [{ headers: await portalHeaders(), expect: 'ok' }],
  'POST /portal/shop-page/shipping': async () => [
    { body: { rows: [{ country: 'DE', costCents: 490, freeFromCents: null, deliveryDaysMin: 1, deliveryDaysMax: 3 }] }, headers: await ownerHeaders(), expect: 'ok' },
    { body: { rows: [{ country: 'Germany', costCents: 490, freeFromCents: null, deliveryDaysMin: 1, deliveryDaysMax: 3 }] }, headers: await ownerHeaders(), expect: { field: 'rows.0.country' } },
  ],
  'POST /portal/shop-page/texts': async () => [
    { body: { terms: 'AGB', cancellationPolicy: 'Widerruf', paymentMethods: ['prepayment'] }, headers: await ownerHeaders(), expect: 'ok' },
    { body: { terms: 'AGB', cancellationPolicy: 'Widerruf', paymentMethods: [] }, headers: await ownerHeaders(), expect: { field: 'paymentMethods' } },
  ],
  'POST /portal/shop-page/identity': async () => {
    const identity = { legalName: 'Teile Lenz GmbH', street: 'Hafenstraße 4', postcode: '20457', city: 'Hamburg', country: 'DE', phone: '040 1234567', email: 'info@teile-lenz.example', tradeRegister: 'Amtsgericht Hamburg', registerNumber: 'HRB 12345', vatId: 'DE136695976', isTrader: true };
    return [
      { body: identity, headers: await ownerHeaders(), expect: 'ok' },
      { body: { ...identity, postcode: '2045' }, headers: await ownerHeaders(), expect: { field: 'postcode' } },
    ];
  },
  'POST /portal/shop-page/tax': async () => [
    { body: { scheme: 'oss', vatId: 'DE136695976' }, headers: await portalHeaders(), expect: 403 },
    { body: { scheme: 'oss', vatId: 'DE136695976' }, headers: await ownerHeaders(), expect: 'ok' },
    { body: { scheme: 'oss', vatId: 'DE136695977' }, headers: await ownerHeaders(), expect: { field: 'vatId' } },
  ],
  'POST /portal/shop-page/dispatch': async () => [
    { body: { cutoff: '15:30', returnAddress: '' }, headers: await portalHeaders(), expect: 403 },
    { body: { cutoff: '15:30', returnAddress: 'Retouren\nAm Hafen 1\n20457 Hamburg' }, headers: await ownerHeaders(), expect: 'ok' },
    { body: { cutoff: '25:00', returnAddress: '' }, headers: await ownerHeaders(), expect: { field: 'cutoff' } },
  ],
  // Last of the portal's: a rotated key ends the sign-in made with the old one.
  'POST /portal/sign-in': async () => [{ headers: await portalHeaders(), expect: 'ok' }, { expect: 401 }],
  'GET /portal/feed-source': async () => [{ headers: await ownerHeaders(), expect: 'ok' }, { expect: 401 }],
  'POST /portal/feed-source': async () => [
    { body: { action: 'save', url: 'ftp://feeds.example.de/a.csv', frequency: 'hours', everyHours: '6', dailyHour: '3' }, headers: await ownerHeaders(), expect: { field: 'url' } },
    { body: { action: 'save', url: 'https://feeds.example.de/a.csv', frequency: 'hours', everyHours: '0', dailyHour: '3' }, headers: await ownerHeaders(), expect: { field: 'everyHours' } },
    { body: { action: 'save', url: 'https://feeds.example.de/a.csv', frequency: 'daily', everyHours: '6', dailyHour: '3' }, headers: await ownerHeaders(), expect: 'ok' },
    { body: { action: 'clear' }, headers: await ownerHeaders(), expect: 'ok' },
  ],
  'GET /portal/log': async () => [{ headers: await ownerHeaders(), expect: 'ok' }, { expect: 401 }],
  'GET /portal/settlements': async () => [{ headers: await ownerHeaders(), expect: 'ok' }, { headers: await portalHeaders(), expect: 403 }, { expect: 401 }],
  'GET /portal/balance': async () => [{ headers: await ownerHeaders(), expect: 'ok' }, { headers: await portalHeaders(), expect: 403 }, { expect: 401 }],
  'GET /portal/settlements/:id/document': async () => [{ params: { id: 999_999 }, query: { format: 'csv' }, headers: await ownerHeaders(), expect: 404 }, { params: { id: 1 }, query: { format: 'xls' }, headers: await ownerHeaders(), expect: { field: 'format' } }],
  'GET /portal/settlements/:id/commission-invoice': async () => [{ params: { id: 999_999 }, query: { format: 'pdf' }, headers: await ownerHeaders(), expect: 404 }, { params: { id: 1 }, query: { format: 'csv' }, headers: await ownerHeaders(), expect: { field: 'format' } }],
  'POST /portal/feed-source/fetch': async () => [{ headers: await ownerHeaders(), expect: 'ok' }, { expect: 401 }],
  'GET /portal/feed-mapping/:token': async () => [{ params: { token: 'f'.repeat(24) }, headers: await ownerHeaders(), expect: 404 }, { params: { token: 'nope' }, headers: await ownerHeaders(), expect: { field: 'token' } }, { params: { token: 'f'.repeat(24) }, expect: 401 }],
  'GET /portal/bank-account': async () => [{ headers: await ownerHeaders(), expect: 'ok' }, { headers: await portalHeaders(), expect: 403 }, { expect: 401 }],
  'POST /portal/bank-account': async () => {
    const owner = await createStaff(db.kysely, 'shop_owner', { shopId: 2 });
    const account = { holder: 'Teile Zwei GmbH', iban: 'DE02120300000000202051', bic: 'BYLADEM1001' };
    return [
      { body: { ...account, iban: 'DE03120300000000202051', code: currentCode(owner.secret) }, headers: staffHeaders(owner.token), expect: { field: 'iban' } },
      { body: { ...account, code: 7 }, headers: staffHeaders(owner.token), expect: { field: 'code' } },
      { body: { ...account, code: currentCode(owner.secret) }, headers: staffHeaders(owner.token), expect: 'ok' },
    ];
  },
  'GET /portal/home': async () => [{ headers: await ownerHeaders(), expect: 'ok' }, { headers: await portalHeaders(), expect: 'ok' }, { expect: 401 }],
  'GET /portal/order-search': async () => [
    { query: { q: 'Lefèvre', status: 'new', from: '2026-01-01', to: '2026-12-31', page: '1' }, headers: await portalHeaders(), expect: 'ok' },
    { query: { from: '1.1.2026' }, headers: await portalHeaders(), expect: { field: 'from' } },
    { query: { status: 'lost' }, headers: await portalHeaders(), expect: { field: 'status' } },
    { expect: 401 },
  ],
  'GET /portal/offers': async () => [
    { query: { q: '12,90', state: 'live', sort: '-price', page: '2' }, headers: await portalHeaders(), expect: 'ok' },
    { query: { sort: 'colour' }, headers: await portalHeaders(), expect: { field: 'sort' } },
    { expect: 401 },
  ],
  'POST /portal/offers/:offerId': async () => {
    const own = (await db.kysely.selectFrom('offers').select('id').where('shop_id', '=', 1).orderBy('id').limit(1).executeTakeFirstOrThrow()).id;
    const other = (await db.kysely.selectFrom('offers').select('id').where('shop_id', '<>', 1).orderBy('id').limit(1).executeTakeFirstOrThrow()).id;
    return [
      { params: { offerId: own }, body: { price: '1.234', stock: '3', delivery: '2' }, headers: await portalHeaders(), expect: { field: 'price' } },
      { params: { offerId: other }, body: { price: '12,90', stock: '3', delivery: '2' }, headers: await portalHeaders(), expect: 404 },
      { params: { offerId: own }, body: { price: '12,90', stock: '3', delivery: '2' }, expect: 401 },
    ];
  },
  'POST /portal/offer-pause': async () => [
    { body: { offers: [], action: 'pause' }, headers: await portalHeaders(), expect: { field: 'offers' } },
    { body: { offers: [999_999], action: 'resume' }, headers: await portalHeaders(), expect: 'ok' },
  ],
  'GET /portal/people': async () => [{ headers: await ownerHeaders(), expect: 'ok' }, { headers: await portalHeaders(), expect: 403 }, { expect: 401 }],
  'POST /portal/people': async () => {
    const owner = await createStaff(db.kysely, 'shop_owner', { shopId: 3 });
    const invitation = { name: 'Jana Teil', email: 'jana.teil@example.de', locale: 'de-DE', invitationPage: 'https://shop.example/desk/invitation/' };
    return [
      { body: { ...invitation, name: ' ', code: currentCode(owner.secret) }, headers: staffHeaders(owner.token), expect: { field: 'name' } },
      { body: { ...invitation, invitationPage: 'nowhere', code: currentCode(owner.secret) }, headers: staffHeaders(owner.token), expect: { field: 'invitationPage' } },
      { body: { ...invitation, code: 'abc' }, headers: staffHeaders(owner.token), expect: { field: 'code' } },
      { body: { ...invitation, code: currentCode(owner.secret) }, headers: staffHeaders(owner.token), expect: 'ok' },
      { body: { ...invitation, code: currentCode(owner.secret) }, headers: await portalHeaders(), expect: 403 },
    ];
  },
  'POST /portal/people/:staffId/removal': async () => {
    const owner = await createStaff(db.kysely, 'shop_owner', { shopId: 3 });
    const staff = await createStaff(db.kysely, 'shop_staff', { shopId: 3 });
    return [
      { params: { staffId: 'x' }, body: { code: '1' }, headers: staffHeaders(owner.token), expect: { field: 'staffId' } },
      { params: { staffId: staff.id }, body: { code: 'abc' }, headers: staffHeaders(owner.token), expect: { field: 'code' } },
      { params: { staffId: staff.id }, body: { code: currentCode(owner.secret) }, headers: staffHeaders(owner.token), expect: 'ok' },
      { params: { staffId: staff.id }, body: { code: currentCode(owner.secret) }, headers: staffHeaders(owner.token), expect: 404 },
    ];
  },
  'GET /desk/people': async () => [{ headers: staffHeaders((await createStaff(db.kysely, 'operator')).token), expect: 'ok' }, { headers: await ownerHeaders(), expect: 403 }, { expect: 401 }],
  'POST /desk/people': async () => {
    const inviter = await createStaff(db.kysely, 'operator');
    const invitation = { name: 'Sam Support', email: 'sam.support@spareo.example', locale: 'fr-FR', invitationPage: 'https://shop.example/desk/invitation/' };
    return [
      { body: { ...invitation, role: 'shop_owner', code: currentCode(inviter.secret) }, headers: staffHeaders(inviter.token), expect: { field: 'role' } },
      { body: { ...invitation, role: 'support', locale: 'en-GB', code: currentCode(inviter.secret) }, headers: staffHeaders(inviter.token), expect: { field: 'locale' } },
      { body: { ...invitation, role: 'support', code: currentCode(inviter.secret) }, headers: staffHeaders(inviter.token), expect: 'ok' },
    ];
  },
  'POST /desk/people/:staffId/removal': async () => {
    const remover = await createStaff(db.kysely, 'operator');
    const support = await createStaff(db.kysely, 'support');
    return [
      { params: { staffId: remover.id }, body: { code: currentCode(remover.secret) }, headers: staffHeaders(remover.token), expect: 404 },
      { params: { staffId: support.id }, body: { code: currentCode(remover.secret) }, headers: staffHeaders(remover.token), expect: 'ok' },
    ];
  },
  'POST /portal/sign-out': async () => [{ headers: await portalHeaders(), expect: 'ok' }],
  'POST /portal/token': async () => [{ body: { action: 'issue' }, headers: await portalHeaders(), expect: 403 }, { body: { action: 'never' }, headers: await ownerHeaders(), expect: { field: 'action' } }, { body: { action: 'issue' }, headers: await ownerHeaders(), expect: 'ok' }],
};

/** The portal's sign-in with shop 1's API key (issued once), and an import of that shop. */
let portalKey: string | undefined;
async function portalHeaders(): Promise<Record<string, string>> {
  portalKey ??= `1.${await issueShopToken(db.kysely, 1)}`;
  return { 'x-spareo-portal': portalKey };
}
/** Shop 1's owner, signed in with password and second factor: the owner's settings are never the key's. */
let ownerToken: string | undefined;
async function ownerHeaders(): Promise<Record<string, string>> {
  ownerToken ??= (await createStaff(db.kysely, 'shop_owner', { shopId: 1 })).token;
  return { 'x-spareo-staff': ownerToken };
}
let portalImportId: number | undefined;
async function portalImport(): Promise<number> {
  if (portalImportId === undefined) {
    const id = await startImport(db.kysely, 1, 'portal', 'contract.csv', 10);
    await db.kysely.updateTable('feed_imports').set({ status: 'applied' }).where('id', '=', id).execute();
    portalImportId = id;
  }
  return portalImportId;
}

test('every endpoint the marketplace serves is a call of the contract, and every call has attempts here', () => {
  const served = ENDPOINTS.map((endpoint) => `${endpoint.call.method} ${endpoint.call.path}`).sort();
  expect(served).toEqual(Object.keys(CALLS).sort());
  expect(Object.keys(ATTEMPTS).sort()).toEqual(Object.keys(CALLS).sort());
});

// In table order: the cart calls build on each other (add, change, remove), the account calls too.
for (const name of Object.keys(ATTEMPTS) as CallName[]) {
  test(`${name}: answers fit the contract; bad input answers 400 naming the field`, async () => {
    for (const attempt of await ATTEMPTS[name]()) {
      const answer = await send(name, attempt, attempt.headers);
      const context = `${name} ${JSON.stringify({ ...attempt, expect: undefined })} -> ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`;
      if (attempt.expect === 'ok') {
        expect([context, answer.status >= 200 && answer.status < 300]).toEqual([context, true]);
        const parsed = CALLS[name].answer.safeParse(answer.body);
        expect([context, parsed.success ? 'fits' : parsed.error.issues[0]]).toEqual([context, 'fits']);
      } else if (typeof attempt.expect === 'number') {
        expect([context, answer.status]).toEqual([context, attempt.expect]);
      } else {
        expect([context, answer.status, (answer.body as { field?: string }).field]).toEqual([context, 400, attempt.expect.field]);
      }
    }
  });
}

test('each fallback fits its own answer schema', () => {
  for (const [name, call] of Object.entries(CALLS)) expect([name, call.answer.safeParse(call.fallback()).success]).toEqual([name, true]);
});
