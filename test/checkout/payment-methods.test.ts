/**
 * The payment methods a page names are the ones the checkout offers, in every edition, with and
 * without Stripe configured: the footer of a page without a cart, the footer beside a cart and
 * the checkout's choices per shop, from one source. With Stripe each edition has its customary
 * methods (iDEAL in nl-NL, eps in de-AT, Bizum in es-ES, Satispay in it-IT; Bancontact for a
 * delivery to Belgium); without it none of them is named anywhere.
 * @backends sqlite: web tier, the payment methods a page names, from one source in every edition.
 */
import fs from 'node:fs';
import path from 'node:path';
import { EDITIONS, LOCALES, orderWords, type Locale } from '../../locales/editions';
import { stripeProvider } from '../../server/marketplace/payments/stripe';
import { projectRoot } from '../../server/shared/paths';
import { startStripeStandIn, type StripeStandIn } from '../support/stripe-stand-in';
import { addToCart, shopperAgent, type Agent } from './helpers';
import { startCheckoutShop, startMailbox, type CheckoutShop, type Mailbox } from './support';

jest.setTimeout(180_000);

let mailbox: Mailbox;
let shop: CheckoutShop;
let stripe: StripeStandIn;

beforeAll(async () => {
  mailbox = await startMailbox();
  shop = await startCheckoutShop({ smtpPort: mailbox.port });
  stripe = await startStripeStandIn('sk_test_methods');
});

afterAll(async () => {
  await shop.close();
  await mailbox.close();
  await stripe.close();
});

function withStripe(on: boolean): void {
  shop.dependencies.paymentProvider = on ? stripeProvider({ secretKey: 'sk_test_methods', apiBase: stripe.origin }) : null;
}

/** The edition's names of the methods, as the order pages print them. */
function methodNames(locale: Locale): Record<string, string> {
  const file = path.join(projectRoot, 'locales', 'resources', EDITIONS[locale].language, 'orders.json');
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { orders: { payment: Record<string, string> } }).orders.payment;
}

