/**
 * What a person sees in the states that only appear on use, and on the pages that decide whether a
 * shopper pays (scripts/shots/states.ts, the gallery's own list): suggestions open, vehicle panel
 * open, the HSN/TSN chooser, the cart with three shops, the checkout (with errors), the order
 * confirmation and lookup, consent settings and the navigation overlay open. Each at 320 px and
 * 1366 px in Chromium: no axe violation, enough contrast in every layer that opens over the page
 * (axe cannot judge those), nothing scrolls sideways at
 * 320 px, and nothing fixed on the screen covers the element tapped or focused, nor any text,
 * image or control of the page at any scroll position.
 * Each state is a first visit, in a browser context of its own, except a state the shopper reaches
 * from the one checked just before (the checkout from the cart, its errors from the checkout, the
 * order's confirmation from the errors corrected): that one goes on from the page just checked, as
 * the shopper does, instead of opening that page again in a new context (the page it ends on is the
 * same). The two widths open a state side by side,
 * since most of a state's time is spent waiting for the network to rest.
 */
import type { BrowserContext, Page } from 'puppeteer-core';
import type { Locale } from '../../locales/editions';
import { editionPaths, placeFromCheckout, readShotData, statesOf, type EditionPaths, type ShotData } from '../../scripts/shots/states';
import { startCheckoutShop, startMailbox, type CheckoutShop, type Mailbox } from '../checkout/support';
import { launchBrowser, type TestBrowser } from './support/browser';
import { buildClient } from './support/build-client';
import { axeViolations, overlayContrast, sidewaysScroll } from './support/page-audit';

jest.setTimeout(300_000);

const ON_USE = ['suggestionsOpen', 'vehiclePanelOpen', 'hsnTsnChooser', 'cart', 'checkout', 'checkoutErrors', 'confirmation', 'orderLookup', 'consentOpen', 'navigationOpen'];
/** Every state in de-DE; in two more editions the ones whose texts differ most in length. */
const CASES: [Locale, string[]][] = [
  ['de-DE', ON_USE],
  ['fr-FR', ['suggestionsOpen', 'vehiclePanelOpen', 'checkout', 'checkoutErrors', 'confirmation', 'navigationOpen']],
  ['es-ES', ['suggestionsOpen', 'confirmation', 'consentOpen']],
];
const WIDTHS = [{ width: 320, height: 640 }, { width: 1366, height: 768 }];

let mailbox: Mailbox;
let shop: CheckoutShop;
let chromium: TestBrowser;
let paths: Record<Locale, EditionPaths>;
let data: ShotData;

beforeAll(async () => {
  // Chromium starts in processes of its own while the mailbox and the shop start.
  await Promise.all([
    launchBrowser().then((browser) => (chromium = browser)),
    (async () => {
      mailbox = await startMailbox();
      shop = await startCheckoutShop({ smtpPort: mailbox.port, client: buildClient() });
    })(),
  ]);
  paths = await editionPaths(shop.origin, CASES.map(([locale]) => locale));
  data = await readShotData(shop.db, { portal: false });
}, 120_000);

afterAll(async () => {
  await closeKept();
  await chromium?.close();
  await shop?.close();
  await mailbox?.close();
});

/**
 * Fixed boxes on the screen (dialogs and their backdrop aside, which cover the page on purpose) that
 * overlap the tapped element, or, scrolling the page a screen at a time, any text, image or control.
 */
async function fixedCovering(page: Page, target: string | null): Promise<string[]> {
  return page.evaluate(async (selector) => {
    const found = new Set<string>();
    const name = (el: Element) => `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? `.${el.className.trim().split(/\s+/).join('.')}` : ''}`;
    const fixed = () => [...document.querySelectorAll('body *')].filter((el) => {
      const style = getComputedStyle(el);
      if (style.position !== 'fixed' || style.display === 'none' || style.visibility === 'hidden' || style.pointerEvents === 'none') return false;
      if (el.closest('[aria-modal=true], .modal-backdrop')) return false;
      const box = el.getBoundingClientRect();
      return box.width > 0 && box.height > 0;
    });
    const overlap = (a: DOMRect, b: DOMRect) => a.left < b.right - 1 && a.right > b.left + 1 && a.top < b.bottom - 1 && a.bottom > b.top + 1;
    const tapped = selector ? document.querySelector(selector) : null;
    for (const box of fixed()) {
      if (tapped && !box.contains(tapped) && overlap(box.getBoundingClientRect(), tapped.getBoundingClientRect())) found.add(`${name(box)} covers the tapped ${name(tapped)}`);
    }
    if (document.querySelector('[aria-modal=true]')) return [...found];
    const content = [...document.querySelectorAll('main *, header *, footer *')].filter((el) =>
      el.matches('img, input, select, button, textarea, summary') || [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent!.trim() !== ''));
    // A bar along the top that the page keeps room for (scroll-padding-top: anchors and focus stop
    // below it) is the phone's sticky header: text scrolled beneath it scrolls back out; a tap on it is still checked above.
    const reserved = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
    const stickyHeader = (rect: DOMRect) => rect.top <= 0 && rect.bottom <= reserved && rect.width >= innerWidth - 1;
    const start = window.scrollY;
    for (let y = 0; y < document.documentElement.scrollHeight; y += Math.round(innerHeight * 0.75)) {
      window.scrollTo(0, y);
      await new Promise(requestAnimationFrame);
      for (const box of fixed()) {
        const rect = box.getBoundingClientRect();
        if (stickyHeader(rect)) continue;
        for (const el of content) {
          if (box.contains(el) || el.contains(box)) continue;
          const own = el.getBoundingClientRect();
          if (own.width > 0 && own.height > 0 && overlap(rect, own)) found.add(`${name(box)} covers ${name(el)} "${(el.textContent ?? '').trim().slice(0, 30)}"`);
        }
      }
    }
    window.scrollTo(0, start);
    return [...found];
  }, target);
}

