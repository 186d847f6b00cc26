/**
 * The setup job as operators run it (`npm run start:marketplace -- setup`) on an empty PostgreSQL
 * database, at the demo's default size: it migrates, seeds the whole demo catalogue (articles with
 * their OE numbers, images and documents, the shops' offer feeds) and exits 0; run again on the
 * seeded database it changes nothing. PostgreSQL checks every foreign key as rows arrive, so rows
 * that name an article must follow it.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { childEnvironment } from '../../server/config/config';
import { openDatabase, type Database } from '../../server/marketplace/db/connection';
import { DEFAULT_ARTICLES } from '../../server/marketplace/seed/index';
import { MEMORY_ENV, MEMORY_NODE_ARGS } from '../../server/lifecycle/memory-defaults';
import { distDir } from '../../server/shared/paths';
import { postgresForFile, postgresInstalled, type FilePostgres } from '../support/file-postgres';
import { SHARED_SECRET } from '../support/scale-processes';
import { tempDir } from '../support/temp-dir';

const describeOnPostgres = postgresInstalled() ? describe : describe.skip;

function runSetup(url: string, logFile: string): Promise<{ code: number | null; ms: number; log: string }> {
  const started = Date.now();
  const log = fs.openSync(logFile, 'w');
  const child = spawn(process.execPath, [...MEMORY_NODE_ARGS, path.join(distDir, 'server', 'processes', 'marketplace-main.js'), 'setup'], {
    env: childEnvironment({ ...MEMORY_ENV, NODE_ENV: 'production', LOG_LEVEL: 'info', DATABASE_URL: url, CHECK_SECRET: SHARED_SECRET, SEED_ON_START: 'true' }),
    stdio: ['ignore', log, log],
  });
  fs.closeSync(log);
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, ms: Date.now() - started, log: fs.readFileSync(logFile, 'utf8') })));
}

describeOnPostgres('the setup job on an empty PostgreSQL database, at the demo size', () => {
  jest.setTimeout(900_000);
  const dir = tempDir('spareo-setup-demo-');
  let cluster: FilePostgres;
  let url: string;
  let db: Database;

  beforeAll(async () => {
    cluster = postgresForFile();
    url = await cluster.createDatabase('shop');
  });

  afterAll(async () => {
    if (db?.isOpen) await db.shut();
    cluster?.close();
  });

  test('migrates, seeds the default demo catalogue and exits 0', async () => {
    const first = await runSetup(url, path.join(dir, 'setup-1.log'));
    process.stdout.write(`[setup] demo seed on PostgreSQL: ${(first.ms / 1000).toFixed(1)} s\n`);
    expect({ code: first.code, log: first.code === 0 ? '' : first.log.slice(-3000) }).toEqual({ code: 0, log: '' });

    db = openDatabase(url);
    const count = async (table: 'articles' | 'oe_numbers' | 'article_images' | 'documents' | 'offers') =>
      Number((await db.kysely.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    expect(await count('articles')).toBe(DEFAULT_ARTICLES);
    expect(await count('article_images')).toBe(DEFAULT_ARTICLES);
    expect(await count('oe_numbers')).toBeGreaterThan(DEFAULT_ARTICLES / 2);
    expect(await count('documents')).toBeGreaterThan(0);
    expect(await count('offers')).toBeGreaterThan(DEFAULT_ARTICLES * 2);
  });

  test('run again on the seeded database, it changes nothing and exits 0', async () => {
    const before = Number((await db.kysely.selectFrom('offers').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    const again = await runSetup(url, path.join(dir, 'setup-2.log'));
    expect(again.code).toBe(0);
    expect(Number((await db.kysely.selectFrom('offers').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n)).toBe(before);
  });
});
