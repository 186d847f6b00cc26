/**
 * On a 360 x 640 phone the articles of a search and of a category start in the first screen: the
 * filters and the subcategories are folded behind one control each, which opens without
 * JavaScript and filters as before. From two columns on the filters stand open beside the articles.
 */
import type { Page } from 'puppeteer-core';
import { useShopInBrowser } from './support/session';

jest.setTimeout(120_000);

const e2e = useShopInBrowser();

async function open(path: string, width: number, javaScript: boolean): Promise<{ page: Page; close: () => Promise<void> }> {
  const page = await e2e.chromium.browser.newPage();
  await page.setJavaScriptEnabled(javaScript);
  await page.setViewport(width < 780 ? { width, height: 640, isMobile: true, hasTouch: true } : { width, height: 900 });
  const answer = await page.goto(`${e2e.shop.origin}${path}`, { waitUntil: 'load' });
  expect(answer?.status()).toBe(200);
  return { page, close: () => page.close() };
}

const firstArticleTop = (page: Page) => page.$eval('.cards .card', (card) => card.getBoundingClientRect().top);
// A closed disclosure hides its content without display: none: the browser's own visibility check.
const shown = (page: Page, selector: string) => page.$eval(selector, (el) => el.checkVisibility());

/** A category of the seeded catalogue with subcategories and filters: a top category of the search's suggestions. */
async function categoryPath(): Promise<string> {
  const html = await (await fetch(`${e2e.shop.origin}/Volltextsuche?q=Filter`)).text();
  const href = /href="(\/Filter\/[^"]+\/--\d+)"/.exec(html)?.[1];
  if (!href) throw new Error('no category link on the search page');
  return href;
}

test.each([true, false])('search and category at 360 x 640 (JavaScript %s): the first article starts in the first screen', async (javaScript) => {
  for (const path of ['/Volltextsuche?q=Bremsscheibe', await categoryPath()]) {
    const { page, close } = await open(path, 360, javaScript);
    try {
      expect(await shown(page, '.filters')).toBe(false);
      const top = await firstArticleTop(page);
      expect(top).toBeGreaterThan(0);
      expect(top).toBeLessThan(640 - 40);
    } finally {
      await close();
    }
  }
});

test('without JavaScript on a phone, the filter control opens the filters and a filter applies', async () => {
  const { page, close } = await open('/Volltextsuche?q=Bremsscheibe', 360, false);
  try {
    await page.tap('.filters-fold > summary');
    expect(await shown(page, '.filters')).toBe(true);
    const counted = async () => Number(/\((\d+)\)/.exec((await page.$eval('.filters-fold > summary', (el) => el.textContent)) ?? '')?.[1] ?? 0);
    const before = await counted();
    const box = (await page.$('.filters input[type=checkbox]:not(:checked)'))!;
    await box.tap();
    await Promise.all([page.waitForNavigation(), page.$eval('.filters', (form) => (form as HTMLFormElement).submit())]);
    expect(page.url()).toContain('f_');
    // The chosen filter is counted on the folded control.
    expect(await counted()).toBe(before + 1);
  } finally {
    await close();
  }
});

test('at 1366 px the filters and the subcategories stand open, without their controls', async () => {
  const { page, close } = await open(await categoryPath(), 1366, true);
  try {
    expect(await shown(page, '.filters')).toBe(true);
    expect(await shown(page, '.filters-fold > summary')).toBe(false);
    expect(await shown(page, '.subcategories-fold .link-list')).toBe(true);
    expect(await shown(page, '.subcategories-fold > summary')).toBe(false);
  } finally {
    await close();
  }
});
