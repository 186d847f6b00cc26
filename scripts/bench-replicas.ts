/**
 * Throughput with 1, 2 and 3 web replicas: one marketplace service on the given database, N web
 * replicas (one process each) reaching it through MARKETPLACE_URL, Debian's nginx balancing over
 * them, and autocannon sending a shopper's mix (article pages of 2,000 articles, suggestions,
 * full-text search pages) through nginx. Per round: requests/s, latency, failures, and where the
 * machine's CPU time went (web replicas, marketplace, PostgreSQL, nginx, the load generator), and
 * the web tier's CPU per answered request (user + system time of the web processes from /proc).
 *   npm run bench:replicas -- --db postgres://…|FILE [--replicas 1,2,3] [--seconds 20] [--connections 32] [--cpu-prof]
 * Writes artifacts/bench-replicas.json; --cpu-prof also writes each web replica's CPU profile to
 * artifacts/bench/prof/ (summarise one with scripts/bench/profile-summary.mjs).
 */
import '../server/lifecycle/node-version';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon, { type Request } from 'autocannon';
import { sql } from 'kysely';
import { isPostgresUrl, openDatabase } from '../server/marketplace/db/connection';
import { createRng, pick } from '../server/marketplace/seed';
import { projectRoot } from '../server/shared/paths';
import { pathFor } from '../server/web/routes/table';
import { nginxMissing, startBalancer } from './bench/nginx';
import { processTree, SERVER_NODE_ARGS, startProcess, type RunningProcess } from './bench/server';
import { commandLine, usageError } from './cli';

const USAGE = 'usage: npm run bench:replicas -- --db postgres://…|FILE [--replicas 1,2,3] [--seconds 20] [--connections 32] [--cpu-prof]';
const SECRET = 'bench-replicas-check-secret-0123456789abcdef';
/** All load comes from one address (nginx's): the shop's per-client limits are lifted, but still counted in the database. */
const NO_RATE_LIMITS = { RATE_LIMIT_WRITES: '1000000', RATE_LIMIT_SUGGESTIONS: '1000000' };
const SUGGEST = ['br', 'brems', 'bremssch', 'ölf', 'stoßd', 'zündk', 'bosch', 'filter', 'luftf', 'wasserp', 'kupplung'];
const FULLTEXT = ['Bremsscheibe', 'Ölfilter', 'Zündkerze', 'Stoßdämpfer', 'Wasserpumpe', 'Luftfilter', 'Kupplungssatz'];

/** Clock ticks of CPU (user + system) a process has used; 0 once it is gone. */
function cpuTicks(pid: number): number {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').replace(/^.*\) /, '').split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
}

function pidsNamed(name: string): number[] {
  return fs.readdirSync('/proc').filter((entry) => /^\d+$/.test(entry)).map(Number).filter((pid) => {
    try {
      return fs.readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === name;
    } catch {
      return false;
    }
  });
}

const TICKS_PER_SECOND = 100;

interface Round { replicas: number; requestsPerSecond: number; requests: number; webCpuMsPerRequest: number; p50Ms: number; p99Ms: number; non2xx: number; errors: number; statuses: Record<string, number>; cpuSeconds: Record<string, number> }

/** The article pages to ask for, and on PostgreSQL the server's postmaster (whose processes' CPU is counted). */
async function readDatabase(location: string): Promise<{ articles: string[]; postmaster: number | null }> {
  const db = openDatabase(location);
  try {
    let postmaster: number | null = null;
    if (isPostgresUrl(location)) {
      const backend = (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(db.kysely)).rows[0]!.pid;
      postmaster = Number(/^PPid:\s+(\d+)/m.exec(fs.readFileSync(`/proc/${backend}/status`, 'utf8'))?.[1]);
    }
    const rows = await db.kysely.selectFrom('articles').innerJoin('brands', 'brands.id', 'articles.brand_id')
      .where((eb) => eb.exists(eb.selectFrom('offers').select('offers.id').whereRef('offers.article_id', '=', 'articles.id')))
      .select(['brands.seo_name as brand', 'articles.norm_number as norm']).orderBy(sql`random()`).limit(2000).execute();
    return { articles: rows.map((r) => pathFor('Article___de-DE', { brandName: r.brand, normNumber: r.norm })), postmaster };
  } finally {
    await db.shut();
  }
}

