/**
 * Real processes for the scale-out tests: the marketplace service and web replicas from dist/, each
 * on a port of its own that survives a restart (a load balancer keeps naming it), and a small
 * load balancer that sends only to replicas whose /readyz answers 200. And the database they share:
 * the SQLite test copy, or on PostgreSQL a copy of the run's seeded template (a seeded database on a
 * throwaway cluster of the file's own when the run has none, or the test restarts the server: a
 * copy of a data folder the run seeded once).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { sql } from 'kysely';
import { freePort } from '../../scripts/bench/server';
import { childEnvironment } from '../../server/config/config';
import { openDatabase, type Backend, type Database } from '../../server/marketplace/db/connection';
import { migrate } from '../../server/marketplace/db/migrate';
import { seedDatabase } from '../../server/marketplace/seed/index';
import { issueShopToken } from '../../server/marketplace/shops/tokens';
import { MEMORY_ENV, MEMORY_NODE_ARGS } from '../../server/lifecycle/memory-defaults';
import { distDir } from '../../server/shared/paths';
import { postgresInstalled, preparedPostgresCluster } from './postgres-cluster';
import { databaseLocation } from './database-location';
import { createSeededDatabase, TEST_ARTICLES } from './seeded-db';
import { runTemplatesOf, templateKey } from './templates';
import { SELLER } from './seller';
import { waitFor } from './wait-for';

export const SHARED_SECRET = 'scale-test-secret-0123456789abcdef0123456789';

export interface ShopProcess {
  readonly base: string;
  readonly port: number;
  readonly pid: number;
  /** SIGTERM, and wait for the exit (graceful: drains first). */
  stop(): Promise<number | null>;
  /** SIGKILL: gone at once. */
  kill(): Promise<void>;
  /** Starts the same process again on the same port. */
  restart(): Promise<void>;
  /** Still running (has not exited since it was last started). */
  alive(): boolean;
}

async function waitReady(base: string, child: ChildProcess, timeoutMs: number, logFile: string): Promise<void> {
  // A refused connection costs next to nothing: looking often starts the test as soon as the process is ready.
  await waitFor(`${base}/readyz`, async () => {
    if (child.exitCode !== null) throw new Error(`process exited with ${child.exitCode} before it was ready:\n${fs.readFileSync(logFile, 'utf8').slice(-2000)}`);
    return fetch(`${base}/readyz`).then((answer) => answer.ok, () => false);
  }, timeoutMs, 25);
}

async function startShopProcess(script: string, env: Record<string, string>, portKey: 'PORT' | 'MARKETPLACE_PORT', logFile: string): Promise<ShopProcess> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  let child: ChildProcess;
  const launch = async () => {
    const log = fs.openSync(logFile, 'a');
    // One process with the memory defaults, as `npm start` with WEB_WORKERS=1 starts it.
    child = spawn(process.execPath, [...MEMORY_NODE_ARGS, path.join(distDir, 'server', 'processes', script)], {
      env: childEnvironment({ ...MEMORY_ENV, NODE_ENV: 'production', LOG_LEVEL: 'warn', HOST: '127.0.0.1', WEB_WORKERS: '1', CHECK_SECRET: SHARED_SECRET, SEED_ON_START: 'false', SHUTDOWN_DRAIN_MS: '1000', ...env, [portKey]: String(port) }),
      stdio: ['ignore', log, log],
    });
    fs.closeSync(log);
    await waitReady(base, child, 60_000, logFile);
  };
  await launch();
  const exited = () => new Promise<number | null>((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve(child.exitCode) : child.once('exit', (code) => resolve(code))));
  return {
    base,
    port,
    get pid() {
      return child.pid!;
    },
    async stop() {
      const done = exited();
      child.kill('SIGTERM');
      return done;
    },
    async kill() {
      const done = exited();
      child.kill('SIGKILL');
      await done;
    },
    restart: launch,
    alive: () => child.exitCode === null && child.signalCode === null,
  };
}

export function startMarketplaceService(env: Record<string, string>, logFile: string): Promise<ShopProcess> {
  return startShopProcess('marketplace-main.js', env, 'MARKETPLACE_PORT', logFile);
}

export function startWebReplica(env: Record<string, string>, logFile: string): Promise<ShopProcess> {
  return startShopProcess('main.js', env, 'PORT', logFile);
}

export interface Balancer {
  base: string;
  /** Whether the last look found this replica ready, so it gets requests again. */
  sends(backend: ShopProcess): boolean;
  close(): Promise<void>;
}

/**
 * Round robin over the replicas whose /readyz answered 200 at the last look (every 100 ms), as a
 * Kubernetes Service or HAProxy with health checks does. A request that could not be delivered
 * (connection refused or reset before any answer) is tried on the next replica.
 */
