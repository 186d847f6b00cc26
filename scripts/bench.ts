/**
 * The page benchmark: builds (npm script), seeds a demo database if needed, starts the real
 * server on loopback as a child process and measures, in one run:
 *   1. throughput per page type with wrk (autocannon when wrk is not installed), against nginx sending the page's brotli bytes
 *      (brotli_static, one worker per core; when installed), node:http sending them from memory with
 *      as many processes as the shop, and express.static + compression serving the same bytes,
 *      alternating round by round in the same run; the cart over 1,000 sessions;
 *   2. bytes per page type: HTML raw/gzip/brotli, inline CSS, JS executed before interaction;
 *   3. Lighthouse mobile for home, category, search, article and cart in de-DE and fr-FR;
 *   4. marketplace latency (scripts/bench-api.ts; --big adds the 1,000,000-article database);
 *   5. peak RSS of each shop process (the one started and any under it) through the run;
 *   6. memory over a crawl of distinct article pages and then the shopper's mix (scripts/bench/memory.ts):
 *      each web process's peak, its resident set at the crawl's half and end, the second half's growth.
 * Prints one table and writes artifacts/bench/latest.json, artifacts/bench/latest.md and the
 * benchmark's section of docs/performance.md (not for --quick unless --docs).
 *
 *   npm run bench -- [--quick [--lighthouse] [--docs]] [--no-lighthouse] [--lighthouse-runs N] [--no-api]
 *                    [--big] [--cpu-prof] [--duration S] [--rounds N] [--connections N] [--sessions N]
 *                    [--db PATH] [--pages cart,home] [--workers N] [--load-generator wrk|autocannon]
 *   npm run bench -- --first-interaction [--runs 6]
 *   npm run bench -- --memory [--crawl 20000] [--mix-seconds 600]
 * --memory: only the memory phase, on a server of its own (the full crawl: --crawl 20000 --mix-seconds 600).
 * --crawl N / --mix-seconds S: the memory phase's distinct article pages and seconds of the mix
 *   (default 20000 and 600, the target's own; --quick 1000 and 10; --crawl 0 leaves the phase out;
 *   --crawl 3000 --mix-seconds 60 for a shorter full run).
 * --first-interaction: only the first interaction on a phone (scripts/bench/first-interaction.ts),
 *   medians over the six editions against their targets and network floors, written to artifacts/bench/first-interaction.md.
 * Without --quick: 5 rounds of 4 s a page (the median round is reported: one busy round on this
 *   shared machine moves a page's ratio by a third).
 * --quick: one round of 2 s, no Lighthouse, no marketplace latency: for trying it on a busy machine.
 * --pages limits throughput and Lighthouse to those page types (bytes are always measured for all).
 * --workers N runs the shop with N web processes, nginx with N workers and node:http with N
 *   processes (default: one each per core).
 * --load-generator: wrk by default when installed (scripts/bench/wrk.ts says why), else autocannon.
 * --server-node-args a,b: the shop's node flags instead of its memory defaults (to weigh another setting).
 * --cpu-prof writes the server's CPU profile to artifacts/bench/prof/ (open in Chrome DevTools).
 */
import '../server/lifecycle/node-version';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import express from 'express';
import type { Locale } from '../locales/editions';
import { loadConfig } from '../server/config/config';
import { distDir, projectRoot } from '../server/shared/paths';
import { compressResponses } from '../server/web/page-output/compression';
import { brotliSize, firstFlight, FIRST_FLIGHT_BYTES, gzipSize, headingOnly, inlineCss, linkedScripts, renderBlocking } from './bench/html';
import { request, resolvePath } from './bench/http';
import { LIGHTHOUSE_RUNS, runLighthouse, type LighthouseFigures } from './bench/lighthouse';
import { pagePaths, PAGE_TYPES, type PageType } from './bench/pages';
import { nginxMissing, startNginx, type NginxPage, type RunningNginx } from './bench/nginx';
import { serveCartFloor } from './bench/cart-floor';
import { serveNodeReference } from './bench/node-reference';
import { writePerformanceDoc } from './bench/report';
import { readRecorded, record, RECORDED_FILE, reportComparison, reportNoise } from './bench/recorded';
import { comparableOf } from './bench/compare';
import { firstInteractionTable, firstInteractionTargets, measureFirstInteraction } from './bench/first-interaction';
import { buildCart, buildCarts, prepareDatabase } from './bench/setup';
import { cpuMsOf, processTree, rssOf, SERVER_NODE_ARGS, startProcess, type RunningProcess } from './bench/server';
import { cartCostLines } from './bench/cart-cost';
import { viewCarts } from './bench/cart-views';
import { defaultLoadGenerator, measureThroughput as measureWith, median, medianRound, roundOf, type LoadGenerator, type LoadOptions, type Throughput, type ThroughputFigures, type ThroughputRound } from './bench/throughput';
import { answerHelp } from './cli';
import { measureMemory, memoryLines, type MemoryPhase } from './bench/memory-phase';

