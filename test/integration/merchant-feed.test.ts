/**
 * The edition's product feed in the Google Merchant layout, as XML (checked by xmllint, read back
 * with xmlbuilder2) and as CSV (read back with csv-parse), on both backends: one item per article
 * shipped to the edition's country, at its lowest price, named by its key facts, its image the
 * photo's largest file on our own origin (that answers 200), the category's icon only for an
 * article without any photo; a marketplace failure answers 503, never a short feed.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { parse } from 'csv-parse/sync';
import { create } from 'xmlbuilder2';
import { createTestApp } from '../support/app';
import { createSeededDatabase } from '../support/seeded-db';
import { tempDir } from '../support/temp-dir';

const db = createSeededDatabase();
const { app } = createTestApp({ db });

type Item = Record<string, string | string[]>;

function itemsOfXml(xml: string): Item[] {
  const file = path.join(tempDir('merchant-'), 'feed.xml');
  fs.writeFileSync(file, xml);
  execFileSync('xmllint', ['--noout', file], { stdio: 'pipe' });
  const document = create(xml).end({ format: 'object' }) as { rss: { channel: { item: Item | Item[] } } };
  const items = document.rss.channel.item;
  return Array.isArray(items) ? items : [items];
}

test('de-DE as XML: an item per shipped article, the real photo from our origin, price, shipping and the key facts', async () => {
  const res = await request(app).get('/merchant-de-DE.xml').expect(200);
  expect(res.headers['content-type']).toContain('application/xml');
  const items = itemsOfXml(res.text);
  const shipped = await db.kysely.selectFrom('offers as o').innerJoin('shop_shipping as sh', (join) => join.onRef('sh.shop_id', '=', 'o.shop_id').on('sh.country', '=', 'DE'))
    .select((eb) => eb.fn.count<number>('o.article_id').distinct().as('n')).executeTakeFirstOrThrow();
  expect(items).toHaveLength(Number(shipped.n));
  for (const item of items) {
    expect(item['g:price']).toMatch(/^\d+\.\d{2} EUR$/);
    expect(item['g:shipping']).toMatch(/^DE:::\d+\.\d{2} EUR$/);
    expect(['in_stock', 'out_of_stock']).toContain(item['g:availability']);
    expect(item['g:condition']).toBe('new');
    expect(item['g:link']).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//);
  }
  // Every seeded article has its drawn photo: the largest WebP on our own origin, never the icon.
  const images = items.map((item) => String(item['g:image_link']));
  expect(images.filter((image) => !/^http:\/\/127\.0\.0\.1:\d+\/media\/photos\/[0-9a-f]{20}-800\.webp$/.test(image))).toEqual([]);
  const photo = await request(app).get(new URL(images[0]!).pathname).expect(200);
  expect(photo.headers['content-type']).toBe('image/webp');

  const disc = items.find((item) => String(item['g:title']).includes('Bremsscheiben Ø'));
  expect(disc?.['g:title']).toMatch(/^\S.* Bremsscheiben Ø\u00a0\d+\u00a0mm (belüftet|voll) \S+$/);
  // The lowest offer shipped to the country is the item's price.
  const articleId = Number(disc!['g:id']);
  const lowest = await db.kysely.selectFrom('offers as o').innerJoin('shop_shipping as sh', (join) => join.onRef('sh.shop_id', '=', 'o.shop_id').on('sh.country', '=', 'DE'))
    .select((eb) => eb.fn.min<number>('o.price_cents').as('p')).where('o.article_id', '=', articleId).executeTakeFirstOrThrow();
  expect(disc!['g:price']).toBe(`${(Number(lowest.p) / 100).toFixed(2)} EUR`);
});

test('an article without any photo falls back to its category\'s icon', async () => {
  const item = await db.kysely.selectFrom('offers').select('article_id').orderBy('id').limit(1).executeTakeFirstOrThrow();
  await db.kysely.deleteFrom('article_photos').where('article_id', '=', item.article_id).execute();
  const { app: fresh } = createTestApp({ db });
  const items = itemsOfXml((await request(fresh).get('/merchant-fr-FR.xml').expect(200)).text);
  const bare = items.find((entry) => Number(entry['g:id']) === item.article_id);
  expect(bare?.['g:image_link']).toMatch(/\/img\/categories\/[\w-]+\.svg$/);
  expect(bare?.['g:additional_image_link']).toBeUndefined();
});

test('it-IT as CSV: the same columns, read back by csv-parse, titles in Italian', async () => {
  const res = await request(app).get('/merchant-it-IT.csv').expect(200);
  expect(res.headers['content-type']).toContain('text/csv');
  const rows = parse(res.text, { columns: true }) as Record<string, string>[];
  expect(rows.length).toBeGreaterThan(10);
  expect(Object.keys(rows[0]!)).toEqual(['id', 'title', 'description', 'link', 'image_link', 'additional_image_link', 'price', 'availability', 'brand', 'gtin', 'mpn', 'condition', 'shipping', 'identifier_exists']);
  expect(rows.some((row) => / Dischi freno Ø\u00a0\d+\u00a0mm /.test(row.title!))).toBe(true);
  for (const row of rows) expect(row.shipping).toMatch(/^IT:::\d+\.\d{2} EUR$/);
  for (const row of rows) expect(row.link).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/it-IT\//);
});

test('an unknown edition is not found; a marketplace that fails answers 503, not a short feed', async () => {
  await request(app).get('/merchant-xx-XX.xml').expect(404);
  const { app: failing } = createTestApp({ db, transport: () => async () => ({ status: 500, body: null }) });
  await request(failing).get('/merchant-de-DE.xml').expect(503);
});
