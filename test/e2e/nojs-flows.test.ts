/**
 * The shop front and the cart with JavaScript off, in Chromium: what only a browser shows. The
 * pages' own resources load without an error and no island hydrates, on a page full of islands
 * and on the cart after an add through the plain form. The flows themselves (vehicle by dropdowns,
 * search, article, cart, delivery country, consent) are followed over HTTP: integration/nojs-flows.
 */
import { articlePath } from './support/articles';
import { useShopInBrowser } from './support/session';

jest.setTimeout(120_000);

const e2e = useShopInBrowser();

test('shop front and cart without JavaScript: every resource loads, nothing errs, no island hydrates', async () => {
  const article = await articlePath(e2e.shop.origin);
  const { page, errors } = await e2e.chromium.open({ javaScript: false });
  await page.goto(`${e2e.shop.origin}/fr-FR`);
  expect(await page.$$('spareo-island')).not.toEqual([]);
  expect(await page.$$('spareo-island[data-hydrated]')).toEqual([]);

  await page.goto(`${e2e.shop.origin}${article}`);
  const [answer] = await Promise.all([page.waitForNavigation(), page.click('form.add-to-cart button[type=submit]:not([disabled])')]);
  expect(answer?.status()).toBe(200);
  expect(new URL(page.url()).pathname).toBe('/Warenkorb');
  expect(await page.$$('.cart-line')).toHaveLength(1);
  expect(await page.$$('spareo-island[data-hydrated]')).toEqual([]);
  expect(errors).toEqual([]);
  await page.close();
});
