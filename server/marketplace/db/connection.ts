/**
 * The marketplace's database: the embedded SQLite file by default, or PostgreSQL when the config
 * names a postgres:// URL. Every query goes through Kysely (`db.kysely`), typed by db/schema.ts,
 * so one data-access layer serves both backends.
 *
 * SQLite: one node:sqlite file in WAL mode with foreign keys on. An 8 MB page cache: the operating
 * system caches the file anyway, and a larger one only added to the server's resident set.
 */
import fs from 'node:fs';
import path from 'node:path';
import { DatabaseSync, type StatementSync } from 'node:sqlite';
import { Kysely, PostgresAdapter, PostgresDialect, SqliteAdapter, SqliteDialect, type DialectAdapter } from 'kysely';
import pg from 'pg';
import type { Schema } from './schema';
import { CountingDialect } from './counting-dialect';
import { namedReadsPool } from './named-reads';
import { CompileEachTime } from './compiled-once';
import { WriteCount } from './turn-memo';

export type { Db } from './schema';
import type { Db } from './schema';
export type Backend = 'sqlite' | 'postgres';

/**
 * The marketplace's handle. On SQLite it is also the raw node:sqlite connection, which code not
 * yet written with Kysely still uses; new code uses only `kysely` and `backend`.
 */
export type Database = DatabaseSync & {
  readonly kysely: Db;
  readonly backend: Backend;
  /** Closes the connection (SQLite) or the pool (PostgreSQL). */
  shut(): Promise<void>;
  /** PostgreSQL: the pool's connections, for the metrics. */
  readonly poolStats?: () => { total: number; idle: number; waiting: number; max: number };
};

/** Which backend a Kysely handle (or transaction) talks to, for the few queries that differ. */
export function backendOf(db: { getExecutor(): { adapter: DialectAdapter } }): Backend {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

export function isPostgresUrl(location: string): boolean {
  return /^postgres(ql)?:\/\//.test(location);
}

/** The read layers a handle runs with; a benchmark turns one off to see what it buys. */
export interface DatabaseLayers {
  /** Hot reads compiled once per shape (db/compiled-once.ts); default true. */
  compiledReads?: boolean;
  /** Reads asked for together shared until a write (db/turn-memo.ts); default true. */
  sharedReads?: boolean;
}

/** Kysely's plugins for these layers: the write counter the turn memo needs, or the marker that compiles every read anew. */
function layerPlugins(writes: WriteCount, layers: DatabaseLayers) {
  return [...(layers.sharedReads === false ? [] : [writes]), ...(layers.compiledReads === false ? [new CompileEachTime()] : [])];
}

/** Opens the SQLite file (or ':memory:') or, for a postgres:// URL, a PostgreSQL pool. */
export function openDatabase(location: string, layers: DatabaseLayers = {}): Database {
  return isPostgresUrl(location) ? openPostgres(location, layers) : openSqlite(location, layers);
}

function openSqlite(file: string, layers: DatabaseLayers): Database {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const raw = new DatabaseSync(file);
  // The busy timeout first: switching a new file to WAL takes a lock that processes opening it
  // at the same moment (replicas starting together) must wait for.
  raw.exec(`
    PRAGMA busy_timeout = 5000;
    PRAGMA journal_mode = WAL;
    PRAGMA synchronous = NORMAL;
    PRAGMA foreign_keys = ON;
    PRAGMA cache_size = -8000;
  `);
  const writes = new WriteCount();
  const statements = new PreparedStatements(raw);
  // Write transactions take SQLite's write lock at BEGIN: a deferred transaction that reads and then
  // writes can fail at once with SQLITE_BUSY when another process wrote meanwhile, where an
  // immediate one waits its turn (busy_timeout).
  const dialect = new CountingDialect(new SqliteDialect({ database: nodeSqliteAdapter(raw, statements) }), { writes, begin: 'begin immediate', adapter: new TransactionalDdlSqliteAdapter() });
  const kysely = new Kysely<Schema>({ dialect, plugins: layerPlugins(writes, layers) });
  return Object.assign(raw, {
    kysely,
    backend: 'sqlite' as const,
    async shut() {
      statements.close();
    },
  });
}

// PostgreSQL hands 64-bit integers and numerics over as strings; the shop's counts and sums fit in a double.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number(value));

function openPostgres(url: string, layers: DatabaseLayers): Database {
  // No JIT: a listing's read estimated above jit_above_cost spent more compiling (some 40 ms at
  // 1,000,000 articles) than the compiled code saved; the shop's statements are short.
  const pool = new pg.Pool({ connectionString: url, max: 10, options: '-c jit=off' });
  // A connection PostgreSQL ends while it idles in the pool (a restart, a failover, an operator)
  // is dropped by the pool and the next query opens a new one; unheard, the error event would
  // end the whole process.
  pool.on('error', () => {});
  const writes = new WriteCount();
  const kysely = new Kysely<Schema>({ dialect: new CountingDialect(new PostgresDialect({ pool: namedReadsPool(pool) }), { writes }), plugins: layerPlugins(writes, layers) });
  const unavailable = () => {
    throw new Error('raw SQLite access on a PostgreSQL database: write this query with db.kysely');
  };
  const handle = {
    kysely,
    backend: 'postgres' as const,
    isOpen: true,
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: 10 }),
    async shut() {
      handle.isOpen = false;
      await kysely.destroy();
    },
    prepare: unavailable,
    exec: unavailable,
    close: () => void handle.shut(),
  };
  return handle as unknown as Database;
}

