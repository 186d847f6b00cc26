/**
 * What a keyboard, a phone and a contrast check met, in Chromium: white text on the accent colour,
 * the shop's shipping table that scrolls sideways on a phone, the trust badge (shown above 640 px,
 * never over the focused element) and the article's offers in a phone's first screen.
 */
import type { Page } from 'puppeteer-core';
import { pagesOfEveryType, type Edition, type PageOfType, type PageType } from './support/page-types';
import { useShopInBrowser } from './support/session';

jest.setTimeout(180_000);

const e2e = useShopInBrowser();
let pages: Record<Edition, PageOfType[]>;
const pathOf = (edition: Edition, type: PageType) => pages[edition].find((entry) => entry.type === type)!.path;

beforeAll(async () => {
  pages = await pagesOfEveryType(e2e.shop.origin);
}, 120_000);

async function open(width: number, height: number): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await e2e.chromium.browser.createBrowserContext();
  const page = await context.newPage();
  await page.setViewport({ width, height });
  return { page, close: () => context.close() };
}

/** WCAG contrast of each matching element's text against the first opaque background behind it. */
function contrasts(page: Page, selector: string): Promise<{ text: string; ratio: number }[]> {
  return page.$$eval(selector, (elements) => {
    const rgb = (value: string) => (value.match(/[\d.]+/g) ?? []).map(Number);
    const luminance = ([r, g, b]: number[]) =>
      [r!, g!, b!].map((c) => c / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)).reduce((sum, c, i) => sum + c * [0.2126, 0.7152, 0.0722][i]!, 0);
    return elements.map((element) => {
      let background = [255, 255, 255];
      for (let node: Element | null = element; node; node = node.parentElement) {
        const parts = rgb(getComputedStyle(node).backgroundColor);
        if (parts.length === 3 || parts[3] === 1) {
          background = parts.slice(0, 3);
          break;
        }
      }
      const [a, b] = [luminance(rgb(getComputedStyle(element).color)), luminance(background)];
      return { text: (element.textContent ?? '').trim(), ratio: (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05) };
    });
  });
}

test('white text on the accent colour reaches 4.5:1: the empty cart and 404 buttons, the cart count badge', async () => {
  const { page, close } = await open(360, 640);
  try {
    for (const type of ['cartEmpty', 'notFound', 'cartFilled'] as const) {
      await page.goto(`${e2e.shop.origin}${pathOf('de-DE', type)}`, { waitUntil: 'load' });
      const found = [...(await contrasts(page, 'main .button')), ...(await contrasts(page, '.cart-count'))];
      if (type !== 'cartFilled') expect(found.length).toBeGreaterThanOrEqual(2);
      for (const { text, ratio } of found) expect({ type, text, ratio: Math.round(ratio * 100) / 100, aa: ratio >= 4.5 }).toMatchObject({ aa: true });
    }
  } finally {
    await close();
  }
});

test('at 360 px the shipping table scrolls sideways, is a named region a keyboard reaches and scrolls', async () => {
  const { page, close } = await open(360, 640);
  try {
    await page.goto(`${e2e.shop.origin}${pathOf('de-DE', 'shop')}`, { waitUntil: 'load' });
    const region = (await page.$('.shipping-table'))!;
    expect(await region.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    const node = await page.accessibility.snapshot({ root: region, interestingOnly: false });
    expect(node).toMatchObject({ role: 'region', name: await page.$eval('.shipping-table h2', (h) => h.textContent) });
    // From the last shop tab, Tab lands on the table's region, then arrow keys scroll it.
    await page.focus('.shop-tabs a:last-child');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.classList.contains('shipping-table'))).toBe(true);
    for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowRight');
    await page.waitForFunction(() => document.querySelector('.shipping-table')!.scrollLeft > 0, { timeout: 10_000 });
  } finally {
    await close();
  }
});

test('the trust badge shows above 640 px only (160 by 80)', async () => {
  const { page, close } = await open(640, 800);
  try {
    await page.goto(`${e2e.shop.origin}/`, { waitUntil: 'load' });
    expect(await page.$eval('.trust-badge', (el) => getComputedStyle(el).display)).toBe('none');
    await page.setViewport({ width: 641, height: 800 });
    expect(await page.$eval('.trust-badge', (el) => {
      const { width, height } = el.getBoundingClientRect();
      return { display: getComputedStyle(el).display !== 'none', width, height };
    })).toEqual({ display: true, width: 160, height: 80 });
  } finally {
    await close();
  }
});

