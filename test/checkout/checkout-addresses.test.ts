/**
 * Addresses per delivery country, over real HTTP with the plain forms: each edition delivers to its
 * own country until the shopper chooses another; postal codes and phone numbers are checked against
 * the country, control characters are refused in every address line, each reason shown beside its
 * field in the edition's language with what was typed kept. The marketplace's order call refuses
 * the same input itself (a 400 naming the field), so no other path lets it through.
 */
import fs from 'node:fs';
import path from 'node:path';
import { CLIENT_ADDRESS_HEADER } from '../../contract/headers';
import { EDITIONS, LOCALES, orderWords, type Locale } from '../../locales/editions';
import { createMarketplace } from '../../server/marketplace/index';
import { projectRoot } from '../../server/shared/paths';
import { regionName } from '../../views/intl';
import { addToCart, filledForm, orderNumberOf, shopperAgent } from './helpers';
import { countRows, offersFromShops, checkoutShopWithMailbox } from './support';

jest.setTimeout(120_000);

const started = checkoutShopWithMailbox();

/** One string of the edition's checkout or cart texts with its values put in. */
function text(locale: Locale, file: 'checkout' | 'cart', key: string, values: Record<string, string> = {}): string {
  const language = EDITIONS[locale].language;
  let node: unknown = JSON.parse(fs.readFileSync(path.join(projectRoot, 'locales', 'resources', language, `${file}.json`), 'utf8'));
  for (const part of key.split('.')) node = (node as Record<string, unknown>)[part];
  return Object.entries(values).reduce((s, [name, value]) => s.replaceAll(`{{${name}}}`, value), node as string);
}

const escaped = (s: string) => s.replaceAll('&', '&amp;').replaceAll('’', '’');
const prefixOf = (locale: Locale) => EDITIONS[locale].prefix;
const cartPath = (locale: Locale) => `${prefixOf(locale)}/${EDITIONS[locale].words.cart}`;
const checkoutPath = (locale: Locale) => `${prefixOf(locale)}/${orderWords(EDITIONS[locale].words).checkout}`;

/** The error paragraph right after the input named `name`, or null. */
function errorBeside(html: string, name: string): string | null {
  const match = new RegExp(`<input[^>]*name="${name}"[^>]*>\\s*<p class="checkout-field-error" id="checkout-${name}-error">([^<]*)</p>`).exec(html);
  return match ? match[1]! : null;
}

describe('the delivery country a shopper has not chosen is the edition\'s', () => {
  test.each(LOCALES)('%s: cart and checkout deliver to the edition\'s country', async (locale) => {
    const country = EDITIONS[locale].country;
    const [offer] = await offersFromShops(started.shop.db, country, 1);
    expect(offer).toBeDefined();
    const agent = shopperAgent(started.shop.origin);
    await addToCart(agent, started.shop.origin, cartPath(locale), [offer!.offerId]);
    const name = regionName(locale, country);
    const cart = await agent.get(cartPath(locale)).expect(200);
    expect(cart.text).toContain(escaped(text(locale, 'cart', 'cart.shippingTo', { country: name })));
    const checkout = await agent.get(checkoutPath(locale)).expect(200);
    expect(checkout.text).toContain(escaped(text(locale, 'checkout', 'checkout.delivery.country', { country: name })));
  });

  test('a guest order from fr-FR with a Paris address is stored for France with French VAT', async () => {
    const offers = await offersFromShops(started.shop.db, 'FR', 2);
    const agent = shopperAgent(started.shop.origin);
    await addToCart(agent, started.shop.origin, '/fr-FR/panier', offers.map((o) => o.offerId));
    const page = await agent.get('/fr-FR/commande').expect(200);
    const placed = await agent.post('/fr-FR/commande').set('origin', started.shop.origin).type('form')
      .send(filledForm(page.text, { name: 'Camille Arnaud', street: '12 rue de Rivoli', zip: '75004', city: 'Paris', phone: '06 12 34 56 78', email: 'camille.arnaud@example.org' }))
      .expect(303);
    const number = orderNumberOf(placed.headers.location!);
    const order = await started.shop.db.kysely.selectFrom('orders').select(['id', 'delivery_country', 'locale']).where('number', '=', number).executeTakeFirstOrThrow();
    expect(order).toMatchObject({ delivery_country: 'FR', locale: 'fr-FR' });
    const parts = await started.shop.db.kysely.selectFrom('order_shops').select('vat_rate_bp').where('order_id', '=', order.id).execute();
    expect(parts.length).toBe(offers.length);
    expect(parts.map((p) => Number(p.vat_rate_bp))).toEqual(offers.map(() => 2000));
  });
});

