/**
 * Category listings with criteria filters and their counts, in-process against the marketplace's
 * listing (no HTTP, no cache), on a large catalogue:
 *   npx tsx scripts/bench/criteria-listing.ts --db FILE|postgres://… [--iterations 200]
 * Each request of the mix (no filter, one criterion, two, a brand and a criterion, a vehicle and a
 * criterion, a group of leaves) is asked in turn; p50 / p95 / p99 of each and of all, wall time,
 * and the p95 of the asking process's CPU. On PostgreSQL with pg_stat_statements loaded, also the
 * p95 of the time PostgreSQL spent on each request's statements (planning and execution, summed,
 * wall time inside the server); on a server of this machine, the p95 of its backends' CPU time per
 * request (/proc/PID/schedstat), the figure a busy machine inflates least.
 */
import { openDatabase } from '../../server/marketplace/db/connection';
import { categoryListing } from '../../server/marketplace/catalogue';
import type { CriterionFilter, ListingFilters } from '../../server/marketplace/catalogue';
import { commandLine } from '../cli';
import { backendsCpu, cpuBetween, postgresTime } from './postgres-time';

interface Case { name: string; title: string; criteria: CriterionFilter[]; brand?: boolean; model?: boolean; group?: boolean }

const CASES: Case[] = [
  { name: 'engine oil, no filter', title: 'Motoröl', criteria: [] },
  { name: 'engine oil, 5W30', title: 'Motoröl', criteria: [{ key: 'viscosity', values: ['5W30'] }] },
  { name: 'engine oil, 5W30 and 5 l', title: 'Motoröl', criteria: [{ key: 'viscosity', values: ['5W30'] }, { key: 'volume', values: ['5'] }] },
  { name: 'headlamp bulbs, H7', title: 'Glühlampe Hauptscheinwerfer', criteria: [{ key: 'lamp_type', values: ['H7'] }] },
  { name: 'brake discs, no filter', title: 'Bremsscheiben', criteria: [] },
  { name: 'brake discs, front, 288 mm', title: 'Bremsscheiben', criteria: [{ key: 'fitting_position', values: ['front'] }, { key: 'diameter', values: ['288'] }] },
  { name: 'brake discs, brand and front', title: 'Bremsscheiben', criteria: [{ key: 'fitting_position', values: ['front'] }], brand: true },
  { name: 'brake discs, a model and front', title: 'Bremsscheiben', criteria: [{ key: 'fitting_position', values: ['front'] }], model: true },
  { name: 'oil filters, M20x1.5', title: 'Ölfilter', criteria: [{ key: 'thread', values: ['M20x1.5'] }] },
  { name: 'shock absorbers, rear', title: 'Stoßdämpfer', criteria: [{ key: 'fitting_position', values: ['rear'] }] },
  { name: 'batteries, 70 Ah', title: 'Starterbatterie', criteria: [{ key: 'capacity', values: ['70'] }] },
  { name: 'disc brake group, front', title: 'Bremsscheiben', criteria: [{ key: 'fitting_position', values: ['front'] }], group: true },
];

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!;

