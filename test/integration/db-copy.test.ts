/**
 * npm run db:copy on a real throwaway PostgreSQL cluster: a small SQLite shop with a shopper's
 * session, cart and account moves over table by table and checks out equal; a damaged copy is
 * reported; the command itself exits 0 on a good copy and non-zero when it cannot copy.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { buildSync } from 'esbuild';
import request from 'supertest';
import { openDatabase, type Database } from '../../server/marketplace/db/connection';
import { copyDatabase } from '../../server/marketplace/db/copy/copy';
import { verifyCopy } from '../../server/marketplace/db/copy/verify';
import { migrate } from '../../server/marketplace/db/migrate';
import { seedDatabase } from '../../server/marketplace/seed/index';
import { projectRoot } from '../../server/shared/paths';
import { postgresForFile, type FilePostgres } from '../support/file-postgres';
import { marketplaceApp, newSession } from './commerce-helpers';
import { tempDir } from '../support/temp-dir';

jest.setTimeout(300_000);

const dir = tempDir('spareo-db-copy-');
const file = path.join(dir, 'shop.db');
let cluster: FilePostgres;
let shop: Database;
let cartSid: string;

beforeAll(async () => {
  cluster = postgresForFile();
  shop = openDatabase(file);
  await migrate(shop);
  await seedDatabase(shop, { articles: 400 });
  // A shopper: a cart of three offers from different shops, then an account on that session.
  const app = marketplaceApp(shop);
  // Offers with stock for the quantities the cart asks (up to 3).
  const offers = await shop.kysely.selectFrom('offers').select(['id', 'shop_id']).where('stock', '>=', 3).orderBy('id').execute();
  const picked = [...new Map(offers.map((o) => [o.shop_id, o.id])).values()].slice(0, 3);
  const sid = await newSession(app);
  const headers = { 'x-spareo-sid': sid, 'x-spareo-locale': 'de-DE', 'x-spareo-delivery-country': 'DE', 'x-spareo-client-address': '127.0.0.1' };
  for (const [i, offerId] of picked.entries()) await request(app).post(`/api/Warenkorb/Hinzufuegen/${offerId}`).set(headers).send({ quantity: i + 1 }).expect(200);
  await request(app).post('/api/user/register').set(headers).send({ email: 'kunde@example.de', password: 'eine lange Bremsscheibe 2024' }).expect((res) => expect(res.status).toBeLessThan(300));
  const other = await newSession(app);
  await request(app).post(`/api/Warenkorb/Hinzufuegen/${picked[0]}`).set({ ...headers, 'x-spareo-sid': other }).send({ quantity: 2 }).expect(200);
  // Signing up gives the session a new id (against fixation); the cart goes with it.
  cartSid = (await shop.kysely.selectFrom('sessions').select('id').where('user_id', 'is not', null).executeTakeFirstOrThrow()).id;
  expect(await shop.kysely.selectFrom('cart_lines').select('id').where('session_id', '=', cartSid).execute()).toHaveLength(3);
});

afterAll(async () => {
  await shop.shut();
  cluster.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('copying a SQLite shop into PostgreSQL', () => {
  let target: Database;

  beforeAll(async () => {
    target = openDatabase(await cluster.createDatabase('copied'));
    await migrate(target);
  });
  afterAll(() => target.shut());

  it('copies every table with the same rows, carts line for line, and hands out new ids past the copied ones', async () => {
    const progress: string[] = [];
    const tables = await copyDatabase(shop.kysely, target.kysely, ({ table, rows, total }) => progress.push(`${table} ${rows}/${total}`));
    const names = tables.map((t) => t.name);
    for (const table of ['articles', 'offers', 'shops', 'sessions', 'cart_lines', 'users', 'categories', 'search_terms', 'fitment_listing']) expect(names).toContain(table);
    // Foreign-key order: what a row points to is there before it.
    expect(names.indexOf('shops')).toBeLessThan(names.indexOf('offers'));
    expect(names.indexOf('sessions')).toBeLessThan(names.indexOf('cart_lines'));
    expect(progress).toContain(`cart_lines 4/4`);

    const check = await verifyCopy(shop.kysely, target.kysely, tables);
    expect(check.tables.filter((t) => !t.same)).toEqual([]);
    expect(check.tables.find((t) => t.table === 'offers')?.target).toBeGreaterThan(1000);
    expect(check.carts.map((c) => c.lines).sort()).toEqual([1, 3]);
    expect(check.ok).toBe(true);

    const account = await target.kysely.selectFrom('users').innerJoin('sessions', 'sessions.user_id', 'users.id').select(['users.email', 'sessions.id']).executeTakeFirst();
    expect(account).toEqual({ email: 'kunde@example.de', id: cartSid });
    // The full-text document is computed on PostgreSQL from the copied names.
    const found = await target.kysely.selectFrom('search_terms').select('ref_id').where('kind', '=', 'category').where('text', 'like', 'Bremsscheiben%').execute();
    expect(found.length).toBeGreaterThan(0);

    const maxLine = await shop.kysely.selectFrom('cart_lines').select((eb) => eb.fn.max('id').as('id')).executeTakeFirstOrThrow();
    const added = await target.kysely.insertInto('cart_lines')
      .values({ session_id: cartSid, offer_id: (await target.kysely.selectFrom('offers').select('id').orderBy('id').executeTakeFirstOrThrow()).id, model_id: null, quantity: 1, added_at: new Date().toISOString() })
      .returning('id').executeTakeFirstOrThrow();
    expect(added.id).toBeGreaterThan(Number(maxLine.id));
  });

  it('reports a copy that lost a cart line, naming the table and the cart', async () => {
    const line = await target.kysely.selectFrom('cart_lines').select('id').where('session_id', '=', cartSid).orderBy('id').executeTakeFirstOrThrow();
    await target.kysely.deleteFrom('cart_lines').where('id', '=', line.id).execute();
    const tables = (await verifyCopy(shop.kysely, target.kysely, [{ name: 'cart_lines', columns: [] }])).tables;
    expect(tables).toEqual([{ table: 'cart_lines', source: 4, target: 4, same: true }]); // the line added above keeps the count
    const check = await verifyCopy(shop.kysely, target.kysely, [{ name: 'cart_lines', columns: [] }, { name: 'users', columns: [] }]);
    expect(check.ok).toBe(false);
    expect(check.carts.find((c) => c.sessionId === cartSid)?.same).toBe(false);
  });
});

describe('npm run db:copy', () => {
  const bundle = path.join(projectRoot, 'node_modules', '.cache', `db-copy-test-${process.pid}.js`);
  const run = (args: string[]) => new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    const { DATABASE_URL: _unused, ...env } = process.env;
    execFile(process.execPath, [bundle, ...args], { cwd: projectRoot, env: { ...env, LOG_LEVEL: 'silent' } }, (error, stdout, stderr) => {
      resolve({ code: error ? Number((error as { code?: number }).code ?? 1) : 0, stdout, stderr });
    });
  });

  beforeAll(() => {
    buildSync({ entryPoints: [path.join(projectRoot, 'scripts', 'db-copy.ts')], outfile: bundle, bundle: true, platform: 'node', format: 'cjs', packages: 'external', logLevel: 'error' });
  });
  afterAll(() => fs.rmSync(bundle, { force: true }));

  it('migrates an empty database, copies, prints the checks and exits 0; a second copy into it is refused with exit 1', async () => {
    const url = await cluster.createDatabase('by_command');
    const first = await run(['--to', url, '--from', file]);
    expect(first.stderr).toMatch(/copied \d+ tables/);
    expect(first.stdout).toMatch(/^ok +offers +\d+ -> +\d+$/m);
    expect(first.stdout).toMatch(new RegExp(`^ok +cart ${cartSid} \\(3 lines\\)$`, 'm'));
    expect(first.stdout).toMatch(/All \d+ tables have the same row counts; 2 sampled carts have the same lines/);
    expect(first.code).toBe(0);

    const again = await run(['--to', url, '--from', file]);
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/already holds rows/);
  });

  it('answers a missing or wrong target with usage and exit 2', async () => {
    const missing = await run(['--from', file]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/--to must name a PostgreSQL database/);
  });
});