const USAGE = `usage: npm run bench -- [options]   (measures, writes artifacts/bench/ and, with --docs, docs/performance.md)
  --quick | --big               a shorter run, or the large catalogue
  --db FILE                     the database to measure (default: a demo seed of its own)
  --workers N --connections N   server processes and load connections
  --duration S --rounds N       per throughput round, and how many rounds
  --sessions N --pages LIST     carts and pages measured
  --load-generator wrk|autocannon
  --lighthouse | --no-lighthouse [--lighthouse-runs N]   Lighthouse runs of the pages (Chromium at CHROME_PATH)
  --no-api --cpu-prof --docs
  --memory [--crawl N] [--mix-seconds S]   memory over a crawl of N distinct article pages, then S s of a shopper's mix
  --compare                     after the run, each figure beside the recorded one (docs/performance-figures.json):
                                what moved past its noise band; exit code 1 when one moved for the worse
  --compare-files RECORDED NOW  the same for two result files, without running
  --noise RUN RUN …             each figure's spread over result files of runs of one commit, beside its noise band`;
const argv = process.argv.slice(2);
if (!argv[0]?.endsWith('-server')) answerHelp(USAGE, argv);
const flag = (name: string) => argv.includes(`--${name}`);
const option = (name: string) => {
  const index = argv.indexOf(`--${name}`);
  return index >= 0 ? argv[index + 1] : undefined;
};

const outDir = path.join(projectRoot, 'artifacts', 'bench');
const LIGHTHOUSE_TYPES: PageType[] = ['home', 'category', 'search', 'article', 'cart'];
const LIGHTHOUSE_LOCALES: Locale[] = ['de-DE', 'fr-FR'];

// ---------------------------------------------------------------------------------------------
// Ceiling: express.static with the same compression middleware and options, in its own process.

async function staticServer(dir: string) {
  // Compressing as the server does, so the ratio compares page work only.
  const app = express();
  app.use(compressResponses());
  app.get('/readyz', (_req, res) => {
    res.json({ status: 'ready' });
  });
  app.use(express.static(dir, { index: false }));
  const port = loadConfig().PORT;
  app.listen(port, '127.0.0.1');
}

// ---------------------------------------------------------------------------------------------

const log = (text: string) => process.stderr.write(`${text}\n`);
/**
 * Passes over every cart before each of its rounds. The web processes hand each other the pages
 * they keep (server/web/cart/cart-siblings.ts), but each reads a cart's stand rows at its own first
 * look: with two processes, a session not yet looked at in one is one in 16.
 */
const CART_PASSES = 4;
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const ms = (value: number | null) => (value === null ? '-' : String(Math.round(value)));

interface PageBytes {
  url: string;
  status: number;
  htmlRaw: number;
  htmlGzip: number;
  htmlBrotli: number;
  /** What the server put on the wire for gzip and br requests. */
  wireGzip: number;
  wireBrotli: number;
  inlineCss: number;
  firstFlightRaw: number;
  /** gzip bytes from the start up to the end of the first h1 (budget 14,600). */
  gzipToH1: number | null;
  topInFirstFlight: boolean;
  renderBlocking: number;
  js: Array<{ url: string; raw: number; gzip: number; brotli: number }>;
  jsGzip: number;
  jsBrotli: number;
}

const brotliBytes = (data: Buffer) => zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6 } });

async function pageBytes(base: string, url: string, headers: Record<string, string>): Promise<{ bytes: PageBytes; html: string; brotli: Buffer }> {
  const raw = await request(base + url, { headers: { ...headers, 'accept-encoding': 'identity' } });
  const gz = await request(base + url, { headers: { ...headers, 'accept-encoding': 'gzip' } });
  const br = await request(base + url, { headers: { ...headers, 'accept-encoding': 'br' } });
  const html = raw.body.toString('utf8');
  const js = [];
  for (const script of linkedScripts(html)) {
    const answer = await request(new URL(script, base).href);
    js.push({ url: script, raw: answer.body.length, gzip: gzipSize(answer.body), brotli: brotliSize(answer.body) });
  }
  const flight = firstFlight(html);
  return {
    html,
    brotli: br.headers['content-encoding'] === 'br' ? br.wire : brotliBytes(br.body),
    bytes: {
      url,
      status: raw.status,
      htmlRaw: raw.body.length,
      htmlGzip: gzipSize(html),
      htmlBrotli: brotliSize(html),
      wireGzip: gz.wire.length,
      wireBrotli: br.wire.length,
      inlineCss: Buffer.byteLength(inlineCss(html)),
      firstFlightRaw: flight.rawBytes,
      gzipToH1: flight.gzipBytesToH1,
      topInFirstFlight: flight.hasCriticalCss && (flight.hasH1 || raw.status === 404),
      renderBlocking: renderBlocking(html).length,
      js,
      jsGzip: js.reduce((s, j) => s + j.gzip, 0),
      jsBrotli: js.reduce((s, j) => s + j.brotli, 0),
    },
  };
}

