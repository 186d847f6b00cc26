/**
 * What the shops download from us must not attack them:
 * - CSV formula injection: an order with the name `=HYPERLINK("http://evil.example/x","Rechnung")`,
 *   the street `-2+3+cmd|' /C calc'!A0` and the city `@SUM(1+1)` came out of
 *   `GET /shop-orders/{id}/orders?format=csv` as given, and ran in the shop's spreadsheet. The same
 *   for a feed row's SKU in `GET /feeds/{id}/imports/{n}/report.csv`.
 * - Control characters in openTRANS: an order already stored with U+0001, U+0008, U+001B, U+FFFF
 *   and a lone surrogate made `GET /shop-orders/{id}/orders/{number}.xml` a document no XML parser
 *   reads.
 * - The answers of /feeds/* and /shop-orders/* carried none of the security headers.
 * - CSV formula injection past the first character: a name `Max\n=cmd|' /C calc'!A0` or a street
 *   `Weg 1\r=1+1` put a formula at the start of a line (a program reading the file by lines, or
 *   forging a row of the shop's import), and a city `Berlin,=…` in the portal's ";" file (or
 *   `Berlin;=…` in the API's "," file) became a formula cell in a spreadsheet with the other list
 *   separator; in both order CSVs (the shops' API and the portal's download).
 */
import { parse } from 'csv-parse/sync';
import request from 'supertest';
import { addToCart, filledForm, orderNumberOf, shopperAgent, validateOpenTrans } from '../checkout/helpers';
import { offersFromShops, shopToken, checkoutShopWithMailbox } from '../checkout/support';
import { csvText } from '../../server/shared/csv-writer';
import { formulaSpots } from '../support/csv-formulas';
import { ownerCookie } from '../support/staff';
import { waitFor } from '../support/wait-for';

jest.setTimeout(120_000);

const started = checkoutShopWithMailbox();

const FORMULAS = {
  name: '=HYPERLINK("http://evil.example/x","Rechnung")',
  street: "-2+3+cmd|' /C calc'!A0",
  city: '@SUM(1+1)',
};
/** What a spreadsheet reads as the start of a formula (OWASP's list). */
const FORMULA_START = /^[=+\-@\t\r]/;

async function placeOrder(overrides: Record<string, string>): Promise<{ number: string; shopId: number; auth: { authorization: string } }> {
  const offer = (await offersFromShops(started.shop.db, 'DE', 1))[0]!;
  const agent = shopperAgent(started.shop.origin);
  await addToCart(agent, started.shop.origin, '/Warenkorb', [offer.offerId]);
  const page = await agent.get('/Kasse').expect(200);
  const placed = await agent.post('/Kasse').set('origin', started.shop.origin).type('form').send(filledForm(page.text, overrides)).expect(303);
  return { number: orderNumberOf(placed.headers.location!), shopId: offer.shopId, auth: { authorization: `Bearer ${await shopToken(started.shop.db, offer.shopId)}` } };
}

