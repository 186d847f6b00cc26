/**
 * The "other shops" switch under a cart line (Ersetzen): with JavaScript the CartEditor island
 * moves the line in place (no page load, header count unchanged, totals re-rendered, the switch
 * now offering the old shop). Without JavaScript the same form posts and the page comes back:
 * integration/nojs-flows.
 */
import type { Page } from 'puppeteer-core';
import { formatPrice } from '../../views/context';
import { hydrated } from './support/browser';
import { useShopInBrowser } from './support/session';

jest.setTimeout(90_000);

const e2e = useShopInBrowser();

interface CartLine { id: number; offerId: number; articleId: number; quantity: number; price: number }
interface Cart { cartArticles: CartLine[]; countArticles: number; priceTotal: number }

/**
 * Puts 2 units of an article into this browser's cart (through the API, as the article page
 * would) for which another e2e.shop sells the same article at another price; returns that offer.
 */
async function cartWithAlternative(page: Page): Promise<{ line: CartLine; target: { offerId: number; priceCents: number; shop: { name: string } } }> {
  await page.goto(`${e2e.shop.origin}/Volltextsuche?q=Bremsscheibe`);
  return page.evaluate(async () => {
    const json = async (response: Response) => response.json();
    await fetch('/api/session');
    // Start from an empty cart (the browser profile, and so the session, is shared by the tests).
    for (const old of ((await json(await fetch('/api/Warenkorb'))) as Cart).cartArticles) await fetch(`/api/Warenkorb/Loeschen/${old.id}`, { method: 'POST' });
    const links = [...document.querySelectorAll<HTMLAnchorElement>('a[href*="articleId="]')].map((a) => new URL(a.href).searchParams.get('articleId')!);
    for (const offerId of links) {
      const added = await json(await fetch(`/api/Warenkorb/Hinzufuegen/${offerId}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"quantity":2}' }));
      const line = (added.cart as Cart).cartArticles.find((l) => l.id === added.lineId)!;
      const list = await json(await fetch(`/api/Angebote?sparePartId=${line.articleId}`));
      const target = (list.offers as { offerId: number; priceCents: number; available: boolean; shop: { name: string } }[])
        .find((o) => o.available && o.offerId !== line.offerId && o.priceCents !== line.price);
      if (target) return { line, target };
      await fetch(`/api/Warenkorb/Loeschen/${line.id}`, { method: 'POST' });
    }
    throw new Error('no article with another e2e.shop at another price');
  });
}

const cartNow = (page: Page) => page.evaluate(async () => (await (await fetch('/api/Warenkorb')).json()) as Cart);
const total = (page: Page) => page.$eval('.cart-totals dd.cart-total', (dd) => dd.textContent);
const count = (page: Page) => page.$eval('[data-name="CartCount"] .cart-count', (el) => Number(el.textContent));
const options = (page: Page) => page.$$eval('.cart-replace select option', (list) => list.map((o) => (o as HTMLOptionElement).value));

test('switching a line to another e2e.shop happens in place: no page load, same header count, totals updated', async () => {
  const { page, errors } = await e2e.chromium.open();
  const { line, target } = await cartWithAlternative(page);
  await page.goto(`${e2e.shop.origin}/Warenkorb`);
  expect(await options(page)).toContain(String(target.offerId));
  expect(await options(page)).not.toContain(String(line.offerId));
  // The cart with the switch is audited by page-checks (cartFilled: lines with a choice of other shops).

  // The pointer over the cart wakes the island (hydrated on interaction).
  await page.hover('.cart-editor');
  await hydrated(page, 'CartEditor');
  let documents = 0;
  page.on('request', (r) => {
    if (r.resourceType() === 'document') documents += 1;
  });
  const countBefore = await count(page);
  const totalBefore = await total(page);
  expect(countBefore).toBe(2);

  await page.select(`.cart-replace select`, String(target.offerId));
  await Promise.all([
    page.waitForResponse((r) => r.url().includes(`/api/Warenkorb/Ersetzen/${line.id}/${target.offerId}`) && r.status() === 200),
    page.click('.cart-replace button[type=submit]'),
  ]);
  await page.waitForFunction(() => document.querySelector('.cart-message[role=status]')?.textContent === 'Das Angebot wurde ersetzt.');

  const cart = await cartNow(page);
  expect(cart.cartArticles).toEqual([expect.objectContaining({ id: line.id, offerId: target.offerId, quantity: 2 })]);
  const shown = await total(page);
  expect(shown).not.toBe(totalBefore);
  expect(shown).toBe(formatPrice(cart.priceTotal, 'de-DE'));
  expect(await page.$eval('.cart-shop h2', (h2) => h2.textContent)).toBe(target.shop.name);
  expect(await page.$eval('.cart-line-total', (el) => el.textContent)).toBe(formatPrice(2 * target.priceCents, 'de-DE'));
  // The way back: the old offer is now among the alternatives, the new one is not.
  expect(await options(page)).toContain(String(line.offerId));
  expect(await options(page)).not.toContain(String(target.offerId));
  expect(await count(page)).toBe(countBefore);
  expect(documents).toBe(0);
  expect(errors.filter((e) => !/\/(static|img)\//.test(e))).toEqual([]);
  await page.close();
});

