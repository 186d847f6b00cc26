/**
 * The phone's compact bar at 360 px: its cart link says what the header says after an add (the
 * number and the sentence screen readers read), with JavaScript and after the add's redirect
 * without it; and a jump to an anchor puts the heading below the bar, not under it.
 */
import type { Page } from 'puppeteer-core';
import { articlePath } from './support/articles';
import { useShopInBrowser } from './support/session';
import { freshPage } from './support/slow';
import { waitFor } from '../support/wait-for';

jest.setTimeout(180_000);

const e2e = useShopInBrowser();
const ENABLED = '.add-to-cart button[type=submit]:not([disabled])';
let article: string;

beforeAll(async () => {
  article = await articlePath(e2e.shop.origin);
});

async function phone(javaScript = true) {
  const opened = await freshPage(e2e.chromium.browser, 360);
  await opened.page.setViewport({ width: 360, height: 640, isMobile: true, hasTouch: true });
  await opened.page.setJavaScriptEnabled(javaScript);
  return opened;
}

/** Each cart link's number and hidden sentence: the header's first, the phone bar's second. */
const cartLinks = (page: Page) => page.$$eval('spareo-behaviour[data-name="CartCount"] .cart-link', (links) => links.map((link) => ({
  inBar: Boolean(link.closest('.phone-bar')),
  count: link.querySelector('.cart-count')!.textContent,
  sentence: link.querySelector('.visually-hidden')!.textContent,
})));

const BOTH_ONE = [
  { inBar: false, count: '1', sentence: '1 Artikel im Warenkorb' },
  { inBar: true, count: '1', sentence: '1 Artikel im Warenkorb' },
];

test('with JavaScript, a tap on "add to cart" raises the phone bar\'s count and its sentence with the header\'s', async () => {
  const { page, close } = await phone();
  try {
    await page.goto(`${e2e.shop.origin}${article}`, { waitUntil: 'load' });
    expect((await cartLinks(page)).map((link) => link.count)).toEqual(['0', '0']);
    const button = (await page.$(ENABLED))!;
    await button.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await button.tap();
    await page.waitForFunction(() => document.querySelector('spareo-behaviour[data-name="CartCount"] .cart-count')?.textContent === '1', { timeout: 30_000 });
    // Once the island has woken and the runtime's behaviours run, both links still agree.
    await page.waitForFunction((el) => Boolean(el.closest('form')!.querySelector('a.add-to-cart-link')), { timeout: 30_000 }, button);
    expect(await cartLinks(page)).toEqual(BOTH_ONE);
  } finally {
    await close();
  }
});

test('without JavaScript, the page the add redirects to counts the article in the phone bar too', async () => {
  const { page, close } = await phone(false);
  try {
    await page.goto(`${e2e.shop.origin}${article}`, { waitUntil: 'load' });
    await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), page.click(ENABLED)]);
    expect(await cartLinks(page)).toEqual(BOTH_ONE);
    // And on the next page the shopper opens.
    await page.goto(`${e2e.shop.origin}${article}`, { waitUntil: 'load' });
    expect(await cartLinks(page)).toEqual(BOTH_ONE);
  } finally {
    await close();
  }
});

/** How far the bar's shadow (0 2px 6px) reaches below it: a heading's top there is under the bar to the eye. */
const SHADOW = 8;

test.each([
  ['offers', true, false],
  ['reviews', true, false],
  ['offers', false, true],
  ['reviews', false, true],
])('a jump to #%s puts the heading clear below the phone bar (JavaScript %s, on load %s)', async (anchor, javaScript, onLoad) => {
  const { page, close } = await phone(javaScript);
  try {
    await page.goto(`${e2e.shop.origin}${article}${onLoad ? `#${anchor}` : ''}`, { waitUntil: 'load' });
    // As a link on the page to the anchor takes the shopper there.
    if (!onLoad) await page.evaluate((id) => { location.hash = id; }, anchor);
    // Arrived: scrolled, the bar shown, and the page still at three looks in a row (asked from
    // here: with JavaScript off the page runs no polling of its own).
    let still = 0;
    let lastY = -1;
    await waitFor('the jump to come to rest below the bar', async () => {
      const { y, shown } = await page.evaluate(() => ({ y: window.scrollY, shown: getComputedStyle(document.querySelector('.phone-bar')!).visibility === 'visible' }));
      still = y > 0 && y === lastY && shown ? still + 1 : 0;
      lastY = y;
      return still >= 3;
    }, 10_000, 20);
    const { bar, target, scrolled } = await page.evaluate((id) => {
      const phoneBar = document.querySelector('.phone-bar')!;
      const shown = getComputedStyle(phoneBar).visibility === 'visible';
      const el = document.getElementById(id)!;
      const heading = el.matches('h1,h2,h3') ? el : el.querySelector('h1,h2,h3') ?? el;
      return { bar: shown ? phoneBar.getBoundingClientRect().bottom : 0, target: heading.getBoundingClientRect().top, scrolled: window.scrollY };
    }, anchor);
    // Scrolled past the header: the bar is there.
    expect(scrolled).toBeGreaterThan(240);
    expect(bar).toBeGreaterThan(0);
    expect(target).toBeGreaterThanOrEqual(bar + SHADOW);
  } finally {
    await close();
  }
});
