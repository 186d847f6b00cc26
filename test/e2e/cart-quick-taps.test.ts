/**
 * A new visitor on a phone adds several offers of one article in quick succession: every add must
 * reach the cart, and each confirmation shows where the shopper tapped, although the header with its
 * count has scrolled away. (Parallel posts without JavaScript: test/integration/cart-parallel-sessions.test.ts.)
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'puppeteer-core';
import { projectRoot } from '../../server/shared/paths';
import { useShopInBrowser } from './support/session';
import { freshPage } from './support/slow';
import { articleWithThreeOffers } from './support/articles';
import { waitFor } from '../support/wait-for';

/** Pictures to look at, beside the gallery's (git-ignored). */
function screenshotPath(name: string): string {
  const dir = path.join(projectRoot, 'artifacts', 'screenshots');
  fs.mkdirSync(dir, { recursive: true });
  return path.join(dir, name);
}

jest.setTimeout(180_000);

const e2e = useShopInBrowser();
const ENABLED = '.add-to-cart button[type=submit]:not([disabled])';
let article: string;

beforeAll(async () => {
  article = await articleWithThreeOffers(e2e.shop.origin);
});

/** The lines of the cart this browser holds, asked as the cart page would (its cookies). */
async function cartLines(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const answer = (await (await fetch('/api/Warenkorb', { headers: { accept: 'application/json' } })).json()) as { cartArticles: unknown[] };
    return answer.cartArticles.length;
  });
}

async function phone(javaScript = true) {
  const opened = await freshPage(e2e.chromium.browser, 360);
  await opened.page.setViewport({ width: 360, height: 640, isMobile: true, hasTouch: true });
  await opened.page.setJavaScriptEnabled(javaScript);
  return opened;
}

test('three quick taps on three offers on a slowed page, as a new visitor: the cart holds three lines', async () => {
  const { page, close } = await phone();
  const client = await page.createCDPSession();
  await page.goto(`${e2e.shop.origin}${article}`, { waitUntil: 'load' });
  // Slowed after the load: the adds and the session they need travel a slow link.
  await page.emulateCPUThrottling(4);
  await client.send('Network.emulateNetworkConditions', { offline: false, latency: 600, downloadThroughput: 50 * 1024, uploadThroughput: 25 * 1024 });
  const buttons = await page.$$(ENABLED);
  expect(buttons.length).toBeGreaterThanOrEqual(3);
  // Each add's own answer (a first one may be refused for want of a session, then sent again).
  let added = 0;
  const threeAdded = new Promise<void>((resolve) => page.on('response', (response) => {
    if (response.ok() && response.request().method() === 'POST' && response.url().includes('/api/Warenkorb/Hinzufuegen/') && ++added === 3) resolve();
  }));
  // Tapped one after the other, each as soon as the page sent the add before it.
  let sent = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/api/Warenkorb/Hinzufuegen/')) sent++;
  });
  for (const [n, button] of buttons.slice(0, 3).entries()) {
    await button.tap();
    await waitFor(`add ${n + 1} to be sent`, () => sent > n, 30_000);
  }
  // The header says 3 at once; the adds have answered when the shop accepted each and no form is busy.
  await Promise.race([threeAdded, new Promise((_, reject) => {
    const timer = setTimeout(() => reject(new Error(`${added} of 3 adds accepted within 90 s`)), 90_000);
    void threeAdded.then(() => clearTimeout(timer));
  })]);
  await page.waitForFunction(
    () => document.querySelector('spareo-behaviour[data-name="CartCount"] .cart-count')?.textContent === '3' && !document.querySelector('form.add-to-cart[aria-busy=true]'),
    { timeout: 90_000 },
  );
  await client.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  await page.emulateCPUThrottling(1);
  expect(await page.$eval('spareo-behaviour[data-name="CartCount"] .cart-count', (el) => el.textContent)).toBe('3');
  expect(await cartLines(page)).toBe(3);
  await close();
});

test('at 360 x 640, after scrolling down, the confirmation of an add shows beside the tapped button', async () => {
  const { page, close } = await phone();
  await page.goto(`${e2e.shop.origin}${article}`, { waitUntil: 'load' });
  const buttons = await page.$$(ENABLED);
  const button = buttons[buttons.length - 1]!;
  // The header with its count has scrolled away; the offer is in the lower half of the screen.
  await page.evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 400), button);
  expect(await page.$eval('header', (el) => el.getBoundingClientRect().bottom)).toBeLessThanOrEqual(0);
  const before = await button.boundingBox();
  await button.tap();
  // Shown at the tap; announced once the shop answered.
  await page.waitForFunction((el) => el.classList.contains('added'), { timeout: 30_000 }, button);
  await page.waitForFunction((el) => Boolean(el.closest('form')!.parentElement!.querySelector('[role=status]')!.textContent), { timeout: 30_000 }, button);
  // The link to the cart is the island's: it wakes once the shop has answered, not before.
  await page.waitForFunction((el) => Boolean(el.closest('form')!.querySelector('a.add-to-cart-link')), { timeout: 30_000 }, button);
  const confirmation = await page.evaluate((el) => {
    const form = el.closest('form')!;
    const link = form.querySelector('a.add-to-cart-link') as HTMLAnchorElement | null;
    const inView = (box: DOMRect) => box.top >= 0 && box.bottom <= window.innerHeight && box.left >= 0 && box.right <= window.innerWidth && box.width > 0;
    const status = form.parentElement!.querySelector('[role=status]')!;
    return {
      button: el.textContent,
      buttonInView: inView(el.getBoundingClientRect()),
      link: link?.textContent,
      linkHref: link?.getAttribute('href'),
      linkInView: link ? inView(link.getBoundingClientRect()) : false,
      status: status.textContent,
    };
  }, button);
  expect(confirmation).toEqual({
    button: '✓ Im Warenkorb',
    buttonInView: true,
    link: 'Zum Warenkorb',
    linkHref: '/Warenkorb',
    linkInView: true,
    status: 'Der Artikel liegt im Warenkorb.',
  });
  // The row keeps its place: nothing the shopper looks at moves.
  const after = await button.boundingBox();
  expect(after!.y).toBe(before!.y);
  await page.screenshot({ path: screenshotPath('add-to-cart-confirmed-360.png') });
  await close();
});

test('without JavaScript, an add lands on the cart with its confirmation in the first screen', async () => {
  const { page, close } = await phone(false);
  await page.goto(`${e2e.shop.origin}${article}`, { waitUntil: 'load' });
  await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), page.click(ENABLED)]);
  const notice = await page.$eval('.cart-message[role=status]', (el) => {
    const box = el.getBoundingClientRect();
    return { text: el.textContent, inView: box.top >= 0 && box.bottom <= window.innerHeight && box.height > 0 };
  });
  expect(notice).toEqual({ text: 'Der Artikel wurde in den Warenkorb gelegt.', inView: true });
  expect(await page.$$eval('.cart-line', (lines) => lines.length)).toBe(1);
  await page.screenshot({ path: screenshotPath('add-to-cart-nojs-360.png') });
  await close();
});