test('at 1280 px the trust badge never covers the element a keyboard user focuses', async () => {
  const { page, close } = await open(1280, 900);
  const covered: string[] = [];
  try {
    for (const type of ['home', 'article'] as const) {
      await page.goto(`${e2e.shop.origin}${pathOf('de-DE', type)}`, { waitUntil: 'load' });
      // Islands that wake on interaction wake first (a pointer over each, again until each woke: the
      // first one only brings the runtime, which listens from then on), so the walk meets the page as it stays.
      await page.waitForFunction(
        () => {
          const markers = [...document.querySelectorAll('spareo-island[data-when="interaction"]')];
          const asleep = markers.filter((m) => !m.hasAttribute('data-hydrated') && !m.hasAttribute('data-island-error'));
          for (const marker of asleep) (marker.querySelector('form, a, button, input, details') ?? marker).dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
          return asleep.length === 0;
        },
        { timeout: 20_000, polling: 250 },
      );
      // Tab through the whole page, until focus comes back to an element it had. Should an island
      // drop focus while waking, the walk goes on from the element focused last.
      let steps = 0;
      for (; steps < 400; steps++) {
        await page.keyboard.press('Tab');
        const step = await page.evaluate(() => {
          let focused = document.activeElement as HTMLElement | null;
          if (!focused || focused === document.body) {
            document.querySelector<HTMLElement>('[data-focused-last]')?.focus();
            focused = document.activeElement as HTMLElement | null;
            if (!focused || focused === document.body) return { done: true, covered: null };
            return { done: false, covered: null };
          }
          if (focused.dataset.visited) return { done: true, covered: null };
          focused.dataset.visited = '1';
          document.querySelector('[data-focused-last]')?.removeAttribute('data-focused-last');
          focused.dataset.focusedLast = '1';
          const badge = document.querySelector('.trust-badge')!.getBoundingClientRect();
          const box = focused.getBoundingClientRect();
          const overlaps = box.left < badge.right && box.right > badge.left && box.top < badge.bottom && box.bottom > badge.top;
          return { done: false, covered: overlaps ? `${focused.tagName.toLowerCase()} "${(focused.textContent ?? '').trim().slice(0, 30)}"` : null };
        });
        if (step.covered) covered.push(`${type}: ${step.covered}`);
        if (step.done) break;
      }
      expect(steps).toBeGreaterThan(20);
    }
  } finally {
    await close();
  }
  expect(covered).toEqual([]);
});

test('at 360 x 640 the first offer (shop, price, add to cart) is in the first screen of an article page', async () => {
  const { page, close } = await open(360, 640);
  const model = /\/3-(\d+)-/.exec(pathOf('de-DE', 'model'))![1]!;
  const misplaced: string[] = [];
  try {
    const articles = [pathOf('de-DE', 'article'), pathOf('fr-FR', 'article'), `${pathOf('fr-FR', 'article')}&modelId=${model}`, `${pathOf('de-DE', 'article')}&modelId=${model}`];
    for (const path of articles) {
      // The last one with a chosen vehicle (its model page sets it): the header holds vehicle, removal and sign-in too.
      if (path === articles[3]) await page.goto(`${e2e.shop.origin}${pathOf('de-DE', 'model')}`, { waitUntil: 'load' });
      await page.goto(`${e2e.shop.origin}${path}`, { waitUntil: 'load' });
      const boxes = await page.$$eval('.offer', ([offer]) =>
        ['.offer-shop a', '.offer-price strong', '.add-to-cart button'].map((selector) => {
          const box = offer!.querySelector(selector)!.getBoundingClientRect();
          return { selector, top: box.top, bottom: box.bottom };
        }),
      );
      for (const box of boxes) if (box.top < 0 || box.bottom > 640) misplaced.push(`${path}: ${box.selector} at ${Math.round(box.top)}-${Math.round(box.bottom)} px`);
    }
  } finally {
    await close();
  }
  expect(misplaced).toEqual([]);
});

test('a listing without filters (a part number of one brand, a kind without criteria) gives its cards the page\'s width at 1366 px', async () => {
  const { page, close } = await open(1366, 900);
  try {
    await page.goto(`${e2e.shop.origin}/Volltextsuche?q=Bremsscheibe`, { waitUntil: 'load' });
    // The markup the shop sends when there is nothing to filter by: the listing without its filters.
    await page.$eval('.listing > .filters-fold', (filters) => filters.remove());
    const widths = await page.$$eval('.cards > li', (cards) => cards.map((card) => Math.round(card.getBoundingClientRect().width)));
    expect(widths.length).toBeGreaterThanOrEqual(1);
    // Four to a row on a desktop: a quarter of the listing, never the width of a word.
    for (const width of widths) expect(width).toBeGreaterThan(200);
  } finally {
    await close();
  }
});
