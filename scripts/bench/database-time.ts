/**
 * The database's time per call of the calls a shopper waits on at scale, side by side on the same
 * catalogue in a SQLite file and in PostgreSQL (npm run bench:data loads both), in-process against
 * the marketplace's handler (no HTTP, no cache):
 *   npm run bench:database -- --sqlite FILE --postgres postgres://… [--iterations 100]
 * Calls: a listing under a model, a series page or a make with a criterion chosen; a category
 * listing (no filter, one criterion); search (also under a model); suggestions. Per call p50 / p95
 * of the wall time (SQLite's time is the process's own) and, on PostgreSQL, the p95 of its
 * statements' time (pg_stat_statements: planning and execution, summed over the call's
 * statements) and of its backends' CPU. The same requests, picked from the SQLite file, go to both
 * in the same order. Writes artifacts/bench/database-time.json; --docs records the p95s for
 * `--compare` (docs/performance-figures.json), --compare sets them beside the recorded ones (exit
 * code 1 when one moved past its noise band for the worse).
 */
import '../../server/lifecycle/node-version';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isPostgresUrl, openDatabase, type Db } from '../../server/marketplace/db/connection';
import { createMarketplace } from '../../server/marketplace/index';
import { encodeFilters } from '../../server/marketplace/catalogue';
import type { MarketplaceRequest } from '../../server/marketplace/http/endpoint';
import { projectRoot } from '../../server/shared/paths';
import { commandLine } from '../cli';
import { backendsCpu, cpuBetween, postgresTime } from './postgres-time';
import { record, RECORDED_FILE, reportComparison } from './recorded';
import type { ComparableResult } from './compare';

const USAGE = 'usage: npm run bench:database -- --sqlite FILE --postgres postgres://… [--iterations 100] [--compare] [--docs]';

type Call = Pick<MarketplaceRequest, 'path' | 'query'>;

/** A part type and a criterion its listings filter by, as a shopper with a car picks them. */
const CHOSEN = [
  { title: 'Bremsscheiben', key: 'fitting_position', value: 'front' },
  { title: 'Stoßdämpfer', key: 'fitting_position', value: 'rear' },
  { title: 'Bremsbeläge', key: 'fitting_position', value: 'front' },
];
const SEARCHED = ['Bremsscheiben', 'Ölfilter', 'brembo bremsscheiben', 'Zündkerzen', 'Stoßdämpfer', 'filtre à huile', 'Wasserpumpe', 'Luftfilter', 'bosch', 'Kupplungssatz'];
const TYPED = ['br', 'brems', 'bremssch', 'ölf', 'olfilter', 'stoßd', 'zündk', 'bosch', 'filter', 'disque', 'amortig', 'luftf', 'wasserp', 'kupplung', 'motoröl'];
const MODELS = 12;

/** The calls of each kind, picked from the catalogue (its most popular models and leaves). */
async function pickCalls(db: Db): Promise<Record<string, Call[]>> {
  const leaves: { id: number; key: string; value: string }[] = [];
  for (const c of CHOSEN) {
    const leaf = await db.selectFrom('category_texts').select('category_id as id').where('lang_no', '=', 1).where('title', '=', c.title).orderBy('category_id').executeTakeFirst();
    if (leaf) leaves.push({ id: leaf.id, key: c.key, value: c.value });
  }
  const models = await db.selectFrom('models').select(['id', 'series_page_id as seriesPage', 'manufacturer_id as make']).orderBy('popularity', 'desc').orderBy('id').limit(MODELS).execute();
  const popular = (await db.selectFrom('categories').select('id').where('is_leaf', '=', 1).orderBy('popularity', 'desc').orderBy('id').limit(40).execute()).map((r) => r.id);
  const filtered = (leaf: { key: string; value: string }) => ({ f: encodeFilters([{ key: leaf.key, values: [leaf.value] }]) });
  const under = (kind: 1 | 2 | 3, id: (m: (typeof models)[number]) => number) =>
    models.flatMap((m) => leaves.map((leaf) => ({ path: `/listing/x/y/${kind}-${id(m)}-${leaf.id}`, query: filtered(leaf) })));
  return {
    'a model and a criterion': under(3, (m) => m.id),
    'a series page and a criterion': under(2, (m) => m.seriesPage),
    'a make and a criterion': under(1, (m) => m.make),
    'category listing': popular.map((id, i) => ({ path: `/listing/x/y/--${id}`, query: { page: String(1 + (i % 5)) } })),
    'category listing, a criterion': leaves.map((leaf) => ({ path: `/listing/x/y/--${leaf.id}`, query: filtered(leaf) })),
    search: SEARCHED.map((term, i) => ({ path: `/Volltextsuche/${encodeURIComponent(term)}`, query: { page: String(1 + (i % 3)) } })),
    'search under a model': SEARCHED.map((term, i) => ({ path: `/Volltextsuche/${encodeURIComponent(term)}`, query: { modelId: String(models[i % models.length]!.id) } })),
    suggestions: TYPED.map((q) => ({ path: '/search/suggestions', query: { q } })),
  };
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? NaN;
};
const round = (n: number) => Math.round(n * 10) / 10;

