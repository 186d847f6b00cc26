/**
 * The core flows with JavaScript off (DESIGN: every core flow works through plain links and forms):
 * pick a vehicle by the dropdown GET forms, search, open an article, add to cart, change the
 * quantity, change the delivery country; the consent settings in the footer. A browser without
 * JavaScript only follows links and sends forms, which the plain browser does over HTTP; that no
 * island hydrates is the browser's own check (e2e/nojs-flows).
 */
import { createTestApp } from '../support/app';
import { serveOnLoopback } from '../support/loopback';
import { PlainBrowser, type PlainPage } from '../support/plain-browser';
import { createSeededDatabase } from '../support/seeded-db';

const { app, db } = createTestApp({ db: createSeededDatabase() });
const shop = serveOnLoopback(app);
afterAll(() => db.close());

/** Picks the first real option of a select and submits its form by its button. */
async function chooseFirst(browser: PlainBrowser, page: PlainPage, name: string): Promise<{ page: PlainPage; value: string }> {
  const value = page.all(`form.vehicle-selector select[name=${name}] option`).map((o) => o.getAttribute('value') ?? '').find((v) => v !== '')!;
  return { page: await browser.submit(page, 'form.vehicle-selector', { [name]: value }, 'button[type=submit]'), value };
}

/** A part term with listed articles for this visitor (its chosen vehicle narrows the search), sent by the header's form. */
async function termWithResults(browser: PlainBrowser): Promise<string> {
  for (const term of ['Bremsscheibe', 'Bremsbeläge', 'Ölfilter', 'Luftfilter', 'Stoßdämpfer', 'Zündkerze', 'Filter', 'Bremse', 'Lampe', 'Öl']) {
    const found = await browser.submit(await browser.goto(`${shop.origin()}/`), '.search-box', { q: term });
    if (found.all('a[href*="articleId="]').length > 0) return term;
  }
  throw new Error('no part term lists articles for this vehicle');
}

const headerCount = (page: PlainPage) => Number(page.text('.cart-link .cart-count'));

test('vehicle by dropdowns, search, article, add to cart, change quantity, change delivery country: all without JavaScript', async () => {
  const browser = new PlainBrowser();

  // 1. Vehicle by dropdowns: manufacturer, then series, then model, each a GET form round trip.
  let page = await browser.goto(`${shop.origin()}/`);
  const manufacturer = await chooseFirst(browser, page, 'manufacturerId');
  page = manufacturer.page;
  expect(page.url.searchParams.get('manufacturerId')).toBe(manufacturer.value);
  page = (await chooseFirst(browser, page, 'seriesId')).page;
  expect(page.document.querySelector('form.vehicle-selector select[name=modelId]')).not.toBeNull();
  page = (await chooseFirst(browser, page, 'modelId')).page;
  // The chosen vehicle's page, with the vehicle in the header.
  expect(page.document.querySelector('.vehicle-box-chosen')).not.toBeNull();

  // 2. Search with the header form.
  const term = await termWithResults(browser);
  page = await browser.submit(await browser.goto(`${shop.origin()}/`), '.search-box', { q: term }, 'button[type=submit]');
  expect(page.url.searchParams.get('q')).toBe(term);
  const articleLinks = page.all('a[href*="articleId="]').map((a) => new URL(a.getAttribute('href')!, page.url).href);
  expect(articleLinks.length).toBeGreaterThan(0);

  // 3. Open an article with a deliverable offer.
  let opened = false;
  for (const href of articleLinks.slice(0, 8)) {
    page = await browser.goto(href);
    if (page.document.querySelector('form.add-to-cart button[type=submit]:not([disabled])')) {
      opened = true;
      break;
    }
  }
  expect(opened).toBe(true);
  expect(page.text('h1')).not.toBe('');

  // 4. Add 2 to the cart: the form posts, the cart page says so, the header counts 2.
  page = await browser.submit(page, 'form.add-to-cart:has(button:not([disabled]))', { quantity: '2' }, 'button[type=submit]');
  expect(page.url.pathname).toBe('/Warenkorb');
  expect(page.text('.cart-message[role=status]')).toBe('Der Artikel wurde in den Warenkorb gelegt.');
  expect(headerCount(page)).toBe(2);
  const totalBefore = page.text('.cart-totals dd.cart-total');

  // 5. Change the quantity to 5.
  page = await browser.submit(page, '.cart-quantity', { quantity: '5' }, 'button[type=submit]');
  expect(page.text('.cart-message[role=status]')).toBe('Die Menge wurde geändert.');
  expect(page.one('.cart-quantity input[name=quantity]').getAttribute('value')).toBe('5');
  expect(headerCount(page)).toBe(5);
  expect(page.text('.cart-totals dd.cart-total')).not.toBe(totalBefore);

  // 6. Change the delivery country: the header link opens the country page, a button stores it and returns.
  page = await browser.follow(page, 'a.delivery-country');
  page = await browser.press(page, 'button.country-choice[value="AT"]');
  expect(page.url.pathname).toBe('/Warenkorb');
  expect(page.text('a.delivery-country')).toContain('AT');
  expect(browser.cookie(shop.origin(), 'spareo_delivery_country')).toBe('AT');
  expect(page.text('.cart-shop')).toContain('Österreich');

  expect(browser.statuses.every((status) => status < 400)).toBe(true);
});

