/**
 * Orders: one order per checkout, one child order per shop, the lines with the exact prices,
 * terms and addresses of the moment; the mail queue; the shops' payment methods, bank accounts
 * and VAT rates; remembered addresses of accounts. Money is integer cents, rates basis points.
 */
import { sql, type ColumnDefinitionBuilder } from 'kysely';
import { rowId, type MigrationDb } from './kit';

const required = (c: ColumnDefinitionBuilder) => c.notNull();
const cascade = (target: string) => (c: ColumnDefinitionBuilder) => c.notNull().references(target).onDelete('cascade');

export async function up(db: MigrationDb): Promise<void> {
  const s = db.schema;
  const id = rowId(db);
  // What a shop accepts besides prepayment: comma-separated of prepayment, cod, invoice, card, paypal.
  await s.alterTable('shops').addColumn('payment_methods', 'text', (c) => c.notNull().defaultTo('prepayment')).execute();
  // The VAT rate the shop states for deliveries to that country (basis points, 1900 = 19 %).
  await s.alterTable('shop_shipping').addColumn('vat_rate_bp', 'integer').execute();
  await sql`UPDATE shop_shipping SET vat_rate_bp = CASE country
    WHEN 'DE' THEN 1900 WHEN 'AT' THEN 2000 WHEN 'ES' THEN 2100 WHEN 'FR' THEN 2000 WHEN 'IT' THEN 2200
    WHEN 'NL' THEN 2100 WHEN 'BE' THEN 2100 WHEN 'LU' THEN 1700 WHEN 'PL' THEN 2300 WHEN 'CZ' THEN 2100
    WHEN 'DK' THEN 2500 WHEN 'PT' THEN 2300 WHEN 'CH' THEN 810 ELSE 2000 END`.execute(db);

  // Where prepayment goes: each shop is the seller and is paid directly.
  await s.createTable('shop_bank_accounts').addColumn('shop_id', 'integer', (c) => c.primaryKey().references('shops.id').onDelete('cascade'))
    .addColumn('holder', 'text', required).addColumn('iban', 'text', required).addColumn('bic', 'text', required).execute();

  await s.createTable('orders').addColumn('id', 'integer', id)
    .addColumn('number', 'text', (c) => c.notNull().unique())
    // The checkout form's key: a repeated or doubled POST finds the order it already made.
    .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
    .addColumn('session_id', 'text')
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('locale', 'text', required).addColumn('delivery_country', 'text', required)
    .addColumn('email', 'text', required).addColumn('phone', 'text')
    .addColumn('delivery_address', 'text', required) // JSON {name, street, zip, city, country}
    .addColumn('billing_address', 'text') // JSON, NULL: same as delivery
    .addColumn('items_cents', 'integer', required).addColumn('shipping_cents', 'integer', required)
    .addColumn('total_cents', 'integer', required).addColumn('vat_cents', 'integer', required)
    .addColumn('page_url', 'text', required) // the signed order page link the mails carry
    .addColumn('created_at', 'text', required).execute();
  await s.createIndex('orders_user').on('orders').columns(['user_id', 'id']).execute();

  // One shop's part. status: awaiting_payment, new, accepted, refused, shipped, cancelled.
  await s.createTable('order_shops').addColumn('id', 'integer', id)
    .addColumn('order_id', 'integer', cascade('orders.id'))
    .addColumn('number', 'text', (c) => c.notNull().unique())
    .addColumn('shop_id', 'integer', (c) => c.notNull().references('shops.id'))
    .addColumn('shop_name', 'text', required).addColumn('status', 'text', required)
    .addColumn('payment_method', 'text', required).addColumn('payment_reference', 'text', required)
    .addColumn('bank_account', 'text') // JSON {holder, iban, bic} for prepayment
    .addColumn('items_cents', 'integer', required).addColumn('shipping_cents', 'integer', required)
    .addColumn('total_cents', 'integer', required).addColumn('vat_rate_bp', 'integer', required).addColumn('vat_cents', 'integer', required)
    .addColumn('delivery_days_min', 'integer', required).addColumn('delivery_days_max', 'integer', required)
    .addColumn('terms', 'text', required).addColumn('cancellation_policy', 'text', required)
    .addColumn('terms_accepted_at', 'text', required).addColumn('acknowledged_at', 'text')
    .addColumn('carrier', 'text').addColumn('tracking_number', 'text').addColumn('refusal_reason', 'text')
    .addColumn('status_changed_at', 'text', required).execute();
  await s.createIndex('order_shops_order').on('order_shops').column('order_id').execute();
  await s.createIndex('order_shops_shop').on('order_shops').columns(['shop_id', 'status', 'acknowledged_at']).execute();

  await s.createTable('order_lines').addColumn('id', 'integer', id)
    .addColumn('order_shop_id', 'integer', cascade('order_shops.id'))
    .addColumn('offer_id', 'integer', required).addColumn('article_id', 'integer', required)
    .addColumn('sku', 'text').addColumn('article_number', 'text', required).addColumn('ean', 'text')
    .addColumn('brand', 'text', required).addColumn('title', 'text', required)
    .addColumn('quantity', 'integer', required).addColumn('unit_price_cents', 'integer', required)
    .addColumn('line_total_cents', 'integer', required).addColumn('refund_cents', 'integer', required).execute();
  await s.createIndex('order_lines_shop').on('order_lines').column('order_shop_id').execute();

  // Card and PayPal parts paid through the payment provider.
  await s.createTable('order_payments').addColumn('id', 'integer', id)
    .addColumn('order_id', 'integer', cascade('orders.id'))
    .addColumn('provider', 'text', required).addColumn('provider_reference', 'text', required)
    .addColumn('amount_cents', 'integer', required)
    .addColumn('status', 'text', required) // pending, paid, failed
    .addColumn('created_at', 'text', required).execute();
  await s.createIndex('order_payments_order').on('order_payments').column('order_id').execute();

  // Signs the order page links (HMAC of the order number); shared by every instance on this database.
  await s.createTable('order_secret').addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('secret', 'text', required).execute();

  // Mails wait here until the SMTP server took them: a server that is down delays, never loses.
  await s.createTable('mail_queue').addColumn('id', 'integer', id)
    .addColumn('kind', 'text', required) // confirmation, refused, shipped
    .addColumn('order_id', 'integer', (c) => c.references('orders.id').onDelete('cascade'))
    .addColumn('recipient', 'text', required).addColumn('subject', 'text', required)
    .addColumn('text_body', 'text', required).addColumn('html_body', 'text', required)
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', required).addColumn('locked_until', 'text').addColumn('last_error', 'text')
    .addColumn('sent_at', 'text').addColumn('failed_at', 'text').addColumn('created_at', 'text', required).execute();
  await s.createIndex('mail_queue_due').on('mail_queue').column('next_attempt_at')
    .where(sql<boolean>`sent_at IS NULL AND failed_at IS NULL`).execute();

  // A signed-in shopper's last addresses, offered at the next checkout.
  await s.createTable('user_addresses').addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('delivery_address', 'text', required).addColumn('billing_address', 'text').addColumn('phone', 'text')
    .addColumn('updated_at', 'text', required).execute();
}
