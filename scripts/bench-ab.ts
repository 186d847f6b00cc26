/**
 * Two builds side by side: this tree's build and the one of a git ref (or this tree's build twice,
 * the second with an environment variable set: a layer left out with LAYERS_OFF), each started as
 * the benchmark starts the server, on copies of the demo database, loaded in alternating rounds
 * (the order flips every round) so that load from elsewhere on the machine falls on both alike.
 * Prints req/s, p99 and CPU per request: the main thread's (from /proc/<pid>/task/<pid>/stat) and
 * the whole process's. CPU per request moves far less with the machine's noise than req/s does.
 *
 *   npm run bench:ab -- <git ref> [--path /Warenkorb] [--rounds 6] [--duration 4] [--connections 32] [--workers 1]
 *   npm run bench:ab -- --env LAYERS_OFF=compiled-reads [--path /Warenkorb] ...
 *
 * One web process each by default (WEB_WORKERS=1), so its CPU per request is the page's own.
 *
 * The ref is checked out as a git worktree under artifacts/bench/ab/ and built there; the cart
 * path gets a cart of 10 lines across 4 shops in each server, like the benchmark's.
 */
import '../server/lifecycle/node-version';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { projectRoot } from '../server/shared/paths';
import { processTree, SERVER_NODE_ARGS, startProcess, type RunningProcess } from './bench/server';
import { buildCart, prepareDatabase } from './bench/setup';
import { measureThroughput, median, type Throughput } from './bench/throughput';
import { answerHelp, usageError } from './cli';

const USAGE = 'usage: npm run bench:ab -- <git ref>|--env NAME=VALUE [--path /Warenkorb] [--rounds 6] [--duration 4] [--connections 32] [--workers 1]';
const argv = process.argv.slice(2);
answerHelp(USAGE, argv);
const option = (name: string, fallback: string) => {
  const index = argv.indexOf(`--${name}`);
  return index >= 0 ? argv[index + 1]! : fallback;
};
const ref = argv[0] ?? '';
const envSetting = option('env', '');
const [envName = '', envValue] = envSetting.split(/=(.*)/s);
if (envSetting && !/^[A-Z][A-Z0-9_]*$/.test(envName)) usageError('--env takes NAME=VALUE', USAGE);
if (!envSetting && (!ref || ref.startsWith('--'))) usageError('a git ref to compare with comes first, or --env NAME=VALUE', USAGE);
const pagePath = option('path', '/Warenkorb');
const rounds = Number(option('rounds', '6'));
const durationS = Number(option('duration', '4'));
const connections = Number(option('connections', '32'));
const workers = option('workers', '1');
const outDir = path.join(projectRoot, 'artifacts', 'bench');
const log = (text: string) => process.stderr.write(`${text}\n`);

/** The ref's tree, checked out and built once per commit. */
function baselineBuild(): string {
  const commit = execFileSync('git', ['rev-parse', '--verify', `${ref}^{commit}`], { cwd: projectRoot, encoding: 'utf8' }).trim();
  const dir = path.join(outDir, 'ab', commit.slice(0, 12));
  if (!fs.existsSync(path.join(dir, 'dist', 'server', 'processes', 'main.js'))) {
    log(`checking out and building ${ref} (${commit.slice(0, 12)}) ...`);
    fs.rmSync(dir, { recursive: true, force: true });
    execFileSync('git', ['worktree', 'add', '--force', '--detach', dir, commit], { cwd: projectRoot, stdio: 'ignore' });
    fs.symlinkSync(path.join(projectRoot, 'node_modules'), path.join(dir, 'node_modules'));
    execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: dir, stdio: 'ignore' });
  }
  return dir;
}

