/**
 * The rolling restart docs/operations.md describes, done for real behind deploy/nginx.conf run by
 * Debian's nginx: two marketplace services and two web replicas (real processes from dist/ on one
 * database), each stopped with SIGTERM, started again and waited for as the docs say, one after the
 * other, while a bounded load of page reads, cart adds (POST) and a shop's order API calls goes
 * through nginx. Not one request may fail. And nginx hands the port of the address the visitor
 * used on to the shop, so a POST whose Origin names that port is the shop's own.
 */
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../../server/config/config';
import type { Database } from '../../server/marketplace/db/connection';
import { projectRoot } from '../../server/shared/paths';
import { pathFor } from '../../server/web/routes/table';
import { IDLE_SOCKET_MS } from '../../server/web/upstream/idle-sockets';
import { nginxInstalled, startNginx, type RunningNginx } from '../support/nginx';
import { addFeedShop, articleWithOffers, scaleBackends, seededScaleDatabase, startMarketplaceService, startWebReplica, type ShopProcess } from '../support/scale-processes';
import { waitFor } from '../support/wait-for';
import { tempDir } from '../support/temp-dir';

jest.setTimeout(240_000);

/** docs/operations.md: after a web replica is ready again, wait this long before the next one. */
const WEB_WAIT_MS = 3000;
/** The web replicas' CIRCUIT_COOLDOWN_MS here, waited out after each marketplace service (10 s by default). */
const COOLDOWN_MS = 2000;

/**
 * Each load client starts one request this often at most: a paced load (about 25 a second in all)
 * still finds every process mid-restart with requests on their way, without the CPU an unbounded
 * load burns on requests the check does not need.
 */
const PACE_MS = 160;

/** The drain each process does on SIGTERM: the shipped default, as the docs' restart has it. */
const DRAIN_MS = loadConfig({}).SHUTDOWN_DRAIN_MS;

const nginxConf = () => fs.readFileSync(path.join(projectRoot, 'deploy', 'nginx.conf'), 'utf8');

/** nginx's max_fails of an upstream's server: how many failures rest it (nginx's default 1; 0 never). */
function nginxMaxFails(upstream: string): number {
  const count = new RegExp(`server ${upstream} [^;]*max_fails=(\\d+)`).exec(nginxConf())?.[1];
  return count === undefined ? 1 : Number(count);
}

/** How long nginx keeps an idle connection to an upstream's servers (its keepalive_timeout there; nginx's default 60 s). */
function nginxUpstreamIdleMs(upstream: string): number {
  const block = new RegExp(`upstream ${upstream} \\{([^}]*)\\}`).exec(nginxConf())?.[1] ?? '';
  const seconds = /keepalive_timeout (\d+)s;/.exec(block)?.[1];
  return seconds ? Number(seconds) * 1000 : 60_000;
}

