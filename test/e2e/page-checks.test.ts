/**
 * Every page type in two editions (de-DE, fr-FR), JavaScript on, at 360 px and 1280 px: no axe
 * violation (any impact), no html-validate error on the served HTML nor on the hydrated document,
 * none of the Nu checker's errors html-validate has no rule for; and at 320 px, with JavaScript on
 * and off, no page type scrolls sideways (the vehicle dropdowns with long model names included).
 * One browser; one page per edition and width walks all page types in a fresh profile context, so
 * the cart is empty, then filled through a cart link. An edition's widths walk side by side. The
 * server does not know the width: its HTML of a page is validated once per edition; a hydrated
 * document identical to one already validated is not validated again. html-validate (in Node) runs
 * while axe runs in the page. The loader's prefetch links (the same element on every page, added
 * 1.5 s after the first paint when idle) are waited for and validated on each walk's first page;
 * on the others the checks run once the islands have woken and the page's calls have ended.
 */
import type { Page } from 'puppeteer-core';
import { axeViolations, htmlValidateErrors, hydratedDocument, nuOnlyErrors, sidewaysScroll, wakeIslands } from './support/page-audit';
import { pagesOfEveryType, vehicleChoicePaths, type Edition, type PageOfType } from './support/page-types';
import { useShopInBrowser } from './support/session';

jest.setTimeout(420_000);

const EDITIONS: Edition[] = ['de-DE', 'fr-FR'];
const e2e = useShopInBrowser();
let pages: Record<Edition, PageOfType[]>;
let vehicleChoice: Record<Edition, string>;

beforeAll(async () => {
  pages = await pagesOfEveryType(e2e.shop.origin);
  vehicleChoice = await vehicleChoicePaths(e2e.shop.origin);
}, 120_000);

/** A page of its own browser context (own cookies, so its own cart). */
async function freshPage(width: number, height: number, javaScript = true): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await e2e.chromium.browser.createBrowserContext();
  const page = await context.newPage();
  await page.setViewport({ width, height });
  await page.setJavaScriptEnabled(javaScript);
  return { page, close: () => context.close() };
}

async function visit(page: Page, { type, path, status }: PageOfType): Promise<string> {
  const response = await page.goto(`${e2e.shop.origin}${path}`, { waitUntil: 'load', timeout: 60_000 });
  if (response?.status() !== status) throw new Error(`${type} ${path} answered ${response?.status()}, expected ${status}`);
  if (type === 'cartFilled' && !(await page.$('.cart-line'))) throw new Error(`${path} shows no cart line`);
  return response.text();
}

/** html-validate's findings of a hydrated document, by its text: the same document is checked once. */
const hydratedChecked = new Map<string, Promise<string[]>>();
function hydratedErrors(html: string): Promise<string[]> {
  if (!hydratedChecked.has(html)) hydratedChecked.set(html, htmlValidateErrors(html, true));
  return hydratedChecked.get(html)!;
}

/** Runs `walk` once per value side by side, each to its end; its findings by value (a walk that threw fails the test). */
async function sideBySide(values: number[], walk: (value: number) => Promise<string[]>): Promise<Record<string, string[]>> {
  const settled = await Promise.allSettled(values.map(walk));
  const failed = settled.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
  return Object.fromEntries(settled.map((result, i) => [String(values[i]), result.status === 'fulfilled' ? result.value : []]));
}
const nothingAt = (values: number[]) => Object.fromEntries(values.map((value) => [String(value), []]));

describe.each(EDITIONS)('%s', (edition) => {
  /** Page types whose served HTML this edition validates (at the width that reaches the type first). */
  const servedChecked = new Set<string>();

  /** Every page type at `width`: what axe, html-validate and the Nu rules find. */
  async function auditAt(width: number): Promise<string[]> {
    const { page, close } = await freshPage(width, 800);
    const problems: string[] = [];
    try {
      for (const [i, entry] of pages[edition].entries()) {
        const served = await visit(page, entry);
        const validateServed = !servedChecked.has(entry.type);
        servedChecked.add(entry.type);
        await wakeIslands(page, { prefetched: i === 0 });
        const hydrated = await hydratedDocument(page);
        if (i === 0 && !hydrated.includes('<link rel="prefetch"')) problems.push(`${entry.type} ${entry.path}: no prefetch link to validate`);
        const nu = await nuOnlyErrors(page);
        // axe works in the browser, html-validate in Node: side by side, on a page nothing else touches.
        const [axe, servedErrors, hydratedErrorsFound] = await Promise.all([
          axeViolations(page),
          validateServed ? htmlValidateErrors(served) : [],
          hydratedErrors(hydrated),
        ]);
        const found = [
          ...axe,
          ...servedErrors.map((error) => `served ${error}`),
          ...hydratedErrorsFound.map((error) => `hydrated ${error}`),
          ...nu,
        ];
        problems.push(...found.map((problem) => `${entry.type} ${entry.path}: ${problem}`));
      }
    } finally {
      await close();
    }
    return problems;
  }

  /** Every page type at 320 px, and the vehicle dropdowns with long model names: what reaches past the right edge. */
  async function sidewaysAt(javaScript: boolean): Promise<string[]> {
    const { page, close } = await freshPage(320, 640, javaScript);
    const wide: string[] = [];
    try {
      const entries = [...pages[edition], { type: 'home', path: vehicleChoice[edition], status: 200 } as PageOfType];
      for (const entry of entries) {
        await visit(page, entry);
        // Hydrated, the vehicle selector holds the same lists; it wakes on interaction.
        if (javaScript && (await page.$('.vehicle-selector select'))) await page.focus('.vehicle-selector select');
        const overflow = await sidewaysScroll(page);
        if (overflow) wide.push(`${entry.type} ${entry.path}: ${overflow}`);
      }
    } finally {
      await close();
    }
    return wide;
  }

  test('at 360 px and at 1280 px: every page type has no axe violation and no html-validate or Nu error', async () => {
    expect(await sideBySide([360, 1280], auditAt)).toEqual(nothingAt([360, 1280]));
  });

  // One after the other: these walks wait for nothing but the load, side by side they only contend.
  test.each([true, false])('at 320 px no page type scrolls sideways (JavaScript %s)', async (javaScript) => {
    expect(await sidewaysAt(javaScript)).toEqual([]);
  });
});
