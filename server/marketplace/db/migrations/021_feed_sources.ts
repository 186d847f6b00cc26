/**
 * A shop's own feed URL, fetched on a schedule (every few hours, or daily at an hour), and the
 * claim that makes one marketplace process of many fetch it; the audit log read by shop.
 */
import type { MigrationDb } from './kit';

export async function up(db: MigrationDb): Promise<void> {
  const s = db.schema;
  // Exactly one of every_hours and daily_hour is set. claimed_until: a process is fetching it until then.
  await s.createTable('shop_feed_sources')
    .addColumn('shop_id', 'integer', (c) => c.primaryKey().references('shops.id').onDelete('cascade'))
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('every_hours', 'integer')
    .addColumn('daily_hour', 'integer')
    .addColumn('next_fetch_at', 'text', (c) => c.notNull())
    .addColumn('claimed_until', 'text')
    .addColumn('last_fetched_at', 'text')
    .addColumn('last_import_id', 'integer')
    .addColumn('last_error', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull()).execute();
  await s.createIndex('shop_feed_sources_due').on('shop_feed_sources').column('next_fetch_at').execute();
  // The desk's shop screen and the portal read a shop's own entries.
  await s.createIndex('staff_audit_shop').on('staff_audit').columns(['shop_id', 'id']).execute();
}