/** User and system CPU milliseconds of the process and those under it (a cluster's workers), or of their main threads. */
function cpuMs(pid: number, mainThread: boolean): number {
  let sum = 0;
  for (const each of processTree(pid)) {
    try {
      const stat = fs.readFileSync(mainThread ? `/proc/${each}/task/${each}/stat` : `/proc/${each}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      sum += ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // clock ticks of 10 ms
    } catch {
      // gone meanwhile
    }
  }
  return sum;
}

interface Side {
  label: string;
  server: RunningProcess;
  headers: Record<string, string>;
  rounds: Array<Throughput & { mainMs: number; processMs: number }>;
  /** The largest resident set of its processes through the run, in bytes. */
  peakRss: number;
}

async function startSide(label: string, root: string, offers: number[], demoDb: string, env: Record<string, string> = {}): Promise<Side> {
  const db = path.join(outDir, 'ab', `${label}.db`);
  for (const suffix of ['', '-wal', '-shm']) fs.rmSync(db + suffix, { force: true });
  fs.copyFileSync(demoDb, db);
  const server = await startProcess({
    script: path.join(root, 'dist', 'server', 'processes', 'main.js'),
    nodeArgs: SERVER_NODE_ARGS,
    env: { WEB_WORKERS: workers, NODE_ENV: 'production', DATABASE_PATH: db, SEED_ON_START: 'false', LOG_LEVEL: 'warn', SPAREO_ENV: 'live', RATE_LIMIT_WRITES: '100000', RATE_LIMIT_SUGGESTIONS: '100000', ...env },
  });
  const headers: Record<string, string> = pagePath.startsWith('/Warenkorb') ? { cookie: await buildCart(server.base, offers) } : {};
  return { label, server, headers, rounds: [], peakRss: 0 };
}

async function round(side: Side): Promise<void> {
  const pid = side.server.pid;
  const main = cpuMs(pid, true);
  const whole = cpuMs(pid, false);
  const figures = await measureThroughput(side.server.base + pagePath, { connections, durationS, headers: side.headers });
  const requests = Math.max(1, figures.requestsPerSecond * durationS);
  side.rounds.push({ ...figures, mainMs: (cpuMs(pid, true) - main) / requests, processMs: (cpuMs(pid, false) - whole) / requests });
}

const medianOf = (values: number[]) => median(values) ?? 0;

async function main() {
  fs.mkdirSync(path.join(outDir, 'ab'), { recursive: true });
  const demoDb = path.join(outDir, 'demo.db');
  const { offers } = await prepareDatabase(demoDb);
  const sides = envSetting
    ? [await startSide('this-tree', projectRoot, offers, demoDb), await startSide(`${envName}=${envValue ?? ''}`.replace(/[^\w=,-]+/g, '_'), projectRoot, offers, demoDb, { [envName]: envValue ?? '' })]
    : [await startSide(`base-${ref.replace(/\W+/g, '_')}`, baselineBuild(), offers, demoDb), await startSide('this-tree', projectRoot, offers, demoDb)];
  const loadBefore = os.loadavg()[0]!;
  try {
    for (const side of sides) await measureThroughput(side.server.base + pagePath, { connections, durationS: 1, headers: side.headers }); // warm-up
    for (let r = 0; r < rounds; r++) for (const side of r % 2 ? [...sides].reverse() : sides) await round(side);
  } finally {
    for (const side of sides) {
      side.peakRss = side.server.peakRss();
      await side.server.stop();
    }
  }
  console.log(`${pagePath}, ${connections} connections, ${rounds} alternating rounds of ${durationS} s, load average ${loadBefore.toFixed(1)} before and ${os.loadavg()[0]!.toFixed(1)} after on ${os.availableParallelism()} cores (medians; every round in brackets):`);
  for (const side of sides) {
    const r = side.rounds;
    const errors = r.reduce((sum, x) => sum + x.errors + x.non2xx, 0);
    console.log(
      `${side.label.padEnd(24)} req/s ${medianOf(r.map((x) => x.requestsPerSecond))} (${r.map((x) => x.requestsPerSecond).join(' ')})` +
        `  p99 ${medianOf(r.map((x) => x.p99Ms))} ms` +
        `  main thread ${medianOf(r.map((x) => x.mainMs)).toFixed(2)} ms/request (${r.map((x) => x.mainMs.toFixed(2)).join(' ')})` +
        `  process ${medianOf(r.map((x) => x.processMs)).toFixed(2)} ms/request  peak RSS ${Math.round(side.peakRss / 1048576)} MB${errors ? `  ${errors} errors or non-2xx!` : ''}`,
    );
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
