/**
 * When a shop's payout account last became a new one (ISO-8601 text): payouts to it are held for a
 * while from then. Accounts given before have none and are not held.
 */
import type { MigrationDb } from './kit';

export async function up(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('shop_bank_accounts').addColumn('held_since', 'text').execute();
}
