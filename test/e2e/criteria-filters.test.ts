/**
 * A listing filtered by what the parts are, in Chromium, de-DE and fr-FR, JavaScript on and off:
 * the viscosities lead the filters in the promoted order, each value with its count; choosing one
 * narrows the articles to it and counts the other criteria under it; the French page writes its
 * units after no-break spaces. Brake pads, front and rear in one listing, filter by their fitting
 * position the same way. Screenshots go to SHOTS_DIR when set.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'puppeteer-core';
import { useShopInBrowser } from './support/session';

jest.setTimeout(180_000);

const e2e = useShopInBrowser();
const SHOTS = process.env.SHOTS_DIR;

/** The engine-oil listing of an edition: the German one, then the edition's alternate of it. */
async function oilListing(locale: 'de-DE' | 'fr-FR'): Promise<string> {
  const oil = await e2e.shop.db.kysely.selectFrom('category_texts').select(['category_id', 'seo_alias']).where('lang_no', '=', 1).where('title', '=', 'Motoröl').executeTakeFirstOrThrow();
  const href = `/${oil.seo_alias}/Alle-Fahrzeuge/--${oil.category_id}`;
  if (locale === 'de-DE') return href;
  const german = await (await fetch(`${e2e.shop.origin}${href}`)).text();
  const alternate = /hrefLang="fr-FR" href="([^"]+)"/.exec(german)?.[1];
  if (!alternate) throw new Error('no French alternate of the listing');
  return new URL(alternate).pathname;
}

async function open(url: string, javaScript: boolean): Promise<Page> {
  const page = await e2e.chromium.browser.newPage();
  await page.setJavaScriptEnabled(javaScript);
  await page.setViewport({ width: 1366, height: 1000 });
  // A shop that sheds load on a busy machine answers 503: the shopper reloads.
  let answer = await page.goto(`${e2e.shop.origin}${url}`, { waitUntil: 'load' });
  for (let attempt = 1; answer?.status() === 503 && attempt < 5; attempt++) answer = await page.goto(`${e2e.shop.origin}${url}`, { waitUntil: 'load' });
  expect(answer?.status()).toBe(200);
  return page;
}

/** The filter groups as the page shows them: legend, then each value's label and count. */
const groups = (page: Page) =>
  page.$$eval('.filters fieldset', (sets) =>
    sets.map((set) => ({
      legend: set.querySelector('legend')?.textContent ?? '',
      values: [...set.querySelectorAll('li')].map((li) => ({
        label: (li.querySelector('a, label > span:not(.count)')?.textContent ?? '').trim(),
        count: Number(/\((\d[\d.\s\u202f\u00a0]*)\)/.exec(li.querySelector('.count')?.textContent ?? '')?.[1]?.replace(/\D/g, '') ?? NaN),
        checked: (li.querySelector('input') as HTMLInputElement | null)?.checked ?? false,
      })),
    })),
  );
const resultCount = (page: Page) => page.$$eval('.cards .card', (cards) => cards.length);

const LEGEND = { 'de-DE': { viscosity: 'Viskosität', volume: 'Inhalt' }, 'fr-FR': { viscosity: 'Viscosité', volume: 'Contenance' } } as const;

describe.each(['de-DE', 'fr-FR'] as const)('%s engine-oil listing', (locale) => {
  test.each([false, true])('JavaScript %s: viscosities first with counts; choosing 5W-30 narrows the list and counts the volumes under it', async (javaScript) => {
    const page = await open(await oilListing(locale), javaScript);
    try {
      const before = await groups(page);
      expect(before[0]!.legend).toBe(LEGEND[locale].viscosity);
      const viscosities = before[0]!.values.map((v) => v.label);
      const promoted = ['0W-30', '0W-40', '10W-40', '15W-40', '5W-30'].filter((v) => viscosities.includes(v));
      expect(viscosities.slice(0, promoted.length)).toEqual(promoted);
      const fiveW30 = before[0]!.values.find((v) => v.label === '5W-30')!;
      expect(fiveW30.count).toBeGreaterThan(0);
      const volumes = before.find((g) => g.legend === LEGEND[locale].volume)!;
      // The unit after a no-break space, in both editions.
      expect(volumes.values.map((v) => v.label)).toContain('5\u00a0l');

      const link = await page.$$eval('.filters fieldset:first-of-type li a', (links) => links.find((a) => a.textContent === '5W-30')!.getAttribute('href')!);
      if (javaScript) {
        // With JavaScript the form applies the ticked box as without it.
        await page.$$eval('.filters fieldset:first-of-type li', (items) => {
          const item = items.find((li) => li.querySelector('a')?.textContent === '5W-30')!;
          (item.querySelector('input') as HTMLInputElement).checked = true;
        });
        await Promise.all([page.waitForNavigation(), page.$eval('.filters button[type=submit]', (button) => (button as HTMLButtonElement).click())]);
      } else {
        await Promise.all([page.waitForNavigation(), page.goto(`${e2e.shop.origin}${link}`)]);
      }
      expect(page.url()).toContain('f_viscosity=5W30');
      const after = await groups(page);
      expect(after[0]!.values.find((v) => v.label === '5W-30')!.checked).toBe(true);
      const underIt = after.find((g) => g.legend === LEGEND[locale].volume)!.values.reduce((sum, v) => sum + (Number.isNaN(v.count) ? 0 : v.count), 0);
      expect(underIt).toBe(fiveW30.count);
      expect(await resultCount(page)).toBe(Math.min(20, fiveW30.count));
      const titles = await page.$$eval('.cards .card', (cards) => cards.map((card) => card.textContent ?? ''));
      expect(titles.every((title) => title.includes('5W-30'))).toBe(true);
      if (locale === 'fr-FR') {
        const text = await page.$eval('.filters', (form) => form.textContent ?? '');
        expect(text).not.toMatch(/ [:;!?]/);
      }
      if (SHOTS && !javaScript) {
        fs.mkdirSync(SHOTS, { recursive: true });
        await page.screenshot({ path: path.join(SHOTS, `listing-criteria-${locale}.png`), fullPage: false });
      }
    } finally {
      await page.close();
    }
  });
});