describe('postal codes, phone numbers and control characters', () => {
  async function checkoutWith(locale: Locale, country?: string) {
    const agent = shopperAgent(started.shop.origin);
    if (country) await agent.post(`${prefixOf(locale)}/${EDITIONS[locale].words.deliveryCountry}`).set('origin', started.shop.origin).type('form').send({ country, returnTo: '/' }).expect(303);
    const [offer] = await offersFromShops(started.shop.db, country ?? EDITIONS[locale].country, 1);
    await addToCart(agent, started.shop.origin, cartPath(locale), [offer!.offerId]);
    const page = await agent.get(checkoutPath(locale)).expect(200);
    return { agent, page: page.text };
  }

  test('a German PLZ of four digits comes back with the reason beside the field, in German, the values kept', async () => {
    const { agent, page } = await checkoutWith('de-DE');
    const before = await countRows(started.shop.db, 'orders');
    const rejected = await agent.post('/Kasse').set('origin', started.shop.origin).type('form').send(filledForm(page, { zip: '1234', street: 'Lindwurmgasse 23' })).expect(400);
    expect(errorBeside(rejected.text, 'zip')).toBe(escaped(text('de-DE', 'checkout', 'checkout.fieldError.postcode', { country: 'Deutschland' })));
    expect(/<input[^>]*name="zip"[^>]*>/.exec(rejected.text)?.[0]).toContain('aria-invalid="true"');
    expect(rejected.text).toContain('value="1234"');
    expect(rejected.text).toContain('Lindwurmgasse 23');
    expect(await countRows(started.shop.db, 'orders')).toBe(before);
  });

  test('a French code postal of four digits is refused in French; five digits are ordered', async () => {
    const { agent, page } = await checkoutWith('fr-FR');
    const form = { name: 'Camille Arnaud', street: '12 rue de Rivoli', zip: '7500', city: 'Paris', phone: '06 12 34 56 78' };
    const rejected = await agent.post('/fr-FR/commande').set('origin', started.shop.origin).type('form').send(filledForm(page, form)).expect(400);
    expect(errorBeside(rejected.text, 'zip')).toBe(escaped(text('fr-FR', 'checkout', 'checkout.fieldError.postcode', { country: 'France' })));
    expect(rejected.text).toContain('value="7500"');
    await agent.post('/fr-FR/commande').set('origin', started.shop.origin).type('form').send(filledForm(rejected.text, { ...form, zip: '75001' })).expect(303);
  });

  test('each delivery country the shop offers judges its own postal codes and phone numbers', async () => {
    // Austria: four digits are right, five are not; a Dutch code with letters is right in NL only.
    const austria = await checkoutWith('de-AT');
    await austria.agent.post('/de-AT/Kasse').set('origin', started.shop.origin).type('form').send(filledForm(austria.page, { zip: '80337', phone: '' })).expect(400);
    const dutch = await checkoutWith('nl-NL');
    const rejectedPhone = await dutch.agent.post('/nl-NL/afrekenen').set('origin', started.shop.origin).type('form')
      .send(filledForm(dutch.page, { zip: '1011 ab', city: 'Amsterdam', phone: '020 12' })).expect(400);
    expect(errorBeside(rejectedPhone.text, 'phone')).toBe(escaped(text('nl-NL', 'checkout', 'checkout.fieldError.phone', { country: 'Nederland' })));
    expect(errorBeside(rejectedPhone.text, 'zip')).toBeNull();
    await dutch.agent.post('/nl-NL/afrekenen').set('origin', started.shop.origin).type('form')
      .send(filledForm(rejectedPhone.text, { zip: '1011 ab', city: 'Amsterdam', phone: '020 123 4567' })).expect(303);
  });

  test('a NUL in the billing city is refused beside the field; nothing reaches the shops', async () => {
    const { agent, page } = await checkoutWith('de-DE');
    const before = await countRows(started.shop.db, 'orders');
    const rejected = await agent.post('/Kasse').set('origin', started.shop.origin).type('form')
      .send(filledForm(page, { billingDifferent: '1', billingName: 'Firma Quellenberg', billingStreet: 'Hauptstraße 1', billingZip: '10115', billingCity: 'Ber\u0000lin', billingCountry: 'DE' }))
      .expect(400);
    expect(errorBeside(rejected.text, 'billingCity')).toBe(text('de-DE', 'checkout', 'checkout.fieldError.control'));
    expect(rejected.text).toContain('Hauptstraße 1');
    for (const field of ['name', 'street', 'city']) {
      const again = await agent.post('/Kasse').set('origin', started.shop.origin).type('form').send(filledForm(page, { [field]: 'A\u001bB' })).expect(400);
      expect(errorBeside(again.text, field)).toBe(text('de-DE', 'checkout', 'checkout.fieldError.control'));
    }
    expect(await countRows(started.shop.db, 'orders')).toBe(before);
  });
});

