/**
 * Every screen a shopper can see, as one list: each page type of an edition and the states that only
 * appear on use (suggestions open, vehicle panel open, the HSN/TSN chooser, consent settings open,
 * the navigation overlay open, the checkout with errors, the order confirmation). `npm run shots`
 * photographs them (scripts/shots.ts); the browser tests open the same states and check what a
 * person sees (test/e2e/visual-states.test.ts).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { shotAccounts, signInAsStaff, signInToDesk, type DeskShotData, type ShotAccount } from './desk';
import type { Page } from 'puppeteer-core';
import { untilAtRest } from './at-rest';
import type { Database } from '../../server/marketplace/db/connection';
import { EDITIONS, orderWords, type Locale } from '../../locales/editions';
import { importFeedBuffer } from '../../server/marketplace/feeds';
import { createMarketplace } from '../../server/marketplace/index';
import { recordPrepaymentReceived, setShopOrderStatus } from '../../server/marketplace/orders';
import { issueShopToken } from '../../server/marketplace/shops';

export const VIEWPORTS = [
  { name: 'phone', width: 360, height: 640 },
  { name: 'desktop', width: 1366, height: 768 },
] as const;

/** Facts of the seeded catalogue a state needs, read once from the shop's database. */
export interface ShotData {
  /** Per delivery country: one offer of each of three shops that ship there. */
  threeShops: Record<string, number[]>;
  /** An HSN/TSN pair with several models (the chooser opens). */
  hsnTsn: { hsn: string; tsn: string };
  /**
   * Per portal edition, a shop of that country: its sign-in (its API key), its owner's accounts (one
   * per sign-in: a code counts once), an import of a messy feed with a report, a shipped part's number.
   */
  portal?: Record<PortalEdition, { shopId: number; key: string; owners: ShotAccount[]; importId: number; shippedPart: string }>;
  /** The desk's accounts and order (scripts/shots/desk.ts). */
  desk?: DeskShotData;
}


/** A small messy feed for the portal's report: matching rows, unknown numbers, a bad price, a missing brand. */
async function messyImport(db: Database, shopId: number): Promise<number> {
  const articles = await db.kysely.selectFrom('articles as a').innerJoin('brands as b', 'b.id', 'a.brand_id').select(['b.name as brand', 'a.article_number as number']).orderBy('a.id').limit(40).execute();
  const rows = articles.map((a, i) => `P-${i};${a.brand};${a.number};${12 + i},90;4`);
  for (let i = 0; i < 8; i++) rows.push(`X-${i};${articles[0]!.brand};zz-nope ${i};9,99;1`);
  rows.push('X-PRICE;Bosch;0 986 479 R64;zwölf;2', 'X-BRAND;;0 986 479 R65;5,00;1');
  const done = await importFeedBuffer(db.kysely, Buffer.from(['sku;brand;mpn;price;stock', ...rows].join('\n')), { shopId, source: 'portal', fileName: 'lagerbestand.csv', limits: { maxRemovedShare: 1, maxErrorRate: 1 } });
  return done.id;
}

/** The portal is shot in two shops' languages: a German and a French shop (the key's holder reads the shop's language). */
export const PORTAL_EDITIONS = ['de-DE', 'fr-FR'] as const;
type PortalEdition = (typeof PORTAL_EDITIONS)[number];
const PORTAL_SHOPPERS: Record<PortalEdition, string[][]> = {
  'de-DE': [['Henrike Quellenberg', 'Lindwurmgasse 23', '80337', 'München'], ['Jörg Aßmann', 'Heidestraße 17', '51147', 'Köln'], ['Ana Núñez', 'Bergstraße 4', '10115', 'Berlin']],
  'fr-FR': [['Marie-Hélène Dubois-Lefèvre', '14 rue des Acacias', '69003', 'Lyon'], ['François Œuvray', '3 place du Marché', '33000', 'Bordeaux'], ['Ana Núñez', '8 avenue Jean Jaurès', '75019', 'Paris']],
};

