/**
 * Marketplace latency benchmark, in-process against createMarketplace(db).handle (no HTTP, no
 * cache): p50/p95 of suggestions, full-text search, part-number search, category listing, an
 * article's offers and a cart of 10 lines from 3 shops (read over 1,000 sessions' carts), on the
 * demo database, a large SQLite file and, with --postgres, the same large data in PostgreSQL.
 *   npm run bench:api -- [--demo PATH] [--large PATH] [--postgres URL] [--iterations N] [--only demo|large] [--slowest N]
 * SQLite files missing at the given paths are built with the seed; the PostgreSQL database must
 * hold a copy of the large file (npm run bench:data loads both). Prints tables, writes
 * artifacts/bench-api.json.
 */
import '../server/lifecycle/node-version';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { projectRoot } from '../server/shared/paths';
import { isPostgresUrl, openDatabase, type Database, type Db } from '../server/marketplace/db/connection';
import { migrate } from '../server/marketplace/db/migrate';
import { DEFAULT_ARTICLES, isSeeded, seedDatabase } from '../server/marketplace/seed/index';
import { createMarketplace, type Marketplace } from '../server/marketplace/index';
import { createRng, pick, type Rng } from '../server/marketplace/seed';
import type { MarketplaceRequest } from '../server/marketplace/http/endpoint';
import { CONTEXT_HEADERS } from '../contract/headers';
import { answerHelp } from './cli';

function argument(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}
const HELP = `API latency benchmark (in-process, no HTTP, no cache): p50/p95/max per call.
  --demo PATH           demo database (built with the seed when missing)
  --large PATH          large database (built with the seed when missing)
  --large-articles N    articles when the large database is built (default 1000000)
  --postgres URL        the large data in PostgreSQL too (npm run bench:data), measured side by side
  --iterations N        measured calls per workload after 30 warm-up calls (default 300)
  --carts N             sessions with a cart of 10 lines from 3 shops (default 1000)
  --only demo|large     measure one database only
  --slowest N           also print the N calls of each workload that used the most CPU time
Writes artifacts/bench-api.json.`;
answerHelp(HELP);
const iterations = Number(argument('iterations') ?? 300);
const cartCount = Number(argument('carts') ?? 1000);
const slowestCount = Number(argument('slowest') ?? 0);
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'spareo-bench-'));

/** p95 targets (ms) of the calls that have one. */
const TARGETS: Record<string, number> = { suggestions: 20, 'full-text search': 20, offers: 10, 'cart (10 lines, 3 shops)': 10 };

async function database(location: string, articles: number): Promise<{ db: Database; seedMs: number | null }> {
  const db = openDatabase(location);
  // Statistics for indexes that later migrations added to an existing database.
  if ((await migrate(db)).length) await sql`ANALYZE`.execute(db.kysely);
  if (await isSeeded(db.kysely)) return { db, seedMs: null };
  if (isPostgresUrl(location)) throw new Error('the PostgreSQL database is empty: load it with npm run bench:data');
  process.stderr.write(`seeding ${articles.toLocaleString('en')} articles into ${location} ...\n`);
  const summary = await seedDatabase(db, { articles });
  return { db, seedMs: summary.ms };
}

type Call = Pick<MarketplaceRequest, 'path'> & { method?: 'GET' | 'POST'; query?: Record<string, string>; headers?: Record<string, string>; body?: unknown };
const SUGGEST = ['br', 'brems', 'bremssch', 'ölf', 'olfilter', 'stoßd', 'zündk', 'bosch', 'filter', 'disque', 'amortig', 'luftf', 'wasserp', 'kupplung', 'motoröl'];
const FULLTEXT = ['Bremsscheiben', 'Ölfilter', 'brembo bremsscheiben', 'Zündkerzen', 'Stoßdämpfer', 'filtre à huile', 'Wasserpumpe', 'Luftfilter', 'bosch', 'Kupplungssatz'];
const COUNTRIES = ['DE', 'AT', 'FR', 'ES', 'IT', 'NL'];

/** Ids the workloads draw from, read once (from the SQLite file) so every backend is asked the same. */
interface Picks { leaves: number[]; articleIds: number[]; numbers: string[]; oeNumbers: string[]; models: number[]; cartShops: number[][] }

