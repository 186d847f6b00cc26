/**
 * The portal's and the desk's screens (the order's messages, the tracking file, the search, saved
 * replies, tax reports and the audit filter among them), read in German and in French by a signed-in member or
 * operator, with the error states people meet most: no raw key ("portal.orders.x"), no code with
 * underscores ("unusable_image", "shop_id"), no English word of the marketplace's own messages
 * ("expected", "Not found", "slug", "not in stock"), no account number where a person is meant,
 * no "-0,00 €". On a real server and database (SQLite or PostgreSQL, by jest project).
 * @backends sqlite: web tier, the words of the screens. The audit log searched by an object runs
 * on both backends in desk-item-calls.test.ts.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTestApp } from '../support/app';
import { placeShopOrder, type PlacedOrder } from '../support/portal-order';
import { createSeededDatabase } from '../support/seeded-db';
import { createStaff, staffCookie } from '../support/staff';

const SHOP = 4;
const LOCALES = ['de-DE', 'fr-FR'] as const;
const { app, db, marketplace } = createTestApp({ db: createSeededDatabase() });
const server = http.createServer(app);
let base = '';
const portal: Record<string, string> = {};
const desk: Record<string, string> = {};
let placed: PlacedOrder;
let importId = 0;

const send = (path: string, cookie: string, form?: [string, string][]) => fetch(`${base}${path}`, form
  ? { method: 'POST', redirect: 'manual', headers: { cookie, origin: base, 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(form) }
  : { redirect: 'manual', headers: { cookie } });

/** What a reader sees: the text without markup, scripts, styles, addresses and links (data, not words). */
function readable(html: string): string {
  return html.replace(/<(script|style)[\s\S]*?<\/\1>/g, ' ').replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;|&#x27;|&quot;|&amp;|&lt;|&gt;|&#\d+;/g, ' ')
    .replace(/https?:\/\/\S+/g, ' ').replace(/\S+@\S+/g, ' ').replace(/\s+/g, ' ');
}

const ENGLISH = /\b(expected|Not found|slug|error|not in stock|invalid|required|too long|from|undefined|null|NaN)\b/;
const RAW_KEY = /\b[a-z]{2,}\.[a-z]{2,}\.[a-zA-Z.]+\b/; // words between the dots: a key, not a legal form such as "s.r.o."
const UNDERSCORED = /\b[a-z]+_[a-z_]+\b/;

/** Every fault the page shows a reader, with a little context. */
function faults(html: string): string[] {
  const text = readable(html);
  const found: string[] = [];
  for (const pattern of [ENGLISH, RAW_KEY, UNDERSCORED, /-0,00\s€/, /\bKonto: \d+|\bCompte\s?: \d+/]) {
    const match = new RegExp(pattern.source, 'g').exec(text);
    if (match) found.push(`${pattern.source} → …${text.slice(Math.max(0, match.index - 40), match.index + 40)}…`);
  }
  return found;
}

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  for (const locale of LOCALES) {
    portal[locale] = staffCookie((await createStaff(db.kysely, 'shop_owner', { shopId: SHOP, locale, name: `Inhaberin ${locale}` })).token);
    desk[locale] = staffCookie((await createStaff(db.kysely, 'operator', { locale, name: `Betrieb ${locale}` })).token);
  }
  placed = await placeShopOrder(marketplace, db, SHOP, { offers: 2 });
  expect((await send(`/portal/orders/${placed.part}/refuse`, portal['de-DE']!, [['lines', '2'], ['reason', 'Teil beschädigt'], ['confirm', '1']])).status).toBe(303);
  // A feed import whose report has an image that could not be fetched and an availability not understood.
  const now = new Date().toISOString();
  importId = (await db.kysely.insertInto('feed_imports').values({ shop_id: SHOP, status: 'applied', source: 'upload', file_name: 'angebote.csv', bytes_total: 100, hold_reason: null, error: null, pid: null, heartbeat_at: null, created_at: now, finished_at: now, format: null, offers_added: 0, offers_updated: 0, offers_removed: 0 })
    .returning('id').executeTakeFirstOrThrow()).id;
  await db.kysely.insertInto('feed_report').values([
    { import_id: importId, line: 2, sku: 'A-1', reason: 'unusable-image', detail: 'image_link "https://img.example.com/a.jpg": answered HTTP 404', cell: 'https://img.example.com/a.jpg' },
    { import_id: importId, line: 3, sku: 'A-2', reason: 'unusable-image', detail: 'additional_image_link "https://img.example.com/b.jpg": 120 x 90 px: smaller than 300 px on a side', cell: null },
    { import_id: importId, line: 4, sku: 'A-3', reason: 'bad-value', detail: 'availability "limited availability": not in stock, out of stock, preorder or backorder', cell: 'limited availability' },
  ]).execute();
  // The owner invited someone: the log names the person, not the account.
  const person = await createStaff(db.kysely, 'shop_staff', { shopId: SHOP, name: 'Anna Berger' });
  await db.kysely.insertInto('staff_audit').values({ at: now, staff_id: null, staff_email: 'owner@example.de', action: 'staff_invited', order_number: null, shop_id: SHOP, detail: JSON.stringify({ staffId: person.id, role: 'shop_staff' }) }).execute();
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  db.close();
});

