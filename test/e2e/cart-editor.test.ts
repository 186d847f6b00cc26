/**
 * The cart page without reloads (CartEditor): quantity change, delete and the optimise proposal go
 * through /api/Warenkorb/... and the lines, totals, proposal and header count re-render in place;
 * a failed change keeps the cart and says so. The same forms post without JavaScript (nojs test).
 */
import type { Page } from 'puppeteer-core';
import { hydrated } from './support/browser';
import { useShopInBrowser } from './support/session';
import { waitFor } from '../support/wait-for';

jest.setTimeout(90_000);

const e2e = useShopInBrowser();

/**
 * Fills this browser's cart (through the API, as the article page would) with two lines from two
 * shops for which the optimiser proposes a saving.
 */
async function fillCartWithProposal(page: Page): Promise<void> {
  // A cart of its own: the pages of one browser share a session, and an earlier test's lines (one
  // whose removal was refused) would sit above this one's.
  await page.deleteCookie(...(await page.cookies(e2e.shop.origin)));
  await page.goto(`${e2e.shop.origin}/Volltextsuche?q=Bremsscheibe`);
  const found = await page.evaluate(async () => {
    const links = [...document.querySelectorAll<HTMLAnchorElement>('a[href*="articleId="]')].map((a) => a.href).slice(0, 8);
    const offersOf = async (href: string) => {
      // The offers a shopper can add: a shop with none in stock shows its add button disabled.
      const page = new DOMParser().parseFromString(await (await fetch(href)).text(), 'text/html');
      return [...page.querySelectorAll<HTMLFormElement>('form')]
        .filter((form) => form.querySelector('button[type=submit]:not([disabled])'))
        .map((form) => form.querySelector<HTMLInputElement>('input[name="offerId"]')?.value)
        .filter((offerId): offerId is string => offerId !== undefined);
    };
    const articles = (await Promise.all(links.map(offersOf))).filter((offers) => offers.length > 1);
    await fetch('/api/session');
    const post = (path: string) => fetch(`/api/Warenkorb/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"quantity":1}' });
    for (let a = 0; a < articles.length; a += 1) {
      for (let b = a + 1; b < articles.length; b += 1) {
        const added = [await post(`Hinzufuegen/${articles[a]![0]}`), await post(`Hinzufuegen/${articles[b]![articles[b]!.length - 1]}`)];
        const proposal = (await (await fetch('/api/Warenkorb/optimize')).json()) as { saving: number };
        if (added.every((answer) => answer.ok) && proposal.saving > 0) return true;
        for (const answer of added) if (answer.ok) await post(`Loeschen/${((await answer.json()) as { lineId: number }).lineId}`);
      }
    }
    return false;
  });
  expect(found).toBe(true);
}

/** The cart page with a proposal, its editor woken: CartEditor wakes on interaction, here the pointer over the cart. */
async function openWokenCart(page: Page): Promise<void> {
  await fillCartWithProposal(page);
  await page.goto(`${e2e.shop.origin}/Warenkorb`);
  await page.hover('.cart-editor');
  await hydrated(page, 'CartEditor');
}

/**
 * Holds every call for the optimiser's proposal until release(), 4 s at most: the proposal after a
 * change arrives late.
 */
async function holdProposalCall(page: Page): Promise<{ pending: () => boolean; release: () => void }> {
  let pending = false;
  const held = new Set<() => void>();
  await page.setRequestInterception(true);
  page.on('request', (request) => {
    if (!request.url().includes('/api/Warenkorb/optimize')) return void request.continue();
    pending = true;
    const go = () => {
      if (!held.delete(go)) return;
      clearTimeout(timer);
      pending = false;
      void request.continue();
    };
    // Let go by itself after a while, so a hold no test releases cannot hang the page (long enough
    // for a loaded machine: a hold that ends too soon reads as a proposal that came at once).
    const timer = setTimeout(go, 15_000);
    held.add(go);
  });
  return { pending: () => pending, release: () => [...held].forEach((go) => go()) };
}

const total = (page: Page) => page.$eval('.cart-totals dd.cart-total', (dd) => dd.textContent);
const count = (page: Page) => page.$eval('spareo-behaviour[data-name="CartCount"] .cart-count', (el) => Number(el.textContent));

test('quantity change, optimise and delete re-render lines, totals, proposal and header count without a page load', async () => {
  const { page, errors } = await e2e.chromium.open();
  await openWokenCart(page);
  let documents = 0;
  page.on('request', (r) => {
    if (r.resourceType() === 'document') documents += 1;
  });
  expect(await page.$$eval('.cart-line', (lines) => lines.length)).toBe(2);
  expect(await count(page)).toBe(2);
  const totalBefore = await total(page);

  // Quantity 1 -> 3 on the first line.
  const input = await page.$('.cart-line .cart-quantity input[name=quantity]');
  await input!.click({ count: 3 });
  await input!.type('3');
  await Promise.all([
    page.waitForResponse((r) => r.url().includes('/api/Warenkorb/Aendern/') && r.status() === 200),
    page.click('.cart-line .cart-quantity button[type=submit]'),
  ]);
  await page.waitForFunction(() => document.querySelector('.cart-message[role=status]')?.textContent === 'Die Menge wurde geändert.');
  expect(await total(page)).not.toBe(totalBefore);
  expect(await page.$eval('.cart-totals dt', (dt) => dt.textContent)).toBe('Warenwert (4 Artikel)');
  await page.waitForFunction(() => document.querySelector('spareo-behaviour[data-name="CartCount"] .cart-count')?.textContent === '4');

  // Apply the proposal: the lines move, the proposal goes away.
  await page.waitForSelector('.cart-optimise button[type=submit]');
  const shopsBefore = await page.$$eval('.cart-shop', (shops) => shops.length);
  expect(shopsBefore).toBe(2);
  const euros = (text: string | null) => Number((text ?? '').replace(/[^\d,]/g, '').replace(',', '.'));
  const totalBeforeProposal = euros(await total(page));
  await Promise.all([
    page.waitForResponse((r) => r.url().includes('/api/Warenkorb/optimize/apply') && r.status() === 200),
    page.click('.cart-optimise button[type=submit]'),
  ]);
  await page.waitForFunction(() => document.querySelector('.cart-message[role=status]')?.textContent === 'Der Sparvorschlag wurde übernommen.');
  expect(await page.$('.cart-optimise')).toBeNull();
  // The proposal saves money; whether it also joins the two shops depends on the offers.
  expect(await page.$$eval('.cart-shop', (shops) => shops.length)).toBeLessThanOrEqual(shopsBefore);
  expect(euros(await total(page))).toBeLessThan(totalBeforeProposal);

  // Delete every line: the empty cart shows, the header says 0.
  while ((await page.$$('.cart-line')).length > 0) {
    const lines = (await page.$$('.cart-line')).length;
    await page.click('.cart-line .cart-delete');
    await page.waitForFunction((n) => document.querySelectorAll('.cart-line').length === n - 1, {}, lines);
  }
  await page.waitForSelector('.cart-empty');
  expect(await count(page)).toBe(0);
  expect(documents).toBe(0);
  // The server agrees.
  await page.reload();
  expect(await page.$('.cart-empty')).not.toBeNull();
  expect(errors.filter((e) => !/\/(static|img)\//.test(e))).toEqual([]);
  await page.close();
});

test('a failed change keeps the cart as it was and shows the failure', async () => {
  const { page } = await e2e.chromium.open();
  await openWokenCart(page);
  const before = await total(page);
  await page.setRequestInterception(true);
  page.on('request', (request) => {
    if (request.url().includes('/api/Warenkorb/Loeschen/')) void request.respond({ status: 503, contentType: 'application/json', body: '{}' });
    else void request.continue();
  });
  await page.click('.cart-line .cart-delete');
  await page.waitForFunction(() => document.querySelector('.cart-message[role=alert]')?.textContent?.includes('konnte nicht geändert werden'));
  expect(await page.$$eval('.cart-line', (lines) => lines.length)).toBe(2);
  expect(await total(page)).toBe(before);
  await page.close();
});

test('a line removed with the keyboard hands focus to the message at once, while the proposal is still on its way', async () => {
  const { page } = await e2e.chromium.open();
  await fillCartWithProposal(page);
  await page.goto(`${e2e.shop.origin}/Warenkorb`);
  await page.focus('.cart-line .cart-delete');
  await hydrated(page, 'CartEditor');
  // The proposal after a change comes from a second call; a slow one must not leave focus on the page's body.
  const proposalCall = await holdProposalCall(page);
  await page.focus('.cart-line .cart-delete');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.querySelectorAll('.cart-line').length === 1, { timeout: 20_000 });
  await page.waitForFunction(() => document.activeElement !== document.body, { timeout: 1000 }).catch(() => undefined);
  const focus = await page.evaluate(() => ({ tag: document.activeElement?.tagName, inCart: Boolean(document.activeElement?.closest('.cart-editor')), text: document.activeElement?.textContent }));
  await waitFor('the page to ask for the proposal (held)', proposalCall.pending);
  expect(focus.tag).not.toBe('BODY');
  expect(focus.inCart).toBe(true);
  expect(focus.text).toContain('entfernt');
  await page.close();
});

test('after a change the proposal made for the cart before goes at once, and the new one follows its call', async () => {
  const { page } = await e2e.chromium.open();
  await openWokenCart(page);
  expect(await page.$('.cart-optimise')).not.toBeNull();
  const proposalCall = await holdProposalCall(page);
  const input = await page.$('.cart-line .cart-quantity input[name=quantity]');
  await input!.click({ count: 3 });
  await input!.type('2');
  await page.click('.cart-line .cart-quantity button[type=submit]');
  await page.waitForFunction(() => document.querySelector('.cart-message[role=status]')?.textContent === 'Die Menge wurde geändert.', { timeout: 20_000 });
  // The old proposal's sums were for one piece: it must not stay on show beside the new cart.
  await waitFor('the page to ask for the proposal (held)', proposalCall.pending);
  expect(await page.$('.cart-optimise')).toBeNull();
  proposalCall.release();
  await page.waitForFunction(() => !document.querySelector('.cart-editor')?.getAttribute('aria-busy')?.includes('true'), { timeout: 20_000 });
  expect(proposalCall.pending()).toBe(false);
  // Once its call is back, the proposal shown is the marketplace's for the cart as it is now.
  const saving = await page.evaluate(async () => ((await (await fetch('/api/Warenkorb/optimize')).json()) as { saving: number }).saving);
  expect(Boolean(await page.$('.cart-optimise'))).toBe(saving > 0);
  await page.close();
});