/** The brake-pads listing of an edition, found as the engine-oil one is. */
async function padsListing(locale: 'de-DE' | 'fr-FR'): Promise<{ href: string; id: number }> {
  const pads = await e2e.shop.db.kysely.selectFrom('category_texts').select(['category_id', 'seo_alias']).where('lang_no', '=', 1).where('title', '=', 'Bremsbeläge').executeTakeFirstOrThrow();
  const href = `/${pads.seo_alias}/Alle-Fahrzeuge/--${pads.category_id}`;
  if (locale === 'de-DE') return { href, id: pads.category_id };
  const german = await (await fetch(`${e2e.shop.origin}${href}`)).text();
  const alternate = /hrefLang="fr-FR" href="([^"]+)"/.exec(german)?.[1];
  if (!alternate) throw new Error('no French alternate of the listing');
  return { href: new URL(alternate).pathname, id: pads.category_id };
}

const POSITION = {
  'de-DE': { legend: 'Einbauposition', front: 'Vorderachse', rear: 'Hinterachse' },
  'fr-FR': { legend: 'Position de montage', front: 'Essieu avant', rear: 'Essieu arrière' },
} as const;

describe.each(['de-DE', 'fr-FR'] as const)('%s brake-pads listing', (locale) => {
  test.each([false, true])('JavaScript %s: front and rear pads in one listing, the fitting position first with counts; choosing the rear axle narrows to it', async (javaScript) => {
    const { href } = await padsListing(locale);
    const page = await open(href, javaScript);
    try {
      const before = await groups(page);
      expect(before[0]!.legend).toBe(POSITION[locale].legend);
      expect(before[0]!.values.map((v) => v.label).sort()).toEqual([POSITION[locale].front, POSITION[locale].rear].sort());
      const rear = before[0]!.values.find((v) => v.label === POSITION[locale].rear)!;
      const front = before[0]!.values.find((v) => v.label === POSITION[locale].front)!;
      expect(rear.count).toBeGreaterThan(0);
      expect(front.count).toBeGreaterThan(0);
      if (SHOTS && !javaScript) {
        fs.mkdirSync(SHOTS, { recursive: true });
        await page.screenshot({ path: path.join(SHOTS, `listing-pads-${locale}.png`), fullPage: false });
      }
      if (javaScript) {
        await page.$$eval('.filters fieldset:first-of-type li', (items, label) => {
          const item = items.find((li) => li.querySelector('a')?.textContent === label)!;
          (item.querySelector('input') as HTMLInputElement).checked = true;
        }, POSITION[locale].rear);
        await Promise.all([page.waitForNavigation(), page.$eval('.filters button[type=submit]', (button) => (button as HTMLButtonElement).click())]);
      } else {
        const link = await page.$$eval('.filters fieldset:first-of-type li a', (links, label) => links.find((a) => a.textContent === label)!.getAttribute('href')!, POSITION[locale].rear);
        await page.goto(`${e2e.shop.origin}${link}`);
      }
      expect(page.url()).toContain('f_fitting_position=rear');
      const after = await groups(page);
      expect(after[0]!.values.find((v) => v.label === POSITION[locale].rear)!.checked).toBe(true);
      expect(await resultCount(page)).toBe(Math.min(20, rear.count));
      if (SHOTS && !javaScript) await page.screenshot({ path: path.join(SHOTS, `listing-pads-rear-${locale}.png`), fullPage: false });
    } finally {
      await page.close();
    }
  });
});

test('the former rear-axle pads page leads to the pads with the rear axle chosen (JavaScript off)', async () => {
  const { id } = await padsListing('de-DE');
  const page = await open(`/Bremsbelaege-Hinterachse/Alle-Fahrzeuge/--${id + 2}`, false);
  try {
    expect(page.url()).toContain(`--${id}?f_fitting_position=rear`);
    const chosen = await groups(page);
    expect(chosen[0]!.values.find((v) => v.label === 'Hinterachse')!.checked).toBe(true);
  } finally {
    await page.close();
  }
});
