/**
 * API latency benchmark, in-process against createMarketplace(db).handle (no HTTP, no cache):
 * p50/p95 of suggestions, full-text search, part-number search, category listing and offers.
 *   npm run bench:api -- [--demo PATH] [--large PATH] [--large-articles N] [--iterations N] [--only demo|large] [--slowest N]
 * Databases missing at the given paths are built with the seed (demo size, and 1,000,000 articles
 * by default for the large one) in a temp directory. Prints a table, writes artifacts/bench-api.json.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { projectRoot } from '../server/paths';
import { openDatabase, type Database } from '../server/marketplace/db/connection';
import { migrate } from '../server/marketplace/db/migrate';
import { DEFAULT_ARTICLES, isSeeded, seedDatabase } from '../server/marketplace/db/seed/index';
import { createMarketplace, type Marketplace } from '../server/marketplace/index';
import { createRng, pick } from '../server/marketplace/db/seed/rng';

function argument(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}
const HELP = `API latency benchmark (in-process, no HTTP, no cache): p50/p95/max per call.
  --demo PATH           demo database (built with the seed when missing)
  --large PATH          large database (built with the seed when missing)
  --large-articles N    articles when the large database is built (default 1000000)
  --iterations N        measured calls per workload after 30 warm-up calls (default 300)
  --only demo|large     measure one database only
  --slowest N           also print the N calls of each workload that used the most CPU time
Writes artifacts/bench-api.json.`;
if (process.argv.includes('--help')) {
  console.log(HELP);
  process.exit(0);
}
const iterations = Number(argument('iterations') ?? 300);
const slowestCount = Number(argument('slowest') ?? 0);
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'spareo-bench-'));

async function database(file: string, articles: number): Promise<{ db: Database; seedMs: number | null }> {
  const db = openDatabase(file);
  // Statistics for indexes that later migrations added to an existing database.
  if ((await migrate(db)).length) db.exec('ANALYZE');
  if (await isSeeded(db.kysely)) return { db, seedMs: null };
  process.stderr.write(`seeding ${articles.toLocaleString('en')} articles into ${file} ...\n`);
  const summary = await seedDatabase(db, { articles });
  return { db, seedMs: summary.ms };
}

type Call = { path: string; query?: Record<string, string>; headers?: Record<string, string> };
const SUGGEST = ['br', 'brems', 'bremssch', 'ölf', 'olfilter', 'stoßd', 'zündk', 'bosch', 'filter', 'disque', 'amortig', 'luftf', 'wasserp', 'kupplung', 'motoröl'];
const FULLTEXT = ['Bremsscheiben', 'Ölfilter', 'brembo bremsscheiben', 'Zündkerzen', 'Stoßdämpfer', 'filtre à huile', 'Wasserpumpe', 'Luftfilter', 'bosch', 'Kupplungssatz'];

function workloads(db: Database): Record<string, () => Call> {
  const rng = createRng(99);
  const rows = <T>(sql: string) => db.prepare(sql).all() as T[];
  const leaves = rows<{ id: number }>('SELECT id FROM categories WHERE is_leaf = 1 ORDER BY popularity DESC LIMIT 60').map((r) => r.id);
  const articleIds = rows<{ id: number }>('SELECT id FROM articles ORDER BY random() LIMIT 2000').map((r) => r.id);
  const numbers = rows<{ n: string }>('SELECT article_number AS n FROM articles ORDER BY random() LIMIT 1000').map((r) => r.n);
  const oeNumbers = rows<{ n: string }>('SELECT oe_number AS n FROM oe_numbers ORDER BY random() LIMIT 1000').map((r) => r.n);
  const models = rows<{ id: number }>('SELECT id FROM models ORDER BY popularity DESC LIMIT 300').map((r) => r.id);
  return {
    suggestions: () => ({ path: '/search/suggestions', query: { q: pick(rng, SUGGEST) } }),
    'full-text search': () => ({ path: `/Volltextsuche/${encodeURIComponent(pick(rng, FULLTEXT))}`, query: { page: String(1 + Math.floor(rng() * 3)) } }),
    'part-number search': () => ({ path: `/search/part-number/${encodeURIComponent(rng() < 0.5 ? pick(rng, numbers) : pick(rng, oeNumbers))}` }),
    'category listing': () => rng() < 0.5
      ? { path: `/listing/x/y/--${pick(rng, leaves)}`, query: { page: String(1 + Math.floor(rng() * 5)) } }
      : { path: `/listing/x/y/3-${pick(rng, models)}-${pick(rng, leaves)}` },
    offers: () => ({ path: '/Angebote', query: { sparePartId: String(pick(rng, articleIds)) }, headers: { 'x-spareo-delivery-country': pick(rng, ['DE', 'AT', 'FR', 'ES', 'IT', 'NL']) } }),
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
    const answer = await market.handle({ method: 'GET', path: call.path, query: call.query ?? {}, headers: call.headers ?? {} });
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

async function main() {
  const largeArticles = Number(argument('large-articles') ?? 1_000_000);
  const targets = [
    { name: `demo (${DEFAULT_ARTICLES.toLocaleString('en')} articles)`, file: argument('demo') ?? path.join(tmp, 'demo.db'), articles: DEFAULT_ARTICLES },
    { name: `large (${largeArticles.toLocaleString('en')} articles)`, file: argument('large') ?? path.join(tmp, 'large.db'), articles: largeArticles },
  ];
  const only = argument('only');
  const report: Record<string, unknown>[] = [];
  for (const target of targets) {
    if (only && !target.name.startsWith(only)) continue;
    const { db, seedMs } = await database(target.file, target.articles);
    const articles = (db.prepare('SELECT count(*) AS n FROM articles').get() as { n: number }).n;
    const offers = (db.prepare('SELECT count(*) AS n FROM offers').get() as { n: number }).n;
    const market = createMarketplace(db);
    const results: Record<string, Measured> = {};
    for (const [name, next] of Object.entries(workloads(db))) results[name] = await measure(market, next);
    const sizeMb = Math.round(fs.statSync(target.file).size / 1024 / 1024);
    report.push({ database: target.name, articles, offers, sizeMb, seedMs, iterations, results });
    console.log(`\n${target.name}: ${articles.toLocaleString('en')} articles, ${offers.toLocaleString('en')} offers, ${sizeMb} MB${seedMs ? `, seeded in ${(seedMs / 1000).toFixed(1)} s` : ''}`);
    console.log('| call | p50 ms | p95 ms | max ms | CPU p50 ms | CPU p95 ms |');
    console.log('|---|---:|---:|---:|---:|---:|');
    for (const [name, r] of Object.entries(results)) console.log(`| ${name} | ${r.p50} | ${r.p95} | ${r.max} | ${r.cpuP50} | ${r.cpuP95} |${r.errors ? ` ${r.errors} errors` : ''}`);
    for (const [name, r] of Object.entries(results)) {
      for (const slow of r.slowest) console.log(`  slowest ${name}: ${slow.cpuMs} ms CPU, ${slow.ms} ms wall  ${slow.call.path}${slow.call.query ? ` ${JSON.stringify(slow.call.query)}` : ''}`);
    }
    db.close();
  }
  const out = path.join(projectRoot, 'artifacts', 'bench-api.json');
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, JSON.stringify({ measuredAt: new Date().toISOString(), cpus: os.cpus().length, node: process.version, report }, null, 2));
  console.log(`\nwritten ${path.relative(projectRoot, out)}`);
  fs.rmSync(tmp, { recursive: true, force: true });
}

void main();
