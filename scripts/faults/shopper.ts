/**
 * A steady shopper's load through the load balancer, open loop (a request goes out on time whether
 * or not earlier ones were answered, as independent shoppers do): page views of the home page,
 * listings, articles and search, the files an article page shows, carts filled and looked at, and a
 * guest order every so often, filled in and posted as the checkout form posts it, each with the
 * idempotency key the form carries. Every request is recorded: when, what, how it was answered and,
 * for an order, what the shopper was told.
 */
import { randomUUID } from 'node:crypto';
import { EDITIONS } from '../../locales/editions';
import { categoryPath } from '../../contract/catalogue-path';
import { pathFor } from '../../server/web/routes/table';

export type RequestKind = 'home' | 'listing' | 'article' | 'search' | 'media' | 'add-to-cart' | 'cart' | 'checkout' | 'order';

/** What the shopper was told after posting the checkout form. */
export type Told = 'confirmation' | 'nothing-ordered' | 'refused' | 'unclear';

export interface SentRequest {
  /** When it was sent, ms since the load began. */
  at: number;
  /** How long until the answer (or the failure). */
  ms: number;
  kind: RequestKind;
  method: 'GET' | 'POST';
  /** The answer's status; 0 when there was none (refused, reset, timed out). */
  status: number;
  /** Why there was no answer. */
  failure?: string;
  /** Orders and parts put into a cart: the form's idempotency key. Orders: what the shopper saw in `told`. */
  key?: string;
  told?: Told;
  /** An order confirmed: its number, from the confirmation's address. */
  orderNumber?: string;
  /** A part put into the cart: the notice the cart page was sent to show ("added", "notAdded", ...). The checkout page: "empty" when it had no order form. */
  outcome?: string;
}

export interface Catalogue {
  /** Article pages (de-DE). */
  articles: string[];
  /** Category listings for all vehicles (de-DE). */
  listings: string[];
  /** Offers deliverable to Germany with stock to spare: what the orders buy. */
  offers: number[];
}

export interface LoadOptions {
  base: string;
  /** Requests per second in all, orders' requests included. */
  rate: number;
  /** A guest order is started this often. */
  orderEveryMs: number;
  /** A request without an answer for this long counts as failed. */
  timeoutMs: number;
  /** The load stops by itself after this many requests or this long, whatever happens. */
  maxRequests: number;
  maxMs: number;
}

const SEARCH_WORDS = ['Bremsscheibe', 'Ölfilter', 'Zündkerze', 'Stoßdämpfer', 'Wasserpumpe', 'Luftfilter', 'Kupplungssatz', 'Bosch'];
export const SHOPPER = { name: 'Henrike Quellenberg', street: 'Lindwurmgasse 23', zip: '80337', city: 'München', email: 'henrike.quellenberg@example.org', phone: '+49 171 5550123' };
/** A browser's header on a form it posts to its own site (the shop's CSRF check reads it). */
const BROWSER = { 'sec-fetch-site': 'same-origin', accept: 'text/html,application/xhtml+xml', 'accept-language': 'de-DE,de;q=0.9' };
const MEDIA = /\/media\/(?:photos|docs)\/[\w.-]+/g;

const W = EDITIONS['de-DE'].words;
export const PAGES = {
  home: '/',
  cart: pathFor('Cart___de-DE', {}),
  checkout: pathFor('Checkout___de-DE', {}),
  search: pathFor('FulltextSearch___de-DE', {}),
  article: (brandName: string, normNumber: string) => pathFor('Article___de-DE', { brandName, normNumber }),
  listing: (id: number, seoAlias: string, isUniversal: boolean) => categoryPath(W, { id, seoAlias, isUniversal }),
};

/** One shopper's cookies, as a browser keeps them. */
class Jar {
  private readonly cookies = new Map<string, string>([['spareo_delivery_country', 'DE']]);
  lines = 0;
  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
  keep(answer: Response): void {
    for (const cookie of answer.headers.getSetCookie()) {
      const match = /^([^=;\s]+)=([^;]*)/.exec(cookie);
      if (match) this.cookies.set(match[1]!, match[2]!);
    }
  }
}

