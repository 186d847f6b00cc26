/**
 * Without JavaScript a new visitor taps "add to cart" on one offer and, before its answer has come,
 * on a second: the browser abandons the first navigation and with it any cookie its answer would
 * have set. Both adds must still reach the one cart the shopper then sees. The marketplace is
 * slowed for cart writes, so the first answer arrives well after the second tap.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'puppeteer-core';
import { projectRoot } from '../../server/shared/paths';
import { articleWithThreeOffers } from './support/articles';
import { useShopInBrowser } from './support/session';
import { freshPage } from './support/slow';
import { waitFor } from '../support/wait-for';

jest.setTimeout(180_000);

/** How long each cart write waits in the marketplace: far longer than the gap between the taps. */
const WRITE_DELAY_MS = 1200;
const e2e = useShopInBrowser({ marketplaceDelayMs: (request) => (request.method === 'POST' && /^\/Warenkorb\//i.test(request.path) ? WRITE_DELAY_MS : 0) }, { browser: 'shopper' });
const ENABLED = '.add-to-cart button[type=submit]:not([disabled])';
let article: string;

beforeAll(async () => {
  article = await articleWithThreeOffers(e2e.shop.origin);
});

function screenshotPath(name: string): string {
  const dir = path.join(projectRoot, 'artifacts', 'screenshots');
  fs.mkdirSync(dir, { recursive: true });
  return path.join(dir, name);
}

async function expectCartCount(page: Page, count: string): Promise<void> {
  expect(await page.$eval('spareo-behaviour[data-name="CartCount"] .cart-count', (el) => el.textContent)).toBe(count);
}

async function twoTapsWithinOneAnswer(width: number, height: number, locale: { path: string; name: string }): Promise<void> {
  const { page, close } = await freshPage(e2e.chromium.browser, width);
  try {
    await page.setViewport({ width, height, isMobile: width < 600, hasTouch: width < 600 });
    await page.setJavaScriptEnabled(false);
    await page.goto(`${e2e.shop.origin}${locale.path}${article}`, { waitUntil: 'load' });
    const buttons = await page.$$(ENABLED);
    // The first button at the top (below the phone's bar, which the page keeps room for): the next offer's below it.
    await buttons[0]!.evaluate((el) => el.scrollIntoView({ block: 'start' }));
    // Taps at where the buttons are: the page is on its way out after the first, its handles with it.
    const [at1, at2] = await Promise.all(buttons.slice(0, 2).map(async (button) => {
      const box = (await button.boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(height);
      return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    }));
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') posts.push(request.postData() ?? '');
    });
    const landed = page.waitForNavigation({ waitUntil: 'load', timeout: 60_000 });
    await page.mouse.click(at1!.x, at1!.y);
    // The first add is with the shop (its answer waits on the slowed marketplace) when the second is tapped.
    await waitFor('the first form to be sent', () => posts.length >= 1, 30_000);
    await page.mouse.click(at2!.x, at2!.y);
    await landed;
    // Both forms were sent, the second before the first could answer.
    expect(posts.filter((body) => body.includes('action=add'))).toHaveLength(2);
    expect(new URL(page.url()).pathname).toBe('/Warenkorb');
    expect(await page.$$eval('.cart-line', (found) => found.length)).toBe(2);
    await expectCartCount(page, '2');
    await page.screenshot({ path: screenshotPath(`cart-quick-taps-nojs-${locale.name}-${width}.png`), fullPage: true });
  } finally {
    await close();
  }
}

test('without JavaScript, a second add tapped before the first answered: the cart holds both lines (phone, de-DE)', async () => {
  await twoTapsWithinOneAnswer(360, 640, { path: '', name: 'de-DE' });
});

test('the same on a desktop', async () => {
  await twoTapsWithinOneAnswer(1366, 800, { path: '', name: 'de-DE' });
});
