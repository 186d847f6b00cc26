/**
 * One set of migrations, two backends: db/schema.ts matches what the migrations make on SQLite and
 * PostgreSQL; SQLite files made by the old .sql runner are adopted, not migrated twice; and
 * replicas starting together migrate once (three at a time on one database).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { openDatabase, type Database } from '../../server/marketplace/db/connection';
import { migrate } from '../../server/marketplace/db/migrate';
import { migrations } from '../../server/marketplace/db/migrations/index';
import { bundleForChild } from '../support/migrate-now';
import { postgresInstalled, startPostgresCluster, type PostgresCluster } from '../support/postgres-cluster';
import { alignRowIds, declaredColumns, postgresColumns, sqliteColumns, type TableShapes } from '../support/schema-columns';
import { tempDir } from '../support/temp-dir';

const ALL = Object.keys(migrations);
const LEGACY_DIR = path.join(__dirname, '..', 'fixtures', 'sql-runner-migrations');
const dir = tempDir('spareo-migrations-');
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** The runner the shop had before: plain .sql files in name order, recorded in `migrations`. */
function migrateWithSqlRunner(db: Database, upTo = Infinity): void {
  db.exec('CREATE TABLE IF NOT EXISTS migrations (name TEXT PRIMARY KEY, applied_at TEXT NOT NULL)');
  for (const name of fs.readdirSync(LEGACY_DIR).sort().slice(0, upTo)) {
    db.exec(`BEGIN; ${fs.readFileSync(path.join(LEGACY_DIR, name), 'utf8')}`);
    db.prepare('INSERT INTO migrations (name, applied_at) VALUES (?, ?)').run(name, '2026-01-01T00:00:00.000Z');
    db.exec('COMMIT');
  }
}

/** schema.ts declares what a FTS5 table cannot say (its columns have no types): names only there. */
function withoutVirtualTypes(shapes: TableShapes): TableShapes {
  return { ...shapes, search_terms: Object.fromEntries(Object.keys(shapes.search_terms ?? {}).map((c) => [c, { type: '-', nullable: false, generated: false }])) };
}

/** Every object of a SQLite file that queries see: tables, columns, indexes, triggers. */
function sqliteStructure(db: Database) {
  const objects = db.prepare(`SELECT type, name, tbl_name AS tableName FROM sqlite_master WHERE name NOT LIKE 'sqlite_%'
    AND tbl_name NOT LIKE 'kysely_%' AND tbl_name <> 'migrations' ORDER BY type, name`).all() as { type: string; name: string; tableName: string }[];
  return objects.map((o) => ({
    ...o,
    columns: o.type === 'table' ? db.prepare('SELECT name, type, "notnull", dflt_value, pk FROM pragma_table_info(?)').all(o.name) : undefined,
    indexColumns: o.type === 'index' ? db.prepare('SELECT seqno, name, "desc" FROM pragma_index_xinfo(?) WHERE key = 1').all(o.name) : undefined,
    foreignKeys: o.type === 'table' ? db.prepare('SELECT "table", "from", "to", on_delete FROM pragma_foreign_key_list(?) ORDER BY "from"').all(o.name) : undefined,
  }));
}

describe('migrations on SQLite', () => {
  it('make the tables and columns db/schema.ts declares', async () => {
    const db = openDatabase(':memory:');
    expect(await migrate(db)).toEqual(ALL);
    expect(withoutVirtualTypes(alignRowIds(sqliteColumns(db), declaredColumns()))).toEqual(withoutVirtualTypes(declaredColumns()));
    expect(await migrate(db)).toEqual([]);
    await db.shut();
  });

  it('make the same structure as the old .sql runner did, with the later migrations on top', async () => {
    const before = openDatabase(':memory:');
    migrateWithSqlRunner(before);
    // Adopted, then brought up to date: only the migrations the old runner never had run.
    expect(await migrate(before)).toEqual(['012_shared_process_state', '013_article_documents', '014_shop_identity', '015_search_vocabulary']);
    const now = openDatabase(':memory:');
    await migrate(now);
    expect(sqliteStructure(now)).toEqual(sqliteStructure(before));
    await before.shut();
    await now.shut();
  });

  it('adopt a file the old runner migrated: nothing runs again, data stays, later migrations run', async () => {
    const file = path.join(dir, 'old.db');
    const old = openDatabase(file);
    migrateWithSqlRunner(old, 8);
    old.exec(`INSERT INTO sessions (id, created_at, last_seen_at) VALUES ('s1', '2026-01-01', '2026-01-01');
      INSERT INTO manufacturers (id, name, slug, seo_name) VALUES (7, 'VW', 'vw', 'VW')`);
    old.close();

    const db = openDatabase(file);
    expect(await migrate(db)).toEqual(['009_offer_feeds', '010_contact_messages', '011_orders', '012_shared_process_state', '013_article_documents', '014_shop_identity', '015_search_vocabulary']);
    expect(await migrate(db)).toEqual([]);
    expect((await db.kysely.selectFrom('manufacturers').select('name').execute())).toEqual([{ name: 'VW' }]);
    expect((await db.kysely.selectFrom('sessions').select('id').execute())).toEqual([{ id: 's1' }]);
    expect(withoutVirtualTypes(alignRowIds(sqliteColumns(db), declaredColumns()))).toEqual(withoutVirtualTypes(declaredColumns()));
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
  let cluster: PostgresCluster;
  beforeAll(() => { cluster = startPostgresCluster(); });
  afterAll(() => cluster?.stop());

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