test('consent settings without JavaScript: the footer form saves both cookies and the page shows the choice', async () => {
  const browser = new PlainBrowser();
  const ROOT = 'spareo-island[data-name="ConsentSettings"]';
  let page = await browser.goto(`${shop.origin()}/fr-FR`);
  const radio = (domain: string, value: string) => page.one(`${ROOT} tr[data-domain="${domain}"] input[value=${value}]`).getAttribute('name')!;
  page = await browser.submit(page, `${ROOT} form`, { [radio('player.vimeo.com', 'accepted')]: 'accepted', [radio('cdn.spareo.eu', 'denied')]: 'denied' }, 'button[type=submit]');
  // Back on the page the shopper came from, with the stored choices checked by the server.
  expect(page.url.pathname).toBe('/fr-FR');
  const checked = (domain: string) => page.one(`${ROOT} tr[data-domain="${domain}"] input[checked]`).getAttribute('value');
  expect(checked('player.vimeo.com')).toBe('accepted');
  expect(checked('cdn.spareo.eu')).toBe('denied');
  expect(decodeURIComponent(browser.cookie(shop.origin(), 'spareo_consent')!)).toContain('player.vimeo.com:accepted');
  expect(browser.cookie(shop.origin(), 'spareo_consent_domains')).toBeDefined();
});

interface CartLine { id: number; offerId: number; articleId: number; quantity: number; price: number }
interface Cart { cartArticles: CartLine[] }

/**
 * Puts 2 units of an article into this browser's cart (through the API, as the article page's
 * script would) for which another shop sells the same article at another price; returns that offer.
 */
async function cartWithAlternative(browser: PlainBrowser): Promise<{ line: CartLine; target: { offerId: number; shop: { name: string } } }> {
  const origin = shop.origin();
  const search = await browser.goto(`${origin}/Volltextsuche?q=Bremsscheibe`);
  await browser.api('GET', `${origin}/api/session`);
  const links = search.all('a[href*="articleId="]').map((a) => new URL(a.getAttribute('href')!, origin).searchParams.get('articleId')!);
  for (const offerId of links) {
    const added = (await browser.api<{ cart: Cart; lineId: number }>('POST', `${origin}/api/Warenkorb/Hinzufuegen/${offerId}`, { quantity: 2 })).body;
    const line = added.cart.cartArticles.find((l) => l.id === added.lineId)!;
    const list = (await browser.api<{ offers: { offerId: number; priceCents: number; available: boolean; shop: { name: string } }[] }>('GET', `${origin}/api/Angebote?sparePartId=${line.articleId}`)).body;
    const target = list.offers.find((o) => o.available && o.offerId !== line.offerId && o.priceCents !== line.price);
    if (target) return { line, target };
    await browser.api('POST', `${origin}/api/Warenkorb/Loeschen/${line.id}`);
  }
  throw new Error('no article with another shop at another price');
}

test('without JavaScript the "other shops" switch under a cart line switches the shop and the cart page comes back with a notice', async () => {
  const browser = new PlainBrowser();
  const { line, target } = await cartWithAlternative(browser);
  let page = await browser.goto(`${shop.origin()}/Warenkorb`);
  page = await browser.submit(page, '.cart-replace', { [page.one('.cart-replace select').getAttribute('name')!]: String(target.offerId) }, 'button[type=submit]');
  expect(page.url.search).toBe('?notice=replaced');
  expect(page.text('.cart-message[role=status]')).toBe('Das Angebot wurde ersetzt.');
  expect(page.text('.cart-shop h2')).toBe(target.shop.name);
  expect(page.all('.cart-replace select option').map((o) => o.getAttribute('value'))).toContain(String(line.offerId));
});
