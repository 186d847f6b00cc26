/**
 * Catalogue and offer changes told to every process on the same database, so each can forget the
 * pages and answers it cached. PostgreSQL: NOTIFY on a channel, a dedicated connection LISTENs.
 * SQLite: a row in a small table (made by the migrations, so the database must be migrated); a dedicated connection polls `PRAGMA data_version` (which moves
 * when another connection commits, and costs no read of the file) and reads the table only then.
 * Cart or session writes move data_version too but add no row, so they invalidate nothing.
 */
import { DatabaseSync } from 'node:sqlite';
import pg from 'pg';
import { sql } from 'kysely';
import { backendOf, isPostgresUrl, type Db } from './connection';

/** What changed; listeners may use it to forget less. */
export type ChangeTopic = 'offers' | 'catalogue';

export interface ChangeFeed {
  /** Tells every process on the database (this one included) that something changed. */
  publish(topic: ChangeTopic): Promise<void>;
  /** Called for every change published by any process; returns an unsubscribe. */
  subscribe(listener: (topic: ChangeTopic) => void): () => void;
  close(): Promise<void>;
}

export interface ChangeFeedOptions {
  /** SQLite: how often data_version is read (ms). */
  pollMs?: number;
  onError?: (error: unknown) => void;
}

const CHANNEL = 'spareo_changes';
const TOPICS: readonly string[] = ['offers', 'catalogue'] satisfies ChangeTopic[];
const asTopic = (value: unknown): ChangeTopic => (TOPICS.includes(String(value)) ? (value as ChangeTopic) : 'offers');

export function openChangeFeed(location: string, options: ChangeFeedOptions = {}): ChangeFeed {
  return isPostgresUrl(location) ? postgresFeed(location, options) : sqliteFeed(location, options);
}

/** For a one-off run (a command-line import): tells the serving processes once, then lets go. */
export async function announceChange(location: string, topic: ChangeTopic): Promise<void> {
  const feed = openChangeFeed(location);
  try {
    await feed.publish(topic);
  } finally {
    await feed.close();
  }
}

function listenerSet() {
  const listeners = new Set<(topic: ChangeTopic) => void>();
  return {
    add(listener: (topic: ChangeTopic) => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    emit(topic: ChangeTopic) {
      for (const listener of listeners) listener(topic);
    },
  };
}

function postgresFeed(url: string, options: ChangeFeedOptions): ChangeFeed {
  const listeners = listenerSet();
  // NOTIFY goes through a small pool of its own; LISTEN needs one connection held open.
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  // An idle connection PostgreSQL ends (restart, failover) is dropped and the next NOTIFY opens another.
  pool.on('error', () => {});
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = async () => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === CHANNEL) listeners.emit(asTopic(message.payload));
    });
    next.on('error', (error) => {
      options.onError?.(error);
      reconnect(next);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${CHANNEL}`);
      if (closed) return void next.end().catch(() => {});
      client = next;
      // Whatever was published while no connection listened is unknown: forget everything once.
      listeners.emit('catalogue');
    } catch (error) {
      options.onError?.(error);
      reconnect(next);
    }
  };
  const reconnect = (failed: pg.Client) => {
    failed.end().catch(() => {});
    if (client === failed) client = undefined;
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      void connect();
    }, 1000);
    retry.unref();
  };
  const ready = connect();

  return {
    async publish(topic) {
      await pool.query('SELECT pg_notify($1, $2)', [CHANNEL, topic]);
    },
    subscribe: (listener) => {
      void ready;
      return listeners.add(listener);
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      await ready.catch(() => {});
      await client?.end().catch(() => {});
      await pool.end().catch(() => {});
    },
  };
}

/** Rows older than this are removed when a new one is written; pollers only compare the newest id. */
const KEEP_MS = 3600_000;

function sqliteFeed(file: string, options: ChangeFeedOptions): ChangeFeed {
  const listeners = listenerSet();
  const pollMs = options.pollMs ?? 250;
  // A connection of its own: data_version only moves for commits made by other connections.
  const watcher = new DatabaseSync(file);
  watcher.exec('PRAGMA busy_timeout = 5000');
  const dataVersion = watcher.prepare('PRAGMA data_version');
  const newest = watcher.prepare('SELECT coalesce(max(id), 0) AS id FROM change_feed');
  const since = watcher.prepare('SELECT id, topic FROM change_feed WHERE id > ? ORDER BY id');
  const insert = watcher.prepare('INSERT INTO change_feed (topic, at) VALUES (?, ?)');
  const prune = watcher.prepare('DELETE FROM change_feed WHERE at < ? AND id < (SELECT max(id) FROM change_feed)');
  let version = Number((dataVersion.get() as { data_version: number }).data_version);
  let seen = Number((newest.get() as { id: number }).id);

  const deliver = () => {
    const rows = since.all(seen) as { id: number; topic: string }[];
    for (const row of rows) {
      seen = Math.max(seen, Number(row.id));
      listeners.emit(asTopic(row.topic));
    }
  };
  const poll = () => {
    try {
      const now = Number((dataVersion.get() as { data_version: number }).data_version);
      if (now === version) return;
      version = now;
      deliver();
    } catch (error) {
      options.onError?.(error);
    }
  };
  const timer = setInterval(poll, pollMs);
  timer.unref();

  return {
    async publish(topic) {
      const at = Date.now();
      insert.run(topic, at);
      prune.run(at - KEEP_MS);
      // The watcher's own commit does not move its data_version: deliver here.
      version = Number((dataVersion.get() as { data_version: number }).data_version);
      deliver();
    },
    subscribe: (listener) => listeners.add(listener),
    async close() {
      clearInterval(timer);
      if (watcher.isOpen) watcher.close();
    },
  };
}

/**
 * Tells every process on the database from an ordinary connection (an endpoint's): SQLite writes
 * the row the pollers read, PostgreSQL notifies the channel they listen on.
 */
export async function announceThrough(db: Db, topic: ChangeTopic): Promise<void> {
  if (backendOf(db) === 'postgres') await sql`SELECT pg_notify(${CHANNEL}, ${topic})`.execute(db);
  else await db.insertInto('change_feed').values({ topic, at: Date.now() }).execute();
}
