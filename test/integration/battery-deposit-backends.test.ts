/**
 * The statutory battery deposit follows the country of delivery, on both backends: a German shop's
 * battery delivered to France carries no deposit (its own price, the German 7,50 € taken out), a
 * Dutch shop's battery delivered to Germany carries Germany's 7,50 € on its own price. The offer
 * list, the cart, the quote, the placed order line, the invoice and the ledger all say the same;
 * a core deposit on an exchange part stays the shop's wherever it goes.
 */
import type { Database } from '../../server/marketplace/db/connection';
import { createMarketplace, type Marketplace } from '../../server/marketplace/index';
import { shopOrderStep } from '../../server/marketplace/flows/index';
import { reconcile } from '../../server/marketplace/ledger/index';
import { BACKENDS, closeBackends, freshDatabase } from './commerce-backends';
import { bookTransferReceived } from '../support/transfer-booked';

afterAll(closeBackends);

const ORDER_URL = 'http://127.0.0.1/Bestellungen/{number}?t={token}';

/** Shop 1 in Germany (delivers to DE and FR), shop 2 in the Netherlands (NL and DE); a battery each, and shop 1's alternator. */
async function writeCatalogue(db: Database): Promise<void> {
  const k = db.kysely;
  await k.insertInto('categories').values([{ id: 200, parent_id: null, top_parent_id: 200, level: 1, is_universal: 1 }, { id: 201, parent_id: null, top_parent_id: 201, level: 1, is_universal: 0 }]).execute();
  await k.insertInto('category_texts').values([
    { category_id: 200, lang_no: 1, title: 'Starterbatterie', seo_alias: 'Starterbatterie' },
    { category_id: 201, lang_no: 1, title: 'Lichtmaschine', seo_alias: 'Lichtmaschine' },
  ]).execute();
  await k.insertInto('brands').values({ id: 1, name: 'Varta', slug: 'varta', seo_name: 'Varta' }).execute();
  await k.insertInto('articles').values([
    { id: 2000, brand_id: 1, category_id: 200, article_number: '5604080543132', norm_number: '5604080543132' },
    { id: 2001, brand_id: 1, category_id: 201, article_number: 'LI 1234', norm_number: 'LI1234' },
  ]).execute();
  const trader = { street: 'Industriestraße 5', postcode: '50667', city: 'Köln', tax_scheme: 'oss', is_trader: 1, payment_methods: 'prepayment' };
  await k.insertInto('shops').values([
    { id: 1, name: 'Teilestadt', slug: 'teilestadt', rating: 4.8, country: 'DE', legal_name: 'Teilestadt GmbH', vat_id: 'DE136695976', ...trader },
    { id: 2, name: 'Onderdelenhuis', slug: 'onderdelenhuis', rating: 4.2, country: 'NL', legal_name: 'Onderdelenhuis B.V.', vat_id: 'NL123456782B01', ...trader, postcode: '1012 AB', city: 'Amsterdam', street: 'Damrak 1' },
  ]).execute();
  await k.insertInto('shop_texts').values([1, 2].map((id) => ({ shop_id: id, lang_no: 1, description: 'Teile', terms: 'AGB', cancellation_policy: 'Widerruf' }))).execute();
  const ship = (shop_id: number, country: string) => ({ shop_id, country, cost_cents: 500, free_from_cents: null, delivery_days_min: 1, delivery_days_max: 3 });
  await k.insertInto('shop_shipping').values([ship(1, 'DE'), ship(1, 'FR'), ship(2, 'NL'), ship(2, 'DE')]).execute();
  await k.insertInto('offers').values([
    // The German shop's price holds Germany's 7,50 €, as its feed states; the Dutch shop's none.
    { id: 600, article_id: 2000, shop_id: 1, price_cents: 12_990, refund_cents: 750, stock: 50 },
    { id: 601, article_id: 2000, shop_id: 2, price_cents: 9_990, refund_cents: 0, stock: 50 },
    { id: 602, article_id: 2001, shop_id: 1, price_cents: 24_990, refund_cents: 5_000, stock: 50 },
  ]).execute();
}

type QuoteLine = { offerId: number; price: number; lineTotal: number; refund: number };
type Quote = { fingerprint: string; totalCents: number; shops: { shop: { id: number }; totalCents: number; lines: QuoteLine[] }[] };
type Part = { number: string; shop: { id: number }; totalCents: number; lines: { unitPrice: number; lineTotal: number; refund: number }[]; invoices: { grossCents: number }[] };

