/**
 * PostgreSQL restarts under load (pg_ctl restart -m fast ends every session with 57P01): the
 * marketplace service, a web process reaching it over MARKETPLACE_URL and a web process with the
 * marketplace in-process on DATABASE_URL all keep running. Requests during the outage get an answer
 * (a page, a fallback or the 503 page), never a hang; within seconds of the server's return pages
 * answer 200 again, and the change feed listens again: an offer changed after the restart reaches
 * the pages both web processes had cached.
 */
import fs from 'node:fs';
import path from 'node:path';
import { internalToken } from '../../server/request-checks/internal-token';
import type { Database } from '../../server/marketplace/db/connection';
import { pathFor } from '../../server/web/routes/table';
import { postgresInstalled } from '../support/postgres-cluster';
import { tempDir } from '../support/temp-dir';
import { addFeedShop, applyFeed, articleWithOffers, SHARED_SECRET, seededScaleDatabase, startMarketplaceService, startWebReplica, type ScaleArticle, type ScaleDatabase, type ShopProcess } from '../support/scale-processes';
import { waitFor } from '../support/wait-for';

jest.setTimeout(240_000);

(postgresInstalled() ? describe : describe.skip)('PostgreSQL restarted under load', () => {
  const logDir = tempDir('spareo-pg-restart-');
  let database: ScaleDatabase;
  let db: Database;
  let marketplace: ShopProcess;
  let remoteWeb: ShopProcess;
  let localWeb: ShopProcess;
  let feedShop = 0;
  let feedToken = '';
  let article: ScaleArticle;

  /** What the processes logged (warnings and errors), for a failure's message. */
  const logTails = () => ['marketplace', 'remote-web', 'local-web'].map((name) => {
    const text = fs.existsSync(path.join(logDir, `${name}.log`)) ? fs.readFileSync(path.join(logDir, `${name}.log`), 'utf8') : '';
    return `--- ${name}.log\n${text.slice(-3000)}`;
  }).join('\n');

  const articlePath = () => pathFor('Article___de-DE', { brandName: article.seoName, normNumber: article.normNumber });

  beforeAll(async () => {
    // The test restarts the server: a cluster of its own, never the run's.
    database = await seededScaleDatabase('postgres', logDir, { restartable: true });
    db = database.db;
    ({ shopId: feedShop, token: feedToken } = await addFeedShop(db, 'Restart Test Parts', 'restart-test-parts'));
    article = await articleWithOffers(db, 0);
    // Cached answers stay fresh for longer than the test: only the change feed can make a page forget.
    const caching = { UPSTREAM_CACHE_TTL_MS: '600000', UPSTREAM_STALE_MS: '600000', MARKETPLACE_TIMEOUT_MS: '3000', LOG_LEVEL: 'warn' };
    // The web process with the marketplace in-process needs no other: it starts beside the service,
    // and the one reaching the service once that is ready (its change stream opens at start).
    const remote = async () => {
      marketplace = await startMarketplaceService({ ...database.env, ...caching }, path.join(logDir, 'marketplace.log'));
      remoteWeb = await startWebReplica({ ...caching, MARKETPLACE_URL: marketplace.base, TRUST_PROXY: 'true' }, path.join(logDir, 'remote-web.log'));
    };
    const local = async () => {
      localWeb = await startWebReplica({ ...database.env, ...caching, TRUST_PROXY: 'true' }, path.join(logDir, 'local-web.log'));
    };
    await Promise.all([remote(), local()]);
  });

  afterAll(async () => {
    for (const process of [remoteWeb, localWeb, marketplace]) if (process?.alive()) await process.kill();
    await database?.close();
  });

  const uploadFeed = (priceText: string) => applyFeed(marketplace.base, { shopId: feedShop, token: feedToken }, 'RESTART-1', article, priceText);

  /** A request that must be answered: aborted (and counted as a hang) after 20 s. */
  async function ask(url: string, init: RequestInit = {}): Promise<{ status: number; text: string; fallback: boolean }> {
    const answer = await fetch(url, { ...init, redirect: 'manual', signal: AbortSignal.timeout(20_000) });
    return { status: answer.status, text: await answer.text(), fallback: answer.headers.get('x-spareo-fallback') === '1' };
  }

  /**
   * The article's page on `web` shows `price` within 15 s (at once where the change feed works; a
   * page that could not be had whole, 503, is asked for again). A failure says what the page showed.
   */
  async function showsPrice(web: ShopProcess, price: string, when: string): Promise<number> {
    const started = Date.now();
    const seen: string[] = [];
    const who = web === remoteWeb ? 'the web process on MARKETPLACE_URL' : 'the web process on DATABASE_URL';
    await waitFor(`${who} to show ${price} ${when}`, async () => {
      const page = await ask(`${web.base}${articlePath()}`);
      if (page.status === 200 && page.text.includes(price)) return true;
      const shown = page.status !== 200 ? `${page.status}` : page.text.includes('11,11') ? 'the old price' : 'neither price';
      if (seen.at(-1) !== shown) seen.push(shown);
      return false;
    }, 15_000, 100).catch((error: Error) => {
      throw new Error(`${error.message}; it showed ${seen.join(', then ')}\n${logTails()}`);
    });
    return Date.now() - started;
  }

  let address = 0;
  const serviceHeaders = { authorization: `Bearer ${internalToken(SHARED_SECRET)}` };
  const visitorHeaders = () => ({ 'x-forwarded-for': `10.9.${(address >> 8) & 255}.${address++ & 255}` });

  test('no process exits, the outage answers 200 or 503 without hanging, pages answer 200 again within seconds, the change feed resumes', async () => {
    await uploadFeed('11,11');
    const webs = [remoteWeb, localWeb];
    for (const web of webs) await showsPrice(web, '11,11', 'before the restart');

    // Load: sessions (a write), cart counts and pages, on both web processes and the service's API.
    const statuses = new Map<string, number>();
    const hangs: string[] = [];
    let loading = true;
    const worker = async (n: number) => {
      let i = 0;
      while (loading) {
        const web = webs[(n + i) % 2]!;
        const url = [
          `${web.base}/api/session`,
          `${web.base}/Warenkorb`,
          `${web.base}${articlePath()}?v=${n}-${i}`,
          `${web.base}/api/Warenkorb/count`,
          `${marketplace.base}/api/vehicle/manufacturers`,
        ][i % 5]!;
        i++;
        try {
          // The service's API answers the web tier's token only.
          const { status } = await ask(url, { headers: url.startsWith(marketplace.base) ? serviceHeaders : visitorHeaders() });
          const who = url.startsWith(marketplace.base) ? 'service' : url.startsWith(remoteWeb.base) ? 'remote web' : 'local web';
          const key = `${who} ${new URL(url).pathname.split('/').slice(0, 3).join('/')} ${status}`;
          statuses.set(key, (statuses.get(key) ?? 0) + 1);
        } catch (error) {
          hangs.push(`${url}: ${(error as Error).message}`);
        }
      }
    };
    const workers = Array.from({ length: 6 }, (_, n) => worker(n));
    const answeredSoFar = () => [...statuses.values()].reduce((sum, n) => sum + n, 0) + hangs.length;
    // Under load: every request of the round answered a few times before the server goes.
    await waitFor('the load to get going', () => answeredSoFar() >= 30, 30_000);

    const restarting = Date.now();
    await database.restartServer!();
    const back = Date.now();
    const recoveredAfter: string[] = [];

    // Within seconds of the server's return, each web process answers 200 for a page that needs the database.
    for (const web of webs) {
      let status: number | undefined;
      await waitFor(`${web.base} to recover`, async () => {
        const session = await ask(`${web.base}/api/session`, { headers: visitorHeaders() }).catch(() => null);
        status = session?.status;
        return session?.status === 200 && !session.fallback;
      }, 30_000, 100).catch((error: Error) => {
        throw new Error(`${error.message}: ${status}\n${logTails()}`);
      });
      recoveredAfter.push(`${((Date.now() - back) / 1000).toFixed(1)} s`);
      expect((await ask(`${web.base}/Warenkorb`, { headers: visitorHeaders() })).status).toBe(200);
    }
    expect((await ask(`${marketplace.base}/api/vehicle/manufacturers`, { headers: serviceHeaders })).status).toBe(200);
    // The load goes on past the recovery: as many answers again as before the restart.
    const recovered = answeredSoFar();
    await waitFor('the load to go on after the recovery', () => answeredSoFar() >= recovered + 30, 30_000);
    loading = false;
    await Promise.all(workers);

    const answered = [...statuses.values()].reduce((sum, n) => sum + n, 0);
    const unavailable = [...statuses].filter(([key]) => key.endsWith(' 503')).reduce((sum, [, n]) => sum + n, 0);
    process.stdout.write(`[postgres restart] ${answered + hangs.length} requests, ${unavailable} answered 503, ${hangs.length} unanswered; `
      + `the server was down ${((back - restarting) / 1000).toFixed(1)} s; web processes answered 200 again ${recoveredAfter.join(' and ')} after its return\n`);
    expect(hangs).toEqual([]);
    const unexpected = [...statuses].filter(([key]) => !/ (200|503)$/.test(key));
    expect(unexpected).toEqual([]);
    for (const process of [marketplace, remoteWeb, localWeb]) expect(process.alive()).toBe(true);

    // The change feed listens again: a feed applied now reaches the pages both had cached.
    await uploadFeed('22,22');
    const shownAfter: string[] = [];
    for (const web of webs) shownAfter.push(`${await showsPrice(web, '22,22', 'after the restart')} ms`);
    process.stdout.write(`[postgres restart] the new price shown ${shownAfter.join(' and ')} after the feed was applied\n`);
    for (const process of [marketplace, remoteWeb, localWeb]) expect(process.alive()).toBe(true);
  });
});
