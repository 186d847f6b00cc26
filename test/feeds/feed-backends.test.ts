/**
 * The offer-feed import on both backends, side by side: the same small catalogue in a real SQLite
 * file and in an empty PostgreSQL database (on the run's throwaway cluster, file-postgres.ts), the
 * same feeds, the same answers. Formats and the report, batches and duplicate SKUs across them, the
 * safety hold, carted offers, interrupted and concurrent imports, and the cache hook.
 */
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { openDatabase, type Database } from '../../server/marketplace/db/connection';
import { openChangeFeed, type ChangeTopic } from '../../server/marketplace/db/change-feed';
import { migrate } from '../../server/marketplace/db/migrate';
import type { ChangedArticles } from '../../server/marketplace/feeds/apply';
import { saveBrandAlias } from '../../server/marketplace/feeds/brands';
import { ImportConflictError, reportCsv, startImport } from '../../server/marketplace/feeds/imports';
import { saveMapping } from '../../server/marketplace/feeds/mapping';
import { confirmImport } from '../../server/marketplace/feeds/run-import';
import { normalisePartNumber } from '../../server/marketplace/search/part-number';
import { type FilePostgres, postgresForFile, postgresInstalled } from '../support/file-postgres';
import { FEED_CLI, runFeedCli } from './cli';
import { countRows, importBuffer, report, shopOffers } from './helpers';
import { tempDir } from '../support/temp-dir';
import { SELLER } from '../support/seller';
import { waitFor } from '../support/wait-for';

const SHOP = 1;
const OTHER_SHOP = 2;
const PER_BRAND = 30;
const BRANDS = ['Bosch', 'Mann-Filter'];
const EAN = '4047024123458';

