/**
 * Nothing a shopper already sees moves while the page arrives. On a slow link the document comes in
 * pieces, and Chromium paints what it has parsed at each pause. Painted in part, the header's search
 * box was pushed down by the header's actions (placed above it on a phone, later in the document),
 * and an offer's rating by its add-to-cart form. The shop's own bytes pass through a loopback relay
 * that stalls once at the chosen point, as a slow connection does.
 */
import { pagesOfEveryType, type Edition, type PageOfType } from './support/page-types';
import { useShopInBrowser } from './support/session';
import { freshPage } from './support/slow';
import { getOverWire, serveOnLoopback } from '../support/loopback';

jest.setTimeout(300_000);

const e2e = useShopInBrowser({}, { browser: 'shopper' });
let pages: Record<Edition, PageOfType[]>;
/** Where the relay stalls: just after the first match of this in the document. */
let stallAfter = /$^/;
const STALL_MS = 800;

beforeAll(async () => {
  pages = await pagesOfEveryType(e2e.shop.origin);
});

/** The shop's answer as it came, uncompressed so the stall falls where the pattern says. */
const relay = serveOnLoopback((req, res) => {
  void (async () => {
    const answer = await getOverWire(`${e2e.shop.origin}${req.url}`, { 'accept-encoding': 'identity', ...(req.headers.cookie ? { cookie: req.headers.cookie } : {}) });
    res.writeHead(answer.status, answer.headers);
    const match = stallAfter.exec(answer.body.toString('latin1'));
    const at = match ? match.index + match[0].length : answer.body.length;
    res.write(answer.body.subarray(0, at));
    // eslint-disable-next-line tests/fixed-sleeps -- a page whose answer stalls midway is what this relay is
    await new Promise((resolve) => setTimeout(resolve, STALL_MS));
    res.end(answer.body.subarray(at));
  })().catch(() => res.destroy());
});

async function shiftsWhileLoading(path: string): Promise<string[]> {
  const { page, close } = await freshPage(e2e.chromium.browser, 412);
  try {
    await page.evaluateOnNewDocument(() => {
      const w = window as unknown as { shifts: string[] };
      w.shifts = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; sources?: Array<{ node?: Node }> }>) {
          const moved = (entry.sources ?? []).map((source) => (source.node instanceof Element ? `${source.node.tagName.toLowerCase()}.${source.node.className}` : '?'));
          w.shifts.push(`${entry.value.toFixed(4)} ${moved.join(', ')}`);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(`${relay.origin()}${path}`, { waitUntil: 'load' });
    return await page.evaluate(() => (window as unknown as { shifts: string[] }).shifts);
  } finally {
    await close();
  }
}

test.each<Edition>(['de-DE', 'fr-FR'])('%s: home, category, search and article stalled after the header search box paint without a shift', async (edition) => {
  stallAfter = /<form class="search-box"[\s\S]*?<\/form>/;
  const shifted: string[] = [];
  for (const { type, path } of pages[edition].filter((entry) => ['home', 'category', 'search', 'article'].includes(entry.type))) {
    shifted.push(...(await shiftsWhileLoading(path)).map((shift) => `${type}: ${shift}`));
  }
  expect(shifted).toEqual([]);
});

test('an article stalled after the second offer\'s shop details paints without a shift', async () => {
  const article = pages['de-DE'].find((entry) => entry.type === 'article')!.path;
  // The second offer's shop name, rating and reviews, not yet its price and form.
  stallAfter = /<li class="offer[^"]*" id="offer-\d+">[\s\S]*?<li class="offer[^"]*" id="offer-\d+"><div class="offer-shop">[\s\S]*?<\/div>/;
  expect(await shiftsWhileLoading(article)).toEqual([]);
});

test.each<Edition>(['de-DE', 'fr-FR'])('%s: a category and a search stalled inside the sort choice, after its first option, paint without a shift', async (edition) => {
  // A busy phone paints where its parser pauses: the choice, with its shortest option only, is narrower than it will be.
  stallAfter = /<form class="sort"[\s\S]*?<\/option>/;
  const shifted: string[] = [];
  for (const { type, path } of pages[edition].filter((entry) => ['category', 'search'].includes(entry.type))) {
    shifted.push(...(await shiftsWhileLoading(path)).map((shift) => `${type}: ${shift}`));
  }
  expect(shifted).toEqual([]);
});
