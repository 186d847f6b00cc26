/**
 * Commission and payouts: what the operator charges each shop, and the monthly settlements.
 * - shops.commission_bp / commission_fixed_cents: a percentage of the goods shipped (basis points)
 *   and a fixed amount for every part shipped, both 0 until the operator sets them.
 * - order_lines.shipped_at: when the line went out (a part may ship in several goes), so a line
 *   falls into the month it shipped in.
 * - settlement_id on what a settlement counted (a shipped line; a part's shipping and fixed
 *   commission; a withdrawal's refund): counted once, and what a closed month missed goes into the next.
 * - settlement_months: one row per closed month (its key makes closing a month happen once);
 *   settlements: one per shop and month; settlement_items: the parts behind its sums.
 */
import type { MigrationDb } from './kit';
import { rowId } from './kit';

export async function up(db: MigrationDb): Promise<void> {
  const s = db.schema;
  await s.alterTable('shops').addColumn('commission_bp', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await s.alterTable('shops').addColumn('commission_fixed_cents', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await s.alterTable('order_lines').addColumn('shipped_at', 'text').execute();
  await s.alterTable('order_lines').addColumn('settlement_id', 'integer').execute();
  await s.alterTable('order_shops').addColumn('shipping_settlement_id', 'integer').execute();
  await s.alterTable('withdrawals').addColumn('settlement_id', 'integer').execute();
  // Lines shipped before they had a moment of their own went with their part's (latest) shipment.
  await db.updateTable('order_lines').set((eb) => ({ shipped_at: eb.selectFrom('order_shops as os').select('os.shipped_at').whereRef('os.id', '=', 'order_lines.order_shop_id') }))
    .where('state', '=', 'shipped').execute();

  await s.createTable('settlement_months')
    .addColumn('month', 'text', (c) => c.primaryKey()) // YYYY-MM, Europe/Berlin
    .addColumn('closed_at', 'text', (c) => c.notNull())
    .addColumn('closed_by', 'text', (c) => c.notNull()).execute();
  await s.createTable('settlements').addColumn('id', 'integer', rowId(db))
    .addColumn('month', 'text', (c) => c.notNull().references('settlement_months.month'))
    .addColumn('shop_id', 'integer', (c) => c.notNull().references('shops.id'))
    .addColumn('shop_name', 'text', (c) => c.notNull())
    .addColumn('commission_bp', 'integer', (c) => c.notNull())
    .addColumn('commission_fixed_cents', 'integer', (c) => c.notNull())
    .addColumn('parts', 'integer', (c) => c.notNull())
    .addColumn('goods_cents', 'integer', (c) => c.notNull())
    .addColumn('shipping_cents', 'integer', (c) => c.notNull())
    .addColumn('collected_cents', 'integer', (c) => c.notNull())
    .addColumn('refunds_cents', 'integer', (c) => c.notNull())
    .addColumn('commission_cents', 'integer', (c) => c.notNull())
    .addColumn('carried_in_cents', 'integer', (c) => c.notNull())
    .addColumn('payout_cents', 'integer', (c) => c.notNull())
    .addColumn('carried_out_cents', 'integer', (c) => c.notNull())
    .addUniqueConstraint('settlements_month_shop', ['month', 'shop_id']).execute();
  await s.createIndex('settlements_shop').on('settlements').columns(['shop_id', 'month']).execute();
  await s.createTable('settlement_items').addColumn('id', 'integer', rowId(db))
    .addColumn('settlement_id', 'integer', (c) => c.notNull().references('settlements.id'))
    .addColumn('kind', 'text', (c) => c.notNull()) // shipped | refund
    .addColumn('part_number', 'text', (c) => c.notNull())
    .addColumn('payment_method', 'text', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('goods_cents', 'integer', (c) => c.notNull())
    .addColumn('shipping_cents', 'integer', (c) => c.notNull())
    .addColumn('collected_cents', 'integer', (c) => c.notNull())
    .addColumn('refund_cents', 'integer', (c) => c.notNull())
    .addColumn('commission_cents', 'integer', (c) => c.notNull()).execute();
  await s.createIndex('settlement_items_settlement').on('settlement_items').column('settlement_id').execute();
  await s.createIndex('order_lines_unsettled').on('order_lines').columns(['settlement_id', 'state']).execute();
}