/** Three shoppers' orders from the shop, placed through the checkout's calls: one left new, one accepted, one shipped (the inbox's groups); the shipped part's number. */
async function portalOrders(db: Database, shopId: number, locale: PortalEdition): Promise<string> {
  const marketplace = createMarketplace(db);
  const country = EDITIONS[locale].country;
  const offers = await db.kysely.selectFrom('offers').select('id').where('shop_id', '=', shopId).where('stock', '>=', 3).orderBy('id').limit(3).execute();
  if (offers.length < 3) throw new Error('shots: the portal\'s shop has too few offers in stock for its inbox');
  const shoppers = PORTAL_SHOPPERS[locale];
  let shipped = '';
  for (const [i, offer] of offers.entries()) {
    const call = (method: 'GET' | 'POST', path: string, headers: Record<string, string> = {}, body?: unknown, query: Record<string, string> = {}) =>
      marketplace.handle({ method, path, query, body, headers: { 'x-spareo-locale': locale, 'x-spareo-delivery-country': country, ...headers } });
    const sid = ((await call('GET', '/session')).body as { sid: string }).sid;
    const as = { 'x-spareo-sid': sid, 'x-spareo-client-address': `192.0.2.${10 + i}` };
    await call('POST', '/experiments/none/variation', as, { variationId: 'x' }); // stores the session the cart belongs to
    await db.kysely.insertInto('cart_lines').values({ session_id: sid, offer_id: offer.id, quantity: i + 1, added_at: new Date().toISOString() }).execute();
    const quote = ((await call('GET', '/checkout', as)).body as { quote: { fingerprint: string; shops: { shop: { id: number }; paymentMethods: string[] }[] } }).quote;
    const [name, street, zip, city] = shoppers[i]!;
    const placed = await call('POST', '/orders', as, {
      idempotencyKey: `shots-portal-order-${i}-${offer.id}`, fingerprint: quote.fingerprint, email: `kunde${i}@example.de`, delivery: { name, street, zip, city },
      shops: quote.shops.map((s) => ({ shopId: s.shop.id, payment: s.paymentMethods[0], acceptTerms: true })), orderUrl: 'http://localhost/Bestellung/{number}?t={token}',
    });
    if (placed.status !== 200) throw new Error(`shots: an order for the portal failed (${placed.status})`);
    const number = (placed.body as { number: string }).number;
    const part = `${number}-1`;
    if (i >= 1) await setShopOrderStatus(db.kysely, shopId, part, { status: 'accepted' });
    if (i === 2) {
      // Paid by prepayment: a part ships only once its transfer is booked received.
      await recordPrepaymentReceived(db.kysely, number, part, 'system');
      await setShopOrderStatus(db.kysely, shopId, part, { status: 'shipped', carrier: 'DHL', trackingNumber: '00340434161094042557' });
      shipped = part;
    }
  }
  return shipped;
}

/** Every part of the order: its prepayment booked received, accepted and shipped by its shop. */
export async function shipEveryPart(db: Database, orderNumber: string): Promise<void> {
  const parts = await db.kysely.selectFrom('order_shops as os').innerJoin('orders as o', 'o.id', 'os.order_id')
    .select(['os.number', 'os.shop_id as shopId']).where('o.number', '=', orderNumber).execute();
  if (parts.length === 0) throw new Error(`shots: no order ${orderNumber} to ship`);
  for (const part of parts) {
    await recordPrepaymentReceived(db.kysely, orderNumber, part.number, 'system');
    await setShopOrderStatus(db.kysely, part.shopId, part.number, { status: 'accepted' });
    await setShopOrderStatus(db.kysely, part.shopId, part.number, { status: 'shipped', carrier: 'DHL', trackingNumber: `00340434161${String(part.shopId).padStart(9, '0')}` });
  }
}

