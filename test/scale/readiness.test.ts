/**
 * Readiness and metrics that tell the truth, with real processes on a real database: with
 * PostgreSQL stopped (pg_ctl stop on a throwaway cluster) the marketplace service and a web process
 * on DATABASE_URL answer /readyz 503 naming the database while /healthz stays 200, and 200 again
 * once it is started; the marketplace service has a /metrics of its own, and both count orders, the
 * mail queue's backlog, feed imports, the database pool and the free room of their folders.
 */
import path from 'node:path';
import type { Database } from '../../server/marketplace/db/connection';
import { scaleBackends, seededScaleDatabase, startMarketplaceService, startWebReplica, type ScaleDatabase, type ShopProcess } from '../support/scale-processes';
import { tempDir } from '../support/temp-dir';
import { waitFor } from '../support/wait-for';

jest.setTimeout(120_000);

const METRICS_TOKEN = 'readiness-metrics-token-0123456789';

describe.each(scaleBackends())('readiness and metrics on %s', (backend) => {
  const dir = tempDir('spareo-readiness-');
  let seeded: ScaleDatabase;
  let db: Database;
  let marketplace: ShopProcess;
  let web: ShopProcess;

  beforeAll(async () => {
    // PostgreSQL: a cluster of the file's own, since the test stops the server.
    seeded = await seededScaleDatabase(backend, dir, { restartable: true });
    db = seeded.db;
    const env = { ...seeded.env, METRICS_TOKEN, FEED_UPLOAD_DIR: path.join(dir, 'uploads'), MEDIA_DIR: path.join(dir, 'media') };
    marketplace = await startMarketplaceService(env, path.join(dir, 'marketplace.log'));
    // A web process with the marketplace in it, on the same database.
    web = await startWebReplica(env, path.join(dir, 'web.log'));
  });

  afterAll(async () => {
    await Promise.all([marketplace, web].filter(Boolean).map((p) => p.kill().catch(() => {})));
    await seeded?.close();
  });

  const metricsOf = async (base: string) => {
    const answer = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/plain/);
    return answer.text();
  };
  const value = (text: string, series: string) => {
    const line = text.split('\n').find((l) => l.startsWith(`${series} `));
    return line === undefined ? undefined : Number(line.split(' ')[1]);
  };

  test('the marketplace service has /metrics behind the token, with orders, the mail backlog, feed imports, the pool and free disk', async () => {
    expect((await fetch(`${marketplace.base}/metrics`)).status).toBe(401);
    const now = new Date().toISOString();
    // A mail waiting (no SMTP_URL): it piles up, and the metrics show it.
    await db.kysely.insertInto('mail_queue').values({ kind: 'order_confirmation', order_id: null, recipient: 'waiting@example.com', subject: 'waiting', text_body: 'x', html_body: 'x', next_attempt_at: now, created_at: now }).execute();
    const orders = Number((await db.kysely.selectFrom('orders').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    for (const base of [marketplace.base, web.base]) {
      const text = await metricsOf(base);
      expect(value(text, 'spareo_orders')).toBe(orders);
      expect(value(text, 'spareo_database_reachable')).toBe(1);
      expect(value(text, 'spareo_mail_queue_pending')).toBeGreaterThanOrEqual(1);
      expect(value(text, 'spareo_mail_delivery_configured')).toBe(0);
      expect(text).toMatch(/^# TYPE spareo_feed_imports gauge$/m);
      expect(value(text, 'spareo_disk_free_bytes{folder="FEED_UPLOAD_DIR"}')).toBeGreaterThan(0);
      if (backend === 'postgres') expect(value(text, 'spareo_db_pool_connections{state="max"}')).toBe(10);
    }
    expect(await metricsOf(marketplace.base)).toMatch(/^spareo_marketplace_request_duration_seconds_count\{part="api"|^spareo_marketplace_process_cpu_seconds_total /m);
  });

  (backend === 'postgres' ? test : test.skip)('PostgreSQL stopped: /readyz answers 503 naming the database, /healthz 200; started again: ready again', async () => {
    for (const process of [marketplace, web]) expect((await fetch(`${process.base}/readyz`)).status).toBe(200);
    await seeded.stopServer!();
    try {
      for (const process of [marketplace, web]) {
        let answer!: Response;
        await waitFor(`${process.base} to see the database gone`, async () => (answer = await fetch(`${process.base}/readyz`)).status !== 200, 5000, 50);
        expect({ base: process.base, status: answer.status, body: await answer.json() }).toEqual({ base: process.base, status: 503, body: expect.objectContaining({ status: 'not_ready', database: 'unreachable' }) });
        expect((await fetch(`${process.base}/healthz`)).status).toBe(200);
      }
      // The metrics still answer, saying the database did not.
      const text = await metricsOf(marketplace.base);
      expect(value(text, 'spareo_database_reachable')).toBe(0);
      expect(value(text, 'spareo_disk_free_bytes{folder="FEED_UPLOAD_DIR"}')).toBeGreaterThan(0);
    } finally {
      await seeded.startServer!();
    }
    for (const process of [marketplace, web]) {
      await waitFor(`${process.base} to be ready again`, async () => (await fetch(`${process.base}/readyz`)).status === 200, 10_000, 50);
    }
  });
});