/** The checkout form's fields as the page rendered them, filled in as a guest fills them. */
export function filledCheckoutForm(html: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const match of html.matchAll(/<input([^>]*)>/g)) {
    const attributes = match[1]!;
    const name = /name="([^"]+)"/.exec(attributes)?.[1];
    const value = /value="([^"]*)"/.exec(attributes)?.[1] ?? '';
    const type = /type="([^"]+)"/.exec(attributes)?.[1] ?? 'text';
    if (!name) continue;
    if ((type === 'radio' || type === 'checkbox') && !/checked/.test(attributes)) continue;
    fields[name] = value.replaceAll('&amp;', '&').replaceAll('&quot;', '"');
  }
  const form: Record<string, string> = { ...fields, ...SHOPPER };
  for (const shopId of (fields.shops ?? '').split(',').filter(Boolean)) {
    form[`accept-${shopId}`] = '1';
    form[`payment-${shopId}`] = 'prepayment';
  }
  return form;
}

/** What the checkout's answer told the shopper. */
export function toldBy(status: number, location: string | null, body: string): Told {
  if (status >= 300 && status < 400 && location && /\/SP-\d{6}-[2-9A-Z]{6}\?/.test(location)) return 'confirmation';
  // The shop's own answer when the order could not be taken (the same sentence in every edition's words).
  if (/es wurde nichts bestellt/.test(body)) return 'nothing-ordered';
  if ((status === 400 || status === 409) && /name="idempotencyKey"/.test(body)) return 'refused';
  return 'unclear';
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;

export interface RunningLoad {
  readonly sent: SentRequest[];
  /** ms since the load began. */
  now(): number;
  /** Stops sending, waits for what is in flight. */
  stop(): Promise<void>;
}

export function startLoad(catalogue: Catalogue, options: LoadOptions): RunningLoad {
  const base = new URL(options.base);
  // The load is for the tool's own shop on this machine, never for anything else.
  if (base.hostname !== '127.0.0.1') throw new Error(`the load only goes to 127.0.0.1, not ${base.hostname}`);
  const began = performance.now();
  const now = () => performance.now() - began;
  const sent: SentRequest[] = [];
  const inFlight = new Set<Promise<unknown>>();
  const browsers = Array.from({ length: 20 }, () => new Jar());
  const unseenMedia: string[] = [];
  const seenMedia = new Set<string>();
  let stopped = false;

  type Answer = { status: number; location: string | null; body: string } | null;
  const send = async (kind: RequestKind, jar: Jar, path: string, form?: Record<string, string>, record: SentRequest = { at: 0, ms: 0, kind, method: form ? 'POST' : 'GET', status: 0 }): Promise<Answer> => {
    record.at = Math.round(now());
    sent.push(record);
    try {
      const answer = await fetch(`${options.base}${path}`, {
        method: record.method,
        redirect: 'manual',
        headers: { ...BROWSER, cookie: jar.header(), ...(form ? { 'content-type': 'application/x-www-form-urlencoded', origin: options.base } : {}) },
        body: form ? new URLSearchParams(form).toString() : undefined,
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      jar.keep(answer);
      const body = await answer.text();
      record.status = answer.status;
      record.ms = Math.round(now() - record.at);
      return { status: answer.status, location: answer.headers.get('location'), body };
    } catch (error) {
      record.ms = Math.round(now() - record.at);
      const cause = (error as { cause?: { code?: string } }).cause?.code;
      record.failure = (error as Error).name === 'TimeoutError' ? 'timeout' : (cause ?? (error as Error).message);
      return null;
    }
  };
  const browse = async () => {
    const jar = pick(browsers);
    const r = Math.random();
    if (r < 0.12) await send('home', jar, PAGES.home);
    else if (r < 0.27) await send('listing', jar, pick(catalogue.listings));
    else if (r < 0.5) {
      const page = await send('article', jar, pick(catalogue.articles));
      // The photos and documents a browser would load next.
      for (const file of page?.body.match(MEDIA) ?? []) {
        if (!seenMedia.has(file)) {
          seenMedia.add(file);
          unseenMedia.push(file);
        }
      }
    } else if (r < 0.6) await send('search', jar, `${PAGES.search}?q=${encodeURIComponent(pick(SEARCH_WORDS))}`);
    else if (r < 0.75) {
      // Files not yet asked for first: a photo is drawn and kept on its first request.
      const file = unseenMedia.shift() ?? (seenMedia.size ? pick([...seenMedia]) : null);
      if (file) await send('media', jar, file);
      else await send('article', jar, pick(catalogue.articles));
    } else if (r < 0.87) {
      if (jar.lines >= 8) {
        browsers[browsers.indexOf(jar)] = new Jar();
        return;
      }
      if (await addToCart(jar)) jar.lines += 1;
    } else await send('cart', jar, PAGES.cart);
  };

  /** A part into the cart through the cart page's form: the redirect's notice says whether it went in. */
  const addToCart = async (jar: Jar) => {
    // The key the cart page's form carries: whether the part went in is then looked up by it.
    const record: SentRequest = { at: 0, ms: 0, kind: 'add-to-cart', method: 'POST', status: 0, key: randomUUID() };
    const answer = await send('add-to-cart', jar, PAGES.cart, { action: 'add', offerId: String(pick(catalogue.offers)), quantity: '1', idempotencyKey: record.key! }, record);
    if (answer?.location) record.outcome = new URL(answer.location, options.base).searchParams.get('notice') ?? 'none';
    return record.outcome === 'added';
  };

  /** A guest's order: one part into a new cart, the checkout page, the form posted once. */
  const order = async () => {
    const jar = new Jar();
    if (!(await addToCart(jar))) return;
    const checkout: SentRequest = { at: 0, ms: 0, kind: 'checkout', method: 'GET', status: 0 };
    const page = await send('checkout', jar, PAGES.checkout, undefined, checkout);
    if (!page || page.status !== 200) return;
    const form = filledCheckoutForm(page.body);
    if (!form.idempotencyKey) {
      // Told the part was added, the checkout has nothing to order.
      checkout.outcome = 'empty';
      return;
    }
    const record: SentRequest = { at: 0, ms: 0, kind: 'order', method: 'POST', status: 0, key: form.idempotencyKey };
    const answer = await send('order', jar, PAGES.checkout, form, record);
    record.told = answer ? toldBy(answer.status, answer.location, answer.body) : 'unclear';
    record.orderNumber = /\/(SP-\d{6}-[2-9A-Z]{6})\?/.exec(answer?.location ?? '')?.[1];
  };

  const launch = (work: () => Promise<void>) => {
    const running = work().catch(() => undefined);
    inFlight.add(running);
    void running.finally(() => inFlight.delete(running));
  };
  const browseEveryMs = 1000 / Math.max(1, options.rate - 3000 / options.orderEveryMs);
  // Ticks on a fixed clock: a slow answer delays nothing that follows.
  let nextBrowse = 0;
  let nextOrder = options.orderEveryMs / 2;
  const tick = setInterval(() => {
    const t = now();
    if (stopped || sent.length >= options.maxRequests || t >= options.maxMs) {
      stopped = true;
      return;
    }
    for (; nextBrowse <= t; nextBrowse += browseEveryMs) launch(browse);
    for (; nextOrder <= t; nextOrder += options.orderEveryMs) launch(order);
  }, 20);

  return {
    sent,
    now,
    async stop() {
      stopped = true;
      clearInterval(tick);
      while (inFlight.size) await Promise.all([...inFlight]);
    },
  };
}