/** `portal: false`: without the portal's shops, imports and orders (for the states of the shop only). */
export async function readShotData(db: Database, { portal: withPortal = true } = {}): Promise<ShotData> {
  const k = db.kysely;
  const threeShops: Record<string, number[]> = {};
  for (const { country } of Object.values(EDITIONS)) {
    const rows = await k.selectFrom('offers as o').innerJoin('shops as s', 's.id', 'o.shop_id')
      .innerJoin('shop_shipping as sh', (join) => join.onRef('sh.shop_id', '=', 's.id').on('sh.country', '=', country))
      .select(['o.id as offerId'])
      .where('o.stock', '>=', 10)
      .where('o.id', '=', (eb) => eb.selectFrom('offers as o2').select((inner) => inner.fn.min('o2.id').as('id')).whereRef('o2.shop_id', '=', 's.id').where('o2.stock', '>=', 10))
      .orderBy('s.id').limit(3).execute();
    threeShops[country] = rows.map((row) => Number(row.offerId));
  }
  const several = await k.selectFrom('kba').select(['hsn', 'tsn']).groupBy(['hsn', 'tsn'])
    .having((eb) => eb.fn.count('model_id').distinct(), '>', 1).orderBy('hsn').orderBy('tsn').limit(1).executeTakeFirstOrThrow();
  const portal = {} as NonNullable<ShotData['portal']>;
  for (const locale of withPortal ? PORTAL_EDITIONS : []) {
    const shop = await k.selectFrom('shops').select('id').where('country', '=', EDITIONS[locale].country).orderBy('id').executeTakeFirstOrThrow();
    // One owner's sign-in per owner's screen (shop page, people) and viewport: a code counts once.
    const owners = await shotAccounts(db, { role: 'shop_owner', locale, shopId: shop.id, name: 'Inhaberin' }, VIEWPORTS.length * 2);
    portal[locale] = { shopId: shop.id, key: await issueShopToken(k, shop.id), owners, importId: await messyImport(db, shop.id), shippedPart: await portalOrders(db, shop.id, locale) };
  }
  return { threeShops, hsnTsn: { hsn: several.hsn, tsn: several.tsn }, ...(withPortal ? { portal } : {}) };
}

/** The paths of one edition's page types, found through the shop's own links. */
export type PageType = 'home' | 'model' | 'category' | 'search' | 'article' | 'brand' | 'shop' | 'info' | 'cartEmpty' | 'login' | 'notFound' | 'orderLookup';
export type EditionPaths = Partial<Record<PageType, string>>;

const get = async (url: string) => (await fetch(url)).text();
const first = (html: string, pattern: RegExp, what: string) => {
  const match = pattern.exec(html);
  if (!match) throw new Error(`no ${what} link found`);
  return match[1]!.replace(/&amp;/g, '&');
};
const alternate = (html: string, locale: Locale) => {
  const url = new URL(first(html, new RegExp(`hrefLang="${locale}" href="([^"]+)"`), `${locale} alternate`));
  return url.pathname + url.search;
};
const SEARCH_WORD: Record<Locale, string> = { 'de-DE': 'Bremsscheibe', 'de-AT': 'Bremsscheibe', 'es-ES': 'disco', 'fr-FR': 'disque', 'it-IT': 'disco', 'nl-NL': 'remschijf' };
/** A word that brings suggestions of every kind in the edition's language. */
export const SUGGEST_WORD: Record<Locale, string> = { 'de-DE': 'Brems', 'de-AT': 'Brems', 'es-ES': 'freno', 'fr-FR': 'frein', 'it-IT': 'filtro', 'nl-NL': 'rem' };