type State = ReturnType<typeof statesOf>[number];

/** The states of an edition, the confirmation going on from the errors (corrected) where they are checked just before it. */
function statesOfCase(locale: Locale, names: string[]): State[] {
  const states = statesOf(locale, names);
  return states.map((state, i) => state.name === 'confirmation' && states[i - 1]?.name === 'checkoutErrors'
    ? { ...state, after: { state: 'checkoutErrors', next: (page: Page, context: { locale: Locale }) => placeFromCheckout(page, context).then(() => null) } }
    : state);
}

/** The pages of the state just checked (by width), kept when the next case leads on from it. */
let kept: { locale: Locale; state: string; pages: Map<number, { page: Page; context: BrowserContext }> } | undefined;
async function closeKept(): Promise<void> {
  const pages = kept ? [...kept.pages.values()] : [];
  kept = undefined;
  await Promise.all(pages.map(({ context }) => context.close()));
}

/** What is wrong with `state` opened at `size`; with `keep`, its page stays open for the next case. */
async function problemsOf(size: (typeof WIDTHS)[number], locale: Locale, state: State, keep: boolean): Promise<string[]> {
  const context_ = { origin: shop.origin, locale, paths: paths[locale], data };
  const before = kept && kept.locale === locale && kept.state === state.after?.state ? kept.pages.get(size.width) : undefined;
  const { page, context } = before ?? await (async () => {
    const fresh = await chromium.browser.createBrowserContext();
    return { context: fresh, page: await fresh.newPage() };
  })();
  const problems: string[] = [];
  let keeping = false;
  try {
    await page.setViewport(size);
    const target = before ? await state.after!.next(page, context_) : await state.open(page, context_);
    problems.push(...(await axeViolations(page)), ...(await overlayContrast(page)));
    if (size.width === 320) {
      const wide = await sidewaysScroll(page);
      if (wide) problems.push(`scrolls sideways: ${wide}`);
    }
    problems.push(...(await fixedCovering(page, target)));
    keeping = keep;
  } finally {
    // A kept page this case went on from is closed by the case (below), once both widths are done.
    if (keeping) next.set(size.width, { page, context });
    else if (!before) await context.close();
  }
  return problems;
}
/** The pages kept by the case running now, for the case after it. */
let next = new Map<number, { page: Page; context: BrowserContext }>();

const cases = CASES.flatMap(([locale, names]) => statesOfCase(locale, names).map((state) => [locale, state.name, state] as const));
const widths = WIDTHS.map((size) => size.width);

test.each(cases)(`%s %s at ${widths.join(' and ')} px: no axe violation, no sideways scroll, nothing fixed covers content`, async (locale, name, state) => {
  const following = cases[cases.findIndex(([l, n]) => l === locale && n === name) + 1];
  const keep = following !== undefined && following[0] === locale && following[2].after?.state === name;
  next = new Map();
  // Both widths run to their end before anything is reported, so neither is still busy in the next state.
  const settled = await Promise.allSettled(WIDTHS.map((size) => problemsOf(size, locale, state, keep)));
  // Kept for the next case: this case's pages at both widths, or none; every other page is done with.
  const keeping = next.size === WIDTHS.length ? new Set([...next.values()].map(({ context }) => context)) : new Set<BrowserContext>();
  const open = new Set([...(kept?.pages.values() ?? []), ...next.values()].map(({ context }) => context));
  kept = keeping.size > 0 ? { locale, state: name, pages: next } : undefined;
  await Promise.all([...open].filter((context) => !keeping.has(context)).map((context) => context.close()));
  const failed = settled.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
  const problems = Object.fromEntries(settled.map((result, i) => [widths[i], result.status === 'fulfilled' ? result.value : []]));
  expect(problems).toEqual(Object.fromEntries(widths.map((width) => [width, []])));
});