const PORTAL_SCREENS = () => ['/portal', '/portal/orders', `/portal/orders/${placed.part}/refuse`, '/portal/offers', '/portal/offers?state=paused', '/portal/feeds', `/portal/feeds/${importId}`, '/portal/shop-page', '/portal/bank-account', '/portal/people', '/portal/settlements', '/portal/token', '/portal/log', `/portal/orders/${placed.part}/messages`, '/portal/orders/tracking'];
const DESK_SCREENS = () => ['/desk/queue', '/desk/orders', `/desk/orders/${placed.number}`, '/desk/inbox', '/desk/shops', `/desk/shops/${SHOP}`, '/desk/staff', '/desk/audit', '/desk/settlements', '/desk/reviews', '/desk/personal-data', '/desk/search?q=muster', '/desk/saved-replies', '/desk/tax-reports', '/desk/audit?object=SP'];

describe.each(LOCALES)('in %s', (locale) => {
  test('the portal\'s screens and their refused forms show no raw key, code or English', async () => {
    const cookie = portal[locale]!;
    const pages: [string, Response][] = [];
    for (const path of PORTAL_SCREENS()) pages.push([path, await send(path, cookie)]);
    pages.push(['ship without tracking number', await send(`/portal/orders/${placed.part}/status`, cookie, [['status', 'shipped'], ['carrier', 'DHL'], ['trackingNumber', '']])]);
    pages.push(['refusal without lines', await send(`/portal/orders/${placed.part}/refuse`, cookie, [['reason', 'x']])]);
    pages.push(['texts without payment method', await send('/portal/shop-page/texts', cookie, [['terms', 'AGB'], ['cancellationPolicy', 'Widerruf']])]);
    pages.push(['filter day unreadable', await send('/portal/orders?from=31.02.2026', cookie)]);
    const offer = (await db.kysely.selectFrom('offers').select('id').where('shop_id', '=', SHOP).orderBy('id').limit(1).executeTakeFirstOrThrow()).id;
    pages.push(['offer price unreadable', await send(`/portal/offers/${offer}`, cookie, [['price', '12,345'], ['stock', '3'], ['delivery', '2']])]);
    pages.push(['offer stock negative', await send(`/portal/offers/${offer}`, cookie, [['price', '12,34'], ['stock', '-3'], ['delivery', '2']])]);
    pages.push(['offer delivery unreadable', await send(`/portal/offers/${offer}`, cookie, [['price', '12,34'], ['stock', '3'], ['delivery', 'bald']])]);
    pages.push(['offers paused without a tick', await send('/portal/offers/pause', cookie, [['action', 'pause']])]);
    pages.push(['answer to the shopper without text', await send(`/portal/orders/${placed.part}/messages`, cookie, [['text', '']])]);
    pages.push(['confirm without a tick', await send('/portal/orders/confirm', cookie, [])]);
    const found: Record<string, string[]> = {};
    for (const [path, answer] of pages) {
      expect([path, answer.status < 500 && answer.status !== 302 && answer.status !== 303]).toEqual([path, true]);
      const list = faults(await answer.text());
      if (list.length) found[path] = list;
    }
    expect(found).toEqual({});
  });

  test('the desk\'s screens and their refused forms show no raw key, code or English', async () => {
    const cookie = desk[locale]!;
    const pages: [string, Response][] = [];
    for (const path of DESK_SCREENS()) pages.push([path, await send(path, cookie)]);
    pages.push(['shop with a slug in use', await send('/desk/shops', cookie, [['name', 'Noch ein Shop'], ['slug', 'proparts-hamburg'], ['country', 'DE'], ['taxScheme', ''], ['vatId', '']])]);
    pages.push(['member with a bad address', await send(`/desk/shops/${SHOP}/members`, cookie, [['email', 'keine-adresse'], ['name', 'Jan'], ['locale', locale], ['role', 'shop_staff']])]);
    pages.push(['search from an unreadable day', await send('/desk/orders?from=gestern', cookie)]);
    pages.push(['audit from an unreadable day', await send('/desk/audit?from=31.02.2026', cookie)]);
    pages.push(['saved reply without a title', await send('/desk/saved-replies', cookie, [['locale', locale], ['title', ''], ['body', 'Guten Tag']])]);
    pages.push(['tax report of an unreadable quarter', await send('/desk/tax-reports?quarter=gestern', cookie)]);
    const found: Record<string, string[]> = {};
    for (const [path, answer] of pages) {
      expect([path, answer.status < 500 && answer.status !== 302 && answer.status !== 303]).toEqual([path, true]);
      const list = faults(await answer.text());
      if (list.length) found[path] = list;
    }
    expect(found).toEqual({});
  });
});

test('the log names the person invited; the import report words the image and availability problems', async () => {
  const log = readable(await (await send('/portal/log', portal['de-DE']!)).text());
  expect(log).toContain('Person: Anna Berger');
  const report = readable(await (await send(`/portal/feeds/${importId}`, portal['de-DE']!)).text());
  expect(report).toContain('Bild nicht verwendbar');
  expect(report).toContain('Der Server antwortete mit Status 404 statt der Datei.');
  expect(report).toContain('Das Bild ist zu klein (120 x 90 Pixel).');
  expect(report).toMatch(/Verfügbarkeit: erlaubt sind „in stock“/);
});