export async function editionPaths(origin: string, locales: readonly Locale[]): Promise<Record<Locale, EditionPaths>> {
  const home = await get(`${origin}/`);
  const manufacturer = first(home, /href="(\/Ersatzteile\/[^"]+\/1-\d+-)"/, 'manufacturer');
  const series = first(await get(`${origin}${manufacturer}`), /href="(\/Ersatzteile\/[^"]+\/2-\d+-)"/, 'series');
  const model = first(await get(`${origin}${series}`), /href="(\/Ersatzteile\/[^"]+\/3-\d+-)"/, 'model');
  const category = first(home, /href="(\/[^"]+\/Alle-Fahrzeuge\/--1523)"/, 'brake disc category');
  const info = first(home, /href="(\/Info\/[^"]+)"/, 'information page');
  const search = await get(`${origin}/Volltextsuche?q=Bremsscheibe`);
  const article = first(search, /href="(\/Teilenummernsuche\/[^"]*\?articleId=\d+)"/, 'article');
  const articleHtml = await get(`${origin}${article}`);
  const brand = first(articleHtml, /href="(\/[^"]+\/Alle-Fahrzeuge\/---\d+)"/, 'brand');
  const shop = first(articleHtml, /href="(\/Shop\/[^"/]+)"/, 'shop');
  const german: Partial<Record<PageType, string>> = { home: '/', model, category, article, brand, shop, info };
  const htmlOf: Partial<Record<PageType, string>> = {};
  for (const type of Object.keys(german) as PageType[]) htmlOf[type] = type === 'article' ? articleHtml : await get(`${origin}${german[type]}`);
  const articleQuery = article.slice(article.indexOf('?'));
  const result = {} as Record<Locale, EditionPaths>;
  for (const locale of locales) {
    const { prefix, words, accounts } = EDITIONS[locale];
    const paths: EditionPaths = {};
    for (const type of Object.keys(german) as PageType[]) {
      paths[type] = locale === 'de-DE' ? german[type] : type === 'article' ? `${alternate(htmlOf[type]!, locale).split('?')[0]}${articleQuery}` : alternate(htmlOf[type]!, locale);
    }
    paths.search = `${prefix}/${words.fulltextSearch}?q=${encodeURIComponent(SEARCH_WORD[locale])}`;
    paths.cartEmpty = `${prefix}/${words.cart}`;
    if (accounts) paths.login = `${prefix}/${words.login}`;
    paths.notFound = `${prefix}/gibt-es-nicht/gar/nicht`;
    paths.orderLookup = `${prefix}/${orderWords(words).orders}`;
    result[locale] = paths;
  }
  return result;
}

export interface ShotContext {
  origin: string;
  locale: Locale;
  paths: EditionPaths;
  data: ShotData;
  /** What is typed for the open suggestions, where the run names a word of its own for the edition. */
  suggestWord?: string;
  /** Has every shop of the order book its transfer received and ship its part, as shops do days later. */
  shipOrder?: (orderNumber: string) => Promise<void>;
}

export interface ShotState {
  name: string;
  /** Editions the state exists in (default: every edition). */
  editions?: readonly Locale[];
  /** The whole page (page types) or the screen as the shopper sees it (states on use). */
  fullPage: boolean;
  /** Brings the page into the state; answers the element the shopper tapped or focused, if any. */
  open(page: Page, context: ShotContext): Promise<string | null>;
  /**
   * For a state the shopper reaches from another (the checkout from the cart): that state's name, and
   * the steps that lead on from its page. `open` is the other state's `open` and then these steps.
   */
  after?: { state: string; next(page: Page, context: ShotContext): Promise<string | null> };
}

/** A state reached from `before`'s page by `next`: opened afresh, it first opens `before`. */
function leadingOn(before: ShotState, state: Omit<ShotState, 'open' | 'after'>, next: (page: Page, context: ShotContext) => Promise<string | null>): ShotState {
  return {
    ...state,
    after: { state: before.name, next },
    async open(page, context) {
      await before.open(page, context);
      return next(page, context);
    },
  };
}

const goto = (page: Page, url: string) => untilAtRest(page, async () => {
  const response = await page.goto(url, { waitUntil: 'load' });
  if (!response || response.status() >= 500) throw new Error(`${url}: ${response?.status()}`);
});
/** A step that leaves the page (a form sent, a link followed), and the page it leads to at rest. */
const leave = (page: Page, step: () => Promise<unknown>) => untilAtRest(page, () => Promise.all([page.waitForNavigation({ waitUntil: 'load' }), step()]));
const hydrated = (page: Page, name: string) => page.waitForSelector(`spareo-island[data-name="${name}"][data-hydrated]`, { timeout: 20_000 });

