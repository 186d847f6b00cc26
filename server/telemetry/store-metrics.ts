/**
 * What the marketplace keeps, as Prometheus gauges read when scraped: orders, the mail queue's
 * backlog (mails wait there silently without SMTP_URL), feed imports by status, the PostgreSQL
 * pool's connections and the free room of each folder the process writes. Read from the database,
 * so every process of the shop reports the same counts; a scrape while the database is away says
 * so (spareo_database_reachable 0) rather than failing the whole answer, and those counts read 0.
 */
import fs from 'node:fs';
import { sql } from 'kysely';
import { Gauge, type Registry } from 'prom-client';
import type { Database } from '../marketplace/db/connection';
import { pendingMailCount } from '../marketplace/mail';
import type { WritablePath } from '../lifecycle/writable-paths';

export function registerStoreMetrics(registry: Registry, db: Database, options: { folders: WritablePath[]; mailDelivery: boolean }): void {
  const { kysely } = db;
  new Gauge({
    name: 'spareo_database_reachable',
    help: '1 when the database answered this scrape, 0 when it did not (the counts below then read 0)',
    registers: [registry],
    async collect() {
      this.set(await sql`select 1`.execute(kysely).then(() => 1, () => 0));
    },
  });
  new Gauge({
    name: 'spareo_orders',
    help: 'Orders in the database',
    registers: [registry],
    async collect() {
      this.reset();
      const row = await kysely.selectFrom('orders').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst().catch(() => undefined);
      if (row) this.set(Number(row.n));
    },
  });
  new Gauge({
    name: 'spareo_mail_queue_pending',
    help: 'Order mails waiting to be sent (they only wait without SMTP_URL)',
    registers: [registry],
    async collect() {
      this.reset();
      const pending = await pendingMailCount(kysely).catch(() => undefined);
      if (pending !== undefined) this.set(pending);
    },
  });
  new Gauge({
    name: 'spareo_mail_queue_failed',
    help: 'Order mails given up after MAIL_MAX_ATTEMPTS',
    registers: [registry],
    async collect() {
      this.reset();
      const row = await kysely.selectFrom('mail_queue').select((eb) => eb.fn.countAll<number>().as('n')).where('failed_at', 'is not', null).executeTakeFirst().catch(() => undefined);
      if (row) this.set(Number(row.n));
    },
  });
  new Gauge({
    name: 'spareo_mail_delivery_configured',
    help: '1 when SMTP_URL is set and the queue is sent, 0 when mails only wait',
    registers: [registry],
    collect() {
      this.set(options.mailDelivery ? 1 : 0);
    },
  });
  new Gauge({
    name: 'spareo_feed_imports',
    help: 'Feed imports by status',
    labelNames: ['status'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      const rows = await kysely.selectFrom('feed_imports').select(['status', (eb) => eb.fn.countAll<number>().as('n')]).groupBy('status').execute().catch(() => []);
      for (const row of rows) this.set({ status: row.status }, Number(row.n));
    },
  });
  if (db.poolStats) {
    const stats = db.poolStats;
    new Gauge({
      name: 'spareo_db_pool_connections',
      help: 'PostgreSQL pool: connections open, idle, queries waiting for one, and the pool\'s size',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const { total, idle, waiting, max } = stats();
        this.set({ state: 'open' }, total);
        this.set({ state: 'idle' }, idle);
        this.set({ state: 'waiting' }, waiting);
        this.set({ state: 'max' }, max);
      },
    });
  }
  new Gauge({
    name: 'spareo_disk_free_bytes',
    help: 'Room left for this process on the file system of each folder it writes',
    labelNames: ['folder'] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const { variable, dir } of options.folders) {
        try {
          const stats = fs.statfsSync(dir);
          this.set({ folder: variable }, stats.bavail * stats.bsize);
        } catch {
          // The folder is gone: readiness says so.
        }
      }
    },
  });
}