async function marketplaceLatency(dbFile: string, big: boolean): Promise<unknown> {
  const script = path.join(distDir, 'scripts', 'bench-api.js');
  if (!fs.existsSync(script)) return { skipped: 'dist/scripts/bench-api.js missing' };
  const largeFile = path.join(outDir, 'large.db');
  // Without --big the "large" slot points at the demo database (measured, then dropped).
  const args = ['--demo', dbFile, '--large', big ? largeFile : dbFile, '--iterations', '300'];
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, [script, ...args], { stdio: ['ignore', 'ignore', 'inherit'] });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`bench-api exited with ${code}`))));
  });
  const json = JSON.parse(fs.readFileSync(path.join(projectRoot, 'artifacts', 'bench-api.json'), 'utf8')) as { report: unknown[] };
  return big ? json.report : json.report.slice(0, 1);
}

const recordedFile = RECORDED_FILE;
const compareAfter = (current: Parameters<typeof reportComparison>[1]) => {
  if (flag('compare') && !reportComparison(recordedFile, current)) process.exitCode = 1;
};

async function main() {
  if (argv[0] === '--compare-files') {
    const [recordedPath, nowPath] = [argv[1], argv[2]];
    if (!recordedPath || !nowPath) throw new Error('--compare-files: two result files (recorded, now)');
    const now = readRecorded(nowPath);
    if (!now || !readRecorded(recordedPath)) throw new Error('--compare-files: a file named does not exist');
    if (!reportComparison(recordedPath, now)) process.exitCode = 1;
    return;
  }
  if (argv[0] === '--noise') {
    if (argv.length < 3) throw new Error('--noise: result files of at least two runs');
    if (!reportNoise(argv.slice(1))) process.exitCode = 1;
    return;
  }
  if (argv[0] === '--static-server') return staticServer(argv[1]!);
  if (argv[0] === '--node-server') return void serveNodeReference(argv[1]!, Number(argv[2]), loadConfig().PORT);
  if (argv[0] === '--cart-floor-server') return void serveCartFloor(argv[1]!, Number(argv[2]), loadConfig().PORT, argv[3]!);
  const quick = flag('quick');
  const durationS = Number(option('duration') ?? (quick ? 2 : 4));
  const rounds = Number(option('rounds') ?? (quick ? 1 : 5));
  const connections = Number(option('connections') ?? 32);
  const dbFile = path.resolve(option('db') ?? path.join(outDir, 'demo.db'));
  const measuredTypes = option('pages')?.split(',') ?? [...PAGE_TYPES];
  for (const type of measuredTypes) if (!(PAGE_TYPES as readonly string[]).includes(type)) throw new Error(`--pages: no page type ${type} (${PAGE_TYPES.join(', ')})`);
  const isMeasured = (type: PageType) => measuredTypes.includes(type);
  fs.mkdirSync(outDir, { recursive: true });
  const started = Date.now();
  const loadAtStart = os.loadavg()[0]!;

  const generator = (option('load-generator') ?? defaultLoadGenerator()) as LoadGenerator;
  if (generator !== 'wrk' && generator !== 'autocannon') throw new Error(`--load-generator: wrk or autocannon, not ${String(generator)}`);
  if (generator === 'autocannon' && !option('load-generator')) log('wrk is not installed (apt-get install -y wrk): autocannon is the load generator, and its own work per answer is the ceiling of every server it measures');
  const measureThroughput = (url: string, load: LoadOptions) => measureWith(url, { ...load, generator });
  const workers = Number(option('workers') ?? os.availableParallelism());
  if (!(Number.isInteger(workers) && workers >= 1)) throw new Error(`--workers: a whole number of at least 1, not ${option('workers')}`);
  const { ids, offers, articles } = await prepareDatabase(dbFile);
  const profDir = path.join(outDir, 'prof');
  const server = await startProcess({
    script: path.join(distDir, 'server', 'processes', 'main.js'),
    // NODE_ENV=production as in the Docker image (React's production builds).
    env: { NODE_ENV: 'production', WEB_WORKERS: String(workers), DATABASE_PATH: dbFile, SEED_ON_START: 'false', LOG_LEVEL: 'warn', SPAREO_ENV: 'live', RATE_LIMIT_WRITES: '100000', RATE_LIMIT_SUGGESTIONS: '100000' },
    nodeArgs: [...(option('server-node-args')?.split(',') ?? SERVER_NODE_ARGS), ...(flag('cpu-prof') ? ['--cpu-prof', '--cpu-prof-dir', profDir] : [])],
    logFile: path.join(outDir, 'server.log'),
  });
  let staticProc: RunningProcess | undefined;
  let nodeProc: RunningProcess | undefined;
  let floorProc: RunningProcess | undefined;
  let nginx: RunningNginx | undefined;
  let nginxVersion = '';
  // The largest resident set among the server's processes after each phase, and the largest
  // high-water mark so far: which phase the peak comes from (the web workers carry it).
  const memoryByPhase: Array<{ phase: string; rssMb: number; highWaterMb: number }> = [];
  const notePhase = (phase: string) => {
    const figures = processTree(server.pid).flatMap((pid) => rssOf(pid) ?? []);
    if (!figures.length) return;
    const mb = (bytes: number) => Math.round(bytes / 1048576);
    memoryByPhase.push({ phase, rssMb: mb(Math.max(...figures.map((m) => m.rss))), highWaterMb: mb(Math.max(...figures.map((m) => m.hwm))) });
  };
  if (flag('first-interaction')) {
    // Alone: the first interaction on a phone, nothing else (scripts/bench/first-interaction.ts).
    try {
      const runs = Number(option('runs') ?? 6);
      log(`first interaction on a phone, ${runs} runs each (one edition after the other) ...`);
      const figures = await measureFirstInteraction(server.base, firstInteractionTargets((locale) => pagePaths(ids, locale).article), runs);
      const markdown = `${firstInteractionTable(figures)}\n\nMeasured with \`npm run bench -- --first-interaction\` on ${new Date().toISOString().slice(0, 10)}, load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}.\n`;
      fs.writeFileSync(path.join(outDir, 'first-interaction.md'), markdown);
      fs.writeFileSync(path.join(outDir, 'first-interaction.json'), JSON.stringify(figures, null, 2));
      console.log(markdown);
      const part = { firstInteraction: figures.map((f) => ({ measure: f.measure, medianMs: f.medianMs })) };
      compareAfter(part);
      if (flag('docs')) record(recordedFile, part);
    } finally {
      await server.stop();
    }
    return;
  }
  const webPids = () => {
    // The cluster's primary serves no page: its workers are the web processes.
    const tree = processTree(server.pid);
    return tree.length > 1 ? tree.slice(1) : tree;
  };
  // The full run crawls as far as the memory target names (20,000 pages, then 10 minutes of the mix): about 15 minutes more.
  const crawlPages = Number(option('crawl') ?? (quick ? 1000 : 20000));
  const mixSeconds = Number(option('mix-seconds') ?? (quick ? 10 : 600));
  if (!(Number.isInteger(crawlPages) && crawlPages >= 0 && mixSeconds >= 0)) throw new Error('--crawl and --mix-seconds: whole numbers of at least 0');
  if (flag('memory')) {
    try {
      const memory = await measureMemory({ base: server.base, dbFile, pages: crawlPages, mixSeconds, pids: webPids, log });
      const markdown = `${memoryLines(memory, `npm run bench -- ${argv.join(' ')}`, workers).join('\n')}\n`;
      fs.writeFileSync(path.join(outDir, 'memory.json'), JSON.stringify(memory, null, 2));
      fs.writeFileSync(path.join(outDir, 'memory.md'), markdown);
      console.log(markdown);
    } finally {
      await server.stop();
    }
    return;
  }
  try {
    notePhase('started');
    const cookie = await buildCart(server.base, offers);
    const headersFor = (type: PageType): Record<string, string> => (type === 'cart' ? { cookie } : {});
    const sessions = Number(option('sessions') ?? 1000);
    log(`${sessions} sessions with the same 10-line cart ...`);
    const cartCookies = isMeasured('cart') ? await buildCarts(server.base, offers, sessions) : [];
    const loadFor = (type: PageType) => (type === 'cart' ? { cookies: cartCookies } : {});

    // Final URLs (one redirect at most for slugs), de-DE for throughput and bytes.
    const urls: Record<Locale, Partial<Record<PageType, string>>> = {} as never;
    for (const locale of LIGHTHOUSE_LOCALES) {
      urls[locale] = {};
      for (const [type, p] of Object.entries(pagePaths(ids, locale)) as Array<[PageType, string]>) {
        const resolved = await resolvePath(server.base, p, headersFor(type));
        const expected = type === '404' ? 404 : 200;
        if (resolved.status !== expected) log(`warning: ${locale} ${type} ${resolved.path} answered ${resolved.status}`);
        urls[locale][type] = resolved.path;
      }
    }

    // 2. Bytes.
    log('bytes ...');
    const staticDir = path.join(outDir, 'static');
    fs.rmSync(staticDir, { recursive: true, force: true });
    fs.mkdirSync(staticDir, { recursive: true });
    const bytes = {} as Record<PageType, PageBytes>;
    const nginxPages: NginxPage[] = [];
    for (const type of PAGE_TYPES) {
      const { bytes: b, html, brotli } = await pageBytes(server.base, urls['de-DE'][type]!, headersFor(type));
      bytes[type] = b;
      fs.writeFileSync(path.join(staticDir, `${type}.html`), html);
      fs.writeFileSync(path.join(staticDir, `${type}.html.br`), brotli);
      nginxPages.push({ name: `${type}.html`, html: Buffer.from(html), brotli });
    }

    notePhase('bytes');

    // 1. Throughput: the page and the same bytes from express.static, alternating round by round
    // so that the machine's background load falls on both alike; the round with the median ratio
    // is reported (its page and ceiling figures together).
    staticProc = await startProcess({ script: __filename, args: ['--static-server', staticDir] });
    nodeProc = await startProcess({ script: __filename, args: ['--node-server', staticDir, String(workers)] });
    if (isMeasured('cart')) floorProc = await startProcess({ script: __filename, args: ['--cart-floor-server', staticDir, String(workers), dbFile] });
    const noNginx = nginxMissing();
    if (noNginx) log(`nginx is not the reference in this run: ${noNginx}`);
    else nginx = await startNginx(nginxPages, workers);
    nginxVersion = nginx?.version.replace(/^nginx version: /, '') ?? '';
    const throughput = {} as Record<PageType, ThroughputFigures>;
    let cartFirstViewCpuMs: number | undefined;
    for (const type of PAGE_TYPES.filter(isMeasured)) {
      log(`throughput ${type} (${connections} connections, ${rounds} rounds of ${durationS} s each side${type === 'cart' ? `, ${cartCookies.length} sessions round-robin` : ''}) ...`);
      const url = server.base + urls['de-DE'][type]!;
      const ceilingUrl = `${staticProc.base}/${type}.html`;
      const nginxUrl = nginx ? `${nginx.base}/${type}.html` : undefined;
      const nodeUrl = `${nodeProc.base}/${type}.html`;
      if (type !== 'cart') await measureThroughput(url, { connections, durationS: 1, ...loadFor(type) }); // warm-up
      await measureThroughput(ceilingUrl, { connections, durationS: 1 });
      await measureThroughput(nodeUrl, { connections, durationS: 1 });
      if (nginxUrl) await measureThroughput(nginxUrl, { connections, durationS: 1 });
      const floorUrl = type === 'cart' && floorProc ? `${floorProc.base}/cart.html` : undefined;
      if (floorUrl) await measureThroughput(floorUrl, { connections, durationS: 1, ...loadFor(type) });
      const measured: ThroughputRound[] = [];
      const besideStored: Array<{ cart: Throughput; stored: Throughput }> = [];
      const storedUrl = server.base + urls['de-DE'].article!;
      if (type === 'cart') await measureThroughput(storedUrl, { connections, durationS: 1 }); // the stored page's warm-up
      if (type === 'cart') {
        // A shopper's first view (the page rendered), then every cart kept in every process.
        const before = cpuMsOf(processTree(server.pid));
        const views = await viewCarts(url, cartCookies, 1, connections);
        cartFirstViewCpuMs = Math.round(((cpuMsOf(processTree(server.pid)) - before) / views) * 1000) / 1000;
      }
      for (let round = 0; round < rounds; round++) {
        // Every cart viewed again first: the steady state the target names (each cart kept, each group's frame renewed).
        if (type === 'cart') {
          const before = cpuMsOf(processTree(server.pid));
          const views = await viewCarts(url, cartCookies, CART_PASSES, connections);
          log(`  every cart viewed ${CART_PASSES} times: ${Math.round(((cpuMsOf(processTree(server.pid)) - before) / views) * 1000) / 1000} ms CPU a view`);
        }
        // The shop's CPU per answer: every process of it, the in-process marketplace's work included.
        const cpuBefore = cpuMsOf(processTree(server.pid));
        const app = await measureThroughput(url, { connections, durationS, ...loadFor(type) });
        if (app.requests) app.cpuMsPerRequest = Math.round(((cpuMsOf(processTree(server.pid)) - cpuBefore) / app.requests) * 1000) / 1000;
        log(`  round ${round + 1}: ${app.requests} answers, ${app.cpuMsPerRequest ?? '-'} ms CPU each, p99 ${app.p99Ms} ms`);
        if (type === 'cart') {
          // The stored page beside the cart, the same way, at once: the load of this minute, not of the article's own rounds minutes before.
          const storedCpuBefore = cpuMsOf(processTree(server.pid));
          const stored = await measureThroughput(storedUrl, { connections, durationS });
          if (stored.requests) stored.cpuMsPerRequest = Math.round(((cpuMsOf(processTree(server.pid)) - storedCpuBefore) / stored.requests) * 1000) / 1000;
          log(`  stored page beside it: ${stored.requests} answers, ${stored.cpuMsPerRequest ?? '-'} ms CPU each, p99 ${stored.p99Ms} ms`);
          besideStored.push({ cart: app, stored });
        }
        const reference = nginxUrl ? await measureThroughput(nginxUrl, { connections, durationS }) : undefined;
        const node = await measureThroughput(nodeUrl, { connections, durationS });
        const ceiling = await measureThroughput(ceilingUrl, { connections, durationS });
        const floor = floorUrl ? await measureThroughput(floorUrl, { connections, durationS, ...loadFor(type) }) : undefined;
        measured.push(roundOf(app, ceiling, reference, node, floor));
      }
      throughput[type] = medianRound(measured);
      if (type === 'cart') Object.assign(throughput.cart, { firstViewCpuMs: cartFirstViewCpuMs, besideStored });
      notePhase(`throughput ${type}`);
    }
    await nginx?.stop();
    nginx = undefined;
    await staticProc.stop();
    staticProc = undefined;
    await nodeProc.stop();
    nodeProc = undefined;
    await floorProc?.stop();
    floorProc = undefined;

    // 3. Lighthouse.
    let lighthouse: Record<string, LighthouseFigures> = {};
    let lighthouseRuns = 0;
    // --quick skips Lighthouse unless --lighthouse asks for it (then one run per page unless --lighthouse-runs).
    if (!flag('no-lighthouse') && (!quick || flag('lighthouse'))) {
      const targets = LIGHTHOUSE_LOCALES.flatMap((locale) =>
        LIGHTHOUSE_TYPES.filter(isMeasured).map((type) => ({ label: `${locale} ${type}`, url: server.base + urls[locale][type]!, headers: type === 'cart' ? { cookie } : undefined })));
      // The same de-DE bytes from nginx (images from the shop behind it): what the page's bytes alone
      // score on this machine, so a target the bytes already miss is told from one the server misses.
      // Beside them, the home page's title and heading alone: the floor under any page here.
      const heading = headingOnly(nginxPages.find((page) => page.name === 'home.html')!.html.toString('utf8'));
      const headingPage = { name: 'heading.html', html: Buffer.from(heading), brotli: zlib.brotliCompressSync(heading) };
      const floorNginx = nginxMissing() ? undefined : await startNginx([...nginxPages, headingPage], workers, server.base);
      if (floorNginx) {
        targets.push(...LIGHTHOUSE_TYPES.filter(isMeasured).map((type) => ({ label: `nginx: de-DE ${type}`, url: `${floorNginx.base}/${type}.html`, headers: undefined })));
        targets.push({ label: 'nginx: heading only', url: `${floorNginx.base}/heading.html`, headers: undefined });
      }
      lighthouseRuns = Number(option('lighthouse-runs') ?? (quick ? 1 : LIGHTHOUSE_RUNS));
      try {
        lighthouse = await runLighthouse(targets, (label, f) => log(`lighthouse ${label}: ${f.score ?? f.error}`), lighthouseRuns);
      } finally {
        await floorNginx?.stop();
      }
    }

    if (Object.keys(lighthouse).length) notePhase('lighthouse');

    // 6. Memory: distinct article pages, then the shopper's mix, on the server measured so far.
    let memory: MemoryPhase | undefined;
    if (crawlPages > 0) {
      memory = await measureMemory({ base: server.base, dbFile, pages: crawlPages, mixSeconds, pids: webPids, log });
      fs.writeFileSync(path.join(outDir, 'memory.json'), JSON.stringify(memory, null, 2));
      notePhase('memory');
    }
    const peakRssBytes = server.peakRss();
    const peakRssByProcess = [...server.peakRssByProcess()].map(([pid, rss]) => ({ pid, role: pid === server.pid ? 'started' : 'child', mb: Math.round(rss / 1048576) }));
    await server.stop();

    // 4. Marketplace latency (its own process; not part of the server's RSS).
    let api: unknown = { skipped: true };
    if (!flag('no-api') && !quick) {
      log(`marketplace latency${flag('big') ? ' (demo and 1,000,000 articles)' : ' (demo)'} ...`);
      api = await marketplaceLatency(dbFile, flag('big'));
    }

    const result = {
      measuredAt: new Date().toISOString(),
      command: `npm run bench${argv.length ? ` -- ${argv.join(' ')}` : ''}`,
      machine: { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model, node: process.version, memoryGb: Math.round(os.totalmem() / 1e9), load: [loadAtStart, os.loadavg()[0]!].map((l) => Math.round(l * 10) / 10) },
      database: { articles },
      settings: { connections, durationS, rounds, sessions: cartCookies.length, firstFlightBytes: FIRST_FLIGHT_BYTES, workers, loadGenerator: generator },
      urls,
      throughput,
      bytes,
      lighthouse,
      lighthouseRuns,
      marketplace: api,
      peakRssMb: Math.round(peakRssBytes / 1024 / 1024),
      peakRssByProcess,
      reference: nginxMissing() ?? `nginx (${nginxVersion}, brotli_static, ${workers} workers)`,
      memoryByPhase,
      memory,
      seconds: Math.round((Date.now() - started) / 1000),
    };
    const markdown = table(result);
    fs.writeFileSync(path.join(outDir, 'latest.json'), JSON.stringify(result, null, 2));
    fs.writeFileSync(path.join(outDir, 'latest.md'), markdown);
    // A quick trial leaves the document's figures alone unless asked (--docs).
    console.log(markdown);
    compareAfter(result);
    if (!quick || flag('docs')) {
      writePerformanceDoc(path.join(projectRoot, 'docs', 'performance.md'), markdown);
      record(recordedFile, { measuredAt: result.measuredAt, command: result.command, ...comparableOf(result) });
    }
    console.log(`written ${path.relative(projectRoot, path.join(outDir, 'latest.json'))} in ${result.seconds} s`);
  } finally {
    await staticProc?.stop();
    await nodeProc?.stop();
    await floorProc?.stop();
    await nginx?.stop();
    await server.stop();
  }
}