/** A page type at its path; the answer must be the page (or the 404 page for notFound). */
function pageType(type: PageType): ShotState {
  return {
    name: type,
    editions: type === 'login' ? Object.values(EDITIONS).filter((e) => e.accounts).map((e) => e.locale) : undefined,
    fullPage: true,
    async open(page, { origin, paths }) {
      const path = paths[type];
      if (!path) throw new Error(`no ${type} page`);
      await goto(page, `${origin}${path}`);
      return null;
    },
  };
}

/** The edition's cart with one article from each of three shops (the cart link replaces the cart). */
async function fillCart(page: Page, { origin, locale, data }: ShotContext): Promise<void> {
  const { prefix, words, country } = EDITIONS[locale];
  await page.setCookie({ name: 'spareo_delivery_country', value: country, url: origin });
  const query = data.threeShops[country]!.map((id) => `cartParam[${id}]=1`).concat('replace=true').join('&');
  await goto(page, `${origin}${prefix}/${words.cartGenerate}?${query}`);
}

const checkoutPath = (locale: Locale) => `${EDITIONS[locale].prefix}/${orderWords(EDITIONS[locale].words).checkout}`;
const ZIP: Record<Locale, string> = { 'de-DE': '80337', 'de-AT': '1010', 'es-ES': '28001', 'fr-FR': '75001', 'it-IT': '00184', 'nl-NL': '1012 AB' };
const CITY: Record<Locale, string> = { 'de-DE': 'München', 'de-AT': 'Wien', 'es-ES': 'Madrid', 'fr-FR': 'Paris', 'it-IT': 'Roma', 'nl-NL': 'Amsterdam' };

/** What the guest fills in on the checkout form (the postcode and city are the edition's). */
const ORDER_FORM = (locale: Locale): Record<string, string> => ({
  '#checkout-email': 'henrike.quellenberg@example.org', '#checkout-name': 'Henrike Quellenberg', '#checkout-street': 'Lindwurmgasse 23',
  '#checkout-zip': ZIP[locale], '#checkout-city': CITY[locale],
});

/**
 * On the checkout page: the guest fills in what the form does not hold yet (what it came back with
 * after an error must be what was typed), pays by prepayment, accepts the terms and places the
 * order; the page it ends on is the confirmation.
 */
export async function placeFromCheckout(page: Page, { locale }: Pick<ShotContext, 'locale'>): Promise<void> {
  for (const [field, value] of Object.entries(ORDER_FORM(locale))) {
    const typed = await page.$eval(field, (input) => (input as HTMLInputElement).value);
    if (typed === value) continue;
    if (typed !== '') throw new Error(`${field} came back as "${typed}", not "${value}"`);
    await page.type(field, value);
  }
  for (const radio of await page.$$('input[type=radio][value=prepayment]')) await radio.click();
  for (const accept of await page.$$('input[type=checkbox][name^=accept-]')) {
    if (!(await accept.evaluate((box) => box.checked))) await accept.click();
  }
  await leave(page, () => page.click('.checkout-place'));
  if (!(await page.$('.order-thanks'))) throw new Error(`no confirmation: ${await page.$eval('main', (m) => (m).innerText.slice(0, 300))}`);
}

/** A guest's order of three shops' articles, placed with prepayment: its confirmation page. */
async function placeOrder(page: Page, context: ShotContext): Promise<void> {
  await fillCart(page, context);
  await goto(page, `${context.origin}${checkoutPath(context.locale)}`);
  await placeFromCheckout(page, context);
}

/**
 * Withdrawal is offered once a part went out (before that, the shopper cancels it): the order is
 * placed, its shops ship, and the shopper comes back to the order page.
 */