/** What the footer names under its payment heading (the list after the carriers'). */
function footerPayments(html: string): string[] {
  const footer = /<footer[\s\S]*?<\/footer>/.exec(html)![0];
  const lists = [...footer.matchAll(/<ul class="footer-chips[^"]*">([\s\S]*?)<\/ul>/g)];
  return [...(lists[1]?.[1] ?? '').matchAll(/<li[^>]*>([^<]*)<\/li>/g)].map((m) => m[1]!).sort();
}

/** [shop id, method] of every payment choice of the checkout. */
function partMethods(html: string): [string, string][] {
  return [...html.matchAll(/<input[^>]*name="payment-(\d+)"[^>]*value="([a-z]+)"/g)].map((m) => [m[1]!, m[2]!]);
}

/** Every method any shop's part of the checkout offers. */
function checkoutMethods(html: string): string[] {
  return [...new Set(partMethods(html).map(([, method]) => method))].sort();
}

/**
 * One orderable offer from a shop of each kind that delivers to the country (what it takes, and
 * whether it is at home there): a cart with all of them can be paid every way the edition takes.
 */
async function offersOfEveryKind(country: string): Promise<number[]> {
  const rows = await shop.db.kysely.selectFrom('offers as o').innerJoin('shops as s', 's.id', 'o.shop_id')
    .innerJoin('shop_shipping as sh', (join) => join.onRef('sh.shop_id', '=', 's.id').on('sh.country', '=', country))
    .select(['o.id as offerId', 's.payment_methods as methods', 's.country']).where('o.stock', '>=', 10).where('s.suspended_at', 'is', null)
    .orderBy('s.id').orderBy('o.id').execute();
  const byKind = new Map<string, number>();
  for (const row of rows) {
    const kind = `${row.methods}|${row.country === country}`;
    if (!byKind.has(kind)) byKind.set(kind, row.offerId);
  }
  return [...byKind.values()];
}

function paths(locale: Locale) {
  const { prefix, words } = EDITIONS[locale];
  return { home: prefix || '/', cart: `${prefix}/${words.cart}`, checkout: `${prefix}/${orderWords(words).checkout}` };
}

async function fullCart(locale: Locale, deliveryCountry?: string): Promise<Agent> {
  const agent = shopperAgent(shop.origin);
  if (deliveryCountry) agent.jar.setCookie(`spareo_delivery_country=${deliveryCountry}`, '127.0.0.1', '/');
  await addToCart(agent, shop.origin, paths(locale).cart, await offersOfEveryKind(deliveryCountry ?? EDITIONS[locale].country));
  return agent;
}

/** The methods Stripe Checkout brings in each edition (delivered to the edition's own country). */
const STRIPE_METHODS: Record<Locale, string[]> = {
  'de-DE': ['card', 'klarna', 'paypal'],
  'de-AT': ['card', 'eps', 'klarna', 'paypal'],
  'es-ES': ['bizum', 'card', 'klarna', 'paypal'],
  'fr-FR': ['card', 'klarna', 'paypal'],
  'it-IT': ['card', 'klarna', 'paypal', 'satispay'],
  'nl-NL': ['card', 'ideal', 'klarna', 'paypal'],
};
const PROVIDER = new Set(['card', 'paypal', 'klarna', 'ideal', 'eps', 'bancontact', 'bizum', 'satispay']);

const TABLE = LOCALES.flatMap((locale) => [false, true].map((stripeOn) => [locale, stripeOn] as const));

test.each(TABLE)('%s, Stripe configured: %s — the footer names exactly what the checkout offers', async (locale, stripeOn) => {
  withStripe(stripeOn);
  const names = methodNames(locale);
  const agent = await fullCart(locale);
  const checkout = await agent.get(paths(locale).checkout).expect(200);
  const offered = checkoutMethods(checkout.text);
  expect(offered).toContain('prepayment');
  expect(offered.filter((method) => PROVIDER.has(method))).toEqual(stripeOn ? STRIPE_METHODS[locale] : []);

  const offeredNames = offered.map((method) => names[method]!).sort();
  // Beside the cart, and on a page of a visitor without one (what the edition takes at all).
  expect(footerPayments(checkout.text)).toEqual(offeredNames);
  expect(footerPayments((await agent.get(paths(locale).home).expect(200)).text)).toEqual(offeredNames);
  expect(footerPayments((await shopperAgent(shop.origin).get(paths(locale).home).expect(200)).text)).toEqual(offeredNames);
});

test('delivered to Belgium: Bancontact with Stripe (and iDEAL in nl-NL), neither without', async () => {
  withStripe(true);
  const agent = await fullCart('nl-NL', 'BE');
  expect(checkoutMethods((await agent.get(paths('nl-NL').checkout).expect(200)).text)).toEqual(expect.arrayContaining(['bancontact', 'ideal', 'card', 'paypal', 'klarna']));
  const french = await fullCart('fr-FR', 'BE');
  const frenchOffered = checkoutMethods((await french.get(paths('fr-FR').checkout).expect(200)).text);
  expect(frenchOffered).toContain('bancontact');
  expect(frenchOffered).not.toContain('ideal');
  withStripe(false);
  expect(checkoutMethods((await agent.get(paths('nl-NL').checkout).expect(200)).text).filter((method) => PROVIDER.has(method))).toEqual([]);
});

test('cash on delivery only where the shop is at home: a shop abroad offers none to this country', async () => {
  withStripe(false);
  const abroad = await shop.db.kysely.selectFrom('offers as o').innerJoin('shops as s', 's.id', 'o.shop_id')
    .innerJoin('shop_shipping as sh', (join) => join.onRef('sh.shop_id', '=', 's.id').on('sh.country', '=', 'DE'))
    .select(['o.id as offerId', 's.id as shopId']).where('o.stock', '>=', 10).where('s.country', '!=', 'DE').where('s.payment_methods', 'like', '%cod%')
    .orderBy('o.id').limit(1).executeTakeFirstOrThrow();
  const agent = shopperAgent(shop.origin);
  await addToCart(agent, shop.origin, paths('de-DE').cart, [abroad.offerId]);
  const page = await agent.get(paths('de-DE').checkout).expect(200);
  const methods = partMethods(page.text).filter(([shopId]) => shopId === String(abroad.shopId)).map(([, method]) => method);
  expect(methods).toContain('prepayment');
  expect(methods).not.toContain('cod');
});

test('a shop\'s page names what its part of a checkout here can be paid with', async () => {
  withStripe(true);
  const row = await shop.db.kysely.selectFrom('shops as s').innerJoin('shop_shipping as sh', (join) => join.onRef('sh.shop_id', '=', 's.id').on('sh.country', '=', 'NL'))
    .select(['s.slug']).where('s.suspended_at', 'is', null).orderBy('s.id').limit(1).executeTakeFirstOrThrow();
  const page = await shopperAgent(shop.origin).get(`/nl-NL/winkelen/${row.slug}`).expect(200);
  const list = /<ul class="payment-methods">([\s\S]*?)<\/ul>/.exec(page.text)![1]!;
  const listed = [...list.matchAll(/<li data-method="([a-z]+)"/g)].map((m) => m[1]!);
  expect(listed).toEqual(expect.arrayContaining(['prepayment', 'card', 'ideal']));
  expect(listed).not.toContain('eps');
});
