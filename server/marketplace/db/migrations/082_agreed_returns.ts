/**
 * withdrawals.kind: 'withdrawal' (the shopper's own, under the withdrawal period) or 'return' (a
 * return the shop agreed and recorded itself: a business buyer, who has no withdrawal, or a
 * shopper who asked the shop). Both then take the same steps (goods received back, refund, credit
 * note), so they share the one table.
 */
import type { MigrationDb } from './kit';

export async function up(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('withdrawals').addColumn('kind', 'text', (c) => c.notNull().defaultTo('withdrawal')).execute();
}
