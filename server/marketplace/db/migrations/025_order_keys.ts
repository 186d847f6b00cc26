/**
 * Every place-order key once: taken by the transaction that places its order, or settled as
 * placing nothing when the web tier gave up waiting and asked. One unique key for both, so a
 * placement still under way and the question about it can never both succeed.
 */
import { sql } from 'kysely';
import { keyed, type MigrationDb } from './kit';

export async function up(db: MigrationDb): Promise<void> {
  await keyed(db, db.schema.createTable('order_keys')
    .addColumn('idempotency_key', 'text', (c) => c.primaryKey())
    .addColumn('placed', 'integer', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())).execute();
  // The keys of the orders placed before: a question about one of them finds its order.
  await sql`insert into order_keys (idempotency_key, placed, at) select idempotency_key, 1, created_at from orders`.execute(db);
}
