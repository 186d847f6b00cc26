/**
 * Real-world feed files, one quirk at a time: BOM, Windows-1252, ; , and tab, decimal comma,
 * quoted line breaks, gzip, duplicate SKUs, brand spellings, EAN, Google and idealo headers,
 * a mapping file, and the report of every row that did not become an offer.
 */
import zlib from 'node:zlib';
import type { Database } from '../../server/marketplace/db/connection';
import { saveBrandAlias } from '../../server/marketplace/feeds/brands';
import { saveMapping } from '../../server/marketplace/feeds/mapping';
import { createSeededDatabase } from '../support/seeded-db';
import { type CatalogueArticle, catalogueArticles, emptyShop, importBuffer, report, shopOffers } from './helpers';

const SHOP = 7;
let db: Database;
let articles: CatalogueArticle[];

beforeAll(async () => {
  db = createSeededDatabase();
  articles = await catalogueArticles(db, 40);
  // The shop starts empty, so no safety hold gets in the way of the format tests.
  await emptyShop(db, SHOP);
});
afterAll(() => db.close());

const offerOf = (sku: string) => db.kysely.selectFrom('offers').selectAll().where('shop_id', '=', SHOP).where('sku', '=', sku).executeTakeFirst();
const priceOf = async (sku: string) => (await offerOf(sku))?.price_cents;
const articleOf = async (sku: string) => (await offerOf(sku))?.article_id;

test('UTF-8 with BOM, semicolons, decimal comma and a quoted title with line breaks', async () => {
  const [a, b] = articles;
  const text = '\uFEFFArtikelnummer;Hersteller;Herstellerartikelnummer;Titel;Preis;Lieferzeit;Bestand\r\n'
    + `S-1;${a!.brand};${a!.number};"Bremsscheibe\r\n""belüftet""; vorne";1.234,50;1-3 Werktage;5\r\n`
    + `S-2;${b!.brand};${b!.number};Filter;12,9;2;0\r\n`;
  const result = await importBuffer(db, text, { shopId: SHOP, force: true });
  expect(result.status).toBe('applied');
  expect(await priceOf('S-1')).toBe(123450);
  expect(await priceOf('S-2')).toBe(1290);
  expect(await articleOf('S-1')).toBe(a!.id);
  expect(await offerOf('S-1')).toMatchObject({ delivery_days: 3, stock: 5 });
});

test('Windows-1252, tab separated, brand spelled in capitals and manufacturer number without spaces', async () => {
  const [a, b] = articles.slice(2);
  const text = 'sku\tbrand\tmpn\ttitle\tprice\r\n'
    + `W-1\t${a!.brand.toUpperCase()}\t${a!.norm.toLowerCase()}\tStoßdämpfer für Peugeot 208 – vorne\t19,99\r\n`
    + `W-2\t${b!.brand.toLowerCase()}\t${b!.number.replace(/ /g, '.')}\tÖlfilter\t7,5\r\n`;
  const result = await importBuffer(db, win1252(text), { shopId: SHOP, force: true });
  expect(result.status).toBe('applied');
  expect(result.rowsRejected).toBe(0);
  expect(await articleOf('W-1')).toBe(a!.id);
  expect(await articleOf('W-2')).toBe(b!.id);
  expect(await priceOf('W-2')).toBe(750);
});

test('gzip by its magic bytes, commas, Google Merchant headers with per-country shipping', async () => {
  const a = articles[4]!;
  const text = 'id,brand,mpn,gtin,title,price,shipping,availability,link,image_link\n'
    + `G-1,${a.brand},"${a.number}",,"Teil, mit Komma","24.90 EUR","DE:::4.95 EUR,AT:::6.90 EUR",in stock,https://shop.example/g1,https://shop.example/g1.jpg\n`;
  const result = await importBuffer(db, zlib.gzipSync(Buffer.from(text)), { shopId: SHOP, force: true, fileName: 'feed.csv' });
  expect(result.status).toBe('applied');
  expect(await offerOf('G-1')).toMatchObject({ price_cents: 2490, offer_url: 'https://shop.example/g1', image_url: 'https://shop.example/g1.jpg', country_terms: JSON.stringify({ DE: { shipping: 495 }, AT: { shipping: 690 } }) });
});

test('one brand in three spellings through the alias table; EAN when the number is unknown', async () => {
  const bosch = await db.kysely.selectFrom('articles as a').innerJoin('brands as b', 'b.id', 'a.brand_id').select(['a.id', 'a.article_number as number'])
    .where('b.name', '=', 'Bosch').orderBy('a.id').limit(3).execute();
  const boschId = (await db.kysely.selectFrom('brands').select('id').where('name', '=', 'Bosch').executeTakeFirstOrThrow()).id;
  await saveBrandAlias(db.kysely, 'Robert Bosch GmbH', boschId);
  const eanArticle = articles[5]!;
  await db.kysely.updateTable('articles').set({ ean: '4047024123458' }).where('id', '=', eanArticle.id).execute();
  const text = 'sku;brand;mpn;ean;price\n'
    + `B-1;BOSCH;${bosch[0]!.number};;10,00\nB-2;Robert Bosch GmbH;${bosch[1]!.number};;11,00\nB-3;bosch;${bosch[2]!.number};;12,00\n`
    + 'E-1;Unbekannt;XYZ;04047024123458;13,00\n';
  const result = await importBuffer(db, text, { shopId: SHOP, force: true });
  expect(result.rowsRejected).toBe(0);
  expect([await articleOf('B-1'), await articleOf('B-2'), await articleOf('B-3')]).toEqual(bosch.map((a) => a.id));
  expect(await articleOf('E-1')).toBe(eanArticle.id);
});

