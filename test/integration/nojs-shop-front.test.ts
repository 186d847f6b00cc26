/**
 * The shop front's islands with JavaScript off, each a plain link or form: the delivery-country
 * picker, the navigation, the vehicle box, the HSN/TSN form; island props are inert JSON. What the
 * browser alone shows (no island hydrates) stays with e2e/nojs-flows.
 */
import { sql } from 'kysely';
import { categoryPath } from '../../contract/catalogue-path';
import type { NavigationAnswer } from '../../contract/calls/catalogue';
import { EDITIONS } from '../../locales/editions';
import { createTestApp } from '../support/app';
import { serveOnLoopback } from '../support/loopback';
import { PlainBrowser } from '../support/plain-browser';
import { createSeededDatabase } from '../support/seeded-db';

const { app, db } = createTestApp({ db: createSeededDatabase() });
const shop = serveOnLoopback(app);
afterAll(() => db.close());

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
