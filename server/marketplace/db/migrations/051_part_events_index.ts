/**
 * A part's events are read by part and kind: whether it was paid (every order read for the portal,
 * the mails and the status changes asks this of each part), whether it was delivered (reviews,
 * refunds). The only index was by order, so each of these scanned every event of the marketplace.
 */
import type { MigrationDb } from './kit';

export async function up(db: MigrationDb): Promise<void> {
  await db.schema.createIndex('order_events_part_kind').on('order_events').columns(['order_shop_id', 'kind']).execute();
}