async function openWithdrawalForm(page: Page, context: ShotContext): Promise<void> {
  if (!context.shipOrder) throw new Error('no shipOrder: the withdrawal states need the shops to ship');
  await placeOrder(page, context);
  // Each part is headed by its number, the order's number and the part's place ("…-1").
  const partNumber = await page.$eval('.order-part', (part) => part.getAttribute('aria-labelledby')!.replace(/^part-/, ''));
  const orderNumber = partNumber.replace(/-\d+$/, '');
  await context.shipOrder(orderNumber);
  await goto(page, page.url());
  await leave(page, () => page.click('.order-part .withdrawal-link'));
  if (!(await page.$('.withdrawal-form'))) throw new Error('no withdrawal form');
}

const CART: ShotState = {
  name: 'cart', fullPage: true,
  async open(page, context) {
    await fillCart(page, context);
    return null;
  },
};
const CHECKOUT = leadingOn(CART, { name: 'checkout', fullPage: true }, async (page, context) => {
  await goto(page, `${context.origin}${checkoutPath(context.locale)}`);
  return null;
});
// Posted without a name and street (the browser's own checks set aside): the form again with the error.
const CHECKOUT_ERRORS = leadingOn(CHECKOUT, { name: 'checkoutErrors', fullPage: true }, async (page, context) => {
  await page.type('#checkout-email', 'henrike.quellenberg@example.org');
  await page.type('#checkout-zip', ZIP[context.locale]);
  await leave(page, () => page.$eval('form.checkout-form', (form) => {
    (form).noValidate = true;
    (form).requestSubmit();
  }));
  return '.checkout-alert';
});

export const STATES: readonly ShotState[] = [
  ...(['home', 'model', 'category', 'search', 'article', 'brand', 'shop', 'info', 'cartEmpty', 'login', 'notFound', 'orderLookup'] as const).map(pageType),
  CART,
  CHECKOUT,
  CHECKOUT_ERRORS,
  {
    name: 'confirmation', fullPage: true,
    async open(page, context) {
      await placeOrder(page, context);
      return null;
    },
  },
  {
    // The withdrawal function of every page's footer: a guest names the order.
    name: 'withdrawalLookup', fullPage: true, editions: ['de-DE', 'fr-FR'],
    async open(page, { origin, locale }) {
      const { prefix, words } = EDITIONS[locale];
      await goto(page, `${origin}${prefix}/${orderWords(words).orders}/${orderWords(words).withdraw}`);
      return null;
    },
  },
  {
    // From the order page's function of one shop's part: the form and its confirm button.
    name: 'withdrawalForm', fullPage: true, editions: ['de-DE', 'fr-FR'],
    async open(page, context) {
      await openWithdrawalForm(page, context);
      return null;
    },
  },
  {
    // Confirmed: the order page says when it was received, that the mail may follow, and the steps.
    name: 'withdrawalReceived', fullPage: true, editions: ['de-DE', 'fr-FR'],
    async open(page, context) {
      await openWithdrawalForm(page, context);
      await leave(page, () => page.click('.withdrawal-confirm'));
      if (!(await page.$('.withdrawal-received'))) throw new Error(`no withdrawal: ${await page.$eval('main', (m) => (m).innerText.slice(0, 300))}`);
      return '.withdrawal-received';
    },
  },
  {
    name: 'suggestionsOpen', fullPage: false,
    async open(page, { origin, paths, locale, suggestWord }) {
      await goto(page, `${origin}${paths.home}`);
      const input = 'spareo-island[data-name="SearchBox"] input[name=q]';
      await untilAtRest(page, async () => {
        await page.type(input, suggestWord ?? SUGGEST_WORD[locale]);
        await page.waitForSelector('spareo-island[data-name="SearchBox"] [role=option]', { visible: true, timeout: 20_000 });
      });
      return input;
    },
  },
  {
    // The model page chooses its vehicle; the header's box opens the panel with it.
    name: 'vehiclePanelOpen', fullPage: false,
    async open(page, { origin, paths }) {
      await goto(page, `${origin}${paths.model}`);
      const root = 'spareo-island[data-name="VehiclePanel"]';
      await untilAtRest(page, async () => {
        await page.hover(`${root} .vehicle-box`);
        await hydrated(page, 'VehiclePanel');
        await page.click(`${root} .vehicle-box-toggle`);
        await page.waitForSelector(`${root} .vehicle-panel-body`, { visible: true });
      });
      return `${root} .vehicle-box-toggle`;
    },
  },
  {
    name: 'hsnTsnChooser', fullPage: false, editions: ['de-DE'],
    async open(page, { origin, data }) {
      await goto(page, `${origin}/`);
      const root = 'spareo-island[data-name="HsnTsn"]';
      await page.hover(`${root} input[name=hsn]`);
      await hydrated(page, 'HsnTsn');
      await page.click(`${root} input[name=hsn]`, { count: 3 });
      await page.keyboard.type(data.hsnTsn.hsn);
      await page.keyboard.type(data.hsnTsn.tsn);
      await page.waitForSelector('[role=dialog][aria-modal=true] .vehicle-choices a', { visible: true });
      return '[role=dialog] .vehicle-choices a';
    },
  },
  {
    name: 'consentOpen', fullPage: false,
    async open(page, { origin, paths }) {
      await goto(page, `${origin}${paths.home}`);
      const root = 'spareo-island[data-name="ConsentSettings"]';
      await page.$eval(`${root} details`, (details) => details.scrollIntoView());
      await hydrated(page, 'ConsentSettings');
      await page.click(`${root} summary`);
      await page.$eval(`${root} table`, (table) => table.scrollIntoView({ block: 'center' }));
      return `${root} button`;
    },
  },
  {
    name: 'navigationOpen', fullPage: false,
    async open(page, { origin, paths }) {
      await goto(page, `${origin}${paths.home}`);
      const root = 'spareo-island[data-name="NavigationOverlay"]';
      await untilAtRest(page, async () => {
        await page.focus(`${root} summary`);
        await hydrated(page, 'NavigationOverlay');
        await page.click(`${root} summary`);
        await page.waitForSelector(`${root} .nav-overlay .nav-toggle`, { visible: true });
        await page.click(`${root} .nav-top > li:first-child > .nav-toggle`);
      });
      return `${root} .nav-top > li:first-child > .nav-toggle`;
    },
  },
];

