/**
 * The fault table: the scale-out topology on this machine, on loopback only (a throwaway
 * PostgreSQL cluster, two marketplace services, two web replicas from dist/, Debian's nginx with
 * deploy/nginx.conf in front), a steady shopper's load through nginx with a guest order about every
 * second, and faults injected one after another with a quiet spell between. Per fault: requests,
 * errors by status, failed POSTs, seconds from the cause's removal until errors stopped, and the
 * orders: acknowledged and found in the database, duplicates, and those the shopper was told were
 * not placed that were. Everything it starts is stopped and removed on success, failure and Ctrl-C.
 *   npm run faults -- [--out FILE] [--faults a,b] [--pg-stop-seconds 30] [--quiet-seconds 12] ...
 */
import '../server/lifecycle/node-version';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../server/marketplace/db/connection';
import { migrate } from '../server/marketplace/db/migrate';
import { seedDatabase } from '../server/marketplace/seed/index';
import { distDir } from '../server/shared/paths';
import { commandLine, usageError } from './cli';
import { FAULTS, type FaultContext } from './faults/faults';
import { filesVolume, type FilesVolume } from './faults/full-disk';
import { NGINX, startNginx } from './faults/nginx';
import { postgresBinDir, startFaultCluster, type FaultCluster } from './faults/postgres-cluster';
import { killAllSync, runJob, shopProcess, type ShopProcess } from './faults/processes';
import { checkLogs, logTable } from './faults/log-check';
import { PAGES, SHOPPER, startLoad, type Catalogue, type RunningLoad, type SentRequest } from './faults/shopper';
import { answeredWithin, BASELINE, faultRow, failed, markdownTable, type FaultRow, type AddsDone, type FaultWindow, type OrdersByKey } from './faults/table';

const USAGE = `usage: npm run faults -- [options]
  --out FILE               also write the rows as JSON to FILE
  --faults LIST            which faults, in order (default all): ${FAULTS.map((f) => f.name).join(',')}
  --rate N                 requests per second through nginx, orders included (default 10)
  --order-every-ms N       a guest order this often (default 1000)
  --warmup-seconds N       load before the baseline, counted nowhere: the replicas' caches fill (default 10)
  --baseline-seconds N     load before the first fault (default 8)
  --quiet-seconds N        load after each fault before the next (default 12)
  --pg-stop-seconds N      how long PostgreSQL stays stopped (default 30)
  --disk-full-seconds N    how long the files' disk stays full (default 10)
  --timeout-ms N           a request unanswered this long fails (default 15000)
  --articles N             articles seeded (default 300)
  --rolling-rounds N       rounds of the rolling restart, one after the other (default 5)
  --logs DIR               keep the processes' logs in DIR (default: removed at the end)`;

const SECRET = 'fault-table-check-secret-0123456789abcdef012345';
/** All load reaches the shop from nginx's one address: the per-client write limits would refuse a steady shopper's load. */
const NO_RATE_LIMITS = { RATE_LIMIT_WRITES: '1000000', RATE_LIMIT_SUGGESTIONS: '1000000' };

const { values } = commandLine({
  usage: USAGE,
  options: {
    out: { type: 'string' }, faults: { type: 'string' }, rate: { type: 'string' }, 'order-every-ms': { type: 'string' },
    'warmup-seconds': { type: 'string' }, 'baseline-seconds': { type: 'string' }, 'quiet-seconds': { type: 'string' }, 'pg-stop-seconds': { type: 'string' },
    'disk-full-seconds': { type: 'string' }, 'rolling-rounds': { type: 'string' }, 'timeout-ms': { type: 'string' }, articles: { type: 'string' }, logs: { type: 'string' },
  },
});
const positive = (name: keyof typeof values, fallback: number): number => {
  const raw = values[name];
  const n = raw === undefined ? fallback : Number(raw);
  if (!Number.isFinite(n) || n <= 0) usageError(`--${name} must be a positive number`, USAGE);
  return n;
};
const settings = {
  rate: positive('rate', 10),
  orderEveryMs: positive('order-every-ms', 1000),
  warmupSeconds: positive('warmup-seconds', 10),
  baselineSeconds: positive('baseline-seconds', 8),
  quietSeconds: positive('quiet-seconds', 12),
  pgStopSeconds: positive('pg-stop-seconds', 30),
  diskFullSeconds: positive('disk-full-seconds', 10),
  timeoutMs: positive('timeout-ms', 15_000),
  articles: positive('articles', 300),
  rollingRounds: positive('rolling-rounds', 5),
};
const chosen = values.faults ? values.faults.split(',').map((name) => name.trim()) : FAULTS.map((f) => f.name);
for (const name of chosen) if (!FAULTS.some((f) => f.name === name)) usageError(`no fault named ${name}`, USAGE);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// What has to go whatever ends the run: children, the cluster, the mount, the folder.
const runDir = fs.mkdtempSync(path.join(os.tmpdir(), 'spareo-faults-'));
const logDir = values.logs ? path.resolve(values.logs) : path.join(runDir, 'logs');
fs.mkdirSync(logDir, { recursive: true });
let cluster: FaultCluster | undefined;
let volume: FilesVolume | undefined;
let cleaned = false;
function cleanUp(): void {
  if (cleaned) return;
  cleaned = true;
  killAllSync();
  cluster?.drop();
  volume?.release();
  fs.rmSync(runDir, { recursive: true, force: true });
}
process.on('exit', cleanUp);
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    process.stderr.write(`\n${signal}: stopping what the fault table started\n`);
    cleanUp();
    process.exit(130);
  });
}

