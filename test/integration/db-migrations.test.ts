/**
 * One set of migrations, two backends: db/schema.ts matches what the migrations make on SQLite and
 * PostgreSQL, and replicas starting together migrate once (three at a time on one database).
 */
import { spawn } from 'node:child_process';
import { sql } from 'kysely';
import fs from 'node:fs';
import path from 'node:path';
import { openDatabase } from '../../server/marketplace/db/connection';
import { migrate } from '../../server/marketplace/db/migrate';
import { migrations } from '../../server/marketplace/db/migrations/index';
import { bundleForChild } from '../support/migrate-now';
import { postgresForFile, postgresInstalled, type FilePostgres } from '../support/file-postgres';
import { alignRowIds, declaredColumns, postgresColumns, sqliteColumns, type TableShapes } from '../support/schema-columns';
import { tempDir } from '../support/temp-dir';

const ALL = Object.keys(migrations);
const dir = tempDir('spareo-migrations-');
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** schema.ts declares what a FTS5 table cannot say (its columns have no types): names only there. */
function withoutVirtualTypes(shapes: TableShapes): TableShapes {
  return { ...shapes, search_terms: Object.fromEntries(Object.keys(shapes.search_terms ?? {}).map((c) => [c, { type: '-', nullable: false, generated: false }])) };
}

describe('migrations on SQLite', () => {
  it('make the tables and columns db/schema.ts declares', async () => {
    const db = openDatabase(':memory:');
    expect(await migrate(db)).toEqual(ALL);
    expect(withoutVirtualTypes(alignRowIds(sqliteColumns(db), declaredColumns()))).toEqual(withoutVirtualTypes(declaredColumns()));
    expect(await migrate(db)).toEqual([]);
    await db.shut();
  });

  it("find a part's events by part and kind without reading every event of the marketplace", async () => {
    const db = openDatabase(':memory:');
    await migrate(db);
    // Whether a part was paid is asked of every part of every order read; delivered, of each refund and review.
    const paid = db.kysely.selectFrom('order_events').select('order_shop_id').where('kind', '=', 'paid').where('order_shop_id', 'in', [1, 2]).compile();
    const plan = await sql<{ detail: string }>`EXPLAIN QUERY PLAN ${sql.raw(paid.sql)}`.execute(db.kysely.withoutPlugins());
    expect(plan.rows.map((row) => row.detail).join('\n')).toMatch(/SEARCH order_events USING (COVERING )?INDEX order_events_part_kind/);
    await db.shut();
  });

  it('run once when three processes start together on one file', async () => {
    const file = path.join(dir, 'three-processes.db');
    const child = bundleForChild('migrate-file.ts');
    try {
      const go = path.join(dir, 'go');
      const children = [0, 1, 2].map(() => runChild(child.file, file, go));
      await Promise.all(children.map((c) => c.ready));
      fs.writeFileSync(go, '');
      const applied = await Promise.all(children.map((c) => c.applied));
      expect(applied.map((a) => a.length).sort()).toEqual([0, 0, ALL.length]);
    } finally {
      fs.rmSync(child.dir, { recursive: true, force: true });
    }
  }, 60_000);
});

/** A migrating child process: ready once loaded (it then waits for the go file), applied when done. */
function runChild(script: string, location: string, go: string): { ready: Promise<void>; applied: Promise<string[]> } {
  const child = spawn(process.execPath, [script, location, go], { stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  const ready = new Promise<void>((resolve) => {
    child.stderr.on('data', (chunk: Buffer) => {
      err += chunk.toString();
      if (err.includes('ready')) resolve();
    });
  });
  child.stdout.on('data', (chunk: Buffer) => { out += chunk.toString(); });
  const applied = new Promise<string[]>((resolve, reject) => {
    child.on('close', (code) => (code === 0 ? resolve(JSON.parse(out) as string[]) : reject(new Error(`migration process failed (${code}): ${err}`))));
  });
  return { ready: Promise.race([ready, applied.then(() => undefined)]), applied };
}

const describePostgres = postgresInstalled() ? describe : describe.skip;

describePostgres('migrations on PostgreSQL', () => {
  let cluster: FilePostgres;
  beforeAll(() => { cluster = postgresForFile(); });
  afterAll(() => cluster?.close());

  it('make the tables and columns db/schema.ts declares', async () => {
    const db = openDatabase(await cluster.createDatabase('schema'));
    try {
      expect(await migrate(db)).toEqual(ALL);
      expect(await postgresColumns(db)).toEqual(declaredColumns());
      expect(await migrate(db)).toEqual([]);
    } finally {
      await db.shut();
    }
  }, 60_000);

  it('run once when three replicas start together on one database', async () => {
    const url = await cluster.createDatabase('three');
    const handles = [openDatabase(url), openDatabase(url), openDatabase(url)];
    try {
      const applied = await Promise.all(handles.map((db) => migrate(db)));
      expect(applied.map((a) => a.length).sort()).toEqual([0, 0, ALL.length]);
    } finally {
      await Promise.all(handles.map((db) => db.shut()));
    }
  }, 60_000);
});