/** The portal's shop of the context's edition (readShotData with the portal). */
function portalShop({ data, locale }: Pick<ShotContext, 'data' | 'locale'>): NonNullable<ShotData['portal']>[PortalEdition] {
  if (!data.portal) throw new Error('no portal data: readShotData without the portal');
  return data.portal[locale as PortalEdition];
}

/** Signs in to the shops' portal with the shop's key (the portal speaks the shop's language, whatever the edition). */
async function portalSignIn(page: Page, context: ShotContext): Promise<void> {
  const { origin } = context;
  const shop = portalShop(context);
  await goto(page, `${origin}/portal/sign-in`);
  await page.type('input[name=shopId]', String(shop.shopId));
  await page.type('input[name=token]', shop.key);
  await leave(page, () => page.click('form[action="/portal/sign-in"] button'));
}

const ownersUsed: Partial<Record<string, number>> = {};

/** Signs in as the shop's owner (password and second factor): the shop page's forms are the owner's alone. */
async function portalOwnerSignIn(page: Page, context: ShotContext): Promise<void> {
  const index = ownersUsed[context.locale] ?? 0;
  ownersUsed[context.locale] = index + 1;
  const owner = portalShop(context).owners[index];
  if (!owner) throw new Error(`shots: no owner's account left for ${context.locale}`);
  await signInAsStaff(page, context.origin, owner);
}

