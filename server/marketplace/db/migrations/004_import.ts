/**
 * Reference-data imports (KBA, ADEME, taxonomy): bookkeeping that lets a second import of the same
 * file update rows in place instead of adding copies. No catalogue table is changed.
 */
import type { ColumnDefinitionBuilder } from 'kysely';
import { keyed, type MigrationDb } from './kit';

const required = (c: ColumnDefinitionBuilder) => c.notNull();

export async function up(db: MigrationDb): Promise<void> {
  const s = db.schema;
  // Which catalogue row an external key became (taxonomy id, ADEME variant, series, manufacturer).
  await keyed(db, s.createTable('import_keys')
    .addColumn('source', 'text', required) // 'kba', 'ademe', 'taxonomy'
    .addColumn('kind', 'text', required) // 'manufacturer', 'series', 'model', 'category'
    .addColumn('key', 'text', required)
    .addColumn('ref_id', 'integer', required)
    .addPrimaryKeyConstraint('import_keys_pkey', ['source', 'kind', 'key'])).execute();

  // The KBA register as last imported. Pairs stay here even while no model matches them, and are
  // linked into kba whenever vehicles are imported later.
  await keyed(db, s.createTable('kba_register')
    .addColumn('hsn', 'text', required).addColumn('tsn', 'text', required)
    .addColumn('kba_manufacturer', 'text', required) // KBA spelling, e.g. BAYER.MOT.WERKE-BMW
    .addColumn('trade_name', 'text', required)
    .addPrimaryKeyConstraint('kba_register_pkey', ['hsn', 'tsn'])).execute();

  // kba rows made by the importer, so relinking replaces only those and never the seed's own.
  await s.createTable('kba_imported').addColumn('kba_id', 'integer', (c) => c.primaryKey().references('kba.id')).execute();

  // Which reference files are in the catalogue, for the attribution page.
  await s.createTable('import_sources').addColumn('source', 'text', (c) => c.primaryKey())
    .addColumn('file_name', 'text', required).addColumn('rows_imported', 'integer', required).addColumn('changed_at', 'text', required).execute();
}
