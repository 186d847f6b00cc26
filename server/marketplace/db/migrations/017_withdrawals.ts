/**
 * The shopper's withdrawal from a shop's part of an order, and every order's timeline:
 * - shops.withdrawal_days: the withdrawal period the shop's terms give (at least the legal 14 days),
 *   copied onto each part when it is ordered, as the terms of that moment are; order_shops.shipped_at
 *   starts the period's count of days (status_changed_at moves on with later steps).
 * - withdrawals: one per shop's part (each part is its own contract): who withdrew (name, e-mail as
 *   given), which lines (JSON list of the part's line positions, 1-based), the statement's text as
 *   confirmed, when it was received, then the shop's steps: fetched, goods received back, refunded.
 * - order_events: append-only; every change of an order or part writes one row (placed, paid,
 *   accepted, refused, shipped, cancelled, withdrawn, goods_received, refunded, acknowledged), with
 *   who did it (shopper, shop, system, staff) and a JSON detail.
 */
import { sql, type ColumnDefinitionBuilder } from 'kysely';
import { rowId, type MigrationDb } from './kit';

const required = (c: ColumnDefinitionBuilder) => c.notNull();

export async function up(db: MigrationDb): Promise<void> {
  const s = db.schema;
  const id = rowId(db);
  await s.alterTable('shops').addColumn('withdrawal_days', 'integer', (c) => c.notNull().defaultTo(14)).execute();
  await s.alterTable('order_shops').addColumn('withdrawal_days', 'integer', (c) => c.notNull().defaultTo(14)).execute();
  await s.alterTable('order_shops').addColumn('shipped_at', 'text').execute();
  await sql`UPDATE order_shops SET shipped_at = status_changed_at WHERE status = 'shipped'`.execute(db);

  await s.createTable('withdrawals').addColumn('id', 'integer', id)
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('order_shop_id', 'integer', (c) => c.notNull().unique().references('order_shops.id').onDelete('cascade'))
    .addColumn('name', 'text', required).addColumn('email', 'text', required)
    .addColumn('lines', 'text', required) // JSON [1, 3]: the part's line positions withdrawn
    .addColumn('whole_part', 'integer', required) // 1: every line of the part
    .addColumn('statement', 'text', required).addColumn('locale', 'text', required)
    .addColumn('received_at', 'text', required)
    .addColumn('acknowledged_at', 'text').addColumn('goods_received_at', 'text')
    .addColumn('refunded_at', 'text').addColumn('refund_cents', 'integer').execute();
  await s.createIndex('withdrawals_order').on('withdrawals').column('order_id').execute();

  await s.createTable('order_events').addColumn('id', 'integer', id)
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('order_shop_id', 'integer', (c) => c.references('order_shops.id').onDelete('cascade'))
    .addColumn('kind', 'text', required).addColumn('at', 'text', required)
    .addColumn('actor', 'text', required) // shopper, shop:<id>, system, staff:<id>
    .addColumn('detail', 'text', required).execute(); // JSON object
  await s.createIndex('order_events_order').on('order_events').columns(['order_id', 'id']).execute();
  // What happened to the orders already placed, as far as they tell it.
  await sql`INSERT INTO order_events (order_id, order_shop_id, kind, at, actor, detail)
    SELECT id, NULL, 'placed', created_at, 'shopper', '{}' FROM orders`.execute(db);
  await sql`INSERT INTO order_events (order_id, order_shop_id, kind, at, actor, detail)
    SELECT order_id, id, status, status_changed_at, 'shop', '{}' FROM order_shops
    WHERE status IN ('accepted', 'refused', 'shipped', 'cancelled')`.execute(db);
}