async function main(): Promise<void> {
  const { values } = commandLine({ usage: 'usage: npx tsx scripts/bench/criteria-listing.ts --db FILE|postgres://… [--iterations N]', options: { db: { type: 'string' }, iterations: { type: 'string' } } });
  if (!values.db) throw new Error('--db names the database');
  const iterations = Number(values.iterations ?? 200);
  const handle = openDatabase(values.db);
  const db = handle.kysely;
  try {
    const requests = [];
    for (const c of CASES) {
      const leaf = await db.selectFrom('category_texts').select('category_id').where('lang_no', '=', 1).where('title', '=', c.title).orderBy('category_id').executeTakeFirstOrThrow();
      let categoryId = leaf.category_id;
      if (c.group) categoryId = (await db.selectFrom('categories').select('parent_id').where('id', '=', categoryId).executeTakeFirstOrThrow()).parent_id!;
      const filters: ListingFilters = { brandIds: [], deliveryCountry: null, inStock: false, criteria: c.criteria };
      if (c.brand) filters.brandIds = [(await db.selectFrom('category_brand_counts').select('brand_id').where('category_id', '=', categoryId).orderBy('articles', 'desc').executeTakeFirstOrThrow()).brand_id];
      let modelId: string | undefined;
      if (c.model) {
        const row = await db.selectFrom('fitment_listing').select('model_id').where('category_id', '=', categoryId).orderBy('model_id').limit(1).executeTakeFirst();
        if (!row) continue; // a copy without fitment: vehicle listings are measured where it is
        modelId = String(row.model_id);
      }
      requests.push({ name: c.name, ask: () => categoryListing(db, { categoryId, modelId, filters, page: 1, pageSize: 20, sort: 'popularity', langNo: 1, deliveryCountry: 'DE' }) });
    }
    const times = new Map<string, number[]>(requests.map((r) => [r.name, []]));
    // The asking process's CPU per request: where SQLite runs its queries, the figure a busy machine does not inflate.
    const cpu = new Map<string, number[]>(requests.map((r) => [r.name, []]));
    const pgTime = new Map<string, number[]>(requests.map((r) => [r.name, []]));
    const postgres = handle.backend === 'postgres' && (await postgresTime(db)) !== null;
    const pgCpu = new Map<string, number[]>(requests.map((r) => [r.name, []]));
    const localServer = handle.backend === 'postgres' && (await backendsCpu(db)) !== null;
    const facts = new Map<string, string>();
    for (const r of requests) await r.ask(); // warm
    for (let i = 0; i < iterations; i++) {
      for (const r of requests) {
        const pgBefore = postgres ? await postgresTime(db) : null;
        const cpuBefore = localServer ? await backendsCpu(db) : null;
        const started = performance.now();
        const used = process.cpuUsage();
        const listing = await r.ask();
        times.get(r.name)!.push(performance.now() - started);
        const spent = process.cpuUsage(used);
        cpu.get(r.name)!.push((spent.user + spent.system) / 1000);
        if (cpuBefore) {
          pgCpu.get(r.name)!.push(cpuBetween(cpuBefore, await backendsCpu(db)));
        }
        if (pgBefore !== null) pgTime.get(r.name)!.push((await postgresTime(db))! - pgBefore);
        if (i === 0) facts.set(r.name, `${listing!.resultCount} results, ${Object.keys(listing!.filters).length - 3} criteria`);
      }
    }
    const all: number[] = [];
    if (postgres) pgTime.set('all', [...pgTime.values()].flat());
    if (localServer) pgCpu.set('all', [...pgCpu.values()].flat());
    const allCpu: number[] = [];
    const p95 = (list: number[]) => percentile(list.sort((a, b) => a - b), 95).toFixed(1);
    const pgColumn = (name: string) => (postgres ? ` ${p95(pgTime.get(name)!)} |` : '') + (localServer ? ` ${p95(pgCpu.get(name)!)} |` : '');
    const heads = (postgres ? ' PostgreSQL p95 ms |' : '') + (localServer ? ' PostgreSQL CPU p95 ms |' : '');
    console.log(`| request | results | p50 ms | p95 ms | p99 ms | CPU p95 ms |${heads}\n|---|---|---:|---:|---:|---:|${heads.replace(/[^|]+\|/g, '---:|')}`);
    for (const r of requests) {
      const sorted = times.get(r.name)!.sort((a, b) => a - b);
      const cpuSorted = cpu.get(r.name)!.sort((a, b) => a - b);
      all.push(...sorted);
      allCpu.push(...cpuSorted);
      console.log(`| ${r.name} | ${facts.get(r.name)} | ${percentile(sorted, 50).toFixed(1)} | ${percentile(sorted, 95).toFixed(1)} | ${percentile(sorted, 99).toFixed(1)} | ${percentile(cpuSorted, 95).toFixed(1)} |${pgColumn(r.name)}`);
    }
    all.sort((a, b) => a - b);
    allCpu.sort((a, b) => a - b);
    console.log(`| all ${all.length} | | ${percentile(all, 50).toFixed(1)} | ${percentile(all, 95).toFixed(1)} | ${percentile(all, 99).toFixed(1)} | ${percentile(allCpu, 95).toFixed(1)} |${pgColumn('all')}`);
  } finally {
    await handle.shut();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
