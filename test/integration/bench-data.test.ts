/**
 * npm run bench:data at a small size on a real throwaway PostgreSQL cluster: the same catalogue
 * with exactly the offers asked for lands in the SQLite file and, by COPY, in PostgreSQL.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { buildSync } from 'esbuild';
import { sql } from 'kysely';
import { openDatabase, type Database } from '../../server/marketplace/db/connection';
import { migrate } from '../../server/marketplace/db/migrate';
import { projectRoot } from '../../server/shared/paths';
import { postgresForFile, type FilePostgres } from '../support/file-postgres';
import { tempDir } from '../support/temp-dir';

jest.setTimeout(600_000);

const dir = tempDir('spareo-bench-data-');
const bundle = path.join(projectRoot, 'node_modules', '.cache', `load-large-test-${process.pid}.js`);
let cluster: FilePostgres;

beforeAll(() => {
  cluster = postgresForFile();
  buildSync({ entryPoints: [path.join(projectRoot, 'scripts', 'bench', 'load-large.ts')], outfile: bundle, bundle: true, platform: 'node', format: 'cjs', packages: 'external', logLevel: 'error' });
});
afterAll(() => {
  cluster.close();
  fs.rmSync(bundle, { force: true });
  fs.rmSync(dir, { recursive: true, force: true });
});

const run = (args: string[]) => new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
  execFile(process.execPath, [bundle, ...args], { cwd: projectRoot, maxBuffer: 1 << 24 }, (error, stdout, stderr) => {
    resolve({ code: error ? Number((error as { code?: number }).code ?? 1) : 0, stdout, stderr });
  });
});

/** The database the first test loads, which the second finds full. */
let benchUrl = '';

test('2,000 articles and exactly 10,000 offers land in SQLite and PostgreSQL alike', async () => {
  const url = (benchUrl = await cluster.createDatabase('bench'));
  const indexesOf = async (db: Database) => (await sql<{ indexdef: string }>`SELECT indexdef FROM pg_indexes WHERE schemaname = 'public' ORDER BY indexname`.execute(db.kysely)).rows;
  const migrated = openDatabase(url);
  await migrate(migrated);
  const indexes = await indexesOf(migrated);
  await migrated.shut();
  const file = path.join(dir, 'large.db');
  const result = await run(['--articles', '2000', '--offers', '10000', '--to', url, '--sqlite', file]);
  expect(result.stdout).toMatch(/articles 2,000, offers 10,000, fitment [\d,]+ \(same in both: yes\)/);
  expect(result.stdout).toMatch(/Postgres \d+ MB .*COPY in [\d.]+ s/);
  expect(result.stderr).toMatch(/100 %/);
  expect(result.code).toBe(0);

  const lite = openDatabase(file);
  const pg = openDatabase(url);
  try {
    const offersOf = (db: Database, articleId: number) =>
      db.kysely.selectFrom('offers').select(['id', 'shop_id', 'price_cents', 'stock', 'sku']).where('article_id', '=', articleId).orderBy('id').execute();
    for (const articleId of [1, 777, 2000]) expect(await offersOf(pg, articleId)).toEqual(await offersOf(lite, articleId));
    // Every article has offers from different shops, topped-up ones included.
    const twice = await pg.kysely.selectFrom('offers').select(['article_id', 'shop_id']).groupBy(['article_id', 'shop_id'])
      .having((eb) => eb.fn.countAll(), '>', 1).execute();
    expect(twice).toEqual([]);
    // Listing rows are copied, not doubled by the triggers, and new ids come after the copied ones.
    const listing = async (db: Database) => Number((await db.kysely.selectFrom('fitment_listing').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    expect(await listing(pg)).toBe(await listing(lite));
    const next = await pg.kysely.insertInto('offers').values({ article_id: 1, shop_id: 1, price_cents: 999, sku: null }).returning('id').executeTakeFirstOrThrow();
    expect(next.id).toBeGreaterThan(10_000);
    // The indexes dropped for the load are all back, as the migrations made them.
    expect(await indexesOf(pg)).toEqual(indexes);
    expect(indexes.length).toBeGreaterThan(40);
  } finally {
    await lite.shut();
    await pg.shut();
  }
});

test('refuses to load into a database that already holds a catalogue', async () => {
  const url = benchUrl;
  const result = await run(['--articles', '300', '--offers', '1500', '--to', url, '--sqlite', path.join(dir, 'again.db')]);
  expect(result.code).toBe(1);
  expect(result.stderr).toMatch(/already holds rows/);
});
