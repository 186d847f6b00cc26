/**
 * The feed report keeps the cell each line is about exactly as the shop sent it: the detail shows
 * what the import made of it (a part number after normalisation), which the shop cannot find in
 * its own file.
 */
import type { MigrationDb } from './kit';

export async function up(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('feed_report').addColumn('cell', 'text').execute();
}