export interface KindFigures { calls: number; p50: number; p95: number; statementsP95: number | null; backendCpuP95: number | null; errors: number }

async function measure(location: string, calls: Record<string, Call[]>, iterations: number): Promise<Record<string, KindFigures>> {
  const handle = openDatabase(location);
  const market = createMarketplace(handle);
  const db = handle.kysely;
  const postgres = handle.backend === 'postgres' && (await postgresTime(db)) !== null;
  const local = handle.backend === 'postgres' && (await backendsCpu(db)) !== null;
  const figures: Record<string, KindFigures> = {};
  try {
    for (const [kind, list] of Object.entries(calls)) {
      const wall: number[] = [];
      const statements: number[] = [];
      const cpu: number[] = [];
      let errors = 0;
      const ask = (call: Call) => market.handle({ method: 'GET', path: call.path, query: call.query ?? {}, headers: {} });
      for (const call of list) await ask(call); // warm: statements prepared, pages read
      for (let i = 0; i < iterations; i++) {
        const call = list[i % list.length]!;
        const pgBefore = postgres ? await postgresTime(db) : null;
        const cpuBefore = local ? await backendsCpu(db) : null;
        const started = performance.now();
        const answer = await ask(call);
        wall.push(performance.now() - started);
        if (answer.status !== 200) errors++;
        if (cpuBefore) cpu.push(cpuBetween(cpuBefore, await backendsCpu(db)));
        if (pgBefore !== null) statements.push((await postgresTime(db))! - pgBefore);
      }
      figures[kind] = {
        calls: iterations, p50: round(percentile(wall, 50)), p95: round(percentile(wall, 95)),
        statementsP95: statements.length ? round(percentile(statements, 95)) : null, backendCpuP95: cpu.length ? round(percentile(cpu, 95)) : null, errors,
      };
      process.stderr.write(`${handle.backend} ${kind}: ${JSON.stringify(figures[kind])}\n`);
    }
  } finally {
    await handle.shut();
  }
  return figures;
}

async function main(): Promise<void> {
  const { values } = commandLine({ usage: USAGE, options: { sqlite: { type: 'string' }, postgres: { type: 'string' }, iterations: { type: 'string' }, compare: { type: 'boolean' }, docs: { type: 'boolean' } } });
  if (!values.sqlite || isPostgresUrl(values.sqlite) || !values.postgres || !isPostgresUrl(values.postgres)) throw new Error(USAGE);
  const iterations = Number(values.iterations ?? 100);
  const load = [os.loadavg()[0]!];
  const picked = openDatabase(values.sqlite);
  const calls = await pickCalls(picked.kysely);
  const articles = Number((await picked.kysely.selectFrom('articles').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  await picked.shut();
  const sqlite = await measure(values.sqlite, calls, iterations);
  const postgres = await measure(values.postgres, calls, iterations);
  load.push(os.loadavg()[0]!);
  const ms = (n: number | null) => (n === null ? '-' : n.toFixed(1));
  console.log(`${articles.toLocaleString('en')} articles, ${iterations} calls a kind, load ${load.map((l) => l.toFixed(1)).join('-')}:\n`);
  console.log('| call | SQLite p50 / p95 ms | PostgreSQL p50 / p95 ms | PostgreSQL statements p95 ms | its CPU p95 ms |');
  console.log('|---|---:|---:|---:|---:|');
  for (const kind of Object.keys(calls)) {
    const s = sqlite[kind]!;
    const p = postgres[kind]!;
    const errors = s.errors + p.errors ? ` (${s.errors} / ${p.errors} not 200)` : '';
    console.log(`| ${kind}${errors} | ${ms(s.p50)} / ${ms(s.p95)} | ${ms(p.p50)} / ${ms(p.p95)} | ${ms(p.statementsP95)} | ${ms(p.backendCpuP95)} |`);
  }
  const databaseTime: ComparableResult['databaseTime'] = Object.fromEntries(Object.keys(calls).map((kind) =>
    [kind, { sqliteP95: sqlite[kind]!.p95, postgresP95: postgres[kind]!.p95, statementsP95: postgres[kind]!.statementsP95 }]));
  if (values.compare && !reportComparison(RECORDED_FILE, { databaseTime })) process.exitCode = 1;
  if (values.docs) record(RECORDED_FILE, { databaseTime });
  const out = path.join(projectRoot, 'artifacts', 'bench', 'database-time.json');
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, `${JSON.stringify({ measuredAt: new Date().toISOString(), articles, iterations, load, sqlite, postgres }, null, 2)}\n`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
