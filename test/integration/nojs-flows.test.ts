/**
 * The core flows with JavaScript off (DESIGN: every core flow works through plain links and forms),
 * through the plain browser (test/support/plain-browser.ts): a browser without JavaScript only
 * follows links and sends forms. The shop front: vehicle by the dropdown GET forms, search, article,
 * cart, quantity, delivery country, consent, the shop switch under a cart line; the islands' plain
 * links and forms (delivery-country picker, navigation, vehicle box, HSN/TSN). The desk: enrolment,
 * the two-step sign-in, an order's timeline. The portal: a member's sign-in. What only a browser
 * shows (no island hydrates, resources load without an error) stays in e2e/nojs-flows
 * and e2e/plain-http-forms.
 * @backends sqlite: web tier, the core flows through links and forms with JavaScript off.
 */
import { sql } from 'kysely';
import type { NavigationAnswer } from '../../contract/calls/catalogue';
import { categoryPath } from '../../contract/catalogue-path';
import { EDITIONS } from '../../locales/editions';
import { inviteStaff } from '../../server/marketplace/staff/repository';
import { currentCode } from '../../server/marketplace/staff/totp';
import { offersFromShops } from '../checkout/support';
import { createTestApp } from '../support/app';
import { serveOnLoopback } from '../support/loopback';
import { PlainBrowser, type PlainPage } from '../support/plain-browser';
import { createSeededDatabase } from '../support/seeded-db';
import { createStaff } from '../support/staff';
import { orderWithUndeliveredMail } from '../support/desk-queue';

const { app, db } = createTestApp({ db: createSeededDatabase() });
const shop = serveOnLoopback(app);
afterAll(() => db.close());

describe('shop front and cart', () => {
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

  test('without JavaScript the delivery-country picker is a link to the delivery-country page', async () => {
    const page = await new PlainBrowser().goto(`${shop.origin()}/`);
    expect(page.one('spareo-island[data-name="DeliveryCountryPicker"] a.delivery-country').getAttribute('href')).toMatch(/^\/Lieferland/);
  });

  test('island props travel as inert JSON, never as executable script', async () => {
    const page = await new PlainBrowser().goto(`${shop.origin()}/`);
    const types = page.all('spareo-island > script').map((script) => script.getAttribute('type'));
    expect(types.length).toBeGreaterThan(0);
    expect(new Set(types)).toEqual(new Set(['application/json']));
  });

  test('without JavaScript the navigation is two levels of links; a second-level category page lists its subcategories', async () => {
    const ROOT = 'spareo-island[data-name="NavigationOverlay"]';
    // No vehicle chosen (its cookie would narrow the links to it).
    const browser = new PlainBrowser();
    const home = await browser.goto(`${shop.origin()}/`);
    const second = home.one(`${ROOT} nav > ul > li > ul > li > a`);
    const label = second.text;
    const api = (await (await fetch(`${shop.origin()}/api/navigation`)).json()) as NavigationAnswer;
    const leaves = api.categories.flatMap((item) => item.children).find((group) => group.title === label)!.children.map((leaf) => categoryPath(EDITIONS['de-DE'].words, leaf));
    const page = await browser.follow(home, `${ROOT} nav > ul > li > ul > li > a`);
    expect(page.all('main a').map((a) => a.getAttribute('href'))).toEqual(expect.arrayContaining(leaves));
    expect(page.one(`${ROOT} nav p a`).getAttribute('href')).toBe('/Ersatzteile/Alle-Fahrzeuge/--');
  });

  test('without JavaScript the vehicle box is a link: to the vehicle on its page, else to choose one', async () => {
    const ROOT = 'spareo-island[data-name="VehiclePanel"]';
    const vehicle = (await (await fetch(`${shop.origin()}/api/vehicle/models/2`)).json()) as { series: { slug: string }; model: { id: number } };
    const modelPath = `/Ersatzteile/${vehicle.series.slug}/3-${vehicle.model.id}-`;
    const browser = new PlainBrowser();
    let page = await browser.goto(`${shop.origin()}${modelPath}`);
    const boxPath = () => new URL(page.one(`${ROOT} a.vehicle-box`).getAttribute('href')!, page.url).pathname;
    expect(boxPath()).toBe(modelPath);
    expect(page.document.querySelector(`${ROOT} .vehicle-box-toggle`)).toBeNull();
    page = await browser.goto(`${shop.origin()}/`);
    // The model page chose the vehicle (a cookie): other pages link to it, and its removal is a plain form.
    expect(boxPath()).toBe(modelPath);
    page = await browser.press(page, '.vehicle-forget button');
    expect(page.url.pathname).toBe('/');
    expect(page.text(`${ROOT} a.vehicle-box`)).toBe('Fahrzeug wählen');
    expect((await browser.follow(page, `${ROOT} a.vehicle-box`)).status).toBe(200);
  });

  test('HSN/TSN without JavaScript: the plain form lists several matches', async () => {
    const ROOT = 'spareo-island[data-name="HsnTsn"]';
    const several = await db.kysely.selectFrom('kba').select(['hsn', 'tsn', sql<number>`count(distinct model_id)`.as('n')])
      .groupBy(['hsn', 'tsn']).having(sql`count(distinct model_id)`, '>', 1).orderBy('hsn').orderBy('tsn').limit(1).executeTakeFirstOrThrow();
    const browser = new PlainBrowser();
    const page = await browser.submit(await browser.goto(`${shop.origin()}/`), `${ROOT} form`, { hsn: several.hsn, tsn: several.tsn }, 'button[type=submit]');
    expect(page.all(`${ROOT} .lookup-matches li a`)).toHaveLength(Number(several.n));
  });
});

