/**
 * A price the feed writes so that it cannot be read for sure ("1.234": a thousand in the portal's
 * forms, once 1,23 € here; "1.005": once 1,00 € through a float's error) never goes live: in every
 * layout a shop sends (the plain CSV, idealo's, Google's XML) the row is a report line saying why,
 * and the shop's offer of that SKU stays as it was. The amounts all readers agree on are taken.
 */
import type { Database } from '../../server/marketplace/db/connection';
import { createSeededDatabase } from '../support/seeded-db';
import { catalogueArticles, emptyShop, importBuffer, report, type CatalogueArticle } from './helpers';

const SHOP = 4;
let db: Database;
let articles: CatalogueArticle[];

beforeAll(async () => {
  db = createSeededDatabase();
  articles = await catalogueArticles(db, 12);
});
afterAll(() => db.close());

/** Twelve rows: the first at `first`, the others good prices all readers read alike. */
const GOOD = ['12,34', '12.34', '1.234,56', '1,234.56', '1234', '7', '4,9', '99,99 €', 'EUR 15', '2.345,00', '8.50'];
const GOOD_CENTS = [1234, 1234, 123456, 123456, 123400, 700, 490, 9999, 1500, 234500, 850];

const plain = (first: string) => ['sku;brand;mpn;price', ...articles.map((a, i) => `A-${i};${a.brand};${a.number};${i === 0 ? first : GOOD[i - 1]}`)].join('\n');
const idealo = (first: string) => ['Artikelnummer;Hersteller;Herstellerartikelnummer;Preis;Lieferzeit;Bestand',
  ...articles.map((a, i) => `A-${i};${a.brand};${a.number};${i === 0 ? first : GOOD[i - 1]};2;5`)].join('\n');
const googleXml = (first: string) => ['<?xml version="1.0"?><rss xmlns:g="http://base.google.com/ns/1.0" version="2.0"><channel>',
  ...articles.map((a, i) => `<item><g:id>A-${i}</g:id><g:title>Teil</g:title><g:link>https://shop.example/${i}</g:link><g:availability>in stock</g:availability><g:price>${i === 0 ? first : GOOD[i - 1]}</g:price><g:brand>${a.brand.replace(/&/g, '&amp;')}</g:brand><g:mpn>${a.number}</g:mpn></item>`),
  '</channel></rss>'].join('\n');

const prices = async () => Object.fromEntries((await db.kysely.selectFrom('offers').select(['sku', 'price_cents']).where('shop_id', '=', SHOP).execute()).map((o) => [o.sku, o.price_cents]));

describe.each([['the plain CSV', plain], ['idealo\'s CSV', idealo], ['Google\'s XML', googleXml]])('%s', (_, layout) => {
  test.each([
    ['1.234', /^price "1.234": a point or comma before three digits/], ['1.005', /^price "1.005": a point or comma before three digits/],
    ['12,345', /^price "12,345": a point or comma before three digits/], ['1234,567', /^price "1234,567": three decimals/],
  ])('"%s" is a report line, and the offer keeps its price', async (typed, detail) => {
    await emptyShop(db, SHOP);
    const before = await importBuffer(db, layout('12,90'), { shopId: SHOP });
    expect(before.status).toBe('applied');
    expect(await prices()).toEqual({ 'A-0': 1290, ...Object.fromEntries(GOOD_CENTS.map((cents, i) => [`A-${i + 1}`, cents])) });

    const after = await importBuffer(db, layout(typed), { shopId: SHOP });
    expect(after.status).toBe('applied');
    const lines = await report(db, after.id);
    expect(lines).toEqual([{ line: expect.any(Number), sku: 'A-0', reason: 'bad-price', detail: expect.stringMatching(detail) }]);
    expect((await prices())['A-0']).toBe(1290);
  });
});
