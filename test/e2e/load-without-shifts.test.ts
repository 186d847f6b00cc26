/**
 * Nothing a shopper already sees moves while the page arrives. On a slow link the document comes in
 * pieces, and Chromium paints what it has parsed at each pause. Painted in part, the header's search
 * box was pushed down by the header's actions (placed above it on a phone, later in the document),
 * and an offer's rating by its add-to-cart form. The shop's own bytes pass through a loopback relay
 * that stalls once at the chosen point, as a slow connection does.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { pagesOfEveryType, type Edition, type PageOfType } from './support/page-types';
import { useShopInBrowser } from './support/session';
import { freshPage } from './support/slow';

jest.setTimeout(300_000);

const e2e = useShopInBrowser();
let pages: Record<Edition, PageOfType[]>;
let relay: http.Server;
let relayOrigin: string;
/** Where the relay stalls: just after the first match of this in the document. */
let stallAfter = /$^/;
const STALL_MS = 800;

beforeAll(async () => {
  pages = await pagesOfEveryType(e2e.shop.origin);
  relay = http.createServer((req, res) => {
    void (async () => {
      const answer = await fetch(`${e2e.shop.origin}${req.url}`, { headers: { 'accept-encoding': 'identity', cookie: req.headers.cookie ?? '' }, redirect: 'manual' });
      const headers = Object.fromEntries([...answer.headers].filter(([name]) => !['content-length', 'content-encoding', 'transfer-encoding', 'connection', 'keep-alive'].includes(name)));
      res.writeHead(answer.status, headers);
      const body = Buffer.from(await answer.arrayBuffer());
      const match = stallAfter.exec(body.toString('latin1'));
      const at = match ? match.index + match[0].length : body.length;
      res.write(body.subarray(0, at));
      await new Promise((resolve) => setTimeout(resolve, STALL_MS));
      res.end(body.subarray(at));
    })().catch(() => res.destroy());
  });
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
  relayOrigin = `http://127.0.0.1:${(relay.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => relay?.close(resolve));
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
    await page.goto(`${relayOrigin}${path}`, { waitUntil: 'load' });
    return await page.evaluate(() => (window as unknown as { shifts: string[] }).shifts);
  } finally {
    await close();
  }
}

test.each<Edition>(['de-DE', 'fr-FR'])('%s: home, category, search and article stalled after the header search box paint without a shift', async (edition) => {
  stallAfter = /<\/form>/;
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
