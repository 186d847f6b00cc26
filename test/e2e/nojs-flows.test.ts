/**
 * The core flows with JavaScript disabled (DESIGN: every core flow works through plain links and
 * forms): pick a vehicle by the dropdown GET forms, search, open an article, add to cart, change
 * the quantity, change the delivery country. No island may hydrate.
 */
import type { Page } from 'puppeteer-core';
import { termWithResults } from './support/articles';
import { useShopInBrowser } from './support/session';

jest.setTimeout(120_000);

const e2e = useShopInBrowser();

/** Picks the first real option of a select and submits its form by its button, as a keyboard user would. */
async function chooseFirst(page: Page, name: string): Promise<string> {
  const value = await page.$eval(`form.vehicle-selector select[name=${name}]`, (select) => {
    const option = [...(select as HTMLSelectElement).options].find((o) => o.value !== '')!;
    return option.value;
  });
  await page.select(`form.vehicle-selector select[name=${name}]`, value);
  await Promise.all([page.waitForNavigation(), page.click('form.vehicle-selector button[type=submit]')]);
  return value;
}

const headerCount = (page: Page) => page.$eval('.cart-link .cart-count', (el) => Number(el.textContent));

test('vehicle by dropdowns, search, article, add to cart, change quantity, change delivery country: all without JavaScript', async () => {
  const { page } = await e2e.chromium.open({ javaScript: false });
  const statuses: number[] = [];
  page.on('response', (r) => {
    if (r.request().resourceType() === 'document') statuses.push(r.status());
  });

  // 1. Vehicle by dropdowns: manufacturer, then series, then model, each a GET form round trip.
  await page.goto(`${e2e.shop.origin}/`);
  const manufacturerId = await chooseFirst(page, 'manufacturerId');
  expect(new URL(page.url()).searchParams.get('manufacturerId')).toBe(manufacturerId);
  await chooseFirst(page, 'seriesId');
  expect(await page.$('form.vehicle-selector select[name=modelId]')).not.toBeNull();
  await chooseFirst(page, 'modelId');
  // The chosen vehicle's page, with the vehicle in the header.
  expect(await page.$('.vehicle-box-chosen')).not.toBeNull();

  // 2. Search with the header form.
  const term = await termWithResults(page, e2e.shop.origin);
  await page.goto(`${e2e.shop.origin}/`);
  await page.type('.search-box input[name=q]', term);
  await Promise.all([page.waitForNavigation(), page.click('.search-box button[type=submit]')]);
  expect(new URL(page.url()).searchParams.get('q')).toBe(term);
  const articleLinks = await page.$$eval('a[href*="articleId="]', (links) => links.map((a) => (a as HTMLAnchorElement).href));
  expect(articleLinks.length).toBeGreaterThan(0);

  // 3. Open an article with a deliverable offer.
  let opened = false;
  for (const href of articleLinks.slice(0, 8)) {
    await page.goto(href);
    if (await page.$('form.add-to-cart button[type=submit]:not([disabled])')) {
      opened = true;
      break;
    }
  }
  expect(opened).toBe(true);
  expect(await page.$eval('h1', (h) => h.textContent)).not.toBe('');

  // 4. Add 2 to the cart: the form posts, the cart page says so, the header counts 2.
  const form = 'form.add-to-cart:has(button:not([disabled]))';
  const quantity = await page.$(`${form} input[name=quantity]`);
  await quantity!.click({ count: 3 });
  await quantity!.type('2');
  await Promise.all([page.waitForNavigation(), page.click(`${form} button[type=submit]`)]);
  expect(new URL(page.url()).pathname).toBe('/Warenkorb');
  expect(await page.$eval('.cart-message[role=status]', (el) => el.textContent)).toBe('Der Artikel wurde in den Warenkorb gelegt.');
  expect(await headerCount(page)).toBe(2);
  const totalBefore = await page.$eval('.cart-totals dd.cart-total', (dd) => dd.textContent);

  // 5. Change the quantity to 5.
  const input = await page.$('.cart-quantity input[name=quantity]');
  await input!.click({ count: 3 });
  await input!.type('5');
  await Promise.all([page.waitForNavigation(), page.click('.cart-quantity button[type=submit]')]);
  expect(await page.$eval('.cart-message[role=status]', (el) => el.textContent)).toBe('Die Menge wurde geändert.');
  expect(await page.$eval('.cart-quantity input[name=quantity]', (el) => (el as HTMLInputElement).value)).toBe('5');
  expect(await headerCount(page)).toBe(5);
  expect(await page.$eval('.cart-totals dd.cart-total', (dd) => dd.textContent)).not.toBe(totalBefore);

  // 6. Change the delivery country: the header link opens the country page, a button stores it and returns.
  await Promise.all([page.waitForNavigation(), page.click('a.delivery-country')]);
  await Promise.all([page.waitForNavigation(), page.click('button.country-choice[value="AT"]')]);
  expect(new URL(page.url()).pathname).toBe('/Warenkorb');
  expect(await page.$eval('a.delivery-country', (a) => a.textContent)).toContain('AT');
  expect((await page.cookies()).find((c) => c.name === 'spareo_delivery_country')?.value).toBe('AT');
  expect(await page.$eval('.cart-shop', (el) => el.textContent)).toContain('Österreich');

  expect(statuses.every((status) => status < 400)).toBe(true);
  // Preloads may be fetched, but nothing ran: no island hydrated (checked on the last page).
  expect(await page.$$('spareo-island[data-hydrated]')).toEqual([]);
  await page.close();
});

test('consent settings without JavaScript: the footer form saves both cookies and the page shows the choice', async () => {
  const { page } = await e2e.chromium.open({ javaScript: false });
  await page.goto(`${e2e.shop.origin}/fr-FR`);
  const ROOT = 'spareo-island[data-name="ConsentSettings"]';
  await page.click(`${ROOT} summary`);
  await page.click(`${ROOT} tr[data-domain="player.vimeo.com"] input[value=accepted]`);
  await page.click(`${ROOT} tr[data-domain="cdn.spareo.eu"] input[value=denied]`);
  await Promise.all([page.waitForNavigation(), page.click(`${ROOT} button[type=submit]`)]);
  // Back on the page the shopper came from, with the stored choices checked by the server.
  expect(new URL(page.url()).pathname).toBe('/fr-FR');
  const checked = (domain: string) => page.$eval(`${ROOT} tr[data-domain="${domain}"] input:checked`, (i) => (i as HTMLInputElement).value);
  expect(await checked('player.vimeo.com')).toBe('accepted');
  expect(await checked('cdn.spareo.eu')).toBe('denied');
  const cookies = await page.cookies();
  expect(decodeURIComponent(cookies.find((c) => c.name === 'spareo_consent')!.value)).toContain('player.vimeo.com:accepted');
  expect(cookies.find((c) => c.name === 'spareo_consent_domains')).toBeDefined();
  expect(await page.$(`${ROOT}[data-hydrated]`)).toBeNull();
  await page.close();
});