describe.each(BACKENDS)('the battery deposit by the country of delivery on %s', (backend) => {
  let db: Database;
  let marketplace: Marketplace;

  beforeAll(async () => {
    db = (await freshDatabase(backend)).db;
    await writeCatalogue(db);
    marketplace = createMarketplace(db, undefined, (error) => { throw error; });
  }, 120_000);

  const call = (method: 'GET' | 'POST', route: string, headers: Record<string, string>, options: { query?: Record<string, string>; body?: unknown } = {}) =>
    marketplace.handle({ method, path: route, query: options.query ?? {}, body: options.body, headers });

  let keys = 0;
  /** The offer bought with delivery to the country: the offers, the cart and the quote as the shopper sees them, then the placed order's part. */
  async function buy(offerId: number, country: string, locale = 'de-DE') {
    const headers = { 'x-spareo-locale': locale, 'x-spareo-delivery-country': country };
    const offers = (await call('GET', '/Angebote', headers, { query: { sparePartId: offerId === 602 ? '2001' : '2000' } })).body as { offers: { offerId: number; priceCents: number; refundCents: number; depositKind?: string; totalCents: number }[] };
    const sid = ((await call('GET', '/session', headers)).body as { sid: string }).sid;
    const as = { ...headers, 'x-spareo-sid': sid, 'x-spareo-client-address': '192.0.2.8' };
    await call('POST', '/experiments/none/variation', as, { body: { variationId: 'x' } });
    await db.kysely.insertInto('cart_lines').values({ session_id: sid, offer_id: offerId, quantity: 1, added_at: new Date().toISOString() }).execute();
    const cart = (await call('GET', '/Warenkorb', as)).body as { cartArticles: { offerId: number; price: number; refund: number }[]; priceSum: number; refundSum: number };
    const quote = ((await call('GET', '/checkout', as)).body as { quote: Quote }).quote;
    keys += 1;
    const answer = await call('POST', '/orders', as, { body: {
      idempotencyKey: `battery-${backend}-${keys}-${Date.now()}`, fingerprint: quote.fingerprint, email: 'kunde@example.de',
      delivery: { name: 'Erika Mustermann', street: 'Rue de la Paix 1', zip: '75002', city: 'Paris' },
      shops: quote.shops.map((s) => ({ shopId: s.shop.id, payment: 'prepayment', acceptTerms: true })), orderUrl: ORDER_URL,
    } });
    expect({ status: answer.status, body: answer.status === 200 ? null : answer.body }).toEqual({ status: 200, body: null });
    const placed = answer.body as { number: string; token: string };
    const part = async () => ((await call('GET', `/orders/${placed.number}`, headers, { query: { token: placed.token } })).body as { shops: Part[] }).shops[0]!;
    const shipped = async () => {
      const { number, shop } = await part();
      const before = (await reconcile(db.kysely)).paidByShoppersCents;
      await bookTransferReceived(db.kysely, number);
      const paid = (await reconcile(db.kysely)).paidByShoppersCents - before;
      expect((await shopOrderStep(db.kysely, shop.id, number, { status: 'shipped', carrier: 'DHL', trackingNumber: '00340434161094042557' })).ok).toBe(true);
      return { paid, part: await part() };
    };
    return { offers: offers.offers, cart, quote, part, shipped };
  }

  test('a German shop\'s battery delivered to France carries no deposit: its own 122,40 €, charged, invoiced and paid so', async () => {
    const bought = await buy(600, 'FR');
    expect(bought.offers.find((o) => o.offerId === 600)).toMatchObject({ priceCents: 12_240, refundCents: 0, totalCents: 12_740 });
    expect(bought.offers.find((o) => o.offerId === 600)?.depositKind).toBeUndefined();
    expect(bought.cart.cartArticles[0]).toMatchObject({ offerId: 600, price: 12_240, refund: 0 });
    expect(bought.cart.refundSum).toBe(0);
    expect(bought.quote.shops[0]!.lines[0]).toMatchObject({ offerId: 600, price: 12_240, lineTotal: 12_240, refund: 0 });
    expect(bought.quote.totalCents).toBe(12_240 + 500);
    const { paid, part } = await bought.shipped();
    expect(part.lines[0]).toMatchObject({ unitPrice: 12_240, lineTotal: 12_240, refund: 0 });
    expect(part.totalCents).toBe(12_740);
    expect(part.invoices.map((invoice) => invoice.grossCents)).toEqual([12_740]);
    expect(paid).toBe(12_740);
  });

  test('the same battery delivered in Germany carries Germany\'s 7,50 € as its shop states it', async () => {
    const bought = await buy(600, 'DE');
    expect(bought.quote.shops[0]!.lines[0]).toMatchObject({ offerId: 600, price: 12_990, refund: 750 });
    expect(bought.cart.refundSum).toBe(750);
  });

  test('a Dutch shop\'s battery delivered to Germany carries Germany\'s 7,50 € on its own 99,90 €: quoted, ordered, invoiced and paid', async () => {
    const bought = await buy(601, 'DE');
    expect(bought.offers.find((o) => o.offerId === 601)).toMatchObject({ priceCents: 10_740, refundCents: 750, depositKind: 'battery' });
    expect(bought.cart.cartArticles[0]).toMatchObject({ offerId: 601, price: 10_740, refund: 750 });
    expect(bought.quote.shops[0]!.lines[0]).toMatchObject({ offerId: 601, price: 10_740, lineTotal: 10_740, refund: 750 });
    const { paid, part } = await bought.shipped();
    expect(part.lines[0]).toMatchObject({ unitPrice: 10_740, lineTotal: 10_740, refund: 750 });
    expect(part.invoices.map((invoice) => invoice.grossCents)).toEqual([11_240]);
    expect(paid).toBe(11_240);
  });

  test('an alternator\'s core deposit is its shop\'s own and goes with it into France', async () => {
    const bought = await buy(602, 'FR');
    // Named as the shop's Altteilpfand on the page, not as a battery law's deposit.
    expect(bought.offers.find((o) => o.offerId === 602)).toMatchObject({ refundCents: 5_000, depositKind: 'core' });
    expect(bought.quote.shops[0]!.lines[0]).toMatchObject({ offerId: 602, price: 24_990, refund: 5_000 });
  });
});