function missingTools(): string | null {
  if (!fs.existsSync(path.join(distDir, 'server', 'processes', 'main.js'))) return 'dist/ is missing: npm run build';
  if (!fs.existsSync(NGINX)) return `${NGINX} is not installed (apt-get install -y nginx)`;
  if (!postgresBinDir()) return 'PostgreSQL is not installed (apt-get install -y postgresql)';
  return null;
}

const say = (line: string) => process.stderr.write(`[faults] ${line}\n`);

/** Seeds the catalogue and reads what the shopper asks for; the ordered offers get stock to spare. */
async function seedAndRead(url: string): Promise<Catalogue> {
  const db = openDatabase(url);
  try {
    await migrate(db);
    await seedDatabase(db, { articles: settings.articles });
    const k = db.kysely;
    const articles = await k.selectFrom('articles as a').innerJoin('brands as b', 'b.id', 'a.brand_id')
      .select(['b.seo_name as brand', 'a.norm_number as norm'])
      .where(({ exists, selectFrom }) => exists(selectFrom('offers as o').select('o.id').whereRef('o.article_id', '=', 'a.id')))
      .orderBy('a.id').limit(300).execute();
    const listings = await k.selectFrom('categories as c')
      .innerJoin('category_texts as ct', (join) => join.onRef('ct.category_id', '=', 'c.id').on('ct.lang_no', '=', 1))
      .select(['c.id', 'ct.seo_alias as alias', 'c.is_universal as universal'])
      .where('c.id', 'in', (eb) => eb.selectFrom('articles').select('category_id'))
      .orderBy('c.id').limit(40).execute();
    const offers = await k.selectFrom('offers as o')
      .innerJoin('shop_shipping as sh', (join) => join.onRef('sh.shop_id', '=', 'o.shop_id').on('sh.country', '=', 'DE'))
      .select('o.id').where('o.stock', '>=', 1).orderBy('o.id').limit(30).execute();
    if (!articles.length || !listings.length || !offers.length) throw new Error('the seeded catalogue has no articles, listings or offers to Germany');
    await k.updateTable('offers').set({ stock: 1_000_000 }).where('id', 'in', offers.map((o) => o.id)).execute();
    return {
      articles: articles.map((a) => PAGES.article(a.brand, a.norm)),
      listings: listings.map((c) => PAGES.listing(Number(c.id), c.alias, Boolean(c.universal))),
      offers: offers.map((o) => Number(o.id)),
    };
  } finally {
    await db.shut();
  }
}

async function ordersByKey(url: string, keys: string[]): Promise<OrdersByKey> {
  const db = openDatabase(url);
  try {
    const found = new Map<string, number>();
    for (let i = 0; i < keys.length; i += 500) {
      const rows = await db.kysely.selectFrom('orders').select(['idempotency_key as key', (eb) => eb.fn.countAll<number>().as('n')])
        .where('idempotency_key', 'in', keys.slice(i, i + 500)).groupBy('idempotency_key').execute();
      for (const row of rows) found.set(row.key, Number(row.n));
    }
    return found;
  } finally {
    await db.shut();
  }
}

async function addsDoneByKey(url: string, keys: string[]): Promise<AddsDone> {
  const db = openDatabase(url);
  try {
    const done: AddsDone = new Set();
    for (let i = 0; i < keys.length; i += 500) {
      const rows = await db.kysely.selectFrom('cart_write_keys').select('idempotency_key as key')
        .where('idempotency_key', 'in', keys.slice(i, i + 500)).where('did', '=', 'add').execute();
      for (const row of rows) done.add(row.key);
    }
    return done;
  } finally {
    await db.shut();
  }
}