/**
 * SQLite runs DDL inside transactions. Saying so makes Kysely's migrator run all pending
 * migrations in one (immediate) transaction: all or nothing, and the file's write lock keeps a
 * second process from migrating at the same time; it waits and then finds nothing to do.
 */
class TransactionalDdlSqliteAdapter extends SqliteAdapter {
  override get supportsTransactionalDdl(): boolean {
    return true;
  }
}

type SqliteValue = string | number | bigint | null | Uint8Array;

/**
 * node:sqlite in the shape Kysely's SQLite driver expects (better-sqlite3's): statements know
 * whether they return rows, and take their parameters as one array. Statements are prepared once
 * per SQL text, since Kysely compiles the same text for every call of a query.
 */
function nodeSqliteAdapter(raw: DatabaseSync, statements: PreparedStatements) {
  const bind = (parameters: ReadonlyArray<unknown>) => parameters.map((value) => (typeof value === 'boolean' ? Number(value) : value) as SqliteValue);
  return {
    close: () => statements.close(),
    prepare(sql: string) {
      const { stmt, reader } = statements.get(sql);
      return {
        reader,
        all: (parameters: ReadonlyArray<unknown>) => stmt.all(...bind(parameters)),
        run: (parameters: ReadonlyArray<unknown>) => stmt.run(...bind(parameters)),
        iterate: (parameters: ReadonlyArray<unknown>) => stmt.iterate(...bind(parameters)),
      };
    },
  };
}

/**
 * The connection's statements, one per SQL text. A statement holds its connection from native
 * code, out of the garbage collector's sight: while the cache keeps statements, the connection,
 * the cache and all they reach stay in memory even after close. Closing forgets them first.
 */
class PreparedStatements {
  private readonly bySql = new Map<string, { stmt: StatementSync; reader: boolean }>();

  constructor(private readonly raw: DatabaseSync) {}

  get(sql: string): { stmt: StatementSync; reader: boolean } {
    let entry = this.bySql.get(sql);
    if (!entry) {
      const stmt = this.raw.prepare(sql);
      entry = { stmt, reader: stmt.columns().length > 0 };
      this.bySql.set(sql, entry);
    }
    return entry;
  }

  close(): void {
    this.bySql.clear();
    if (this.raw.isOpen) this.raw.close();
  }
}

/**
 * Runs fn in one transaction on the raw SQLite connection; rolls back on any error. For code not
 * yet written with Kysely; new code uses `db.kysely.transaction().execute(async (tx) => …)`.
 */
export function transaction<T>(db: Database, fn: () => T): T {
  db.exec('BEGIN IMMEDIATE');
  try {
    const result = fn();
    db.exec('COMMIT');
    return result;
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  }
}
