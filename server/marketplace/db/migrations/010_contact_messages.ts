/**
 * Messages shoppers send from the contact page, kept for the customer service. The sender's name,
 * e-mail address and text are personal data: they live here only, never in the logs.
 */
import { nowIso, rowId, type MigrationDb } from './kit';

export async function up(db: MigrationDb): Promise<void> {
  await db.schema.createTable('contact_messages').addColumn('id', 'integer', rowId(db))
    .addColumn('received_at', 'text', (c) => c.notNull().defaultTo(nowIso(db)))
    .addColumn('locale', 'text', (c) => c.notNull()).addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull()).addColumn('order_number', 'text')
    .addColumn('message', 'text', (c) => c.notNull()).execute();
  await db.schema.createIndex('contact_messages_received').on('contact_messages').column('received_at').execute();
}