describe('the marketplace\'s order call refuses the same input', () => {
  const ORDER_URL = 'http://127.0.0.1/Bestellungen/{number}?t={token}';

  async function orderCall(locale: Locale, country: string | undefined, change: (body: Record<string, unknown>) => void) {
    const marketplace = createMarketplace(started.shop.db);
    const headers = (sid?: string) => ({
      'x-spareo-locale': locale, ...(country ? { 'x-spareo-delivery-country': country } : {}), ...(sid ? { 'x-spareo-sid': sid } : {}), [CLIENT_ADDRESS_HEADER]: '192.0.2.7',
    });
    // The cart filled as a shopper fills it; the order call then made with that session.
    const [offer] = await offersFromShops(started.shop.db, country ?? EDITIONS[locale].country, 1);
    const added = await shopperAgent(started.shop.origin).post(cartPath(locale)).set('origin', started.shop.origin).type('form').send({ action: 'add', offerId: String(offer!.offerId), quantity: '1' }).expect(303);
    const sid = /spareo_sid=([^;]+)/.exec(String(added.headers['set-cookie']))![1]!;
    const checkout = (await marketplace.handle({ method: 'GET', path: '/checkout', query: {}, headers: headers(sid) })).body as { quote: { fingerprint: string; deliveryCountry: string; shops: { shop: { id: number } }[] } };
    const body: Record<string, unknown> = {
      idempotencyKey: `addresses-${sid.slice(0, 20)}`, fingerprint: checkout.quote.fingerprint, email: 'kunde@example.org', phone: '',
      delivery: { name: 'Erika Mustermann', street: 'Heidestraße 17', zip: '51147', city: 'Köln' },
      shops: checkout.quote.shops.map((s) => ({ shopId: s.shop.id, payment: 'prepayment', acceptTerms: true })), orderUrl: ORDER_URL,
    };
    change(body);
    const answer = await marketplace.handle({ method: 'POST', path: '/orders', query: {}, headers: headers(sid), body });
    return { answer, quote: checkout.quote };
  }

  test('a PLZ that is not German, a postal code that is not French, a phone number of nowhere: 400 naming the field', async () => {
    const before = await countRows(started.shop.db, 'orders');
    const german = await orderCall('de-DE', 'DE', (body) => { (body.delivery as Record<string, string>).zip = '1234'; });
    expect(german.answer.status).toBe(400);
    expect(german.answer.body).toMatchObject({ field: 'delivery.zip' });
    // Without a country header the fr-FR edition's call is for France.
    const french = await orderCall('fr-FR', undefined, (body) => { body.delivery = { name: 'Camille Arnaud', street: '12 rue de Rivoli', zip: '7500', city: 'Paris' }; });
    expect(french.quote.deliveryCountry).toBe('FR');
    expect(french.answer.status).toBe(400);
    expect(french.answer.body).toMatchObject({ field: 'delivery.zip' });
    const phone = await orderCall('de-DE', 'DE', (body) => { body.phone = '12345'; });
    expect(phone.answer.body).toMatchObject({ field: 'phone' });
    const billing = await orderCall('de-DE', 'DE', (body) => { body.billing = { name: 'Firma', street: 'Hauptstraße 1', zip: '1010', city: 'Wien', country: 'FR' }; });
    expect(billing.answer.body).toMatchObject({ field: 'billing.zip' });
    expect(await countRows(started.shop.db, 'orders')).toBe(before);
  });

  test.each([
    ['billing.city', (body: Record<string, unknown>) => { body.billing = { name: 'Firma', street: 'Hauptstraße 1', zip: '10115', city: 'Ber\u0000lin', country: 'DE' }; }],
    ['delivery.name', (body: Record<string, unknown>) => { (body.delivery as Record<string, string>).name = 'Erika\u0085 Mustermann'; }],
    ['delivery.street', (body: Record<string, unknown>) => { (body.delivery as Record<string, string>).street = 'Heide\u0007straße 17'; }],
    ['delivery.city', (body: Record<string, unknown>) => { (body.delivery as Record<string, string>).city = 'Köln\u0000'; }],
  ])('a control character in %s: 400 naming it', async (field, change) => {
    const { answer } = await orderCall('de-DE', 'DE', change);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ field, message: 'control characters are not allowed' });
  });
});
