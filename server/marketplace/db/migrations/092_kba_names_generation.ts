/**
 * kba.names_generation: a register pair whose trade name names only the model ("POLO", "KONA")
 * and whose key's date leaves one generation is linked to that generation's types as the shopper's
 * choice of engine, not as the pair's car. One type key is one engine and fuel: a reader of the
 * table sees which links are the car (0) and which are the types the shopper picks from (1).
 */
import type { MigrationDb } from './kit';

export async function up(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('kba').addColumn('names_generation', 'integer', (c) => c.notNull().defaultTo(0)).execute();
}
