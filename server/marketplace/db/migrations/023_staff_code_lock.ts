/**
 * Wrong codes of the second factor counted per staff account, whatever session, process or
 * replica they came through, and the lock they lead to.
 */
import type { MigrationDb } from './kit';

export async function up(db: MigrationDb): Promise<void> {
  const s = db.schema;
  // Wrong codes since the last sign-in that went through; set back to 0 by the next one.
  await s.alterTable('staff').addColumn('code_failures', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  // Neither step of the sign-in is taken before this moment (ISO-8601 text).
  await s.alterTable('staff').addColumn('locked_until', 'text').execute();
}
