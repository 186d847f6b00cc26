/**
 * The people behind the shop: staff accounts (customer service, the operator, and the members of a
 * shop), their invitations, sessions and second factor; the audit log of what they did; the desk's
 * notes on orders; the contact messages' inbox status; a shop's suspension; and the marks of
 * personal data anonymised after its retention.
 */
import { nowIso, rowId, type MigrationDb } from './kit';

export async function up(db: MigrationDb): Promise<void> {
  const s = db.schema;
  // role: support, operator, shop_owner, shop_staff; a shop's members name their shop.
  await s.createTable('staff').addColumn('id', 'integer', rowId(db))
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('shop_id', 'integer', (c) => c.references('shops.id').onDelete('cascade'))
    // NULL until the invitation is accepted.
    .addColumn('password_hash', 'text')
    // The TOTP secret (base32); enabled once a code from it was entered. The last time step used
    // is kept so a code cannot be entered twice.
    .addColumn('totp_secret', 'text', (c) => c.notNull())
    .addColumn('totp_enabled_at', 'text')
    .addColumn('totp_last_step', 'integer')
    .addColumn('disabled_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(nowIso(db))).execute();
  await s.createIndex('staff_shop').on('staff').column('shop_id').execute();

  // A one-time link, kept as its hash.
  await s.createTable('staff_invitations').addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff.id').onDelete('cascade'))
    .addColumn('invited_by', 'integer', (c) => c.references('staff.id').onDelete('set null'))
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull()).execute();
  await s.createIndex('staff_invitations_staff').on('staff_invitations').column('staff_id').execute();

  // stage: 'code' after the password (the second factor still due), 'signed_in' after the code.
  await s.createTable('staff_sessions').addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff.id').onDelete('cascade'))
    .addColumn('stage', 'text', (c) => c.notNull())
    .addColumn('code_failures', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull()).execute();
  await s.createIndex('staff_sessions_staff').on('staff_sessions').column('staff_id').execute();

  // Written by every staff action; never changed. detail is a short JSON without personal data.
  await s.createTable('staff_audit').addColumn('id', 'integer', rowId(db))
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('staff_id', 'integer', (c) => c.references('staff.id').onDelete('set null'))
    .addColumn('staff_email', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('order_number', 'text')
    .addColumn('shop_id', 'integer')
    .addColumn('detail', 'text').execute();
  await s.createIndex('staff_audit_at').on('staff_audit').column('at').execute();
  await s.createIndex('staff_audit_order').on('staff_audit').column('order_number').execute();

  await s.createTable('order_notes').addColumn('id', 'integer', rowId(db))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('staff_id', 'integer', (c) => c.references('staff.id').onDelete('set null'))
    .addColumn('staff_name', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull()).execute();
  await s.createIndex('order_notes_order').on('order_notes').column('order_id').execute();

  // The inbox: new, answered, closed.
  await s.alterTable('contact_messages').addColumn('status', 'text', (c) => c.notNull().defaultTo('new')).execute();
  await s.alterTable('contact_messages').addColumn('status_changed_at', 'text').execute();
  await s.alterTable('contact_messages').addColumn('anonymised_at', 'text').execute();
  await s.createIndex('contact_messages_status').on('contact_messages').columns(['status', 'received_at']).execute();

  await s.alterTable('orders').addColumn('anonymised_at', 'text').execute();
  await s.createIndex('orders_created').on('orders').column('created_at').execute();
  await s.createIndex('orders_email').on('orders').column('email').execute();

  // A suspended shop's offers are gone from the site; its orders stay.
  await s.alterTable('shops').addColumn('suspended_at', 'text').execute();
}