export async function startBalancer(backends: ShopProcess[]): Promise<Balancer> {
  const ready = new Set<ShopProcess>(backends);
  const look = setInterval(() => {
    for (const backend of backends) {
      fetch(`${backend.base}/readyz`, { signal: AbortSignal.timeout(500) }).then(
        (answer) => (answer.ok ? ready.add(backend) : ready.delete(backend)),
        () => ready.delete(backend),
      );
    }
  }, 100);
  let turn = 0;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const attempt = (tries: number) => {
        const candidates = backends.filter((b) => ready.has(b));
        const backend = candidates[turn++ % Math.max(1, candidates.length)] ?? backends[turn % backends.length]!;
        const upstream = http.request({ host: '127.0.0.1', port: backend.port, method: req.method, path: req.url, headers: { ...req.headers, connection: 'close' }, agent: false }, (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        });
        upstream.on('error', () => {
          if (res.headersSent) return void res.destroy();
          ready.delete(backend);
          if (tries > 0) return void setTimeout(() => attempt(tries - 1), 50);
          res.writeHead(502).end();
        });
        upstream.end(body);
      };
      attempt(20);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as { port: number };
  return {
    base: `http://127.0.0.1:${address.port}`,
    sends: (backend) => ready.has(backend),
    close: () => {
      clearInterval(look);
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

/** Enough for every scenario; seeding PostgreSQL on a busy machine stays in seconds. */
const POSTGRES_ARTICLES = 300;

/** The backends the scale-out scenarios run on: PostgreSQL where it is installed (CI installs it). */
export function scaleBackends(): Backend[] {
  return postgresInstalled() ? ['sqlite', 'postgres'] : ['sqlite'];
}

export interface ScaleDatabase {
  db: Database;
  /** What the processes on this database are started with. */
  env: Record<string, string>;
  /** PostgreSQL only, when asked for: restarts the server (pg_ctl restart -m fast), ending every session. */
  restartServer?: () => Promise<void>;
  /** PostgreSQL only, when asked for: stops the server (pg_ctl stop -m fast) until `startServer`. */
  stopServer?: () => Promise<void>;
  startServer?: () => Promise<void>;
  close(): Promise<void>;
}

export interface ScaleDatabaseOptions {
  /** PostgreSQL: the test restarts the server, so it needs a cluster of its own, not the run's. */
  restartable?: boolean;
}

/**
 * A migrated, seeded database on the backend; `dir` gets the SQLite path PostgreSQL must never open.
 * On PostgreSQL a copy of the run's seeded template when the runner built one (milliseconds, the
 * SQLite copy's size); else, or when the test restarts the server, a cluster of its own, seeded smaller.
 */
export async function seededScaleDatabase(backend: Backend, dir: string, options: ScaleDatabaseOptions = {}): Promise<ScaleDatabase> {
  if (backend === 'sqlite') {
    const db = createSeededDatabase();
    // The test environment closes and removes the copy.
    return { db, env: { DATABASE_PATH: db.location()! }, close: async () => {} };
  }
  const neverOpened = { DATABASE_PATH: path.join(dir, 'unused.db') };
  if (!options.restartable && runTemplatesOf('postgres')?.templates[templateKey(TEST_ARTICLES, undefined)]) {
    const db = createSeededDatabase({ backend: 'postgres' });
    // The test environment closes and drops the copy.
    return { db, env: { DATABASE_URL: databaseLocation(db), ...neverOpened }, close: async () => {} };
  }
  const cluster = await preparedPostgresCluster(`scale-${POSTGRES_ARTICLES}`, async (filling) => {
    const db = openDatabase(await filling.createDatabase('scale'));
    try {
      await migrate(db);
      await seedDatabase(db, { articles: POSTGRES_ARTICLES });
    } finally {
      await db.shut();
    }
  });
  try {
    const url = cluster.urlOf('scale');
    const db = openDatabase(url);
    return {
      db,
      env: { DATABASE_URL: url, ...neverOpened },
      restartServer: () => cluster.restart(),
      stopServer: () => cluster.pause(),
      startServer: () => cluster.resume(),
      close: async () => {
        await db.shut();
        cluster.stop();
      },
    };
  } catch (error) {
    cluster.stop();
    throw error;
  }
}

/** A shop that ships to Germany and may upload feeds, with its token. */
export async function addFeedShop(db: Database, name: string, slug: string): Promise<{ shopId: number; token: string }> {
  const shop = await db.kysely.insertInto('shops').values({ name, slug, rating: 4.9, review_count: 10, ...SELLER }).returning('id').executeTakeFirstOrThrow();
  const shopId = Number(shop.id);
  await db.kysely.insertInto('shop_shipping').values({ shop_id: shopId, country: 'DE', cost_cents: 490, free_from_cents: null, delivery_days_min: 1, delivery_days_max: 2 }).execute();
  return { shopId, token: await issueShopToken(db.kysely, shopId) };
}

export interface ScaleArticle { id: number; brand: string; number: string; normNumber: string; seoName: string }

/** The `skip`-th article (by id) that has offers, as a feed and its page name it. */
export async function articleWithOffers(db: Database, skip: number): Promise<ScaleArticle> {
  const found = await db.kysely
    .selectFrom('articles as a')
    .innerJoin('brands as b', 'b.id', 'a.brand_id')
    .select(['a.id', 'b.name as brand', 'a.article_number as number', 'a.norm_number as normNumber', 'b.seo_name as seoName'])
    .where(({ exists, selectFrom }) => exists(selectFrom('offers as o').select('o.id').whereRef('o.article_id', '=', 'a.id')))
    .orderBy('a.id')
    .limit(1)
    .offset(skip)
    .executeTakeFirstOrThrow();
  return { ...found, id: Number(found.id) } as ScaleArticle;
}

/**
 * The feed shop's one-line feed (the article at `priceText`, as a feed writes it: "11,11") sent to a
 * marketplace service, and waited for until applied; an import that ends otherwise fails at once.
 */
export async function applyFeed(base: string, shop: { shopId: number; token: string }, sku: string, article: ScaleArticle, priceText: string): Promise<void> {
  const headers = { authorization: `Bearer ${shop.token}` };
  const feed = `sku;brand;mpn;price;stock\n${sku};${article.brand};${article.number};${priceText};7\n`;
  const answer = await fetch(`${base}/feeds/${shop.shopId}`, { method: 'PUT', body: feed, headers: { ...headers, 'content-type': 'text/csv' } });
  if (answer.status !== 202) throw new Error(`the feed was answered ${answer.status}: ${await answer.text()}`);
  const { importId } = (await answer.json()) as { importId: number };
  await waitFor(`import ${importId} to be applied`, async () => {
    const { import: { status } } = (await (await fetch(`${base}/feeds/${shop.shopId}/imports/${importId}`, { headers })).json()) as { import: { status: string } };
    if (!['running', 'queued', 'pending', 'applied'].includes(status)) throw new Error(`import ${importId} ended ${status}`);
    return status === 'applied';
  }, 30_000, 50);
}

/**
 * Holds a lock on `table` on a connection of the test's own: SQLite's write lock (the handle's
 * transactions begin immediate), PostgreSQL's table lock in `mode`. Released by the test, or after
 * `ms` where the lock's length is the case under test.
 */
export async function holdTableLock(db: Database, backend: Backend, table: 'cart_lines' | 'offers' | 'orders', options: { mode?: string; ms?: number } = {}): Promise<{ release: () => Promise<void> }> {
  let taken!: () => void;
  let letGo!: () => void;
  const held = new Promise<void>((resolve) => (taken = resolve));
  const released = new Promise<void>((resolve) => (letGo = resolve));
  const ended = db.kysely.transaction().execute(async (tx) => {
    if (backend === 'postgres') await sql.raw(`lock table ${table} in ${options.mode ?? 'exclusive'} mode`).execute(tx);
    else await sql.raw(`update ${table} set id = id where 0 = 1`).execute(tx);
    taken();
    if (options.ms === undefined) await released;
    // eslint-disable-next-line tests/fixed-sleeps -- a lock held for a set time, past one timeout and within another, is the case under test
    else await new Promise((resolve) => setTimeout(resolve, options.ms));
  });
  await held;
  return { release: () => (letGo(), ended) };
}

/**
 * Resolves once the writes a marketplace service had under way when a lock was released have
 * ended: on PostgreSQL no other connection runs a statement; on SQLite the service's one connection
 * waits for the lock with the whole process (node:sqlite is synchronous), so an answer it gives
 * after the release comes after those writes.
 */
export async function lateWritesEnded(db: Database, backend: Backend, service: ShopProcess): Promise<void> {
  if (backend === 'sqlite') {
    const answer = await fetch(`${service.base}/healthz`);
    if (!answer.ok) throw new Error(`the service answered ${answer.status}`);
    return;
  }
  await waitFor('the late writes to end', async () => {
    const { rows } = await sql<{ busy: number }>`select count(*) as busy from pg_stat_activity
      where datname = current_database() and backend_type = 'client backend' and pid <> pg_backend_pid() and state <> 'idle'`.execute(db.kysely);
    return Number(rows[0]!.busy) === 0;
  }, 10_000, 20);
}

/**
 * Resolves once a web replica reaches its marketplace again: a session asked through it is answered
 * by the marketplace, not by the fallback. After calls that timed out its circuit may be open, and
 * then its probe has to see the marketplace answer first.
 */
export async function webReachesMarketplace(web: ShopProcess): Promise<void> {
  await waitFor(`${web.base} to reach its marketplace again`, async () => {
    const answer = await fetch(`${web.base}/api/session`);
    await answer.arrayBuffer();
    return answer.status === 200 && answer.headers.get('x-spareo-fallback') === null;
  }, 30_000, 50);
}