async function picks(db: Db): Promise<Picks> {
  const ids = (rows: { id: number | string }[]) => rows.map((r) => Number(r.id));
  const random = sql`random()`;
  const leaves = ids(await db.selectFrom('categories').select('id').where('is_leaf', '=', 1).orderBy('popularity', 'desc').limit(60).execute());
  const articleIds = ids(await db.selectFrom('articles').select('id').orderBy(random).limit(2000).execute());
  const numbers = (await db.selectFrom('articles').select('article_number as n').orderBy(random).limit(1000).execute()).map((r) => r.n);
  const oeNumbers = (await db.selectFrom('oe_numbers').select('oe_number as n').orderBy(random).limit(1000).execute()).map((r) => r.n);
  const models = ids(await db.selectFrom('models').select('id').orderBy('popularity', 'desc').limit(300).execute());
  // Three shops that ship to Germany, and offers in stock of each: a cart is 4 + 3 + 3 of them.
  const shops = ids(await db.selectFrom('shops').select('id').where((eb) => eb.exists(eb.selectFrom('shop_shipping').select('shop_id').whereRef('shop_shipping.shop_id', '=', 'shops.id').where('country', '=', 'DE')))
    .orderBy('rating', 'desc').orderBy('id').limit(3).execute());
  const cartShops: number[][] = [];
  for (const shop of shops) cartShops.push(ids(await db.selectFrom('offers').select('id').where('shop_id', '=', shop).where('stock', '>', 0).orderBy(random).limit(500).execute()));
  return { leaves, articleIds, numbers, oeNumbers, models, cartShops };
}

/** `count` sessions, each with a cart of 10 lines from the three shops, added through the cart calls. */
async function fillCarts(market: Marketplace, p: Picks, count: number): Promise<string[]> {
  const rng = createRng(7);
  const sessions: string[] = [];
  for (let i = 0; i < count; i++) {
    const session = await market.handle({ method: 'GET', path: '/session', query: {}, headers: {} });
    const sid = (session.body as { sid: string }).sid;
    const chosen = p.cartShops.flatMap((offers, index) => {
      const fromShop = new Set<number>();
      while (fromShop.size < (index === 0 ? 4 : 3)) fromShop.add(pick(rng, offers));
      return [...fromShop];
    });
    for (const offer of chosen) {
      const added = await market.handle({ method: 'POST', path: `/Warenkorb/Hinzufuegen/${offer}`, query: {}, headers: { [CONTEXT_HEADERS.session]: sid }, body: { quantity: 1 } });
      if (added.status !== 200) throw new Error(`adding offer ${offer} answered ${added.status}`);
    }
    sessions.push(sid);
  }
  return sessions;
}

function workloads(p: Picks, sessions: string[]): Record<string, () => Call> {
  const rng: Rng = createRng(99);
  return {
    suggestions: () => ({ path: '/search/suggestions', query: { q: pick(rng, SUGGEST) } }),
    'full-text search': () => ({ path: `/Volltextsuche/${encodeURIComponent(pick(rng, FULLTEXT))}`, query: { page: String(1 + Math.floor(rng() * 3)) } }),
    'part-number search': () => ({ path: `/search/part-number/${encodeURIComponent(rng() < 0.5 ? pick(rng, p.numbers) : pick(rng, p.oeNumbers))}` }),
    'category listing': () => rng() < 0.5
      ? { path: `/listing/x/y/--${pick(rng, p.leaves)}`, query: { page: String(1 + Math.floor(rng() * 5)) } }
      : { path: `/listing/x/y/3-${pick(rng, p.models)}-${pick(rng, p.leaves)}` },
    offers: () => ({ path: '/Angebote', query: { sparePartId: String(pick(rng, p.articleIds)) }, headers: { [CONTEXT_HEADERS.deliveryCountry]: pick(rng, COUNTRIES) } }),
    'cart (10 lines, 3 shops)': () => ({ path: '/Warenkorb', headers: { [CONTEXT_HEADERS.session]: pick(rng, sessions), [CONTEXT_HEADERS.deliveryCountry]: 'DE' } }),
  };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

interface Measured { p50: number; p95: number; max: number; cpuP50: number; cpuP95: number; errors: number; slowest: { ms: number; cpuMs: number; call: Call }[] }

/**
 * Wall time per call, and the process CPU time it used: on a shared, loaded machine the wall time
 * includes waiting for a core, the CPU time does not.
 */
async function measure(market: Marketplace, next: () => Call): Promise<Measured> {
  const times: number[] = [];
  const cpu: number[] = [];
  const calls: { ms: number; cpuMs: number; call: Call }[] = [];
  let errors = 0;
  for (let i = 0; i < iterations + 30; i++) {
    const call = next();
    const cpuStarted = process.cpuUsage();
    const started = process.hrtime.bigint();
    const answer = await market.handle({ method: call.method ?? 'GET', path: call.path, query: call.query ?? {}, headers: call.headers ?? {}, body: call.body });
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    const used = process.cpuUsage(cpuStarted);
    const cpuMs = (used.user + used.system) / 1000;
    if (answer.status >= 500) errors++;
    if (i >= 30) { // the first calls warm statements and pages
      times.push(ms);
      cpu.push(cpuMs);
      calls.push({ ms, cpuMs, call });
    }
  }
  times.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 100) / 100;
  const slowest = calls.sort((a, b) => b.cpuMs - a.cpuMs).slice(0, slowestCount).map((c) => ({ ...c, ms: round(c.ms), cpuMs: round(c.cpuMs) }));
  return {
    p50: round(percentile(times, 50)), p95: round(percentile(times, 95)), max: round(times[times.length - 1]!),
    cpuP50: round(percentile(cpu, 50)), cpuP95: round(percentile(cpu, 95)), errors, slowest,
  };
}