(nginxInstalled() ? describe.each(scaleBackends()) : describe.skip.each(scaleBackends()))('behind deploy/nginx.conf on %s', (backend) => {
  const dir = tempDir('spareo-rolling-');
  let db: Database;
  let closeDatabase: (() => Promise<void>) | undefined;
  let m1: ShopProcess;
  let m2: ShopProcess;
  let a: ShopProcess;
  let b: ShopProcess;
  let nginx: RunningNginx;
  let offerId = 0;
  let shop = { shopId: 0, token: '' };
  let articlePath = '';
  let addressCounter = 0;
  const anotherAddress = () => `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter++ & 255}`;

  beforeAll(async () => {
    const seeded = await seededScaleDatabase(backend, dir);
    db = seeded.db;
    closeDatabase = seeded.close;
    shop = await addFeedShop(db, 'Rolling Parts', 'rolling-parts');
    const article = await articleWithOffers(db, 0);
    articlePath = pathFor('Article___de-DE', { brandName: article.seoName, normNumber: article.normNumber });
    offerId = Number((await db.kysely.selectFrom('offers').select('id').where('stock', '>', 0).orderBy('id').limit(1).executeTakeFirstOrThrow()).id);
    const drain = { SHUTDOWN_DRAIN_MS: String(DRAIN_MS) };
    [m1, m2] = await Promise.all([startMarketplaceService({ ...seeded.env, ...drain }, path.join(dir, 'marketplace-1.log')), startMarketplaceService({ ...seeded.env, ...drain }, path.join(dir, 'marketplace-2.log'))]);
    // The docs' order: a restarted service is waited for CIRCUIT_COOLDOWN_MS; shortened here to keep the test short.
    const web = { MARKETPLACE_URL: `${m1.base},${m2.base}`, CIRCUIT_COOLDOWN_MS: String(COOLDOWN_MS), MARKETPLACE_TIMEOUT_MS: '15000', TRUST_PROXY: 'true', RATE_LIMIT_WRITES: '100000', DATABASE_PATH: path.join(dir, 'never-opened.db'), ...drain };
    [a, b] = await Promise.all([startWebReplica(web, path.join(dir, 'web-a.log')), startWebReplica(web, path.join(dir, 'web-b.log'))]);
    nginx = await startNginx(dir, [a.port, b.port], [m1.port, m2.port]);
  });

  afterAll(async () => {
    await nginx?.stop();
    await Promise.all([a, b, m1, m2].filter(Boolean).map((p) => p.kill().catch(() => {})));
    await closeDatabase?.();
  });

  test('a POST without Sec-Fetch-Site whose Origin names nginx\'s port is the shop\'s own, not refused with 403', async () => {
    const session = await fetch(`${nginx.base}/api/session`, { headers: { 'x-forwarded-for': anotherAddress() } });
    const cookie = /spareo_sid=[^;]+/.exec(session.headers.get('set-cookie') ?? '')![0];
    const answer = await fetch(`${nginx.base}/api/Warenkorb/Hinzufuegen/${offerId}`, {
      method: 'POST',
      headers: { origin: nginx.base, cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ quantity: 1 }),
    });
    expect(answer.status).toBe(200);
    // Another port of the same host is another origin, still refused.
    const otherPort = await fetch(`${nginx.base}/api/Warenkorb/Hinzufuegen/${offerId}`, {
      method: 'POST',
      headers: { origin: `http://127.0.0.1:${nginx.port + 1}`, cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ quantity: 1 }),
    });
    expect(otherPort.status).toBe(403);
  });

  test('nginx rests no replica it could not reach, so a replica just ready is never still resting when the other goes', () => {
    // A rest ends only once a request to the rested replica has succeeded: on a busy machine that
    // came seconds after the replica was ready, and the next restart found both away.
    expect(nginxMaxFails('web:3000')).toBe(0);
    expect(nginxMaxFails('marketplace:4000')).toBe(0);
  });

  test('a draining process outlasts the idle time of every connection kept to it, so it never closes one its client may be reusing', () => {
    // A connection a client keeps idle is closed by that client first: nginx's, and the web tier's to a marketplace service.
    expect(nginxUpstreamIdleMs('web')).toBeLessThan(DRAIN_MS);
    expect(nginxUpstreamIdleMs('marketplace')).toBeLessThan(DRAIN_MS);
    expect(IDLE_SOCKET_MS).toBeLessThan(DRAIN_MS);
  });

  test('the documented rolling restart of both marketplace services and both web replicas loses no request', async () => {
    const failed: string[] = [];
    const counts = { read: 0, add: 0, shopOrders: 0 };
    let running = true;
    let turn = 0;
    const session = async () => {
      const answer = await fetch(`${nginx.base}/api/session`, { headers: { 'x-forwarded-for': anotherAddress() } });
      if (answer.status !== 200) throw new Error(`session ${answer.status}`);
      return /spareo_sid=[^;]+/.exec(answer.headers.get('set-cookie') ?? '')![0];
    };
    const loop = async () => {
      let cookie = await session();
      let adds = 0;
      while (running) {
        // eslint-disable-next-line tests/fixed-sleeps -- a client's pace: the load's rate, not a wait for anything
        const paced = new Promise((resolve) => setTimeout(resolve, PACE_MS));
        const kind = turn++ % 4;
        const what = ['read', 'add', 'read', 'shopOrders'][kind] as keyof typeof counts;
        try {
          let answer: Response;
          if (what === 'add') {
            // A cart line holds a bounded number of units: a fresh cart now and then.
            if (++adds % 50 === 0) cookie = await session();
            answer = await fetch(`${nginx.base}/api/Warenkorb/Hinzufuegen/${offerId}`, {
              method: 'POST',
              headers: { 'sec-fetch-site': 'same-origin', cookie, 'content-type': 'application/json', 'x-forwarded-for': anotherAddress() },
              body: JSON.stringify({ quantity: 1 }),
              signal: AbortSignal.timeout(20_000),
            });
          } else if (what === 'shopOrders') {
            answer = await fetch(`${nginx.base}/shop-orders/${shop.shopId}/orders?status=all`, { headers: { authorization: `Bearer ${shop.token}` }, signal: AbortSignal.timeout(20_000) });
          } else {
            answer = await fetch(`${nginx.base}${turn % 8 < 4 ? articlePath : '/api/Warenkorb/count'}`, { headers: { 'x-forwarded-for': anotherAddress(), cookie }, signal: AbortSignal.timeout(20_000) });
          }
          await answer.arrayBuffer();
          counts[what]++;
          if (answer.status !== 200) failed.push(`${what} ${answer.status}`);
        } catch (error) {
          failed.push(`${what} ${(error as Error).message}`);
        }
        await paced;
      }
    };
    // Bounded: four clients one request at a time each, paced, on loopback.
    const loops = Array.from({ length: 4 }, loop);
    const restarted: string[] = [];
    /** Requests answered while each process stopped and started again: the load reached every restart. */
    const duringRestart: number[] = [];
    const answered = () => counts.read + counts.add + counts.shopOrders;
    try {
      await waitFor('the load to get going', () => counts.add > 10 && counts.read > 10, 30_000);
      // As docs/operations.md says: the marketplace services first, each waited for until ready and
      // then CIRCUIT_COOLDOWN_MS; then the web replicas, each waited for until ready and then WEB_WAIT_MS.
      const order = [[m1, Math.max(COOLDOWN_MS, WEB_WAIT_MS)], [m2, Math.max(COOLDOWN_MS, WEB_WAIT_MS)], [a, WEB_WAIT_MS], [b, WEB_WAIT_MS]] as const;
      for (const [process, wait] of order) {
        const before = answered();
        expect(await process.stop()).toBe(0);
        await process.restart();
        duringRestart.push(answered() - before);
        restarted.push(process.base);
        // eslint-disable-next-line tests/fixed-sleeps -- the documented procedure's wait between two restarts is what is tested
        if (process !== order.at(-1)![0]) await new Promise((resolve) => setTimeout(resolve, wait + 500));
      }
      // The docs' wait comes before the next restart, and after the last there is none: the load
      // goes on until 20 more requests are answered, nginx sending half of them to the replica just back.
      const afterLast = answered();
      await waitFor('the load to go on after the last restart', () => answered() >= afterLast + 20, 30_000);
    } finally {
      running = false;
      await Promise.all(loops);
    }
    console.log(`rolling restart behind nginx (${backend}): ${counts.read} reads, ${counts.add} adds, ${counts.shopOrders} order API calls (${duringRestart.join(', ')} while each process stopped and started); failed ${failed.length}${failed.length ? `: ${[...new Set(failed)].slice(0, 5).join('; ')}` : ''}`);
    expect(restarted).toHaveLength(4);
    expect(counts.add).toBeGreaterThan(20);
    // Each stop drains for DRAIN_MS under the load: about a hundred requests at load average 20,
    // never none (the bound leaves room for a machine busier still).
    for (const count of duringRestart) expect(count).toBeGreaterThan(10);
    // What was seen of a failure: nginx's errors (its refusals and rests tell which replica it sent
    // to when), its lines of requests not answered with 200, and what the processes logged (warnings and errors).
    if (failed.length) {
      const errors = nginx.errorLog().split('\n').filter(Boolean);
      const noneLive = errors.filter((line) => line.includes('no live upstreams'));
      const unexpected = [...errors.filter((line) => !line.includes('no live upstreams')).slice(-40), ...(noneLive.length ? [`${noneLive.length} times "no live upstreams", from ${noneLive[0]!.slice(0, 19)} to ${noneLive.at(-1)!.slice(0, 19)}`] : [])];
      const notOk = nginx.accessLog().split('\n').filter((line) => / (?!200 )\d{3} \d+ /.test(line));
      const logs = ['marketplace-1', 'marketplace-2', 'web-a', 'web-b'].map((name) => `--- ${name}.log\n${fs.readFileSync(path.join(dir, `${name}.log`), 'utf8').slice(-3000)}`);
      console.log(`nginx errors:\n${unexpected.join('\n')}\nnginx, not 200:\n${notOk.slice(-20).join('\n')}\n${logs.join('\n')}`);
    }
    expect(failed).toEqual([]);
  });
});
