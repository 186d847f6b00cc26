/**
 * refunds.claimed_until: the moment (ISO-8601 text) until which one marketplace process holds a
 * provider refund it is sending. Refunds are sent outside the step that owed them, by a sweep every
 * process runs; the claim keeps two processes from sending the same refund at once, and lapses so
 * a refund whose sender died is sent again (with the same idempotency key) by a later sweep.
 */
import type { MigrationDb } from './kit';

export async function up(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('refunds').addColumn('claimed_until', 'text').execute();
}