/** The portal's screens: the start page, the feed report, the order inbox, the shop page settings and the owner's people. */
const PORTAL_STATES: ShotState[] = [
  {
    // Where every sign-in lands: what waits for the shop.
    name: 'portalStart', editions: [...PORTAL_EDITIONS], fullPage: true,
    async open(page, context) {
      await portalSignIn(page, context);
      return null;
    },
  },
  {
    name: 'portalFeedReport', editions: [...PORTAL_EDITIONS], fullPage: true,
    async open(page, context) {
      await portalSignIn(page, context);
      await goto(page, `${context.origin}/portal/feeds/${portalShop(context).importId}`);
      return null;
    },
  },
  {
    name: 'portalOrders', editions: [...PORTAL_EDITIONS], fullPage: true,
    async open(page, context) {
      await portalSignIn(page, context);
      await goto(page, `${context.origin}/portal/orders`);
      return null;
    },
  },
  {
    name: 'portalShopPage', editions: [...PORTAL_EDITIONS], fullPage: true,
    async open(page, context) {
      await portalOwnerSignIn(page, context);
      await goto(page, `${context.origin}/portal/shop-page`);
      return null;
    },
  },
  {
    name: 'portalPeople', editions: [...PORTAL_EDITIONS], fullPage: true,
    async open(page, context) {
      await portalOwnerSignIn(page, context);
      await goto(page, `${context.origin}/portal/people`);
      return null;
    },
  },
  {
    // The PDF as the shop prints it: fetched with the member's sign-in, rasterised by poppler's
    // pdftoppm (Chromium shows no PDF in a headless screenshot), shown at the viewport's width.
    name: 'portalDeliveryNote', editions: [...PORTAL_EDITIONS], fullPage: true,
    async open(page, context) {
      await portalSignIn(page, context);
      const url = `${context.origin}/portal/orders/${portalShop(context).shippedPart}/delivery-note.pdf`;
      const pdf = await page.evaluate(async (href) => {
        const answer = await fetch(href);
        if (!answer.ok) throw new Error(`delivery note: ${answer.status}`);
        return Array.from(new Uint8Array(await answer.arrayBuffer()));
      }, url);
      const png = rasterisePdf(Uint8Array.from(pdf));
      await page.setContent(`<!doctype html><html><body style="margin:0;background:#888"><img alt="" style="display:block;width:100%;height:auto" src="data:image/png;base64,${png.toString('base64')}"></body></html>`);
      await page.waitForFunction(() => document.images[0]?.complete);
      return null;
    },
  },
];

/** The first page of a PDF as a PNG (150 dpi), by poppler's pdftoppm. */
function rasterisePdf(pdf: Uint8Array): Buffer {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'spareo-shots-pdf-'));
  try {
    fs.writeFileSync(path.join(dir, 'note.pdf'), pdf);
    execFileSync('pdftoppm', ['-png', '-r', '150', '-singlefile', '-f', '1', path.join(dir, 'note.pdf'), path.join(dir, 'note')]);
    return fs.readFileSync(path.join(dir, 'note.png'));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** The desk's language is the account's; the sign-in page takes the browser's. */
const ACCEPT_LANGUAGE: Record<Locale, string> = { 'de-DE': 'de-DE', 'de-AT': 'de-AT', 'es-ES': 'es-ES', 'fr-FR': 'fr-FR', 'it-IT': 'it-IT', 'nl-NL': 'nl-NL' };

export const DESK_STATES: readonly ShotState[] = [
  {
    name: 'deskSignIn', fullPage: true,
    async open(page, { origin, locale }) {
      await page.setExtraHTTPHeaders({ 'accept-language': ACCEPT_LANGUAGE[locale] });
      await goto(page, `${origin}/desk/sign-in`);
      return null;
    },
  },
  {
    name: 'deskQueue', fullPage: true,
    async open(page, { origin, locale, data }) {
      if (!data.desk) throw new Error('no desk data');
      await signInToDesk(page, origin, locale, data.desk);
      await goto(page, `${origin}/desk/queue`);
      return null;
    },
  },
  {
    name: 'deskTimeline', fullPage: true,
    async open(page, { origin, locale, data }) {
      if (!data.desk) throw new Error('no desk data');
      await signInToDesk(page, origin, locale, data.desk);
      await goto(page, `${origin}/desk/orders/${data.desk.orderNumber}`);
      return null;
    },
  },
];

export function statesOf(locale: Locale, names?: readonly string[]): ShotState[] {
  return [...STATES, ...PORTAL_STATES, ...DESK_STATES].filter((state) => (!state.editions || state.editions.includes(locale)) && (!names || names.includes(state.name)));
}