interface Target { name: string; location: string; articles: number; group: 'demo' | 'large' }

async function main() {
  const largeArticles = Number(argument('large-articles') ?? 1_000_000);
  const largeFile = argument('large') ?? path.join(tmp, 'large.db');
  const postgres = argument('postgres');
  const targets: Target[] = [
    { name: `demo, SQLite (${DEFAULT_ARTICLES.toLocaleString('en')} articles)`, location: argument('demo') ?? path.join(tmp, 'demo.db'), articles: DEFAULT_ARTICLES, group: 'demo' },
    { name: 'large, SQLite', location: largeFile, articles: largeArticles, group: 'large' },
  ];
  if (postgres) targets.push({ name: 'large, PostgreSQL', location: postgres, articles: largeArticles, group: 'large' });
  const only = argument('only');
  const report: Record<string, unknown>[] = [];
  const picked = new Map<string, Picks>();
  for (const target of targets) {
    if (only && target.group !== only) continue;
    const { db, seedMs } = await database(target.location, target.articles);
    const count = async (table: 'articles' | 'offers') => Number((await db.kysely.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    const articles = await count('articles');
    const offers = await count('offers');
    // The same ids on both backends of one data set: picked from the first (the SQLite file).
    if (!picked.has(target.group)) picked.set(target.group, await picks(db.kysely));
    const p = picked.get(target.group)!;
    const market = createMarketplace(db);
    process.stderr.write(`${target.name}: filling ${cartCount} carts ...\n`);
    const sessions = await fillCarts(market, p, cartCount);
    const results: Record<string, Measured> = {};
    for (const [name, next] of Object.entries(workloads(p, sessions))) results[name] = await measure(market, next);
    const sizeMb = isPostgresUrl(target.location)
      ? Math.round(Number((await sql<{ n: string }>`SELECT pg_database_size(current_database()) AS n`.execute(db.kysely)).rows[0]!.n) / 1024 / 1024)
      : Math.round(fs.statSync(target.location).size / 1024 / 1024);
    report.push({ database: target.name, articles, offers, sizeMb, seedMs, iterations, carts: cartCount, results });
    console.log(`\n${target.name}: ${articles.toLocaleString('en')} articles, ${offers.toLocaleString('en')} offers, ${sizeMb} MB${seedMs ? `, seeded in ${(seedMs / 1000).toFixed(1)} s` : ''}`);
    console.log('| call | p50 ms | p95 ms | max ms | target p95 | client CPU p95 ms |');
    console.log('|---|---:|---:|---:|---|---:|');
    for (const [name, r] of Object.entries(results)) {
      const target = TARGETS[name];
      const verdict = target === undefined ? '' : `< ${target} ${r.p95 < target ? 'met' : 'MISSED'}`;
      console.log(`| ${name} | ${r.p50} | ${r.p95} | ${r.max} | ${verdict} | ${r.cpuP95} |${r.errors ? ` ${r.errors} errors` : ''}`);
    }
    for (const [name, r] of Object.entries(results)) {
      for (const slow of r.slowest) console.log(`  slowest ${name}: ${slow.cpuMs} ms CPU, ${slow.ms} ms wall  ${slow.call.path}${slow.call.query ? ` ${JSON.stringify(slow.call.query)}` : ''}`);
    }
    await db.shut();
  }
  const out = path.join(projectRoot, 'artifacts', 'bench-api.json');
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, JSON.stringify({ measuredAt: new Date().toISOString(), cpus: os.cpus().length, node: process.version, report }, null, 2));
  console.log(`\nwritten ${path.relative(projectRoot, out)}`);
  fs.rmSync(tmp, { recursive: true, force: true });
}

void main();
