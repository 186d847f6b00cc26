/**
 * models.kw_thirty_minutes: 1 where a type's kW is an electric motor's 30-minute power, the figure
 * the type approval and the French list give (Taycan Turbo S 142 kW), not the peak a buyer knows
 * (460 kW and more). Pages label such a figure as the 30-minute power instead of passing it off as
 * the car's power.
 */
import type { MigrationDb } from './kit';

export async function up(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('models').addColumn('kw_thirty_minutes', 'integer', (c) => c.notNull().defaultTo(0)).execute();
}
