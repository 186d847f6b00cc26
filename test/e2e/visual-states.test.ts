/**
 * What a person sees in the states that only appear on use, and on the pages that decide whether a
 * shopper pays (scripts/shots/states.ts, the gallery's own list): suggestions open, vehicle panel
 * open, the HSN/TSN chooser, the cart with three shops, the checkout (with errors), the order
 * confirmation and lookup, consent settings and the navigation overlay open. Each at 320 px and
 * 1366 px in Chromium: no axe violation, enough contrast in every layer that opens over the page
 * (axe cannot judge those), nothing scrolls sideways at
 * 320 px, and nothing fixed on the screen covers the element tapped or focused, nor any text,
 * image or control of the page at any scroll position.
 * Each state is a first visit, in a browser context of its own; the two widths open it side by
 * side, since most of a state's time is spent waiting for the network to rest.
 */
import type { Page } from 'puppeteer-core';
import type { Locale } from '../../locales/editions';
import { editionPaths, readShotData, statesOf, type EditionPaths, type ShotData } from '../../scripts/shots/states';
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

/** What is wrong with `state` opened at `size`. */
async function problemsOf(size: (typeof WIDTHS)[number], locale: Locale, state: ReturnType<typeof statesOf>[number]): Promise<string[]> {
  const context = await chromium.browser.createBrowserContext();
  const page = await context.newPage();
  const problems: string[] = [];
  try {
    await page.setViewport(size);
    const target = await state.open(page, { origin: shop.origin, locale, paths: paths[locale], data });
    problems.push(...(await axeViolations(page)), ...(await overlayContrast(page)));
    if (size.width === 320) {
      const wide = await sidewaysScroll(page);
      if (wide) problems.push(`scrolls sideways: ${wide}`);
    }
    problems.push(...(await fixedCovering(page, target)));
  } finally {
    await context.close();
  }
  return problems;
}

const cases = CASES.flatMap(([locale, names]) => statesOf(locale, names).map((state) => [locale, state.name, state] as const));
const widths = WIDTHS.map((size) => size.width);

test.each(cases)(`%s %s at ${widths.join(' and ')} px: no axe violation, no sideways scroll, nothing fixed covers content`, async (locale, _name, state) => {
  // Both widths run to their end before anything is reported, so neither is still busy in the next state.
  const settled = await Promise.allSettled(WIDTHS.map((size) => problemsOf(size, locale, state)));
  const failed = settled.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
  const problems = Object.fromEntries(settled.map((result, i) => [widths[i], result.status === 'fulfilled' ? result.value : []]));
  expect(problems).toEqual(Object.fromEntries(widths.map((width) => [width, []])));
});
