/**
 * The mailbox an order was placed with (server/shared/email-key.ts), so the list of a mailbox's orders is
 * one indexed read: `Same+1@Example.org` and `same@example.org` are one shopper's. Null once the
 * order's personal data is gone. Orders placed before get theirs here.
 */
import { emailKey } from '../../../shared/email-key';
import type { MigrationDb } from './kit';

export async function up(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('orders').addColumn('email_key', 'text').execute();
  const rows = await db.selectFrom('orders').select(['id', 'email']).where('anonymised_at', 'is', null).execute() as { id: number; email: string }[];
  for (const row of rows) await db.updateTable('orders').set({ email_key: emailKey(row.email) }).where('id', '=', row.id).execute();
  await db.schema.createIndex('orders_email_key').on('orders').columns(['email_key', 'id']).execute();
}
