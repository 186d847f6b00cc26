/** Commerce: sessions, carts, cross-selling signals and feature flags. Money is integer cents. */
import { sql, type ColumnDefinitionBuilder } from 'kysely';
import { keyed, onPostgres, rowId, type MigrationDb } from './kit';

const required = (c: ColumnDefinitionBuilder) => c.notNull();

export async function up(db: MigrationDb): Promise<void> {
  const s = db.schema;
  // A visitor's session. The id is 256 random bits (base64url); it is the only key to the cart.
  await keyed(db, s.createTable('sessions').addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('created_at', 'text', required).addColumn('last_seen_at', 'text', required)).execute();

  // One cart per session across all shops; a line is one offer (shop + article) for one vehicle.
  await s.createTable('cart_lines').addColumn('id', 'integer', rowId(db))
    .addColumn('session_id', 'text', (c) => c.notNull().references('sessions.id').onDelete('cascade'))
    .addColumn('offer_id', 'integer', (c) => c.notNull().references('offers.id'))
    .addColumn('model_id', 'integer', (c) => c.references('models.id'))
    .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity BETWEEN 1 AND 99`))
    .addColumn('added_at', 'text', required).execute();
  if (onPostgres(db)) {
    // SQLite's ifnull, so the cart's upsert names the same conflict target on both backends.
    await sql`CREATE FUNCTION ifnull(value anyelement, fallback anyelement) RETURNS anyelement
      LANGUAGE sql IMMUTABLE PARALLEL SAFE AS 'SELECT coalesce(value, fallback)'`.execute(db);
  }
  await cartLineIndexes(db);

  // Categories bought together for a job (brake discs -> brake pads); weight orders suggestions.
  await keyed(db, s.createTable('category_complements')
    .addColumn('category_id', 'integer', (c) => c.notNull().references('categories.id'))
    .addColumn('complement_id', 'integer', (c) => c.notNull().references('categories.id'))
    .addColumn('weight', 'integer', (c) => c.notNull().defaultTo(1))
    .addPrimaryKeyConstraint('category_complements_pkey', ['category_id', 'complement_id'])).execute();

  // Feature flags and experiments. A visitor is in the rollout when a stable hash of
  // (key, session id, delivery country) falls below rollout_percent; experiments also pick one of
  // their comma-separated variation ids by the same hash.
  await keyed(db, s.createTable('feature_flags').addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('description', 'text', required)
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('rollout_percent', 'integer', (c) => c.notNull().defaultTo(100).check(sql`rollout_percent BETWEEN 0 AND 100`))
    .addColumn('countries', 'text') // comma-separated delivery countries; NULL: all
    .addColumn('variations', 'text') // comma-separated variation ids; NULL: a plain flag
    .addColumn('public', 'integer', (c) => c.notNull().defaultTo(1))).execute();

  // A visitor switched into an experiment variation on purpose (QA, support, links).
  await keyed(db, s.createTable('feature_flag_overrides')
    .addColumn('session_id', 'text', (c) => c.notNull().references('sessions.id').onDelete('cascade'))
    .addColumn('flag_key', 'text', (c) => c.notNull().references('feature_flags.key').onDelete('cascade'))
    .addColumn('variation_id', 'text', required)
    .addPrimaryKeyConstraint('feature_flag_overrides_pkey', ['session_id', 'flag_key'])).execute();
}

/** The same offer for the same vehicle is one line, so concurrent adds meet in one upsert. */
export async function cartLineIndexes(db: MigrationDb): Promise<void> {
  await db.schema.createIndex('cart_lines_identity').on('cart_lines').unique().expression(sql`session_id, offer_id, ifnull(model_id, 0)`).execute();
  await db.schema.createIndex('cart_lines_offer').on('cart_lines').column('offer_id').execute();
}