test('an order whose name, street and city are formulas: the shop\'s CSV export opens them as text', async () => {
  const { number, shopId, auth } = await placeOrder(FORMULAS);
  const answer = await request(started.shop.origin).get(`/shop-orders/${shopId}/orders?format=csv&status=all`).set(auth).expect(200);
  const rows = parse(answer.text, { columns: true }) as Record<string, string>[];
  const row = rows.find((r) => r.order_number!.startsWith(number))!;
  expect(row.delivery_name).toBe(`'${FORMULAS.name}`);
  expect(row.delivery_street).toBe(`'${FORMULAS.street}`);
  expect(row.delivery_city).toBe(`'${FORMULAS.city}`);
  expect(row.billing_name).toBe(`'${FORMULAS.name}`);
  // The phone number (+49 …) would be a formula as well.
  expect(row.phone).toMatch(/^'\+49/);
  for (const cell of rows.flatMap((r) => Object.values(r))) expect(cell).not.toMatch(FORMULA_START);
});

test('formulas after a line break or either list separator: neither order CSV starts a formula anywhere, for any reader', async () => {
  const hostile = { name: "Max\n=cmd|' /C calc'!A0", street: 'Weg 1\r=1+1', city: "Berlin,=cmd|' /C calc'!A0;=1+1\t@SUM(1)" };
  const { number, shopId, auth } = await placeOrder(hostile);
  const stored = await started.shop.db.kysely.selectFrom('orders').select('delivery_address').where('number', '=', number).executeTakeFirstOrThrow();
  expect(JSON.parse(stored.delivery_address)).toMatchObject(hostile);

  const api = await request(started.shop.origin).get(`/shop-orders/${shopId}/orders?format=csv&status=all`).set(auth).expect(200);
  expect(api.text).toContain(number);
  expect(formulaSpots(api.text)).toEqual([]);
  // Read as it is meant (",", quotes honoured), the values are the shopper's, a quote before each formula.
  const row = (parse(api.text, { columns: true }) as Record<string, string>[]).find((r) => r.order_number!.startsWith(number))!;
  expect(row.delivery_name).toBe("Max\n'=cmd|' /C calc'!A0");
  expect(row.delivery_street).toBe("Weg 1\r'=1+1");
  expect(row.delivery_city).toBe("Berlin,'=cmd|' /C calc'!A0;'=1+1\t'@SUM(1)");

  // The round trip: the shop sets the status in the export and uploads it; the inert cells are
  // read as the text they are (no row refused as a formula), and the step is taken.
  const edited = (parse(api.text) as string[][]).filter((cells, i) => i === 0 || cells[0]!.startsWith(number)).map((cells, i) => (i === 0 ? cells : cells.map((cell, c) => (c === 2 ? 'accepted' : cell))));
  const upload = await request(started.shop.origin).post(`/shop-orders/${shopId}/status`).set(auth).type('text/csv').send(csvText(edited, { delimiter: ',', lineEnd: '\r\n' })).expect(200);
  expect(upload.body.results).toEqual([{ line: 2, order: row.order_number, ok: true, status: 'accepted' }]);

  const portal = await fetch(`${started.shop.origin}/portal/orders.csv?q=${number}`, { headers: { cookie: await ownerCookie(started.shop.db.kysely, shopId) } });
  expect(portal.status).toBe(200);
  const text = await portal.text();
  expect(text).toContain(number);
  expect(formulaSpots(text)).toEqual([]);
});

test('a feed row whose SKU is a formula: the feed report CSV opens it as text', async () => {
  const token = await shopToken(started.shop.db, 4);
  const feed = ['sku;brand;mpn;price;stock', "=cmd|' /C calc'!A0;Nobody;1;1,00;1", '+SUM(1);Nobody;2;1,00;1', '@A1;Nobody;3;1,00;1', '-1+1;Nobody;4;1,00;1'].join('\n');
  const put = await request(started.shop.origin).put('/feeds/4').set({ authorization: `Bearer ${token}`, 'content-type': 'text/csv' }).send(feed).expect(202);
  const id = put.body.importId as number;
  await waitFor(`import ${id} to finish`, async () => {
    const status = await request(started.shop.origin).get(`/feeds/4/imports/${id}`).set({ authorization: `Bearer ${token}` }).expect(200);
    return status.body.import.status !== 'running';
  }, 10_000, 25);
  const report = await request(started.shop.origin).get(`/feeds/4/imports/${id}/report.csv`).set({ authorization: `Bearer ${token}` }).expect(200);
  const rows = parse(report.text, { delimiter: ';', columns: true }) as Record<string, string>[];
  expect(rows.map((r) => r.sku)).toEqual(["'=cmd|' /C calc'!A0", "'+SUM(1)", "'@A1", "'-1+1"]);
  for (const cell of rows.flatMap((r) => Object.values(r))) expect(cell).not.toMatch(FORMULA_START);
});

test('an order stored with control characters: its openTRANS document is still valid XML, without them', async () => {
  const { number, shopId, auth } = await placeOrder({});
  const hostile = 'Ann\u0001a\u0008 \u001bB\uffffer\ud800g';
  const stored = await started.shop.db.kysely.selectFrom('orders').select(['id', 'delivery_address']).where('number', '=', number).executeTakeFirstOrThrow();
  const delivery = { ...(JSON.parse(stored.delivery_address) as Record<string, string>), name: hostile, street: 'Weg 1\u0000\u0007', city: 'Köln\u000b\u000c' };
  await started.shop.db.kysely.updateTable('orders').set({ delivery_address: JSON.stringify(delivery) }).where('id', '=', stored.id).execute();
  const list = await request(started.shop.origin).get(`/shop-orders/${shopId}/orders?status=all`).set(auth).expect(200);
  const part = list.body.orders.find((o: { orderNumber: string }) => o.orderNumber === number);
  const xml = await request(started.shop.origin).get(part.links.opentrans).set(auth).expect(200);
  expect(xml.text).not.toMatch(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/);
  expect(xml.text).toContain('<bmecat:NAME>Anna Berg</bmecat:NAME>');
  expect(xml.text).toContain('<bmecat:STREET>Weg 1</bmecat:STREET>');
  expect(xml.text).toContain('<bmecat:CITY>Köln</bmecat:CITY>');
  expect(validateOpenTrans(xml.text)).toBe('');
});

/** The headers every answer of the shops' APIs carries, fitting an API: nothing loads, frames or caches it. */
function expectApiHeaders(answer: { status: number; headers: Record<string, string> }, what: string): void {
  const h = answer.headers;
  expect({ what, nosniff: h['x-content-type-options'] }).toEqual({ what, nosniff: 'nosniff' });
  expect({ what, csp: h['content-security-policy'] }).toEqual({ what, csp: expect.stringContaining("frame-ancestors 'none'") });
  expect({ what, csp: h['content-security-policy'] }).toEqual({ what, csp: expect.stringContaining("default-src 'none'") });
  expect({ what, frame: h['x-frame-options'] }).toEqual({ what, frame: 'DENY' });
  expect({ what, referrer: h['referrer-policy'] }).toEqual({ what, referrer: 'no-referrer' });
  expect({ what, cache: h['cache-control'] }).toEqual({ what, cache: 'no-store' });
  expect({ what, poweredBy: h['x-powered-by'] }).toEqual({ what, poweredBy: undefined });
}

test('every answer of /feeds/* and /shop-orders/* carries the security headers, errors included', async () => {
  const { number, shopId, auth } = await placeOrder({});
  const feedToken = { authorization: `Bearer ${await shopToken(started.shop.db, 4)}` };
  const part = `${number}-1`;
  const calls: [string, () => Promise<{ status: number; headers: Record<string, string> }>][] = [
    ['orders json', () => request(started.shop.origin).get(`/shop-orders/${shopId}/orders?status=all`).set(auth)],
    ['orders csv', () => request(started.shop.origin).get(`/shop-orders/${shopId}/orders?format=csv`).set(auth)],
    ['openTRANS', () => request(started.shop.origin).get(`/shop-orders/${shopId}/orders/${part}.xml`).set(auth)],
    ['order json', () => request(started.shop.origin).get(`/shop-orders/${shopId}/orders/${part}`).set(auth)],
    ['orders 401', () => request(started.shop.origin).get(`/shop-orders/${shopId}/orders`)],
    ['orders 400', () => request(started.shop.origin).get('/shop-orders/x/orders').set(auth)],
    ['order 404', () => request(started.shop.origin).get(`/shop-orders/${shopId}/orders/SP-000000-AAAAAA-1`).set(auth)],
    ['status 400', () => request(started.shop.origin).post(`/shop-orders/${shopId}/orders/${part}/status`).set(auth).send({ status: 'nonsense' })],
    ['feed 401', () => request(started.shop.origin).put('/feeds/4').set('content-type', 'text/csv').send('sku;price')],
    ['feed 415', () => request(started.shop.origin).put('/feeds/4').set(feedToken).set('content-type', 'image/png').send('x')],
    ['import 404', () => request(started.shop.origin).get('/feeds/4/imports/999999').set(feedToken)],
    ['report 404', () => request(started.shop.origin).get('/feeds/4/imports/999999/report.csv').set(feedToken)],
  ];
  for (const [what, call] of calls) expectApiHeaders(await call(), what);
});