/** One confirmed order (by its number and its key) and one part added (by its key): the lines of each log that name it. */
function traces(sent: SentRequest[], dir: string): { what: string; key: string; found: [string, number][] }[] {
  const order = sent.find((r) => r.kind === 'order' && r.told === 'confirmation' && r.orderNumber);
  const add = sent.find((r) => r.kind === 'add-to-cart' && r.outcome === 'added' && r.key);
  const files = fs.readdirSync(dir).filter((name) => name.endsWith('.log')).sort();
  const count = (needle: string) => files.map((file): [string, number] => [file, fs.readFileSync(path.join(dir, file), 'utf8').split('\n').filter((line) => line.includes(needle)).length]);
  return [
    ...(order ? [{ what: 'order number', key: order.orderNumber!, found: count(order.orderNumber!) }, { what: 'order key', key: order.key!, found: count(order.key!) }] : []),
    ...(add ? [{ what: 'cart add key', key: add.key!, found: count(add.key!) }] : []),
  ];
}

async function main(): Promise<number> {
  const missing = missingTools();
  if (missing) {
    console.error(`the fault table cannot run here: ${missing}`);
    return 2;
  }
  const began = Date.now();
  const loadAverageBefore = os.loadavg();
  say(`PostgreSQL cluster, ${settings.articles} articles`);
  cluster = startFaultCluster('spareo');
  const catalogue = await seedAndRead(cluster.url);

  volume = filesVolume(path.join(runDir, 'files'), 16);
  const files = { MEDIA_DIR: path.join(volume.dir, 'media'), FEED_UPLOAD_DIR: path.join(volume.dir, 'feed-uploads') };
  const database = { DATABASE_URL: cluster.url, CHECK_SECRET: SECRET };
  say('two marketplace services, two web replicas, nginx with deploy/nginx.conf');
  // As the operations guide enables them: two services on the one database, both named to every replica and to nginx.
  const marketplaces: ShopProcess[] = await Promise.all(['marketplace-1', 'marketplace-2'].map((name) => shopProcess(name, 'marketplace-main.js', { ...database, ...files, ...NO_RATE_LIMITS, SEED_ON_START: 'false' }, logDir)));
  const webEnv = { MARKETPLACE_URL: marketplaces.map((m) => m.base).join(','), CHECK_SECRET: SECRET, TRUST_PROXY: 'true', DATABASE_PATH: path.join(runDir, 'never-opened.db'), ...NO_RATE_LIMITS };
  const webs: ShopProcess[] = await Promise.all(['web-1', 'web-2'].map((name) => shopProcess(name, 'main.js', webEnv, logDir)));
  const nginx = await startNginx(path.join(runDir, 'nginx'), webs.map((w) => w.port), marketplaces.map((m) => m.port), path.join(logDir, 'nginx-error.log'), path.join(logDir, 'nginx-access.log'));
  for (let i = 0; (await fetch(`${nginx.base}/`).then((r) => r.status, () => 0)) !== 200; i++) {
    if (i > 100) throw new Error('the shop did not answer 200 through nginx');
    await sleep(100);
  }

  const expectedMs = 1000 * (settings.warmupSeconds + settings.baselineSeconds + chosen.length * (settings.quietSeconds + 30) + settings.rollingRounds * 20 + settings.pgStopSeconds + settings.diskFullSeconds);
  const loadBeganAt = Date.now();
  const load: RunningLoad = startLoad(catalogue, {
    base: nginx.base, rate: settings.rate, orderEveryMs: settings.orderEveryMs, timeoutMs: settings.timeoutMs,
    maxRequests: Math.ceil((settings.rate * expectedMs) / 1000) + 1000, maxMs: expectedMs,
  });
  say(`load at ${settings.rate} requests/s through ${nginx.base}; warm-up ${settings.warmupSeconds} s, baseline ${settings.baselineSeconds} s`);
  await sleep(settings.warmupSeconds * 1000);
  const baselineAt = load.now();
  await sleep(settings.baselineSeconds * 1000);

  const windows: FaultWindow[] = [{ name: BASELINE, baseline: true, startedAt: baselineAt, causeRemovedAt: baselineAt, endsAt: baselineAt }];
  const context: Omit<FaultContext, 'causeRemoved'> = {
    cluster, marketplaces, webs, volume, nginx, backupFile: path.join(cluster.dir, 'backup.dump'), rollingRounds: settings.rollingRounds, pgStopSeconds: settings.pgStopSeconds, diskFullSeconds: settings.diskFullSeconds,
    runSetupJob: () => runJob('setup', ['setup'], { ...database, ...files, SEED_ON_START: 'true' }, logDir),
  };
  for (const name of chosen) {
    const fault = FAULTS.find((f) => f.name === name)!;
    const startedAt = load.now();
    windows.at(-1)!.endsAt = startedAt;
    const window: FaultWindow = { name, startedAt, causeRemovedAt: startedAt, endsAt: startedAt };
    windows.push(window);
    const unavailable = fault.unavailable({ ...context, causeRemoved: () => undefined });
    if (unavailable) {
      window.skipped = unavailable;
      say(`${name}: skipped (${unavailable})`);
      continue;
    }
    say(`${name}`);
    // A fault that could not be injected as meant is a row that says so, not the end of the run.
    const note = await fault.inject({ ...context, causeRemoved: () => (window.causeRemovedAt = load.now()) }).catch((error: unknown) => `failed: ${(error as Error).message.split('\n')[0]}`);
    if (note) window.note = note;
    await sleep(settings.quietSeconds * 1000);
  }
  await load.stop();
  // What was still in flight when the load stopped is the last fault's.
  windows.at(-1)!.endsAt = load.now() + 1;
  const sent = load.sent.filter((r) => r.at >= baselineAt);
  // An order still being written when its request gave up lands a moment later: look after that.
  await sleep(3000);
  const keys = sent.filter((r) => r.kind === 'order' && r.key).map((r) => r.key!);
  const inDatabase = await ordersByKey(cluster.url, keys);
  const addsDone = await addsDoneByKey(cluster.url, sent.filter((r) => r.kind === 'add-to-cart' && r.key).map((r) => r.key!));
  const rows: FaultRow[] = windows.map((w) => (w.skipped ? { ...faultRow(w, [], inDatabase, addsDone), skipped: w.skipped } : faultRow(w, sent, inDatabase, addsDone)));
  // nginx and the replicas write what they hold when they stop.
  await nginx.stop();
  for (const web of webs) await web.terminate();
  for (const marketplace of marketplaces) await marketplace.terminate();
  const logs = checkLogs(logDir, SHOPPER.email);
  const traced = traces(sent, logDir);

  const table = markdownTable(rows);
  const loadAverage = (figures: number[]) => figures.map((n) => n.toFixed(1)).join(' ');
  console.log(`\nFault table: ${sent.length} requests at ${settings.rate}/s through deploy/nginx.conf, a guest order every ${settings.orderEveryMs} ms, ${settings.quietSeconds} s quiet after each fault; ${os.cpus().length} cores, load average ${loadAverage(loadAverageBefore)} before and ${loadAverage(os.loadavg())} after; ${Math.round((Date.now() - began) / 1000)} s in all\n`);
  console.log(table);
  for (const row of rows) if (row.note) console.log(`- ${row.fault}: ${row.note}`);
  console.log(`\nThe logs (${logDir}):\n\n${logTable(logs)}\n`);
  for (const trace of traced) console.log(`- ${trace.what} ${trace.key}: ${trace.found.map(([file, n]) => `${file} ${n}`).join(', ')}`);
  if (values.out) {
    // Each row's first and last failures, with the wall-clock time to find them in the processes' logs.
    const failures = windows.flatMap((w) => {
      const all = sent.filter((r) => answeredWithin(r, w) && failed(r));
      const kept = all.length > 200 ? [...all.slice(0, 100), ...all.slice(-100)] : all;
      return kept.map((r) => ({ fault: w.name, time: new Date(loadBeganAt + r.at).toISOString(), ...r }));
    });
    fs.mkdirSync(path.dirname(path.resolve(values.out)), { recursive: true });
    fs.writeFileSync(values.out, `${JSON.stringify({ measuredAt: new Date().toISOString(), cpus: os.cpus().length, loadAverage: { before: loadAverageBefore, after: os.loadavg() }, settings, faults: chosen, loadBeganAt: new Date(loadBeganAt).toISOString(), windows, rows, logs, traced, failures }, null, 2)}\n`);
    say(`rows written to ${values.out}`);
  }
  const broken = rows.some((r) => r.orders.acknowledgedMissing.length || r.orders.duplicateKeys.length);
  return broken ? 3 : 0;
}

main().then(
  (code) => {
    cleanUp();
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.stack : String(error));
    if (values.logs) console.error(`the processes' logs are in ${logDir}`);
    cleanUp();
    process.exitCode = 1;
  },
);
