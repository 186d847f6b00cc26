/**
 * A shop settles its part line by line: it may ship some lines and refuse others.
 * - order_lines.state: open, shipped or refused (a line is shipped or refused whole).
 * - order_refunds: what the marketplace owes a shopper back for a part it had already been paid
 *   for, when the shop refused lines of it; recorded with the refusal, paid out by the settlement.
 */
import type { MigrationDb } from './kit';
import { rowId } from './kit';

export async function up(db: MigrationDb): Promise<void> {
  const s = db.schema;
  await s.alterTable('order_lines').addColumn('state', 'text', (c) => c.notNull().defaultTo('open')).execute();
  // Parts shipped or refused before lines had a state of their own: every line went with the part.
  await db.updateTable('order_lines').set({ state: 'shipped' })
    .where('order_shop_id', 'in', db.selectFrom('order_shops').select('id').where('status', 'in', ['shipped', 'withdrawn', 'returned', 'refunded'])).execute();
  await db.updateTable('order_lines').set({ state: 'refused' })
    .where('order_shop_id', 'in', db.selectFrom('order_shops').select('id').where('status', '=', 'refused')).execute();

  await s.createTable('order_refunds').addColumn('id', 'integer', rowId(db))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('order_shop_id', 'integer', (c) => c.notNull().references('order_shops.id').onDelete('cascade'))
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('cause', 'text', (c) => c.notNull()) // refused: lines the shop refused after the shopper paid
    .addColumn('lines', 'text', (c) => c.notNull()) // JSON [1, 3]: the part's line positions it pays back
    .addColumn('recorded_at', 'text', (c) => c.notNull())
    .addColumn('paid_out_at', 'text').execute();
  await s.createIndex('order_refunds_part').on('order_refunds').column('order_shop_id').execute();
}