test('duplicate SKUs: the last row wins and the earlier ones are reported; bad rows are reported with their line', async () => {
  const [a, b] = articles.slice(6);
  const text = 'sku;brand;mpn;price;stock\n'
    + `D-1;${a!.brand};${a!.number};10,00;1\n`
    + `D-1;${a!.brand};${a!.number};9,00;2\n`
    + `X-1;No Such Brand Ltd;123;5,00;1\n`
    + `X-2;${b!.brand};NOPE-000;5,00;1\n`
    + `X-3;${b!.brand};${b!.number};gratis;1\n`
    + `;${b!.brand};${b!.number};5,00;1\n`
    + `X-5;${b!.brand};;5,00;1\n`
    + `D-1;${a!.brand};${a!.number};8,00;3\n`;
  const result = await importBuffer(db, text, { shopId: SHOP, force: true });
  expect(result.status).toBe('applied');
  expect(await priceOf('D-1')).toBe(800);
  expect(result.duplicates).toBe(2);
  expect((await report(db, result.id)).map((r) => [r.line, r.reason])).toEqual([
    [2, 'duplicate-sku'], [3, 'duplicate-sku'], [4, 'unknown-brand'], [5, 'unknown-number'], [6, 'bad-price'], [7, 'missing-field'], [8, 'missing-field'],
  ]);
});

test('a SKU doubled once: the later row wins and the one earlier row is reported', async () => {
  const a = articles[9]!;
  const text = 'sku;brand;mpn;price;stock\n'
    + `E-1;${a.brand};${a.number};10,00;1\n`
    + `E-1;${a.brand};${a.number};7,50;2\n`;
  const result = await importBuffer(db, text, { shopId: SHOP, force: true });
  expect(result.status).toBe('applied');
  expect(await priceOf('E-1')).toBe(750);
  expect(result.duplicates).toBe(1);
  expect((await report(db, result.id)).map((r) => [r.line, r.reason, r.detail])).toEqual([[2, 'duplicate-sku', 'replaced by line 3']]);
});

test('a mapping file names the columns of a shop-specific layout; OE numbers become cross references', async () => {
  // An article that already has OE numbers (the vehicle maker of the new ones is taken from them).
  const withOe = new Set((await db.kysely.selectFrom('oe_numbers').select('article_id').where('article_id', 'in', articles.map((article) => article.id)).execute()).map((row) => row.article_id));
  const a = articles.find((article) => withOe.has(article.id))!;
  await saveMapping(db.kysely, SHOP, { sku: 'Interne Nr', brand: 'Fabrikat', mpn: 'Teil Nr', price: 'VK brutto', 'price.AT': 'VK Österreich', oe: 'Original Nr' });
  const text = 'Interne Nr;Fabrikat;Teil Nr;VK brutto;VK Österreich;Original Nr\n'
    + `M-1;${a.brand};${a.number};15,00;16,50;"1K0 615 301 AA|5Q0-615-301-F"\n`;
  const result = await importBuffer(db, text, { shopId: SHOP, force: true });
  await saveMapping(db.kysely, SHOP, {});
  expect(result.rowsRejected).toBe(0);
  expect(await priceOf('M-1')).toBe(1500);
  const oe = await db.kysely.selectFrom('oe_numbers').select('norm_number').where('article_id', '=', a.id).orderBy('id').execute();
  expect(oe.map((r) => r.norm_number)).toEqual(expect.arrayContaining(['1K0615301AA', '5Q0615301F']));
  // The feed replaced everything this shop had: only M-1 is left.
  expect((await shopOffers(db, SHOP)).map((o) => o.sku)).toEqual(['M-1']);
});

test('a file without the needed columns fails with a message naming them, and changes nothing', async () => {
  const offersBefore = await shopOffers(db, SHOP);
  const result = await importBuffer(db, 'foo;bar\n1;2\n', { shopId: SHOP, force: true });
  expect(result.status).toBe('failed');
  expect(result.error).toMatch(/sku/);
  expect(await shopOffers(db, SHOP)).toEqual(offersBefore);
});

test('a quote never closed fails the import with the parser\'s message; the offers stay as they were', async () => {
  const offersBefore = await shopOffers(db, SHOP);
  const a = articles[9]!;
  const result = await importBuffer(db, `sku;brand;mpn;title;price\nQ-1;${a.brand};${a.number};"Kein Ende;5,00\n`, { shopId: SHOP, force: true });
  expect(result.status).toBe('failed');
  expect(result.error).toMatch(/quote/i);
  expect(await shopOffers(db, SHOP)).toEqual(offersBefore);
});

function win1252(text: string): Buffer {
  const map: Record<string, number> = { 'ß': 0xdf, 'ä': 0xe4, 'Ö': 0xd6, 'ö': 0xf6, 'ü': 0xfc, '–': 0x96, 'é': 0xe9 };
  return Buffer.from([...text].map((c) => map[c] ?? c.charCodeAt(0)));
}
