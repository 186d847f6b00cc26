/**
 * Where an answer to a queued mail goes: the shop's contact address for a mail about its part of an
 * order; empty for the marketplace's own, which the worker answers with the support address.
 */
import type { MigrationDb } from './kit';

export async function up(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('mail_queue').addColumn('reply_to', 'text').execute();
}
