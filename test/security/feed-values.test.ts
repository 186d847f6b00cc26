/**
 * Feed values that were misread instead of refused, sent as a shop sends them (`PUT /feeds/{id}`):
 * the price `1e308` became 13,08 €, `0x10` became 10 €, a quoted `12<line break>90` became 12,90 €,
 * the stock `-5` became 5, and `1.234` became 1,23 € (`1.005` 1,00 €) where a form reads 1.234,00 €. Each such row is now refused, with its reason and what was wrong in
 * the feed report, and becomes no offer; the good row beside them still does.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { issueShopToken } from '../../server/marketplace/shops/tokens';
import { catalogueArticles, countOffers, emptyShop, shopOffers } from '../feeds/helpers';
import { createTestApp } from '../support/app';
import { createSeededDatabase } from '../support/seeded-db';
import { waitFor } from '../support/wait-for';

const SHOP = 4;
const { app, db, feeds } = createTestApp({ db: createSeededDatabase() });
const server = http.createServer(app);
let base = '';
let auth = { authorization: '' };

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  auth = { authorization: `Bearer ${await issueShopToken(db.kysely, SHOP)}` };
  await emptyShop(db, SHOP);
});
afterAll(async () => {
  await feeds.idle();
  await new Promise((resolve) => server.close(resolve));
  db.close();
});

interface ReportLine { line: number; sku: string; reason: string; detail: string }

async function upload(feed: string): Promise<{ id: number; status: string; report: ReportLine[] }> {
  const put = await fetch(`${base}/feeds/${SHOP}`, { method: 'PUT', body: feed, headers: { 'content-type': 'text/csv', ...auth } });
  expect(put.status).toBe(202);
  const { importId } = await put.json() as { importId: number };
  let body: { import: { status: string }; report: ReportLine[] } | undefined;
  await waitFor(`import ${importId} to finish`, async () => {
    body = await (await fetch(`${base}/feeds/${SHOP}/imports/${importId}`, { headers: auth })).json() as { import: { status: string }; report: ReportLine[] };
    return body.import.status !== 'running';
  }, 10_000, 25);
  return { id: importId, status: body!.import.status, report: body!.report };
}

/** The hostile cells, each in a row of its own: [column, cell as written in the file, reason, what the detail says]. */
const HOSTILE: [string, string, string, RegExp][] = [
  ['price', '1e308', 'bad-price', /^price "1e308": not an amount/],
  ['price', '0x10', 'bad-price', /^price "0x10": not an amount/],
  ['price', '"12\n90"', 'bad-price', /^price "12\\n90": a line break/],
  ['price', '-3,00', 'bad-price', /negative/],
  ['price', 'Infinity', 'bad-price', /not an amount/],
  ['price', 'NaN', 'bad-price', /not an amount/],
  ['price', '1,5e2', 'bad-price', /not an amount/],
  ['price', '0X1F', 'bad-price', /not an amount/],
  ['price', '99999999999', 'bad-price', /more than 1,000,000 €/],
  ['price', '12,90 $', 'bad-price', /not an amount/],
  ['stock', '-5', 'bad-value', /^stock "-5": a negative stock/],
  ['stock', '0x10', 'bad-value', /^stock "0x10": not a whole number/],
  ['stock', '1e3', 'bad-value', /not a whole number/],
  ['stock', '1.000', 'bad-value', /not a whole number/],
  ['stock', '"5\n0"', 'bad-value', /not a whole number/],
  ['deposit', '-1', 'bad-value', /^deposit "-1": a negative amount/],
  ['deposit', '1e308', 'bad-value', /^deposit "1e308"/],
  ['shipping', '1e308', 'bad-value', /^shipping "1e308"/],
  ['shipping', 'DE:::0x10 EUR', 'bad-value', /^shipping "DE:::0x10 EUR"/],
  ['price_AT', '1e308', 'bad-price', /^price.AT "1e308"/],
  // A lone point or comma before three digits: 1.234,00 € in a form, once 1,23 € here ("1.005" even 1,00 € through a float's error).
  ['price', '1.234', 'bad-price', /^price "1.234": a point or comma before three digits/],
  ['price', '1.005', 'bad-price', /^price "1.005": a point or comma before three digits/],
  ['price', '12,345', 'bad-price', /^price "12,345": a point or comma before three digits/],
  ['price', '1234,567', 'bad-price', /^price "1234,567": three decimals/],
  ['price_AT', '1,234', 'bad-price', /^price.AT "1,234": a point or comma before three digits/],
  ['deposit', '7.500', 'bad-value', /^deposit "7.500": a point or comma before three digits/],
];

test('misread numbers in a feed are refused rows with their reason in the report; good rows still become offers', async () => {
  const articles = await catalogueArticles(db, HOSTILE.length + 1);
  const columns = ['sku', 'brand', 'mpn', 'price', 'stock', 'deposit', 'shipping', 'price_AT'];
  const good = { price: '12,90', stock: '5', deposit: '', shipping: '4,95', price_AT: '13,90' } as Record<string, string>;
  const rows = HOSTILE.map(([column, cell], i) => {
    const a = articles[i]!;
    const cells = { ...good, [column]: cell };
    return [`H-${i}`, a.brand, a.number, cells.price, cells.stock, cells.deposit, cells.shipping, cells.price_AT].join(';');
  });
  const last = articles[HOSTILE.length]!;
  rows.push(['OK-1', last.brand, last.number, '1.234,50 €', '> 50', '', 'DE:::4.95 EUR', 'EUR 7'].join(';'));
  const { id, status, report } = await upload([columns.join(';'), ...rows].join('\n'));

  expect(report).toHaveLength(HOSTILE.length);
  HOSTILE.forEach(([, cell, reason, detail], i) => {
    const line = report.find((r) => r.sku === `H-${i}`);
    expect({ cell, line: line && { reason: line.reason, detail: line.detail } }).toEqual({ cell, line: { reason, detail: expect.stringMatching(detail) } });
  });
  // Nearly every row refused: the safety hold keeps the feed until the shop confirms it.
  expect(status).toBe('held');
  expect((await fetch(`${base}/feeds/${SHOP}/imports/${id}/confirm`, { method: 'POST', headers: auth })).status).toBe(200);
  const offers = await shopOffers(db, SHOP);
  expect(offers.map((o) => o.sku)).toEqual(['OK-1']);
  expect(offers[0]!.price_cents).toBe(123450);
  expect(await countOffers(db, SHOP)).toBe(1);
  const stored = await db.kysely.selectFrom('offers').select(['stock', 'country_terms']).where('shop_id', '=', SHOP).executeTakeFirstOrThrow();
  expect(stored.stock).toBe(50);
  expect(JSON.parse(stored.country_terms!)).toEqual({ AT: { price: 700 }, DE: { shipping: 495 } });
});
