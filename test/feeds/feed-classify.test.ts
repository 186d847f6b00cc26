/**
 * The feed report names each refused row by what is really wrong with it: an EAN whose check
 * digit is wrong is a bad EAN (not an unknown one); a row identified by its EAN alone never lacks
 * a brand; a feed over both safety limits is held for both reasons.
 */
import type { Database } from '../../server/marketplace/db/connection';
import { createSeededDatabase } from '../support/seeded-db';
import { catalogueArticles, emptyShop, importBuffer, report } from './helpers';

const SHOP = 11;
let db: Database;
let known: { ean: string; brand: string; number: string };

/** The EAN with its last digit changed: the check digit no longer fits. */
const wrongCheckDigit = (ean: string) => ean.slice(0, -1) + String((Number(ean.at(-1)) + 1) % 10);

beforeAll(async () => {
  db = createSeededDatabase();
  await emptyShop(db, SHOP);
  // The demo catalogue has no EANs: one article gets a real one (valid check digit).
  const [article] = await catalogueArticles(db, 1);
  await db.kysely.updateTable('articles').set({ ean: '4006381333931' }).where('id', '=', article!.id).execute();
  known = { ean: '4006381333931', brand: article!.brand, number: article!.number };
});
afterAll(() => db.close());

test('the known EAN has a valid check digit (the test\'s premise)', () => {
  const digits = known.ean.split('').map(Number);
  const sum = digits.slice(0, -1).reverse().reduce((total, digit, i) => total + digit * (i % 2 === 0 ? 3 : 1), 0);
  expect((10 - (sum % 10)) % 10).toBe(digits.at(-1));
});

test('EAN-only rows: a wrong check digit is a bad EAN, an unknown valid one is unknown; neither lacks a brand; a known one is matched', async () => {
  const rows = [
    'sku;brand;mpn;ean;price',
    `E-1;;;${known.ean};9,90`,
    `E-2;;;${wrongCheckDigit(known.ean)};9,90`,
    'E-3;;;5901234123457;9,90', // a valid EAN the catalogue does not have
    'E-4;;;40063813;9,90', // EAN-8 with a wrong check digit (…4 would be right)
    'E-5;;;12345;9,90', // too short to be an EAN
    `E-6;;X-99;${wrongCheckDigit(known.ean)};9,90`, // no brand: the number alone names nothing
    `E-7;${known.brand};${known.number};${wrongCheckDigit(known.ean)};9,90`, // brand and number still match
  ];
  const feed = await importBuffer(db, rows.join('\n'), { shopId: SHOP, limits: { maxRemovedShare: 1, maxErrorRate: 1 } });
  expect(feed.status).toBe('applied');
  const lines = await report(db, feed.id);
  expect(lines.map(({ sku, reason }) => [sku, reason])).toEqual([
    ['E-2', 'bad-ean'], ['E-3', 'unknown-ean'], ['E-4', 'bad-ean'], ['E-5', 'bad-ean'], ['E-6', 'bad-ean'],
  ]);
  expect(lines.find((line) => line.sku === 'E-2')!.detail).toBe('check-digit');
  expect(lines.find((line) => line.sku === 'E-5')!.detail).toBe('length');
  expect(lines.some((line) => line.reason === 'missing-field')).toBe(false);
  expect(feed.offersAdded).toBe(2);
});

test('a feed over the error limit that would also remove too many offers is held for both reasons', async () => {
  const articles = await catalogueArticles(db, 20);
  await emptyShop(db, SHOP);
  const good = (list: typeof articles) => list.map((a) => `G-${a.id};${a.brand};${a.number};10,00`);
  expect((await importBuffer(db, ['sku;brand;mpn;price', ...good(articles)].join('\n'), { shopId: SHOP })).status).toBe('applied');
  const bad = Array.from({ length: 8 }, (_, i) => `B-${i};${articles[0]!.brand};NO-SUCH-${i};1,00`);
  const held = await importBuffer(db, ['sku;brand;mpn;price', ...good(articles.slice(0, 2)), ...bad].join('\n'), { shopId: SHOP });
  expect(held.status).toBe('held');
  expect(held.holdReason).toMatch(/remove 18 of 20 offers/);
  expect(held.holdReason).toMatch(/8 of 10 rows/);
  expect(held.holds).toEqual([
    { kind: 'removal', removed: 18, current: 20, limitPercent: 30 },
    { kind: 'errors', rejected: 8, read: 10, limitPercent: 20 },
  ]);
});
