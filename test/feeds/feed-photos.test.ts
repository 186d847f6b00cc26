/**
 * Photos and data sheets from a shop's feed, on a real server: a local HTTP server on loopback
 * plays the shop's file host (a photo, a huge image, a non-image, a slow answer, a redirect loop,
 * a PDF, a document that is no PDF, a PDF too large). The feed report names every link that could
 * not be used with its row and why; the rows still become offers. The article page then shows the
 * photo resized into files on our own origin, which answer with their type and a year's caching,
 * and lists the shop's PDF with its size.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import request from 'supertest';
import { issueShopToken } from '../../server/marketplace/shops/tokens';
import { pathFor } from '../../server/web/routes/table';
import { createTestApp } from '../support/app';
import { createSeededDatabase } from '../support/seeded-db';
import { waitFor } from '../support/wait-for';
import { catalogueArticles, emptyShop } from './helpers';

const SHOP = 5;
const TIMEOUT_MS = 1500;
const { app, db, feeds } = createTestApp({
  db: createSeededDatabase(),
  env: { FEED_MEDIA_HTTP_HOSTS: '127.0.0.1', FEED_MEDIA_TIMEOUT_MS: String(TIMEOUT_MS), FEED_MEDIA_MAX_DOCUMENT_BYTES: '200000' },
});
const server = http.createServer(app);
let base = '';
let host = '';
let token = '';
const hits = new Map<string, number>();
let photo: Buffer;
let pdf: Buffer;
/** 6400 x 6400 px of one colour, just past the 40-megapixel limit: a hundred-odd kilobytes that would decode to 123 MB. */
let huge: Buffer;

/** The shop's file host. */
const files = http.createServer((req, res) => {
  const path = req.url ?? '';
  hits.set(path, (hits.get(path) ?? 0) + 1);
  if (path === '/photo.jpg') return void res.writeHead(200, { 'content-type': 'image/jpeg' }).end(photo);
  if (path === '/huge.png') return void res.writeHead(200, { 'content-type': 'image/png' }).end(huge);
  if (path === '/page.jpg') return void res.writeHead(200, { 'content-type': 'text/html' }).end('<html><body>Not found, sorry</body></html>');
  if (path === '/slow.jpg') return void setTimeout(() => res.writeHead(200, { 'content-type': 'image/jpeg' }).end(photo), TIMEOUT_MS + 1000);
  if (path.startsWith('/loop')) return void res.writeHead(302, { location: `/loop${Number(path.slice(5) || 0) + 1}` }).end();
  if (path === '/sheet.pdf') return void res.writeHead(200, { 'content-type': 'application/pdf' }).end(pdf);
  if (path === '/sheet.doc') return void res.writeHead(200, { 'content-type': 'application/pdf' }).end('{\\rtf1 not a pdf}');
  if (path === '/big.pdf') return void res.writeHead(200, { 'content-type': 'application/pdf' }).end(Buffer.concat([pdf, Buffer.alloc(300_000, 32)]));
  res.writeHead(404).end();
});

