/**
 * The desk talks with a shopper by mail, about an order or a contact message, and the shopper's
 * answers come back to it:
 * - desk_threads: one conversation per order or contact message, with the unguessable token of its reply address
 *   (plus-addressed: service+<token>@…) and since when a shopper's answer waits for the desk.
 * - desk_thread_messages: what the desk sent (with its queued mail) and what the shopper wrote
 *   back (sender, Message-ID so a mail delivered twice is kept once), oldest first.
 */
import type { MigrationDb } from './kit';
import { rowId } from './kit';

export async function up(db: MigrationDb): Promise<void> {
  const s = db.schema;
  await s.createTable('desk_threads').addColumn('id', 'integer', rowId(db))
    .addColumn('order_id', 'integer', (c) => c.unique().references('orders.id').onDelete('cascade'))
    .addColumn('contact_message_id', 'integer', (c) => c.unique().references('contact_messages.id').onDelete('cascade'))
    .addColumn('token', 'text', (c) => c.notNull().unique())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('awaiting_since', 'text').execute();
  await s.createIndex('desk_threads_awaiting').on('desk_threads').column('awaiting_since').execute();

  await s.createTable('desk_thread_messages').addColumn('id', 'integer', rowId(db))
    .addColumn('thread_id', 'integer', (c) => c.notNull().references('desk_threads.id').onDelete('cascade'))
    .addColumn('direction', 'text', (c) => c.notNull()) // answer: the desk's; reply: the shopper's
    .addColumn('staff_id', 'integer', (c) => c.references('staff.id').onDelete('set null'))
    .addColumn('staff_name', 'text')
    .addColumn('sender', 'text')
    .addColumn('from_other', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('mail_id', 'integer')
    .addColumn('message_id', 'text')
    .addColumn('at', 'text', (c) => c.notNull()).execute();
  await s.createIndex('desk_thread_messages_thread').on('desk_thread_messages').columns(['thread_id', 'id']).execute();
  await s.createIndex('desk_thread_messages_once').on('desk_thread_messages').columns(['thread_id', 'message_id']).unique().execute();
}
