/**
 * Search quality and latency: the shoppers' judged query set (scripts/bench/search/shopper-queries.ts,
 * or with --set team the team's own older set) asked of the marketplace in-process, per edition, on
 * SQLite and, with --postgres, on PostgreSQL side by side. The set is split into a tuning half and a
 * held-out half (bench/search/split.ts): each half's figures are printed per edition and per kind
 * (zero-result rate of answerable queries, the share whose first article is right, nDCG@10), and
 * only the tuning half's wrong queries are listed. Plus latency p95 of the search and of the
 * suggestions for the same terms; --http asks the same terms again over the marketplace's HTTP API on loopback
 * (one client, as a web replica with MARKETPLACE_URL asks); --write puts the tables into
 * docs/performance.md under "## Search quality". With --set blind it asks the blind set
 * (bench/search/blind-queries.ts, written without sight of the search and never tuned on): one table per
 * edition and per kind over the whole set, every wrong query named with what came first instead, and
 * --write puts the tables under "### Blind set" only.
 *   npm run bench:search -- [--sqlite PATH] [--postgres URL] [--iterations N] [--set shopper|team|blind] [--http] [--write]
 */
import '../server/lifecycle/node-version';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import { sql } from 'kysely';
import { projectRoot } from '../server/shared/paths';
import { isPostgresUrl, openDatabase, type Database } from '../server/marketplace/db/connection';
import { migrate } from '../server/marketplace/db/migrate';
import { isSeeded, seedDatabase } from '../server/marketplace/seed/index';
import { createMarketplace, type Marketplace } from '../server/marketplace/index';
import { marketplaceRouter } from '../server/marketplace/http/router';
import { rebuildSearchIndex } from '../server/marketplace/search';
import { CONTEXT_HEADERS } from '../contract/headers';
import { commandLine, usageError } from './cli';
import { JUDGED_QUERIES, type JudgedQuery } from './bench/search/judged-queries';
import { SHOPPER_QUERIES } from './bench/search/shopper-queries';
import { BLIND_QUERIES } from './bench/search/blind-queries';
import { splitHalves, type Half } from './bench/search/split';
import { judge, termFor, type FoundArticle, type NumberedArticle, type Verdict } from './bench/search/judge';

const USAGE = `usage: npm run bench:search -- [--sqlite PATH] [--postgres URL] [--iterations N] [--set shopper|team|blind] [--http] [--write]
  --sqlite PATH     the SQLite catalogue (default: a fresh demo catalogue in a temporary folder)
  --postgres URL    the same catalogue in PostgreSQL, measured beside SQLite (an empty database is seeded)
  --iterations N    times each term is asked for the latency figures (default 3)
  --set NAME        shopper (default: the shoppers' set, split into tuning and held-out halves) team (the older own set) or blind (the blind set, reported whole)
  --http            also ask every term over the marketplace's HTTP API on loopback (latency only)
  --write           write the tables into docs/performance.md under "## Search quality"`;
const { values } = commandLine({ usage: USAGE, options: { sqlite: { type: 'string' }, postgres: { type: 'string' }, iterations: { type: 'string' }, set: { type: 'string' }, http: { type: 'boolean' }, write: { type: 'boolean' } } });
const iterations = Number(values.iterations ?? 3);
if (!Number.isInteger(iterations) || iterations < 1) usageError('--iterations must be a positive whole number', USAGE);
if (values.postgres && !isPostgresUrl(values.postgres)) usageError('--postgres must be a postgres:// URL', USAGE);
if (values.set && !['shopper', 'team', 'blind'].includes(values.set)) usageError('--set must be shopper, team or blind', USAGE);
const BLIND = values.set === 'blind';
const QUERIES = values.set === 'team' ? JUDGED_QUERIES : BLIND ? BLIND_QUERIES : SHOPPER_QUERIES;
const HALVES = splitHalves(QUERIES);
const halfOf = (query: JudgedQuery): Half => HALVES.get(query)!;

/** `first`: what the answer put first, for naming a wrong query. */
interface Result { query: JudgedQuery; term: string; verdict: Verdict; ms: number; cpu: number; suggestCpu: number; first: string }
/** Wall times, and the process's CPU time for the same calls (SQLite runs its queries on this thread, so on a busy machine the CPU time is the steadier figure). */
interface Timings { searchMs: number[]; suggestMs: number[]; searchCpu: number[]; suggestCpu: number[] }
const noTimings = (): Timings => ({ searchMs: [], suggestMs: [], searchCpu: [], suggestCpu: [] });
const cpuMs = (since: NodeJS.CpuUsage) => { const used = process.cpuUsage(since); return (used.user + used.system) / 1000; };
interface Run { backend: string; articles: number; results: Result[]; inProcess: Timings; overHttp: Timings | null }