async function main(): Promise<number> {
  const { values } = commandLine({ usage: USAGE, options: { db: { type: 'string' }, replicas: { type: 'string' }, seconds: { type: 'string' }, connections: { type: 'string' }, 'cpu-prof': { type: 'boolean' } } });
  const location = values.db;
  if (!location) usageError('--db is needed', USAGE);
  const missing = nginxMissing();
  if (missing) {
    console.error(`nginx balances the replicas: ${missing}`);
    return 2;
  }
  const counts = (values.replicas ?? '1,2,3').split(',').map(Number);
  const seconds = Number(values.seconds ?? 20);
  const connections = Number(values.connections ?? 32);
  const dist = path.join(projectRoot, 'dist', 'server', 'processes');
  const logs = fs.mkdtempSync(path.join(os.tmpdir(), 'spareo-replicas-'));
  const database: Record<string, string> = isPostgresUrl(location) ? { DATABASE_URL: location } : { DATABASE_PATH: path.resolve(location) };
  const profileDir = path.join(projectRoot, 'artifacts', 'bench', 'prof');
  const webNodeArgs = values['cpu-prof'] ? [...SERVER_NODE_ARGS, '--cpu-prof', '--cpu-prof-dir', profileDir] : SERVER_NODE_ARGS;
  const common = { NODE_ENV: 'production', LOG_LEVEL: 'warn', CHECK_SECRET: SECRET, SEED_ON_START: 'false', WEB_WORKERS: '1' };

  const { articles, postmaster } = await readDatabase(location);
  const rng = createRng(5);
  const nextPath = () => {
    const r = rng();
    if (r < 0.6) return pick(rng, articles);
    if (r < 0.85) return `/api/search/suggestions?q=${encodeURIComponent(pick(rng, SUGGEST))}`;
    return `${pathFor('FulltextSearch___de-DE', {})}?q=${encodeURIComponent(pick(rng, FULLTEXT))}`;
  };

  const marketplace = await startProcess({ script: path.join(dist, 'marketplace-main.js'), nodeArgs: SERVER_NODE_ARGS, env: { ...common, ...database }, portVariable: 'MARKETPLACE_PORT', logFile: path.join(logs, 'marketplace.log') });
  const rounds: Round[] = [];
  try {
    for (const count of counts) {
      const replicas: RunningProcess[] = [];
      for (let i = 0; i < count; i++) {
        replicas.push(await startProcess({
          script: path.join(dist, 'main.js'), nodeArgs: webNodeArgs, logFile: path.join(logs, `web-${count}-${i}.log`),
          env: { ...common, ...NO_RATE_LIMITS, MARKETPLACE_URL: marketplace.base, MARKETPLACE_TIMEOUT_MS: '10000', DATABASE_PATH: path.join(logs, 'never-opened.db') },
        }));
      }
      const balancer = await startBalancer(replicas.map((r) => Number(new URL(r.base).port)));
      try {
        const fire = (durationS: number) => autocannon({
          url: balancer.base, connections, duration: durationS, timeout: 10,
          headers: { 'accept-encoding': 'gzip, deflate, br, zstd', accept: 'text/html,application/json' },
          requests: [{ setupRequest: (request: Request): Request => ({ ...request, path: nextPath() }) }],
        });
        await fire(3); // warm: statements, the replicas' caches, JIT
        const groups: Record<string, () => number[]> = {
          'web replicas': () => replicas.flatMap((r) => processTree(r.pid)),
          marketplace: () => processTree(marketplace.pid),
          postgres: () => (postmaster ? processTree(postmaster) : []),
          nginx: () => pidsNamed('nginx'),
          'load generator': () => [process.pid],
        };
        const ticks = () => new Map(Object.entries(groups).map(([name, pids]) => [name, pids().reduce((sum, pid) => sum + cpuTicks(pid), 0)]));
        const before = ticks();
        const result = await fire(seconds);
        const used = new Map([...ticks()].map(([name, after]) => [name, (after - before.get(name)!) / TICKS_PER_SECOND]));
        const cpuSeconds = Object.fromEntries([...used].map(([name, secondsUsed]) => [name, Math.round(secondsUsed * 10) / 10]));
        // Every answer counts, whatever its status: the web tier's work per request the shopper sent.
        const answered = result.requests.total;
        const webCpuMsPerRequest = answered ? Math.round(((used.get('web replicas')! * 1000) / answered) * 100) / 100 : 0;
        rounds.push({ replicas: count, requestsPerSecond: Math.round(result.requests.average), requests: answered, webCpuMsPerRequest, p50Ms: result.latency.p50, p99Ms: result.latency.p99, non2xx: result.non2xx, errors: result.errors + result.timeouts, statuses: Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, stat]) => [code, stat?.count ?? 0])), cpuSeconds });
        process.stderr.write(`${count} replica(s): ${Math.round(result.requests.average)} requests/s, web tier ${webCpuMsPerRequest} ms CPU per request, statuses ${JSON.stringify(rounds.at(-1)!.statuses)}\n`);
      } finally {
        await balancer.stop();
        await Promise.all(replicas.map((r) => r.stop()));
      }
    }
  } finally {
    await marketplace.stop();
  }

  const backend = isPostgresUrl(location) ? 'PostgreSQL' : 'SQLite';
  console.log(`\n${backend}, ${os.cpus().length} cores, ${connections} connections, ${seconds} s per round; CPU seconds used during the round:`);
  const groupNames = Object.keys(rounds[0]?.cpuSeconds ?? {});
  console.log(`| web replicas | requests/s | p50 ms | p99 ms | non-2xx | errors | web CPU ms/request | ${groupNames.join(' | ')} |`);
  console.log(`|---:|---:|---:|---:|---:|---:|---:|${groupNames.map(() => '---:').join('|')}|`);
  for (const r of rounds) console.log(`| ${r.replicas} | ${r.requestsPerSecond} | ${r.p50Ms} | ${r.p99Ms} | ${r.non2xx} | ${r.errors} | ${r.webCpuMsPerRequest} | ${groupNames.map((g) => r.cpuSeconds[g]).join(' | ')} |`);
  const out = path.join(projectRoot, 'artifacts', 'bench-replicas.json');
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, JSON.stringify({ measuredAt: new Date().toISOString(), backend, cpus: os.cpus().length, connections, seconds, rounds }, null, 2));
  fs.rmSync(logs, { recursive: true, force: true });
  return rounds.some((r) => r.errors > 0 || r.non2xx > 0) ? 1 : 0;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.stack : String(error));
    process.exitCode = 1;
  },
);