let cluster: FilePostgres | undefined;
const dir = tempDir('spareo-feed-backends-');
afterAll(() => {
  cluster?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const backends = postgresInstalled() ? ['sqlite', 'postgres'] as const : ['sqlite'] as const;

interface Article { id: number; brand: string; number: string }

/** A migrated, empty database of the backend with a small catalogue of its own. */
async function catalogue(backend: 'sqlite' | 'postgres'): Promise<{ db: Database; articles: Article[]; location: string }> {
  let location = path.join(dir, `${backend}-${Date.now()}.db`);
  if (backend === 'postgres') {
    cluster ??= postgresForFile();
    location = await cluster.createDatabase(`feeds_${Date.now()}`);
  }
  const db = openDatabase(location);
  await migrate(db);
  const k = db.kysely;
  await k.insertInto('manufacturers').values({ id: 1, name: 'Volkswagen', slug: 'volkswagen', seo_name: 'volkswagen' }).execute();
  await k.insertInto('brands').values(BRANDS.map((name, i) => ({ id: i + 1, name, slug: name.toLowerCase(), seo_name: name.toLowerCase() }))).execute();
  await k.insertInto('categories').values({ id: 1, parent_id: null, top_parent_id: 1, level: 1 }).execute();
  const articles: Article[] = [];
  for (const [b, brand] of BRANDS.entries()) {
    for (let n = 0; n < PER_BRAND; n++) articles.push({ id: articles.length + 1, brand, number: `0 986 4${b}${String(n).padStart(2, '0')}` });
  }
  await k.insertInto('articles').values(articles.map((a) => ({
    id: a.id, brand_id: BRANDS.indexOf(a.brand) + 1, category_id: 1, article_number: a.number, norm_number: normalisePartNumber(a.number), ean: a.id === 5 ? EAN : null,
  }))).execute();
  await k.insertInto('oe_numbers').values({ article_id: 1, manufacturer_id: 1, oe_number: '1K0 615 301', norm_number: '1K0615301' }).execute();
  await k.insertInto('shops').values([{ id: SHOP, name: 'Feed Shop', slug: 'feed-shop', rating: 4.5, ...SELLER }, { id: OTHER_SHOP, name: 'Other Shop', slug: 'other-shop', rating: 4, ...SELLER }]).execute();
  return { db, articles, location };
}

describe.each(backends)('on %s', (backend) => {
  let db: Database;
  let articles: Article[];
  let location: string;
  const changes: [number, ChangedArticles][] = [];
  const onChanged = (shopId: number, changed: ChangedArticles) => void changes.push([shopId, changed]);
  const feed = (list: Article[], price = '10,00', prefix = 'K') => ['sku;brand;mpn;price', ...list.map((a) => `${prefix}-${a.id};${a.brand};${a.number};${price}`)].join('\n');

  beforeAll(async () => {
    ({ db, articles, location } = await catalogue(backend));
  }, 120_000);
  afterAll(() => db.shut());

  test('formats, brands, EAN, mapping and OE numbers; every other row reported by line', async () => {
    const [a, b, c] = articles;
    await saveBrandAlias(db.kysely, 'Robert Bosch GmbH', 1);
    const text = '\uFEFFArtikelnummer;Hersteller;Herstellerartikelnummer;Titel;Preis;Lieferzeit;Bestand\r\n'
      + `S-1;BOSCH;${a!.number};"Bremsscheibe\r\n""belüftet""";1.234,50;1-3 Werktage;5\r\n`
      + `S-2;Robert Bosch GmbH;${b!.number.replace(/ /g, '.')};Filter;12,9;2;0\r\n`
      + `S-2;bosch;${b!.number};Filter;13,9;2;0\r\n`
      + 'S-3;Nobody;123;x;5,00;1;1\r\n'
      + 'S-4;Bosch;NOPE;x;5,00;1;1\r\n'
      + `S-5;Bosch;${c!.number};x;gratis;1;1\r\n`;
    const result = await importBuffer(db, text, { shopId: SHOP, force: true, onChanged });
    expect(result).toMatchObject({ status: 'applied', rowsRead: 6, rowsRejected: 3, duplicates: 1, offersAdded: 2 });
    expect((await shopOffers(db, SHOP)).map((o) => [o.sku, o.article_id, o.price_cents])).toEqual([['S-1', a!.id, 123450], ['S-2', b!.id, 1390]]);
    expect((await report(db, result.id)).map((r) => [r.line, r.reason])).toEqual([[4, 'duplicate-sku'], [6, 'unknown-brand'], [7, 'unknown-number'], [8, 'bad-price']]); // S-1 spans lines 2-3
    expect(changes.pop()).toEqual([SHOP, [a!.id, b!.id]]);

    // EAN when the number is unknown; a mapping file for another layout; OE numbers become cross references.
    await saveMapping(db.kysely, SHOP, { sku: 'Interne Nr', brand: 'Fabrikat', mpn: 'Teil Nr', price: 'VK brutto', oe: 'Original Nr' });
    const mapped = await importBuffer(db, 'Interne Nr;Fabrikat;Teil Nr;VK brutto;Original Nr;EAN\n'
      + `S-1;Bosch;${a!.number};15,00;"1K0 615 301|5Q0-615-301-F";\n`
      + 'E-1;Unbekannt;XYZ;13,00;;04047024123458\n', { shopId: SHOP, force: true });
    await saveMapping(db.kysely, SHOP, {});
    expect(mapped).toMatchObject({ status: 'applied', rowsRejected: 0, offersUpdated: 1, offersAdded: 1, offersRemoved: 1 });
    expect((await shopOffers(db, SHOP)).map((o) => [o.sku, o.article_id])).toEqual([['E-1', 5], ['S-1', a!.id]]);
    const oe = await db.kysely.selectFrom('oe_numbers').select(['norm_number', 'manufacturer_id']).where('article_id', '=', a!.id).orderBy('norm_number').execute();
    expect(oe).toEqual([{ norm_number: '1K0615301', manufacturer_id: 1 }, { norm_number: '5Q0615301F', manufacturer_id: 1 }]);
  });

  test('batches: thousands of rows, a SKU repeated within and across batches, the whole report as CSV in line order', async () => {
    const rows = ['sku;brand;mpn;price'];
    for (let n = 0; n < 12_000; n++) {
      const a = articles[n % articles.length]!;
      rows.push(n % 3 === 0 ? `BAD-${n};Bosch;NO-${n};1,00` : `B-${n};${a.brand};${a.number};${(n % 90) + 10},00`);
    }
    rows.splice(3, 0, `DUP;${articles[0]!.brand};${articles[0]!.number};1,00`); // line 4, replaced twice
    rows.splice(20, 0, `DUP;${articles[0]!.brand};${articles[0]!.number};2,00`); // line 21, same batch
    rows.push(`DUP;${articles[0]!.brand};${articles[0]!.number};3,00`); // the last line, a later batch
    const result = await importBuffer(db, rows.join('\n'), { shopId: OTHER_SHOP, force: true });
    expect(result).toMatchObject({ status: 'applied', rowsRead: 12_003, rowsRejected: 4000, duplicates: 2, offersAdded: 8001 });
    expect((await shopOffers(db, OTHER_SHOP)).find((o) => o.sku === 'DUP')!.price_cents).toBe(300);
    let csv = '';
    for await (const part of reportCsv(db.kysely, result.id)) csv += part;
    const lines = csv.trim().split('\n');
    expect(lines).toHaveLength(4003);
    // The detail names the number as matched (normalised); the cell is the one the shop sent.
    expect(lines.slice(0, 4)).toEqual(['line;sku;reason;detail;cell', '2;BAD-0;unknown-number;Bosch NO0;NO-0', '4;DUP;duplicate-sku;replaced by line 12004;', '6;BAD-3;unknown-number;Bosch NO3;NO-3']);
    const numbers = lines.slice(1).map((line) => Number(line.split(';')[0]));
    expect(numbers).toEqual([...numbers].sort((x, y) => x - y));
    expect(lines).toContain('21;DUP;duplicate-sku;replaced by line 12004;');
    expect(await countRows(db, 'feed_staging')).toBe(0);
  }, 120_000);

  test('the safety hold keeps the old offers until confirmed; a newer feed supersedes a held one', async () => {
    await importBuffer(db, feed(articles.slice(0, 20)), { shopId: SHOP, force: true });
    const held = await importBuffer(db, feed(articles.slice(0, 10), '12,00'), { shopId: SHOP });
    expect(held).toMatchObject({ status: 'held', holdReason: expect.stringMatching(/remove 10 of 20 offers/) });
    expect((await shopOffers(db, SHOP)).every((o) => o.price_cents === 1000)).toBe(true);
    expect(await confirmImport(db.kysely, held.id, onChanged)).toMatchObject({ status: 'applied', offersRemoved: 10, offersUpdated: 10 });
    expect(changes.pop()).toEqual([SHOP, articles.slice(0, 20).map((a) => a.id)]);
    const heldAgain = await importBuffer(db, feed(articles.slice(0, 2), '9,00'), { shopId: SHOP });
    expect(heldAgain.status).toBe('held');
    const next = await importBuffer(db, feed(articles.slice(0, 10), '9,50'), { shopId: SHOP });
    expect(next.status).toBe('applied');
    expect((await confirmImport(db.kysely, heldAgain.id))!.status).toBe('superseded');
    expect((await shopOffers(db, SHOP)).map((o) => o.price_cents)).toEqual(Array(10).fill(950));
  });

  test('carted offers: a new price is remembered, a vanished offer is withdrawn, new ids stay above every carted id', async () => {
    const offers = await shopOffers(db, SHOP);
    const now = new Date().toISOString();
    await db.kysely.insertInto('sessions').values({ id: `cart-${backend}`, created_at: now, last_seen_at: now, user_id: null }).execute();
    await db.kysely.insertInto('cart_lines').values([
      { session_id: `cart-${backend}`, offer_id: offers[0]!.id, model_id: null, quantity: 1, added_at: now },
      { session_id: `cart-${backend}`, offer_id: offers[1]!.id, model_id: null, quantity: 2, added_at: now },
    ]).execute();
    const kept = articles.find((a) => a.id === offers[0]!.article_id)!;
    const added = articles[25]!;
    const result = await importBuffer(db, `sku;brand;mpn;price\n${offers[0]!.sku};${kept.brand};${kept.number};11,00\nNEW-1;${added.brand};${added.number};4,00\n`, { shopId: SHOP, force: true });
    expect(result).toMatchObject({ status: 'applied', offersUpdated: 1, offersAdded: 1, offersRemoved: offers.length - 1 });
    expect(await db.kysely.selectFrom('offer_price_changes').select(['offer_id', 'old_price_cents', 'new_price_cents']).execute())
      .toEqual([{ offer_id: offers[0]!.id, old_price_cents: 950, new_price_cents: 1100 }]);
    expect(await db.kysely.selectFrom('withdrawn_offers').select(['offer_id', 'article_id', 'shop_id', 'price_cents']).execute())
      .toEqual([{ offer_id: offers[1]!.id, article_id: offers[1]!.article_id, shop_id: SHOP, price_cents: 950 }]);
    const fresh = (await shopOffers(db, SHOP)).find((o) => o.sku === 'NEW-1')!;
    const highest = Math.max(...(await db.kysely.selectFrom('offers').select('id').where('id', '<>', fresh.id).execute()).map((o) => o.id), offers[1]!.id);
    expect(fresh.id).toBeGreaterThan(highest);
    // An offer added elsewhere (no feed) still gets a free id.
    const other = await db.kysely.insertInto('offers').values({ article_id: 3, shop_id: OTHER_SHOP, price_cents: 100 }).returning('id').executeTakeFirstOrThrow();
    expect(other.id).toBeGreaterThan(fresh.id);
  });

  test('an import whose process is gone is marked failed and its rows dropped; a live one refuses a second import', async () => {
    const stale = new Date(Date.now() - 60 * 60_000);
    const dead = await startImport(db.kysely, SHOP, 'cli', 'dead.csv', null, stale);
    await db.kysely.insertInto('feed_staging').values({ import_id: dead, sku: 'X', line: 2, article_id: 1, price_cents: 1, refund_cents: 0, stock: 0, delivery_days: 2, offer_url: null, image_url: null, country_terms: null, oe_numbers: null, superseded_lines: null }).execute();
    const before = await shopOffers(db, SHOP);
    const live = await startImport(db.kysely, SHOP, 'cli', 'live.csv', null);
    expect(await db.kysely.selectFrom('feed_imports').select(['status', 'error']).where('id', '=', dead).executeTakeFirst()).toEqual({ status: 'failed', error: expect.stringMatching(/interrupted/) });
    expect(await countRows(db, 'feed_staging')).toBe(0);
    expect(await shopOffers(db, SHOP)).toEqual(before);
    await expect(startImport(db.kysely, SHOP, 'api', null, null)).rejects.toBeInstanceOf(ImportConflictError);
    await db.kysely.updateTable('feed_imports').set({ status: 'failed' }).where('id', '=', live).execute();
    // Imports of one shop started at the same moment (on PostgreSQL over several open connections): one goes ahead.
    await Promise.all(Array.from({ length: 5 }, () => sql`select 1`.execute(db.kysely)));
    const all = await Promise.allSettled(Array.from({ length: 5 }, () => startImport(db.kysely, SHOP, 'api', null, null)));
    expect(all.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected', 'rejected', 'rejected', 'rejected']);
    for (const refused of all.filter((r) => r.status === 'rejected')) expect((refused as PromiseRejectedResult).reason).toBeInstanceOf(ImportConflictError);
  });

  // The command line on this backend (needs `npm run build`): killed halfway, the old offers stand.
  (fs.existsSync(FEED_CLI) ? test : test.skip)('the feed command killed halfway leaves the old offers; the next import takes over once the killed one counts as gone', async () => {
    await db.kysely.deleteFrom('feed_imports').where('shop_id', '=', OTHER_SHOP).where('status', '=', 'running').execute();
    const before = await shopOffers(db, OTHER_SHOP);
    const file = path.join(dir, `big-${backend}.csv`);
    const rows = ['sku;brand;mpn;price'];
    for (let n = 0; n < 150_000; n++) rows.push(`BIG-${n};${articles[n % articles.length]!.brand};${articles[n % articles.length]!.number};7,00`);
    fs.writeFileSync(file, rows.join('\n'));
    const child = runFeedCli(location, ['--shop', String(OTHER_SHOP), file, '--force']);
    const progress = () => db.kysely.selectFrom('feed_imports').select(['id', 'rows_read']).where('shop_id', '=', OTHER_SHOP).where('status', '=', 'running').executeTakeFirst();
    let running: { id: number; rows_read: number } | undefined;
    await waitFor('the import to read 10,000 rows', async () => {
      if (child.exitCode !== null) throw new Error(`the import ended before: ${(await child.done).stderr}`);
      running = await progress();
      return (running?.rows_read ?? 0) >= 10_000;
    }, 60_000, 50);
    child.kill('SIGKILL');
    expect((await child.done).code).toBeNull();
    expect(await shopOffers(db, OTHER_SHOP)).toEqual(before);
    if (backend === 'postgres') {
      // The killed import may have run on another host: until its heartbeat is 10 minutes old it counts as running.
      await expect(startImport(db.kysely, OTHER_SHOP, 'cli', null, null)).rejects.toBeInstanceOf(ImportConflictError);
      await db.kysely.updateTable('feed_imports').set({ heartbeat_at: new Date(Date.now() - 11 * 60_000).toISOString() }).where('id', '=', running!.id).execute();
    }
    const next = await importBuffer(db, feed(articles.slice(0, 5), '8,00', 'N'), { shopId: OTHER_SHOP, force: true });
    expect(next.status).toBe('applied');
    expect((await shopOffers(db, OTHER_SHOP)).map((o) => o.sku)).toEqual(['N-1', 'N-2', 'N-3', 'N-4', 'N-5']);
    expect(await db.kysely.selectFrom('feed_imports').select(['status', 'error']).where('id', '=', running!.id).executeTakeFirst()).toEqual({ status: 'failed', error: expect.stringMatching(/interrupted/) });
    expect(await countRows(db, 'feed_staging')).toBe(0);
  }, 180_000);

  // A shop's import from the command line reaches the caches of every running shop process.
  (fs.existsSync(FEED_CLI) ? test : test.skip)('the feed command tells every process on the database that offers changed', async () => {
    const listening = openChangeFeed(location);
    const heard: ChangeTopic[] = [];
    listening.subscribe((topic) => heard.push(topic));
    try {
      // PostgreSQL: LISTEN is in place once the feed has said so (a first 'catalogue').
      if (backend === 'postgres') await waitFor('the change feed to listen', () => heard.length > 0, 10_000, 50);
      heard.length = 0;
      await db.kysely.deleteFrom('feed_imports').where('shop_id', '=', SHOP).where('status', '=', 'running').execute();
      const file = path.join(dir, `announce-${backend}.csv`);
      fs.writeFileSync(file, feed(articles.slice(0, 3), '12,34', 'A'));
      const run = await runFeedCli(location, ['--shop', String(SHOP), file, '--force']).done;
      expect(run.code).toBe(0);
      expect(JSON.parse(run.stdout)).toMatchObject({ status: 'applied' });
      await waitFor('a process to hear of the import', () => heard.includes('offers'), 3000, 50);
    } finally {
      await listening.close();
    }
  }, 60_000);
});
