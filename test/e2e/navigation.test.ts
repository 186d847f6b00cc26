/**
 * Navigation overlay in the browser: the page carries only two category levels
 * (island under 8 KB); opened, the island loads the third level and the manufacturers; one top and
 * one sub level open at a time, selecting the open one closes it, Escape closes; keyboard only.
 */
import { categoryPath } from '../../contract/catalogue-path';
import type { NavigationAnswer } from '../../contract/calls/catalogue';
import { EDITIONS as EDITION_TABLE } from '../../locales/editions';
import type { Page } from 'puppeteer-core';
import { hydrated } from './support/browser';
import { useShopInBrowser } from './support/session';

jest.setTimeout(90_000);

const e2e = useShopInBrowser();

const ROOT = 'spareo-island[data-name="NavigationOverlay"]';
const EDITIONS = ['', '/de-AT', '/es-ES', '/fr-FR', '/it-IT', '/nl-NL'];

const islandHtml = (html: string) => /<spareo-island data-name="NavigationOverlay"[\s\S]*?<\/spareo-island>/.exec(html)?.[0] ?? '';

test.each(EDITIONS)('edition %s: the overlay island stays under 8 KB with props, two levels, no manufacturer list', async (prefix) => {
  const html = await (await fetch(`${e2e.shop.origin}${prefix}/`)).text();
  const markup = islandHtml(html);
  expect(markup).not.toBe('');
  expect(Buffer.byteLength(markup)).toBeLessThan(8 * 1024);
  // Props hold no category tree: the two levels travel once, as markup.
  const props = JSON.parse(/<script type="application\/json">([\s\S]*?)<\/script>/.exec(markup)![1]!) as Record<string, unknown>;
  expect(props.items).toBeUndefined();
  expect(markup.match(/<li><a /g)!.length).toBeGreaterThan(20);
});

const expandedTops = (page: Page) => page.$$eval(`${ROOT} .nav-top > li > .nav-toggle[aria-expanded=true]`, (b) => b.map((x) => x.textContent));
const expandedSubs = (page: Page) => page.$$eval(`${ROOT} .nav-sub > li > .nav-toggle[aria-expanded=true]`, (b) => b.map((x) => x.textContent));
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? '');

test('keyboard only: open, one top and one sub level at a time, third level loaded, Escape closes', async () => {
  const { page, errors } = await e2e.chromium.open();
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/navigation' || url.pathname.startsWith('/api/vehicle/')) calls.push(url.pathname);
  });
  await page.goto(`${e2e.shop.origin}/`);
  // Tab into the page until the menu summary has focus: that hydrates the island.
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(() => document.activeElement?.matches('spareo-island[data-name="NavigationOverlay"] summary') ?? false)) break;
  }
  await hydrated(page, 'NavigationOverlay');
  expect(calls).toEqual([]);
  const loaded = Promise.all(['/api/navigation', '/api/vehicle/manufacturers'].map((path) => page.waitForResponse((r) => new URL(r.url()).pathname === path, { timeout: 10_000 })));
  await page.keyboard.press('Enter');
  await page.waitForSelector(`${ROOT} .nav-overlay .nav-toggle`, { visible: true });
  await loaded;
  expect(calls.sort()).toEqual(['/api/navigation', '/api/vehicle/manufacturers']);

  // First top level.
  await page.keyboard.press('Tab');
  const firstTop = await focusedText(page);
  await page.keyboard.press('Enter');
  expect(await expandedTops(page)).toEqual([firstTop]);
  await page.keyboard.press('Tab'); // overview link of the top level
  expect(await page.evaluate(() => document.activeElement?.className)).toBe('nav-overview');
  await page.keyboard.press('Tab'); // first sub level
  const firstSub = await focusedText(page);
  await page.keyboard.press('Enter');
  expect(await expandedSubs(page)).toEqual([firstSub]);
  const leaves = await page.$$eval(`${ROOT} .nav-sub > li.nav-open .nav-leaves a`, (a) => a.map((x) => ({ label: x.textContent, href: x.getAttribute('href') })));
  expect(leaves.length).toBeGreaterThan(0);
  // The third level is what the marketplace navigation lists under that sub level.
  const api = (await (await fetch(`${e2e.shop.origin}/api/navigation`)).json()) as NavigationAnswer;
  const group = api.categories.find((item) => item.title === firstTop)!.children.find((item) => item.title === firstSub)!;
  expect(leaves).toEqual(group.children.map((leaf) => ({ label: leaf.title, href: categoryPath(EDITION_TABLE['de-DE'].words, leaf) })));
  const leafPage = await fetch(`${e2e.shop.origin}${leaves[0]!.href}`);
  expect(leafPage.status).toBe(200);

  // A second sub level replaces the first; selecting the open one closes it.
  await page.keyboard.press('Tab'); // overview of the sub
  for (let i = 0; i < leaves.length; i++) await page.keyboard.press('Tab');
  await page.keyboard.press('Tab'); // next sub level toggle
  const secondSub = await focusedText(page);
  expect(secondSub).not.toBe(firstSub);
  await page.keyboard.press('Enter');
  expect(await expandedSubs(page)).toEqual([secondSub]);
  await page.keyboard.press('Enter');
  expect(await expandedSubs(page)).toEqual([]);

  // Another top level replaces the first (and its sub level); selecting it again closes it.
  const tops = await page.$$(`${ROOT} .nav-top > li > .nav-toggle`);
  await tops[1]!.focus();
  const secondTop = await focusedText(page);
  await page.keyboard.press('Space');
  expect(await expandedTops(page)).toEqual([secondTop]);
  expect(await expandedSubs(page)).toEqual([]);
  await page.keyboard.press('Enter');
  expect(await expandedTops(page)).toEqual([]);

  // Escape closes the overlay and gives focus back to the menu button.
  await page.keyboard.press('Enter');
  await page.keyboard.press('Escape');
  expect(await page.$eval(`${ROOT} details`, (d) => (d as HTMLDetailsElement).open)).toBe(false);
  expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('SUMMARY');
  // Reopened: everything starts closed, nothing is loaded twice.
  await page.keyboard.press('Enter');
  await page.waitForSelector(`${ROOT} .nav-overlay`, { visible: true });
  expect(await expandedTops(page)).toEqual([]);
  expect(calls).toHaveLength(2);
  expect(errors).toEqual([]);
  await page.close();
});

