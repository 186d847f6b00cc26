/**
 * The production server (dist, as `npm start` runs it) with MARKETPLACE_THREAD=true answers
 * marketplace calls on a thread of its own (issue 8). What a shopper would notice if the two
 * threads disagreed: the check headers a page hands out must verify in the marketplace, and what
 * the cart API writes the cart page shows.
 */
import type { RunningProcess } from '../../scripts/bench/server';
import { deriveCheck } from '../../server/marketplace/check-headers/derive';
import { startProductionServer } from '../support/production-server';
import { createSeededDatabase } from '../support/seeded-db';

jest.setTimeout(60_000);

const db = createSeededDatabase();
const offer = db
  .prepare(
    `SELECT o.id, coalesce(ct.title, '') AS title FROM offers o JOIN articles a ON a.id = o.article_id
       JOIN shop_shipping sh ON sh.shop_id = o.shop_id AND sh.country = 'DE'
       LEFT JOIN category_texts ct ON ct.category_id = a.category_id AND ct.lang_no = 1
      WHERE o.stock > 0 ORDER BY o.id LIMIT 1`,
  )
  .get() as { id: number; title: string };
let server: RunningProcess;

beforeAll(async () => {
  server = await startProductionServer(db, { MARKETPLACE_THREAD: 'true' });
}, 60_000);
afterAll(async () => server?.stop());

async function sessionCookie(): Promise<string> {
  const answer = await fetch(`${server.base}/api/session`);
  return answer.headers.getSetCookie().map((c) => c.split(';')[0]!).find((c) => c.startsWith('spareo_sid='))!;
}

/** The challenge the page embeds for its scripts, as the browser reads it. */
async function pageChallenge(cookie: string): Promise<{ csr: string; ts: string }> {
  const html = await (await fetch(`${server.base}/`, { headers: { cookie } })).text();
  const state = /<script id="spareo-state"[^>]*>(.*?)<\/script>/s.exec(html)![1]!;
  return JSON.parse(state).challenge;
}

async function addLine(cookie: string, quantity: number): Promise<void> {
  const added = await fetch(`${server.base}/api/Warenkorb/Hinzufuegen/${offer.id}`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json', origin: server.base },
    body: JSON.stringify({ quantity }),
  });
  expect(added.status).toBe(200);
}

test('check headers derived from a page verify in the marketplace thread; forged ones get the fallback', async () => {
  const cookie = await sessionCookie();
  await addLine(cookie, 3);
  const { csr, ts } = await pageChallenge(cookie);
  const count = (c: string) => fetch(`${server.base}/api/Warenkorb/count`, { headers: { cookie, 'x-csr': csr, 'x-ts': ts, 'x-c': c } });

  const passed = await count(await deriveCheck(csr, ts));
  expect(passed.headers.get('x-spareo-fallback')).toBeNull();
  expect(await passed.json()).toEqual({ countArticles: 3 });
  // The marketplace refuses them (403) and the proxy answers the spec's empty fallback.
  const forged = await count('0'.repeat(32));
  expect(forged.headers.get('x-spareo-fallback')).toBe('1');
  expect(await forged.json()).toEqual({ countArticles: 0 });
});

test('a line added through the API is on the cart page', async () => {
  const cookie = await sessionCookie();
  await addLine(cookie, 2);
  const page = await fetch(`${server.base}/Warenkorb`, { headers: { cookie } });
  expect(page.status).toBe(200);
  const html = await page.text();
  expect(html).toContain(offer.title);
  expect(html).toMatch(/id="quantity-\d+"[^>]*value="2"/);
});