describe('desk', () => {
  test('invitation, sign-in with password and TOTP code, an order\'s timeline and a note', async () => {
    const k = db.kysely;
    const invited = await inviteStaff(k, { email: 'sam@spareo.example', name: 'Sam Support', locale: 'fr-FR', role: 'support', shopId: null }, null);

    await orderWithUndeliveredMail(k);

    const browser = new PlainBrowser();
    // The invitation: the key as the page shows it is what an authenticator app would read from the QR code.
    let page = await browser.goto(`${shop.origin()}/desk/invitation/${invited!.token}`);
    expect(page.one('html').getAttribute('lang')).toBe('fr-FR');
    expect(page.document.querySelector('.qr svg')).not.toBeNull();
    const secret = page.text('code[data-secret]');
    page = await browser.press(page, 'main button[type=submit]', { '#password': 'a desk password of length', '#code': currentCode(secret) });
    expect(page.url.pathname).toBe('/desk/queue');

    // Signed out, the desk sends back to the sign-in; then the two steps.
    page = await browser.press(page, 'header button[type=submit]');
    page = await browser.goto(`${shop.origin()}/desk/orders/SP-261124-BRAKES`);
    expect(page.url.pathname).toBe('/desk/sign-in');
    page = await browser.press(page, 'main button[type=submit]', { '#email': 'sam@spareo.example', '#password': 'a desk password of length' });
    expect(page.url.pathname).toBe('/desk/sign-in/code');
    // The enrolment's code is spent; the next step's code is within the accepted window.
    page = await browser.press(page, 'main button[type=submit]', { '#code': currentCode(secret, Date.now() + 30_000) });
    expect(page.url.pathname).toBe('/desk/orders/SP-261124-BRAKES');

    const kinds = () => page.all('ol.timeline li .kind').map((el) => el.text);
    expect(kinds()).toEqual(['commandée', 'e-mail en file', 'échec de l’e-mail']);
    expect(page.text('ol.timeline li.mail_failed')).toContain('550 mailbox unavailable');

    page = await browser.press(page, 'form[action$="/notes"] button', { '#text': 'Rappelée, adresse confirmée' });
    expect(page.text('[role=status]')).toBe('Enregistré.');
    expect(page.text('ol.timeline li.note')).toContain('Rappelée, adresse confirmée');

    // Resending the failed mail queues it again and says so in the timeline.
    page = await browser.press(page, 'ol.timeline li.mail_failed button');
    expect(kinds().filter((kind) => kind === 'e-mail en file')).toHaveLength(2);
    expect(browser.statuses.every((status) => status < 400)).toBe(true);
  });
});

describe('portal', () => {
  test('without JavaScript a member signs in with password and code and reaches the portal', async () => {
    const [offer] = await offersFromShops(db, 'DE', 1);
    const owner = await createStaff(db.kysely, 'shop_owner', { shopId: offer!.shopId, locale: 'nl-NL' });
    const browser = new PlainBrowser();
    let page = await browser.goto(`${shop.origin()}/portal/feeds`);
    expect(page.url.pathname).toBe('/portal/sign-in');
    page = await browser.follow(page, 'a.member-sign-in');
    const passwordStep = async (who: PlainBrowser, from: PlainPage) => {
      const code = await who.press(from, 'main button[type=submit]', { '#email': owner.email, '#password': owner.password });
      expect(code.url.pathname).toBe('/desk/sign-in/code');
      return code;
    };
    // The account's enrolment used the previous step's code: the next one is accepted.
    page = await browser.press(await passwordStep(browser, page), 'main button[type=submit]', { '#code': currentCode(owner.secret, Date.now() + 30_000) });
    expect(page.url.pathname).toMatch(/^\/portal\/?$/);
    expect(page.one('html').getAttribute('lang')).toBe('nl-NL');
    expect(browser.statuses.every((status) => status < 400)).toBe(true);

    // A wrong code is refused and the member stays outside.
    const other = new PlainBrowser();
    page = await other.press(await passwordStep(other, await other.goto(`${shop.origin()}/desk/sign-in`)), 'main button[type=submit]', { '#code': '000000' });
    expect(page.url.pathname).toBe('/desk/sign-in/code');
    expect((await other.goto(`${shop.origin()}/portal/feeds`)).url.pathname).toBe('/portal/sign-in');
  });
});