beforeAll(async () => {
  photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#c0392b' } })
    .composite([{ input: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900"><circle cx="600" cy="450" r="380" fill="#ddd"/></svg>') }])
    .jpeg().toBuffer();
  huge = await sharp({ create: { width: 6400, height: 6400, channels: 3, background: '#888' } }).png({ compressionLevel: 9 }).toBuffer();
  const doc = await PDFDocument.create();
  doc.addPage([300, 300]).drawText('Datasheet 0 986 494');
  pdf = Buffer.from(await doc.save());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  await new Promise<void>((resolve) => files.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  host = `http://127.0.0.1:${(files.address() as AddressInfo).port}`;
  token = await issueShopToken(db.kysely, SHOP);
  await emptyShop(db, SHOP);
}, 60_000);
afterAll(async () => {
  await feeds.idle();
  await new Promise((resolve) => server.close(resolve));
  files.closeAllConnections();
  await new Promise((resolve) => files.close(resolve));
  db.close();
});

interface Status { import: { status: string; rowsRead: number; rowsRejected: number }; report: { line: number; sku: string; reason: string; detail: string }[] }

async function upload(text: string): Promise<Status> {
  const answer = await fetch(`${base}/feeds/${SHOP}`, { method: 'PUT', body: text, headers: { 'content-type': 'text/csv', authorization: `Bearer ${token}` } });
  expect(answer.status).toBe(202);
  const { importId } = await answer.json();
  let status: Status | undefined;
  await waitFor(`import ${importId} to finish`, async () => {
    status = await (await fetch(`${base}/feeds/${SHOP}/imports/${importId}`, { headers: { authorization: `Bearer ${token}` } })).json() as Status;
    return status.import.status !== 'running';
  }, 30_000, 50);
  return status!;
}

const binary = (req: request.Test) => req.buffer(true).parse((res, done) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
});

test('a feed with good and bad photo and document links: each bad one reported on its row, the good ones served from our origin', async () => {
  const articles = await catalogueArticles(db, 9, 40);
  const rows: [string, string, string][] = [
    [`${host}/photo.jpg`, `${host}/photo.jpg`, `${host}/sheet.pdf`], // line 2: all good (the same photo twice is kept once)
    [`${host}/huge.png`, '', ''], // 3
    [`${host}/page.jpg`, '', ''], // 4
    [`${host}/slow.jpg`, '', ''], // 5
    [`${host}/loop`, '', ''], // 6
    ['', '', `${host}/sheet.doc`], // 7
    ['', '', `${host}/big.pdf`], // 8
    [`http://localhost:${new URL(host).port}/photo.jpg`, `ftp://example.com/a.jpg`, ''], // 9: not https, another scheme
    [`${host}/photo.jpg`, '', `${host}/sheet.pdf`], // 10: fetched already in this feed
  ];
  const lines = rows.map(([image, more, doc], i) => [`P-${i}`, articles[i]!.brand, articles[i]!.number, '19.90', '3', image, more, doc].join(','));
  const status = await upload(['id,brand,mpn,price,quantity,image_link,additional_image_link,document_link', ...lines].join('\n'));

  expect(status.import).toMatchObject({ status: 'applied', rowsRead: 9, rowsRejected: 0 });
  const byLine = (line: number) => status.report.filter((entry) => entry.line === line).map((entry) => `${entry.reason}: ${entry.detail}`);
  expect(byLine(2)).toEqual([]);
  expect(byLine(10)).toEqual([]);
  expect(byLine(3)).toEqual([expect.stringMatching(/^unusable-image: image_link ".*huge\.png": larger than 40 megapixels$/)]);
  expect(byLine(4)).toEqual([expect.stringMatching(/^unusable-image: image_link ".*page\.jpg": not an image/)]);
  expect(byLine(5)).toEqual([expect.stringMatching(/^unusable-image: image_link ".*slow\.jpg": no complete answer within 1\.5 s$/)]);
  expect(byLine(6)).toEqual([expect.stringMatching(/^unusable-image: image_link ".*loop": more than 3 redirects$/)]);
  expect(byLine(7)).toEqual([expect.stringMatching(/^unusable-document: document_link ".*sheet\.doc": not a PDF/)]);
  expect(byLine(8)).toEqual([expect.stringMatching(/^unusable-document: document_link ".*big\.pdf": larger than 0\.2 MB$/)]);
  expect(byLine(9)).toEqual([
    expect.stringMatching(/^unusable-image: image_link "http:\/\/localhost:\d+\/photo\.jpg": only https links are fetched$/),
    expect.stringMatching(/^unusable-image: additional_image_link "ftp:\/\/example\.com\/a\.jpg": only https links are fetched$/),
  ]);
  // Each link was fetched once, though three rows name the photo and two the PDF.
  expect(hits.get('/photo.jpg')).toBe(1);
  expect(hits.get('/sheet.pdf')).toBe(1);

  // The article page shows the photo in files of our own origin, and the shop's PDF with its size.
  const article = articles[0]!;
  const brand = await db.kysely.selectFrom('brands').select('seo_name').where('name', '=', article.brand).executeTakeFirstOrThrow();
  const page = await request(app).get(pathFor('Article___de-DE', { brandName: brand.seo_name, normNumber: article.norm }));
  expect(page.status).toBe(200);
  const gallery = page.text.match(/<div class="gallery">([\s\S]*?)<\/div>/)?.[1] ?? '';
  const avif = [...gallery.matchAll(/(\/media\/photos\/[0-9a-f]{20}-(\d+)\.avif) \d+w/g)];
  const shopPhoto = await db.kysely.selectFrom('article_photos').select('photo_id').where('article_id', '=', article.id).where('shop_id', '=', SHOP).executeTakeFirstOrThrow();
  const own = avif.filter((m) => m[1]!.includes(shopPhoto.photo_id)).map((m) => m[1]!);
  // 1200 px wide: all three widths.
  expect(own.map((url) => Number(url.match(/-(\d+)\.avif$/)![1]))).toEqual([200, 400, 800]);
  for (const url of own) {
    const file = await binary(request(app).get(url));
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('image/avif');
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(file.body as Buffer).metadata();
    expect(meta.width).toBe(Number(url.match(/-(\d+)\.avif$/)![1]));
  }
  const webp = await binary(request(app).get(own[1]!.replace('.avif', '.webp')));
  expect(webp.headers['content-type']).toBe('image/webp');
  expect((await sharp(webp.body as Buffer).metadata()).format).toBe('webp');

  const docs = page.text.match(/<section class="documents">([\s\S]*?)<\/section>/)?.[1] ?? '';
  const link = docs.match(/<a href="(\/media\/docs\/[0-9a-f]{20}\.pdf)">Datenblatt<\/a> <small>Datenblatt, PDF, ([^<]+)<\/small>/);
  expect(link).not.toBeNull();
  const sheet = await binary(request(app).get(link![1]!));
  expect(sheet.status).toBe(200);
  expect(sheet.headers['content-type']).toBe('application/pdf');
  expect(Buffer.compare(sheet.body as Buffer, pdf)).toBe(0);
}, 120_000);

test('a link known from an earlier feed is not fetched again; the next feed without links takes the shop\'s photos and documents away', async () => {
  const articles = await catalogueArticles(db, 9, 40);
  const feed = (links: boolean) => ['id,brand,mpn,price,quantity,image_link,document_link',
    ...articles.map((a, i) => [`P-${i}`, a.brand, a.number, '19.90', '3', links && i === 0 ? `${host}/photo.jpg` : '', links && i === 0 ? `${host}/sheet.pdf` : ''].join(','))].join('\n');
  const fetchedBefore = hits.get('/photo.jpg');
  expect((await upload(feed(true))).import.status).toBe('applied');
  expect(hits.get('/photo.jpg')).toBe(fetchedBefore);
  const shopMedia = async () => ({
    photos: (await db.kysely.selectFrom('article_photos').select('photo_id').where('shop_id', '=', SHOP).execute()).length,
    documents: (await db.kysely.selectFrom('documents').select('id').where('shop_id', '=', SHOP).execute()).length,
  });
  expect(await shopMedia()).toEqual({ photos: 1, documents: 1 });
  expect((await upload(feed(false))).import.status).toBe('applied');
  expect(await shopMedia()).toEqual({ photos: 0, documents: 0 });
}, 60_000);