type Ask = (path: string, query: Record<string, string>, headers: Record<string, string>) => Promise<{ status: number; body: unknown }>;

const inProcess = (market: Marketplace): Ask => async (path, query, headers) => market.handle({ method: 'GET', path, query, headers });

/** The marketplace's HTTP API on a loopback port, as `npm run start:marketplace` serves it under /api. */
async function overHttp(market: Marketplace): Promise<{ ask: Ask; close: () => Promise<void> }> {
  const app = express();
  app.set('query parser', 'extended');
  app.use('/api', marketplaceRouter(market));
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const ask: Ask = async (path, query, headers) => {
    const response = await fetch(`${origin}/api${path}?${new URLSearchParams(query).toString()}`, { headers });
    return { status: response.status, body: await response.json() };
  };
  return { ask, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

async function open(location: string): Promise<Database> {
  const db = openDatabase(location);
  if ((await migrate(db)).length) {
    // A catalogue from before the search vocabulary: build it from what is there.
    await rebuildSearchIndex(db.kysely);
    await sql`ANALYZE`.execute(db.kysely);
  }
  if (!(await isSeeded(db.kysely))) {
    process.stderr.write(`seeding the demo catalogue into ${isPostgresUrl(location) ? 'PostgreSQL' : location} ...\n`);
    await seedDatabase(db);
  }
  return db;
}

/** The demo catalogue's articles by popularity: what `#N` judgements name. */
async function numberedArticles(db: Database): Promise<(n: number) => NumberedArticle> {
  const rows = await db.kysely.selectFrom('articles').select(['id', 'article_number']).orderBy('popularity', 'desc').orderBy('id').limit(40).execute();
  const oe = await db.kysely.selectFrom('oe_numbers').select(['article_id', 'oe_number']).where('article_id', 'in', rows.map((r) => r.id)).orderBy('id').execute();
  const list = rows.map((r) => ({ id: r.id, number: r.article_number, oeNumber: oe.find((o) => o.article_id === r.id)?.oe_number ?? null }));
  return (n) => list[n - 1] ?? list[0]!;
}

const quantile = (list: number[], q: number) => { const sorted = [...list].sort((a, b) => a - b); return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] ?? 0; };
const spread = (list: number[]) => [0.5, 0.95, 0.99].map((q) => quantile(list, q).toFixed(1)).join(' / ');

/** Every term asked `iterations` times, the search then the suggestions for it; the last search's answer kept. */
async function timeTerm(ask: Ask, term: string, headers: Record<string, string>, into: Timings): Promise<{ answer: unknown; suggestions: unknown; slowest: number; cpu: number; suggestCpu: number }> {
  let answer: unknown = {};
  let suggested: unknown = {};
  let slowest = 0;
  let cpu = 0;
  let suggestCpu = 0;
  for (let i = 0; i < iterations; i++) {
    const started = performance.now();
    const startedCpu = process.cpuUsage();
    const response = await ask(`/Volltextsuche/${encodeURIComponent(term)}`, { pageSize: '10' }, headers);
    const ms = performance.now() - started;
    const searchCpu = cpuMs(startedCpu);
    into.searchMs.push(ms);
    into.searchCpu.push(searchCpu);
    slowest = Math.max(slowest, ms);
    cpu = Math.max(cpu, searchCpu);
    if (response.status !== 200) throw new Error(`${headers[CONTEXT_HEADERS.locale]} "${term}": status ${response.status}`);
    answer = response.body;
    const typed = performance.now();
    const typedCpu = process.cpuUsage();
    const suggestions = await ask('/search/suggestions', { q: term }, headers);
    into.suggestMs.push(performance.now() - typed);
    into.suggestCpu.push(cpuMs(typedCpu));
    suggestCpu = Math.max(suggestCpu, into.suggestCpu.at(-1)!);
    if (suggestions.status !== 200) throw new Error(`suggestions for "${term}": status ${suggestions.status}`);
    suggested = suggestions.body;
  }
  return { answer, suggestions: suggested, slowest, cpu, suggestCpu };
}

/** Every judgement names something the catalogue holds: a query no article could satisfy is a mistake in the set, said before the figures. */
async function checkAnswerable(db: Database, numbered: (n: number) => NumberedArticle): Promise<void> {
  const rows = await db.kysely.selectFrom('articles as a').innerJoin('category_texts as t', (j) => j.onRef('t.category_id', '=', 'a.category_id').on('t.lang_no', '=', 1))
    .innerJoin('brands as b', 'b.id', 'a.brand_id').select(['a.id', 't.title', 'a.criteria', 'a.norm_number', 'b.name as brand']).execute();
  const all: FoundArticle[] = rows.map((r) => ({ id: r.id, categoryTitle: r.title, criteria: r.criteria, normNumber: r.norm_number, brand: r.brand }));
  for (const query of QUERIES) {
    if (query.good === '-' || query.good.startsWith('#') || query.kind === 'suggestion') continue;
    if (!all.some((article) => judge(query, [article], null, numbered).firstRight)) process.stderr.write(`no article of the catalogue is right for ${query.edition} "${query.term}" (${query.good})\n`);
  }
}

/** An answer's first article as a seller reads it: category, brand, criteria, number. */
function describe(article: FoundArticle | undefined): string {
  if (!article) return 'nothing';
  let criteria = '';
  try {
    criteria = (JSON.parse(article.criteria ?? '[]') as { key?: unknown; value?: unknown }[]).filter((c) => !['height', 'width', 'weight', 'cable_length'].includes(String(c.key))).map((c) => `${String(c.key)}=${String(c.value)}`).join(', ');
  } catch { /* criteria unreadable: the category says enough */ }
  return [article.categoryTitle, article.brand, criteria && `(${criteria})`, article.normNumber].filter(Boolean).join(' ');
}

async function measure(backend: string, location: string): Promise<Run> {
  const db = await open(location);
  const market = createMarketplace(db);
  const numbered = await numberedArticles(db);
  const numbers = new Set<string>();
  for (const table of ['articles', 'oe_numbers'] as const) for (const r of await db.kysely.selectFrom(table).select('norm_number').execute()) numbers.add(r.norm_number);
  const articles = Number((await db.kysely.selectFrom('articles').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  const run: Run = { backend, articles, results: [], inProcess: noTimings(), overHttp: null };
  if (articles <= 200_000) await checkAnswerable(db, numbered);
  const terms = QUERIES.map((query) => ({ query, term: termFor(query, numbered, (norm) => numbers.has(norm)), headers: { [CONTEXT_HEADERS.locale]: query.edition } }));
  for (const { query, term, headers } of terms) {
    const timed = await timeTerm(inProcess(market), term, headers, run.inProcess);
    const answer = timed.answer as { spareParts?: { id: number }[]; didYouMean?: string | null };
    const { slowest, cpu, suggestCpu } = timed;
    let found: FoundArticle[];
    if (query.kind === 'suggestion') {
      // A prefix typed into the box: judged by the categories suggested, first one first.
      const suggested = (timed.suggestions as { results?: { id: number }[] }).results ?? [];
      const ids = suggested.map((c) => c.id);
      const rows = ids.length ? await db.kysely.selectFrom('category_texts').select(['category_id', 'title']).where('lang_no', '=', 1).where('category_id', 'in', ids).execute() : [];
      const title = new Map(rows.map((r) => [r.category_id, r.title]));
      found = ids.map((id) => ({ id, categoryTitle: title.get(id) ?? '', criteria: null, normNumber: '' }));
    } else {
      const ids = (answer.spareParts ?? []).map((p) => p.id);
      const rows = ids.length ? await db.kysely.selectFrom('articles as a').innerJoin('category_texts as t', (j) => j.onRef('t.category_id', '=', 'a.category_id').on('t.lang_no', '=', 1))
        .innerJoin('brands as b', 'b.id', 'a.brand_id')
        .select(['a.id', 't.title', 'a.criteria', 'a.norm_number', 'b.name as brand']).where('a.id', 'in', ids).execute() : [];
      const byId = new Map(rows.map((r) => [r.id, r]));
      found = ids.flatMap((id) => { const r = byId.get(id); return r ? [{ id, categoryTitle: r.title, criteria: r.criteria, normNumber: r.norm_number, brand: r.brand }] : []; });
    }
    run.results.push({ query, term, verdict: judge(query, found, answer.didYouMean ?? null, numbered), ms: slowest, cpu, suggestCpu, first: describe(found[0]) });
  }
  if (values.http) {
    const served = await overHttp(market);
    run.overHttp = noTimings();
    try {
      for (const { term, headers } of terms) await timeTerm(served.ask, term, headers, run.overHttp);
    } finally {
      await served.close();
    }
  }
  await db.shut();
  return run;
}

interface Figures { queries: number; zeroRate: number; firstRight: number; ndcg: number }

function figures(results: Result[]): Figures {
  const answerable = results.filter((r) => r.verdict.answerable);
  const share = (list: Result[], test: (v: Verdict) => boolean) => (list.length ? list.filter((r) => test(r.verdict)).length / list.length : 0);
  return {
    queries: results.length,
    zeroRate: share(answerable, (v) => v.zero),
    firstRight: share(results, (v) => v.firstRight),
    ndcg: results.length ? results.reduce((sum, r) => sum + r.verdict.ndcg, 0) / results.length : 0,
  };
}

const percent = (x: number) => `${(x * 100).toFixed(1)} %`;

function table(runs: Run[], label: string, groups: [string, (r: Result) => boolean][]): string {
  const head = `| ${label} | queries | ${runs.map((r) => `zero-result ${r.backend} | first right ${r.backend} | nDCG@10 ${r.backend}`).join(' | ')} |`;
  const rule = `| --- | --- | ${runs.map(() => '--- | --- | ---').join(' | ')} |`;
  const lines = groups.map(([name, test]) => {
    const cells = runs.map((run) => { const f = figures(run.results.filter(test)); return `${percent(f.zeroRate)} | ${percent(f.firstRight)} | ${f.ndcg.toFixed(3)}`; });
    return `| ${name} | ${runs[0]!.results.filter(test).length} | ${cells.join(' | ')} |`;
  });
  return [head, rule, ...lines].join('\n');
}

/** The blind set: whole, never split (nothing is fitted to it), per edition and per kind; one row a backend, to stay short in the docs. */
function blindReport(runs: Run[], command: string): string {
  const groups: [string, (r: Result) => boolean][] = [
    ['all', () => true],
    ...[...new Set(QUERIES.map((q) => q.edition))].map((l): [string, (r: Result) => boolean] => [l, (r) => r.query.edition === l]),
    ...[...new Set(QUERIES.map((q) => q.kind))].map((k): [string, (r: Result) => boolean] => [k, (r) => r.query.kind === k]),
  ];
  const when = new Date().toISOString().slice(0, 16).replace('T', ' ');
  const head = `| \`${command.replace(/^npm run bench:search -- /, '').replace(/ --write\b/, '').replace(/(--sqlite) \S+/, '$1 FILE')}\`, ${when} UTC: first right % / zero % / nDCG@10 | ${groups.map(([name, test]) => `${name} (${runs[0]!.results.filter(test).length})`).join(' | ')} |`;
  const rows = runs.map((run) => `| ${run.backend} | ${groups.map(([, test]) => { const f = figures(run.results.filter(test)); return `${(f.firstRight * 100).toFixed(1)} / ${(f.zeroRate * 100).toFixed(1)} / ${f.ndcg.toFixed(3)}`; }).join(' | ')} |`);
  return [head, `| --- | ${groups.map(() => '---').join(' | ')} |`, ...rows].join('\n');
}

function blindDetails(runs: Run[]): string {
  return runs.map((run) => {
    const misses = run.results.filter((r) => !r.verdict.firstRight);
    return [`${run.backend}, first result not right (${misses.length}):`, ...misses.map((r) => `  ${r.query.edition} ${r.query.kind} "${r.term}" (wanted ${r.query.good}): ${r.first}`)].join('\n');
  }).join('\n');
}

function writeBlindSubsection(text: string): void {
  const file = path.join(projectRoot, 'docs', 'performance.md');
  const doc = fs.readFileSync(file, 'utf8');
  const subsection = `### Blind set\n${text}\n\n`;
  const start = doc.indexOf('### Blind set');
  const quality = doc.indexOf('## Search quality');
  if (start < 0 && quality < 0) throw new Error('docs/performance.md has no "## Search quality" section to put the blind set under');
  // Up to the next heading of any level; a new subsection goes at the end of the search section.
  const next = (from: number, heading: RegExp) => { const at = doc.slice(from + 1).search(heading); return at < 0 ? doc.length : from + 2 + at; };
  const updated = start >= 0
    ? `${doc.slice(0, start)}${subsection}${doc.slice(next(start, /\n##+ /))}`
    : `${doc.slice(0, next(quality, /\n## /))}\n${subsection}${doc.slice(next(quality, /\n## /))}`;
  fs.writeFileSync(file, updated);
}

function report(runs: Run[], command: string): string {
  const languages = [...new Set(QUERIES.map((q) => q.edition))];
  const kinds = [...new Set(QUERIES.map((q) => q.kind))];
  const all: [string, (r: Result) => boolean][] = [['all', () => true]];
  const halves = (['held-out', 'tuning'] as const).flatMap((half) => {
    const inHalf = (r: Result) => halfOf(r.query) === half;
    return [
      `${half === 'held-out' ? 'Held-out half (nothing was fitted to it)' : 'Tuning half'}:`, '',
      table(runs, 'edition', [...all, ...languages.map((l): [string, (r: Result) => boolean] => [l, (r) => r.query.edition === l])].map(([n, t]) => [n, (r: Result) => inHalf(r) && t(r)])),
      '',
      table(runs, 'kind', kinds.map((k): [string, (r: Result) => boolean] => [k, (r) => inHalf(r) && r.query.kind === k])),
      '',
    ];
  });
  const latency = runs.flatMap((r) => ([['in-process', r.inProcess], ['HTTP, loopback', r.overHttp]] as const)
    .flatMap(([how, t]) => (t ? [`| ${r.backend} | ${r.articles.toLocaleString('en')} | ${how} | ${spread(t.searchMs)} | ${spread(t.suggestMs)} | ${spread(t.searchCpu)} | ${spread(t.suggestCpu)} |`] : [])));
  return [
    `Command: \`${command}\` (${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, one client, ${iterations} asks per term and way; timings on a shared two-core machine are noisy).`,
    'Zero-result rate counts only queries that have an answer; the zero kind is right when it stays empty; a suggestion is right when the first category suggested is.',
    '',
    ...halves,
    `| backend | articles | asked | search p50 / p95 / p99 ms | suggestions p50 / p95 / p99 ms | search CPU ms (this process) | suggestions CPU ms (this process) |`,
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...latency,
  ].join('\n');
}

/** What to look at next, printed only: the queries whose first article is wrong and the slowest. */
function details(runs: Run[]): string {
  // Only the tuning half's queries are named: the held-out half is read as totals.
  const misses = runs.flatMap((run) => run.results.filter((r) => !r.verdict.firstRight && halfOf(r.query) === 'tuning').map((r) => `${run.backend} ${r.query.edition} ${r.query.kind} "${r.term}"`));
  return [
    misses.length ? `Tuning half, first result not right (${misses.length}): ${misses.join('; ')}.` : 'Every first result right.',
    `Slowest searches: ${runs.map((run) => `${run.backend} ${[...run.results].filter((r) => halfOf(r.query) === 'tuning').sort((a, b) => b.ms - a.ms).slice(0, 5).map((r) => `"${r.term}" ${r.ms.toFixed(0)} ms`).join(', ')}`).join('; ')}.`,
    `Costliest in this process's CPU: ${runs.map((run) => `${run.backend} searches ${[...run.results].filter((r) => halfOf(r.query) === 'tuning').sort((a, b) => b.cpu - a.cpu).slice(0, 8).map((r) => `"${r.term}" ${r.cpu.toFixed(1)} ms`).join(', ')}; suggestions ${[...run.results].filter((r) => halfOf(r.query) === 'tuning').sort((a, b) => b.suggestCpu - a.suggestCpu).slice(0, 8).map((r) => `"${r.term}" ${r.suggestCpu.toFixed(1)} ms`).join(', ')}`).join('; ')}.`,
  ].join('\n');
}

function writeSection(text: string): void {
  const file = path.join(projectRoot, 'docs', 'performance.md');
  const doc = fs.readFileSync(file, 'utf8');
  const start = doc.indexOf('## Search quality');
  let next = start < 0 ? -1 : doc.indexOf('\n## ', start + 1);
  if (start >= 0 && next < 0) next = doc.length;
  // The blind set's subsection is written by its own run (--set blind): kept as it is.
  const blind = start < 0 ? -1 : doc.indexOf('### Blind set', start);
  const kept = blind >= 0 && blind < next ? `\n\n${doc.slice(blind, next).trimEnd()}` : '';
  const section = `## Search quality\n\n${text}${kept}\n`;
  const updated = start < 0 ? doc.replace(/\n## /, `\n${section}\n## `) : `${doc.slice(0, start)}${section}${doc.slice(next)}`;
  fs.writeFileSync(file, updated);
}

async function main(): Promise<void> {
  let sqlite = values.sqlite;
  if (!sqlite) sqlite = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'spareo-search-')), 'demo.db');
  const runs = [await measure('SQLite', sqlite)];
  if (values.postgres) runs.push(await measure('PostgreSQL', values.postgres));
  const command = `npm run bench:search -- ${process.argv.slice(2).map((a) => (a.startsWith('postgres') ? 'postgres://…' : a)).join(' ')}`.trim();
  const text = BLIND ? blindReport(runs, command) : report(runs, command);
  console.log(`${text}\n\n${BLIND ? blindDetails(runs) : details(runs)}`);
  if (values.write) (BLIND ? writeBlindSubsection : writeSection)(text);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
