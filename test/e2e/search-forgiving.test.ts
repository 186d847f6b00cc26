/**
 * Forgiving search as a shopper meets it, in de-DE and fr-FR: a misspelt term submitted shows
 * "showing results for ... (search instead for ...)" in the edition's language with results, the
 * link back searches the words as typed; a misspelt word typed in the search box still suggests the
 * right category. Screenshots of the results page at 360 and 1366 px go to artifacts/screenshots/.
 */
import fs from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../../server/shared/paths';
import { useShopInBrowser } from './support/session';

jest.setTimeout(120_000);

const e2e = useShopInBrowser();
const INPUT = 'spareo-island[data-name="SearchBox"] input[name=q]';
const OPTION = 'spareo-island[data-name="SearchBox"] [role=option]';
const OUT = path.join(projectRoot, 'artifacts', 'screenshots');

const EDITIONS: [string, string, string, string, RegExp, string, RegExp][] = [
  // locale, path prefix, typo submitted, its correction, the line's words, typo typed in the box, the category suggested
  ['de-DE', '', 'bremscheibe', 'bremsscheiben', /Ergebnisse für bremsscheiben.*Stattdessen suchen nach bremscheibe/, 'bremsschieb', /Bremsscheiben/],
  ['fr-FR', '/fr-FR', 'disques de frien', 'disques de frein', /Résultats pour disques de frein.*Rechercher plutôt disques de frien/, 'plaquete', /Plaquettes de frein/],
];

beforeAll(() => fs.mkdirSync(OUT, { recursive: true }));

test.each(EDITIONS)('%s: a typo submitted shows what was searched instead, with results, and the words as typed one click away', async (locale, prefix, typo, corrected, line) => {
  for (const width of [360, 1366]) {
    const { page, errors } = await e2e.chromium.open({ width });
    const response = await page.goto(`${e2e.shop.origin}${prefix}/${locale === 'de-DE' ? 'Volltextsuche' : 'recherche'}?q=${encodeURIComponent(typo)}`, { waitUntil: 'load' });
    expect(response?.status()).toBe(200);
    const text = await page.$eval('.search-correction', (p) => p.textContent?.replace(/\s+/g, ' ').trim() ?? '');
    expect(text).toMatch(line);
    expect(await page.$$eval('.search-products .card-title, .search-products article', (cards) => cards.length)).toBeGreaterThan(0);
    await page.screenshot({ path: path.join(OUT, `search-correction-${locale}-${width}.png`), fullPage: false });
    if (width === 1366) {
      const searched = await page.$eval('.search-correction a', (a) => (a as HTMLAnchorElement).textContent);
      expect(searched).toBe(corrected);
      const [back] = await Promise.all([page.waitForNavigation(), page.click('.search-instead a')]);
      expect(back?.status()).toBe(200);
      expect(new URL(page.url()).searchParams.get('exact')).toBe('1');
      expect(await page.$('.search-correction')).toBeNull();
    }
    expect(errors).toEqual([]);
    await page.close();
  }
});

test.each(EDITIONS)('%s: a misspelt word typed in the search box still suggests the right category', async (locale, prefix, _typo, _corrected, _line, typed, category) => {
  const { page, errors } = await e2e.chromium.open({ width: 360 });
  // A new visitor: the edition remembered from an earlier test would send "/" to that edition.
  await (await page.createCDPSession()).send('Network.clearBrowserCookies');
  await page.goto(`${e2e.shop.origin}${prefix || '/'}`, { waitUntil: 'domcontentloaded' });
  expect(await page.evaluate(() => document.documentElement.lang)).toBe(locale);
  await page.type(INPUT, typed);
  // The list may first show the answer for the beginning of the word; the whole word's follows.
  const shown = await page.waitForFunction((selector, source) => [...document.querySelectorAll(selector)].some((node) => new RegExp(source).test(node.textContent ?? '')), { timeout: 20_000 }, OPTION, category.source).then(() => true, () => false);
  const options = await page.$$eval(OPTION, (nodes) => nodes.map((node) => node.textContent?.trim() ?? ''));
  expect({ shown, options }).toEqual({ shown: true, options: expect.arrayContaining([expect.stringMatching(category)]) });
  await page.screenshot({ path: path.join(OUT, `search-suggestions-typo-${locale}-360.png`) });
  expect(errors).toEqual([]);
  await page.close();
});

test('a shopper with a chosen vehicle who opens a search address without it sees every vehicle and is offered theirs; one click narrows', async () => {
  const { page, errors } = await e2e.chromium.open({ width: 1366 });
  await (await page.createCDPSession()).send('Network.clearBrowserCookies');
  // Choosing a vehicle as a shopper does: the term names the family, its page lists the models, a model's page chooses it.
  await page.goto(`${e2e.shop.origin}/Volltextsuche?q=${encodeURIComponent('Golf Bremsscheiben')}`, { waitUntil: 'load' });
  await Promise.all([page.waitForNavigation(), page.click('.search-vehicle a')]);
  await Promise.all([page.waitForNavigation(), page.click('main a[href*="/3-"]')]);
  for (const width of [360, 1366]) {
    await page.setViewport({ width, height: width === 360 ? 640 : 900 });
    await page.goto(`${e2e.shop.origin}/Volltextsuche?q=Bremsscheiben`, { waitUntil: 'load' });
    const offer = await page.$eval('.search-scope', (p) => p.textContent?.replace(/\s+/g, ' ').trim() ?? '');
    expect(offer).toMatch(/^Teile für alle Fahrzeuge · Nur für Ihren \S/);
    await page.screenshot({ path: path.join(OUT, `search-vehicle-offered-de-DE-${width}.png`) });
    await Promise.all([page.waitForNavigation(), page.click('.search-scope a')]);
    expect(new URL(page.url()).searchParams.get('modelId')).toMatch(/^\d+$/);
    expect(await page.$eval('.search-scope', (p) => p.textContent?.replace(/\s+/g, ' ').trim() ?? '')).toMatch(/^Nur Teile für \S.* · Alle Fahrzeuge$/);
    await page.screenshot({ path: path.join(OUT, `search-vehicle-narrowed-de-DE-${width}.png`) });
  }
  expect(errors).toEqual([]);
  await page.close();
});