type Result = {
  measuredAt: string; command: string; machine: { cpus: number; cpuModel?: string; node: string; load: number[] };
  settings: { connections: number; durationS: number; rounds: number; sessions: number; workers: number; loadGenerator: LoadGenerator };
  throughput: Record<PageType, ThroughputFigures>;
  bytes: Record<PageType, PageBytes>;
  lighthouse: Record<string, LighthouseFigures>;
  lighthouseRuns: number;
  marketplace: unknown;
  peakRssMb: number;
  peakRssByProcess: Array<{ pid: number; role: string; mb: number }>;
  reference: string;
  memoryByPhase: Array<{ phase: string; rssMb: number; highWaterMb: number }>;
  memory?: MemoryPhase;
};

function table(r: Result): string {
  const lines: string[] = [];
  lines.push(`Measured ${r.measuredAt.slice(0, 16).replace('T', ' ')} UTC with \`${r.command}\` on ${r.machine.cpus} × ${r.machine.cpuModel ?? 'cpu'}, Node ${r.machine.node}; load average (1 min) ${r.machine.load.join(' at the start, ')} at the end.`);
  lines.push('');
  lines.push(`Throughput, ${r.settings.loadGenerator === 'wrk' ? 'wrk (one thread)' : 'autocannon'}, ${r.settings.connections} connections, de-DE, against ${r.reference} sending each page's brotli bytes, node:http sending the same bytes from memory with as many processes as the shop (the runtime's own ceiling), and express.static with the shop's compression (× static); the page and the references alternate for ${r.settings.rounds} rounds of ${r.settings.durationS} s each, and the round with the median ratio to nginx is shown (every round's ratio to nginx in the last column). The cart: 10 lines from 3 shops, requested round-robin over ${r.settings.sessions} sessions. CPU: the shop's, all its processes, per answer. The shop runs ${r.settings.workers} web process${r.settings.workers === 1 ? '' : 'es'}.`);
  lines.push('');
  // Rows within the document's width (docs/performance.md, 100 columns): latest.json has every figure.
  lines.push('| page | req/s | p99 ms | CPU ms | nginx req/s | × nginx | × node:http | × static | each round |');
  lines.push('|---|---:|---:|---:|---:|---:|---:|---:|---|');
  for (const type of PAGE_TYPES) {
    const t = r.throughput[type];
    if (!t) continue;
    // The 404 page answers 404 by design: only other pages' non-2xx answers are flagged.
    const failed = t.app.errors + (type === '404' ? 0 : t.app.non2xx);
    lines.push(`| ${type} | ${t.app.requestsPerSecond}${failed ? ` (${failed} failed)` : ''} | ${t.app.p99Ms} | ${t.app.cpuMsPerRequest ?? '-'} | ${t.nginx?.requestsPerSecond ?? '-'} | ${t.nginxRatio ?? '-'} | ${t.nodeRatio ?? '-'} | ${(t.ratio / 100).toFixed(2)} | ${t.rounds.join(', ')} |`);
  }
  lines.push('', ...cartCostLines(r.throughput));
  const floor = r.throughput.cart?.floor;
  if (floor) {
    lines.push('');
    lines.push(`The cart's floor (scripts/bench/cart-floor.ts: node:http with as many processes, making the cart page's marketplace calls for each session, then sending the page's bytes as they are, with no web tier, rendering or compression), in the cart's median round: ${floor.requestsPerSecond} req/s${floor.errors || floor.non2xx ? ` (${floor.errors} errors, ${floor.non2xx} non-2xx)` : ''}, p99 ${floor.p99Ms} ms, ${r.throughput.cart.floorNginxRatio ?? '-'}× nginx (every round: ${r.throughput.cart.floorRounds?.join(', ') ?? '-'}).`);
  }
  lines.push('');
  lines.push('Bytes (deterministic), de-DE, KB but for the h1, CSS inline; JS = scripts and modulepreloads the HTML links (executed before interaction), brotli q11 / gzip 6; first flight: the top and its CSS within the first 14,600 gzip bytes:');
  lines.push('');
  lines.push('| page | HTML | gzip | brotli | CSS | gzip B to h1 | first flight | JS files | JS gzip | JS brotli |');
  lines.push('|---|---:|---:|---:|---:|---:|:-:|---:|---:|---:|');
  for (const type of PAGE_TYPES) {
    const b = r.bytes[type];
    lines.push(`| ${type} | ${kb(b.htmlRaw)} | ${kb(b.htmlGzip)} | ${kb(b.htmlBrotli)} | ${kb(b.inlineCss)} | ${b.gzipToH1 ?? '-'} | ${b.topInFirstFlight ? 'yes' : 'NO'} | ${b.js.length} | ${kb(b.jsGzip)} | ${kb(b.jsBrotli)} |`);
  }
  const chunks = new Map<string, { gzip: number; brotli: number; pages: string[] }>();
  for (const [type, b] of Object.entries(r.bytes)) {
    for (const j of b.js) {
      const entry = chunks.get(j.url) ?? { gzip: j.gzip, brotli: j.brotli, pages: [] };
      entry.pages.push(type);
      chunks.set(j.url, entry);
    }
  }
  if (chunks.size) {
    lines.push('');
    lines.push('| chunk | gzip KB | brotli KB | linked by |');
    lines.push('|---|---:|---:|---|');
    for (const [url, c] of chunks) lines.push(`| ${path.basename(url)} | ${kb(c.gzip)} | ${kb(c.brotli)} | ${c.pages.join(', ')} |`);
  }
  if (Object.keys(r.lighthouse).length) {
    lines.push('');
    lines.push(`Lighthouse mobile defaults (simulated slow 4G, 4x CPU slowdown; score, FCP, LCP and TBT are each the median of the valid runs, ${r.lighthouseRuns} per page; CLS, Speed Index (SI) and JS loaded from Lighthouse's median run; times are simulated; rows named nginx: the same de-DE bytes sent by nginx, images from the shop behind it, the floor of the bytes themselves on this machine; nginx: heading only, the home page's title and heading alone with no style, the floor of any page on this machine):`);
    lines.push('');
    lines.push('| page | score | FCP ms | LCP ms | TBT ms | CLS | SI ms | JS KB | TBT of every run (median) |');
    lines.push('|---|---:|---:|---:|---:|---:|---:|---:|---|');
    for (const [label, f] of Object.entries(r.lighthouse)) {
      if (f.error && f.score === null) lines.push(`| ${label} | error: ${f.error.slice(0, 80)} ||||||||`);
      else lines.push(`| ${label} | ${f.score ?? '-'} | ${ms(f.fcpMs)} | ${ms(f.lcpMs)} | ${ms(f.tbtMs)} | ${f.cls ?? '-'} | ${ms(f.speedIndexMs)} | ${kb(f.scriptTransferBytes)} | ${f.tbtRunsMs.join(', ')} (${ms(median(f.tbtRunsMs))}) |`);
    }
  }
  if (Array.isArray(r.marketplace)) {
    for (const db of r.marketplace as Array<{ database: string; results: Record<string, { p50: number; p95: number }> }>) {
      lines.push('');
      lines.push(`Marketplace latency in-process (absolute), ${db.database}:`);
      lines.push('');
      lines.push('| call | p50 ms | p95 ms |');
      lines.push('|---|---:|---:|');
      for (const [name, q] of Object.entries(db.results)) lines.push(`| ${name} | ${q.p50} | ${q.p95} |`);
    }
  }
  lines.push('');
  lines.push(`Peak RSS of each shop process through the run (absolute): ${r.peakRssByProcess.map((p) => `${p.mb} MB (${p.role === 'started' ? 'the process started' : `process ${p.pid} under it`})`).join(', ')}`);
  if (r.memory) lines.push('', ...memoryLines(r.memory, undefined, r.settings.workers));
  if (r.memoryByPhase.length) lines.push(`Largest resident set of the shop's processes after each phase / largest high-water mark so far (MB): ${r.memoryByPhase.map((m) => `${m.phase} ${m.rssMb}/${m.highWaterMb}`).join(', ')}`);
  return lines.join('\n');
}

main().catch((error) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
