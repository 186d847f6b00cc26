/**
 * Customer service answers a contact message from the desk:
 * - contact_replies: each answer as sent (who, when, the text), the message's thread on its page.
 */
import type { MigrationDb } from './kit';
import { rowId } from './kit';

export async function up(db: MigrationDb): Promise<void> {
  const s = db.schema;
  await s.createTable('contact_replies').addColumn('id', 'integer', rowId(db))
    .addColumn('message_id', 'integer', (c) => c.notNull().references('contact_messages.id').onDelete('cascade'))
    .addColumn('staff_id', 'integer', (c) => c.references('staff.id').onDelete('set null'))
    .addColumn('staff_name', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text', (c) => c.notNull()).execute();
  await s.createIndex('contact_replies_message').on('contact_replies').columns(['message_id', 'id']).execute();
}
