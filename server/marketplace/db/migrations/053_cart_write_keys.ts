/**
 * Every cart write's key once per session: written by the transaction that adds, changes or
 * removes, or settled as doing nothing when the web tier gave up waiting and asked. One key for
 * both, so a write still under way and the question about it can never both succeed. Keyed by the
 * session too: a page stored for anonymous visitors hands its hidden key to everyone it is sent to.
 */
import { keyed, type MigrationDb } from './kit';

export async function up(db: MigrationDb): Promise<void> {
  await keyed(db, db.schema.createTable('cart_write_keys')
    .addColumn('session_id', 'text', (c) => c.notNull())
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    .addColumn('did', 'text', (c) => c.notNull())
    .addColumn('target', 'integer')
    .addColumn('quantity', 'integer')
    .addColumn('at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('cart_write_keys_pk', ['session_id', 'idempotency_key'])).execute();
  // Old keys are let go by their age.
  await db.schema.createIndex('cart_write_keys_at').on('cart_write_keys').column('at').execute();
}
