/**
 * A problem the shopper reports from the order page is a message of the order's conversation at
 * the desk, marked with what is wrong (damaged, wrong, missing, other) and the shop's part it is
 * about; a mail back has neither.
 */
import type { MigrationDb } from './kit';

export async function up(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('desk_thread_messages').addColumn('problem', 'text').execute();
  await db.schema.alterTable('desk_thread_messages').addColumn('part_number', 'text').execute();
}
