/**
 * A business buyer at the checkout, over real HTTP with the plain form (no JavaScript involved):
 * the optional company and VAT ID fields in every edition's language; a VAT ID that cannot be one,
 * one with a wrong check digit, or one without the company comes back beside its field in the
 * edition's language with what was typed kept; a valid pair is stored with the order, which then
 * gets its invoices as Factur-X e-invoices.
 */
import fs from 'node:fs';
import path from 'node:path';
import { EDITIONS, LOCALES, orderWords, type Locale } from '../../locales/editions';
import { projectRoot } from '../../server/shared/paths';
import { addToCart, filledForm, orderNumberOf, shopperAgent } from './helpers';
import { offersFromShops, checkoutShopWithMailbox } from './support';

jest.setTimeout(120_000);

const started = checkoutShopWithMailbox();

function text(locale: Locale, key: string): string {
  let node: unknown = JSON.parse(fs.readFileSync(path.join(projectRoot, 'locales', 'resources', EDITIONS[locale].language, 'checkout.json'), 'utf8'));
  for (const part of key.split('.')) node = (node as Record<string, unknown>)[part];
  return node as string;
}

const escaped = (s: string) => s.replaceAll('&', '&amp;').replaceAll('\'', '&#x27;');
const cartPath = (locale: Locale) => `${EDITIONS[locale].prefix}/${EDITIONS[locale].words.cart}`;
const checkoutPath = (locale: Locale) => `${EDITIONS[locale].prefix}/${orderWords(EDITIONS[locale].words).checkout}`;

function errorBeside(html: string, name: string): string | null {
  const match = new RegExp(`<input[^>]*name="${name}"[^>]*>\\s*<p class="checkout-field-error" id="checkout-${name}-error">([^<]*)</p>`).exec(html);
  return match ? match[1]! : null;
}
const valueOf = (html: string, name: string) => new RegExp(`<input[^>]*name="${name}"[^>]*value="([^"]*)"`).exec(html)?.[1] ?? null;

async function checkoutOf(locale: Locale) {
  const [offer] = await offersFromShops(started.shop.db, EDITIONS[locale].country, 1);
  const agent = shopperAgent(started.shop.origin);
  await addToCart(agent, started.shop.origin, cartPath(locale), [offer!.offerId]);
  const page = await agent.get(checkoutPath(locale)).expect(200);
  return { agent, page: page.text };
}

describe.each(LOCALES)('%s', (locale) => {
  test('the business fields are there, optional, in the edition\'s language; bad input comes back beside its field, kept', async () => {
    const { agent, page } = await checkoutOf(locale);
    expect(page).toContain(escaped(text(locale, 'checkout.field.company')));
    expect(page).toContain(escaped(text(locale, 'checkout.field.vatId')));
    expect(page).toMatch(/<input[^>]*name="vatId"/);
    expect(page).not.toMatch(/<input[^>]*name="vatId"[^>]*required/);

    const post = (overrides: Record<string, string>) => agent.post(checkoutPath(locale)).set('origin', started.shop.origin).type('form').send(filledForm(page, overrides));
    const wrongDigit = await post({ company: 'Werkstatt Müller GmbH', vatId: 'DE 136 695 977' }).expect(400);
    expect(errorBeside(wrongDigit.text, 'vatId')).toBe(escaped(text(locale, 'checkout.fieldError.checkDigit')));
    expect(valueOf(wrongDigit.text, 'vatId')).toBe('DE 136 695 977');
    expect(valueOf(wrongDigit.text, 'company')).toBe('Werkstatt Müller GmbH');
    const noId = await post({ company: 'Werkstatt Müller GmbH', vatId: 'XX12' }).expect(400);
    expect(errorBeside(noId.text, 'vatId')).toBe(escaped(text(locale, 'checkout.fieldError.vatId')));
    const noCompany = await post({ vatId: 'DE136695976' }).expect(400);
    expect(errorBeside(noCompany.text, 'company')).toBe(escaped(text(locale, 'checkout.fieldError.companyNeeded')));
  });
});

test('a valid company and VAT ID are stored with the order; without them the order is a consumer\'s', async () => {
  const locale: Locale = 'de-DE';
  const { agent, page } = await checkoutOf(locale);
  const placed = await agent.post(checkoutPath(locale)).set('origin', started.shop.origin).type('form')
    .send(filledForm(page, { company: 'Werkstatt Müller GmbH', vatId: 'de 136 695 976' })).expect(303);
  const order = await started.shop.db.kysely.selectFrom('orders').select(['buyer_company', 'buyer_vat_id']).where('number', '=', orderNumberOf(placed.headers.location!)).executeTakeFirstOrThrow();
  expect(order).toEqual({ buyer_company: 'Werkstatt Müller GmbH', buyer_vat_id: 'DE136695976' });

  const plain = await checkoutOf(locale);
  const consumer = await plain.agent.post(checkoutPath(locale)).set('origin', started.shop.origin).type('form').send(filledForm(plain.page)).expect(303);
  const row = await started.shop.db.kysely.selectFrom('orders').select(['buyer_company', 'buyer_vat_id']).where('number', '=', orderNumberOf(consumer.headers.location!)).executeTakeFirstOrThrow();
  expect(row).toEqual({ buyer_company: null, buyer_vat_id: null });
});
