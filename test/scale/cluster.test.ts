/**
 * Every core: `node dist/server/processes/main.js` started plainly (no flags; on SQLite no CHECK_SECRET) is a cluster
 * primary that forks WEB_WORKERS web processes on one SQLite file, each with the memory defaults.
 * The workers share one check secret, one rate-limit budget and cache invalidation; a worker that
 * dies is replaced. The same on the SQLite file and on a throwaway PostgreSQL cluster.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { deriveCheck } from '../../contract/check';
import { freePort } from '../../scripts/bench/server';
import { childEnvironment } from '../../server/config/config';
import type { Database } from '../../server/marketplace/db/connection';
import { distDir } from '../../server/shared/paths';
import { pathFor } from '../../server/web/routes/table';
import { addFeedShop, applyFeed, articleWithOffers, scaleBackends, SHARED_SECRET, seededScaleDatabase, type ScaleArticle } from '../support/scale-processes';
import { tempDir } from '../support/temp-dir';
import { waitFor } from '../support/wait-for';

jest.setTimeout(180_000);

describe.each(scaleBackends())('on %s', (backend) => {
  const RATE_LIMIT = 10;
  const logDir = tempDir('spareo-cluster-');
  let primary: ChildProcess;
  let base = '';
  let db: Database;
  let closeDatabase: (() => Promise<void>) | undefined;
  let shopId = 0;
  let token = '';
  let article: ScaleArticle;

  /** A request on a connection of its own, so the kernel spreads them over the workers' listening sockets. */
  function request(method: string, url: string, headers: Record<string, string> = {}, body?: string): Promise<{ status: number; text: string }> {
    return new Promise((resolve, reject) => {
      const req = http.request(`${base}${url}`, { method, headers, agent: false }, (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      });
      req.on('error', reject);
      req.end(body);
    });
  }

  const workerPids = () => fs.readFileSync(`/proc/${primary.pid}/task/${primary.pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);

  const primaryLog = () => fs.readFileSync(path.join(logDir, 'primary.log'), 'utf8').slice(-3000);

  /**
   * Up to 90 s: on a busy machine (the whole suite beside it) two workers on one PostgreSQL may take
   * long to answer; a wait that fails says what /readyz last answered and what the processes logged.
   */
  async function ready(): Promise<void> {
    let last = 'no answer';
    try {
      await waitFor('the cluster to be ready', async () => {
        if (primary.exitCode !== null) throw new Error(`primary exited with ${primary.exitCode}:\n${primaryLog()}`);
        return request('GET', '/readyz').then((answer) => {
          last = `${answer.status} ${answer.text}`;
          return answer.status === 200;
        }, (error: Error) => ((last = error.message), false));
      }, 90_000, 50);
    } catch (error) {
      throw new Error(`${(error as Error).message}; /readyz last answered: ${last}\n${primaryLog()}`);
    }
  }

  const uploadFeed = (price: string) => applyFeed(base, { shopId, token }, 'CLUSTER-1', article, price);

  beforeAll(async () => {
    const seeded = await seededScaleDatabase(backend, logDir);
    db = seeded.db;
    closeDatabase = seeded.close;
    ({ shopId, token } = await addFeedShop(db, 'Cluster Parts', 'cluster-parts'));
    article = await articleWithOffers(db, 3);
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    // Started as plainly as possible: no node flags, no MALLOC_ARENA_MAX, no CHECK_SECRET on SQLite.
    const env = childEnvironment({ NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', ...seeded.env, SEED_ON_START: 'false', LOG_LEVEL: 'warn', WEB_WORKERS: '2', RATE_LIMIT_WRITES: String(RATE_LIMIT), SHUTDOWN_DRAIN_MS: '0' });
    delete env.MALLOC_ARENA_MAX;
    delete env.MALLOC_MMAP_THRESHOLD_;
    // PostgreSQL is shared by design (more machines may join), so there the one secret is required config.
    if (backend === 'postgres') env.CHECK_SECRET = SHARED_SECRET;
    else delete env.CHECK_SECRET;
    const logFile = path.join(logDir, 'primary.log');
    const log = fs.openSync(logFile, 'a');
    primary = spawn(process.execPath, [path.join(distDir, 'server', 'processes', 'main.js')], { env, stdio: ['ignore', log, log] });
    fs.closeSync(log);
    await ready();
    await uploadFeed('11,11');
  });

  afterAll(async () => {
    if (primary && primary.exitCode === null) {
      const exited = new Promise((resolve) => primary.once('exit', resolve));
      primary.kill('SIGTERM');
      await exited;
    }
    await closeDatabase?.();
  });

  test('the primary forks WEB_WORKERS workers, each with the memory defaults', () => {
    const pids = workerPids();
    expect(pids).toHaveLength(2);
    for (const pid of pids) {
      const args = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
      expect(args).toEqual(expect.arrayContaining(['--max-semi-space-size=4', '--heap-growing-percent=30', '--memory-saver-mode']));
      expect(fs.readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0')).toEqual(expect.arrayContaining(['MALLOC_ARENA_MAX=1', 'MALLOC_MMAP_THRESHOLD_=8192']));
    }
  });

  test('a challenge signed by one worker passes in every other (one secret per cluster)', async () => {
    const results: number[] = [];
    for (let i = 0; i < 8; i++) {
      const url = pathFor('Article___de-DE', { brandName: article.seoName, normNumber: article.normNumber });
      // A worker that sheds load answers 503 without a page (and so without a challenge): asked again.
      let page = await request('GET', url);
      for (let attempt = 1; page.status === 503 && attempt < 5; attempt++) page = await request('GET', url);
      expect(page.status).toBe(200);
      const { csr, ts } = JSON.parse(/<script id="spareo-state" type="application\/json"[^>]*>([^<]*)<\/script>/.exec(page.text)![1]!).challenge as { csr: string; ts: string };
      results.push((await request('GET', '/api/vehicle/manufacturers', { 'x-csr': csr, 'x-ts': ts, 'x-c': await deriveCheck(csr, ts) })).status);
    }
    expect(results).toEqual(Array(8).fill(200));
  });

  test('the workers count one write budget', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < RATE_LIMIT + 2; i++) statuses.push((await request('POST', '/api/Warenkorb/count', { origin: base, 'content-type': 'application/json' }, '{}')).status);
    expect(statuses.slice(0, RATE_LIMIT)).not.toContain(429);
    expect(statuses.slice(RATE_LIMIT)).toEqual([429, 429]);
  });

  test('a feed uploaded to one worker reaches the pages every worker cached', async () => {
    const page = () => request('GET', pathFor('Article___de-DE', { brandName: article.seoName, normNumber: article.normNumber }));
    // Each new connection goes to a worker the kernel picks by its addresses: 16 reach both.
    for (let i = 0; i < 16; i++) expect((await page()).text).toContain('11,11');
    await db.kysely.updateTable('offers').set({ price_cents: 3333 }).where('shop_id', '=', shopId).where('sku', '=', 'CLUSTER-1').execute();
    // Cached in both workers: the change behind the shop's back does not show.
    for (let i = 0; i < 4; i++) expect((await page()).text).not.toContain('33,33');
    await uploadFeed('22,22');
    const applied = Date.now();
    let inARow = 0;
    await waitFor('four pages in a row, from any worker, to show the new price', async () => (inARow = (await page()).text.includes('22,22') ? inARow + 1 : 0) >= 4, 10_000, 0);
    expect(Date.now() - applied).toBeLessThan(3000);
  });

  test('a worker that dies is replaced', async () => {
    const [victim] = workerPids();
    process.kill(victim!, 'SIGKILL');
    await waitFor('a new worker in the dead one\'s place', () => {
      const pids = workerPids();
      return pids.length === 2 && !pids.includes(victim!);
    }, 30_000, 50);
    await ready();
    expect((await request('GET', '/healthz')).status).toBe(200);
  });
});