test('manufacturers: loaded on opening, sorted by name, linking manufacturer pages; fr-FR texts', async () => {
  const { page, errors } = await e2e.chromium.open();
  await page.goto(`${e2e.shop.origin}/fr-FR/`);
  await page.hover(`${ROOT} summary`);
  await hydrated(page, 'NavigationOverlay');
  await page.click(`${ROOT} summary`);
  await page.click(`${ROOT} .nav-manufacturers > .nav-toggle`);
  await page.waitForSelector(`${ROOT} .nav-manufacturer-list a`);
  expect(await page.$eval(`${ROOT} .nav-manufacturers .nav-overview`, (a) => [a.textContent, a.getAttribute('href')])).toEqual(['Toutes les marques', '/fr-FR/pieces-auto/tout-type-de-vehicule/--']);
  const makers = await page.$$eval(`${ROOT} .nav-manufacturer-list a`, (a) => a.map((x) => ({ label: x.textContent ?? '', href: x.getAttribute('href') ?? '' })));
  expect(makers.length).toBeGreaterThan(10);
  const labels = makers.map((m) => m.label);
  expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, 'fr-FR')));
  for (const maker of makers) expect(maker.href).toMatch(/^\/fr-FR\/pieces-auto\/[^/]+\/1-\d+-$/);
  // Labels in the edition's language: the category toggles are French.
  const api = (await (await fetch(`${e2e.shop.origin}/api/navigation`, { headers: { 'x-spareo-locale': 'fr-FR' } })).json()) as NavigationAnswer;
  const tops = await page.$$eval(`${ROOT} .nav-top > li > .nav-toggle`, (b) => b.map((x) => x.textContent));
  expect(tops.slice(0, -1)).toEqual(api.categories.map((i) => i.title));
  await Promise.all([page.waitForNavigation(), page.click(`${ROOT} .nav-manufacturer-list a`)]);
  expect(new URL(page.url()).pathname).toBe(makers[0]!.href);
  expect(errors).toEqual([]);
  await page.close();
});

test('on a model page the loaded third level links that vehicle\'s pages; a click outside closes', async () => {
  const models = (await (await fetch(`${e2e.shop.origin}/api/vehicle/series/1/models`)).json()) as { all: { id: number }[]; series: { slug: string } };
  const model = models.all[0]!;
  const { page, errors } = await e2e.chromium.open();
  const response = await page.goto(`${e2e.shop.origin}/Ersatzteile/${models.series.slug}/3-${model.id}-`);
  expect(response?.status()).toBe(200);
  await page.hover(`${ROOT} summary`);
  await hydrated(page, 'NavigationOverlay');
  await page.click(`${ROOT} summary`);
  await page.click(`${ROOT} .nav-top > li:first-child > .nav-toggle`);
  await page.click(`${ROOT} .nav-sub > li:first-child > .nav-toggle`);
  await page.waitForSelector(`${ROOT} .nav-leaves a`);
  const hrefs = await page.$$eval(`${ROOT} .nav-sub .nav-leaves a`, (a) => a.map((x) => x.getAttribute('href')));
  for (const href of hrefs) expect(href).toContain(`/3-${model.id}-`);
  await page.mouse.click(1000, 800);
  expect(await page.$eval(`${ROOT} details`, (d) => (d as HTMLDetailsElement).open)).toBe(false);
  expect(errors).toEqual([]);
  await page.close();
});

