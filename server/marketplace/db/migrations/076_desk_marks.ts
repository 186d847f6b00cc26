/**
 * What agents add to a desk item (a contact message, or an order's conversation), as help desks do:
 * - desk_item_marks: the item's priority (normal, high, urgent); no row is normal.
 * - desk_item_tags: the item's free tags, one row each, so the queue filters by one with an index.
 * - desk_notes: staff's internal notes on a contact message (an order's live in order_notes);
 *   never mailed to anyone.
 * - desk_saved_replies: answers staff keep per language (title and body) to start a reply from.
 * - contact_messages.merged_into_order_id: the order whose conversation the message was merged into
 *   (the same problem raised twice); its messages were moved there and it is closed.
 */
import type { MigrationDb } from './kit';
import { keyed, rowId } from './kit';

export async function up(db: MigrationDb): Promise<void> {
  const s = db.schema;
  await keyed(db, s.createTable('desk_item_marks')
    .addColumn('item_kind', 'text', (c) => c.notNull())
    .addColumn('item_id', 'integer', (c) => c.notNull())
    .addColumn('priority', 'text', (c) => c.notNull())
    .addColumn('changed_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('desk_item_marks_pk', ['item_kind', 'item_id'])).execute();

  await keyed(db, s.createTable('desk_item_tags')
    .addColumn('item_kind', 'text', (c) => c.notNull())
    .addColumn('item_id', 'integer', (c) => c.notNull())
    .addColumn('tag', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('desk_item_tags_pk', ['item_kind', 'item_id', 'tag'])).execute();
  await s.createIndex('desk_item_tags_tag').on('desk_item_tags').columns(['tag', 'item_kind', 'item_id']).execute();

  await s.createTable('desk_notes')
    .addColumn('id', 'integer', rowId(db))
    .addColumn('item_kind', 'text', (c) => c.notNull())
    .addColumn('item_id', 'integer', (c) => c.notNull())
    .addColumn('staff_id', 'integer', (c) => c.references('staff.id').onDelete('set null'))
    .addColumn('staff_name', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull()).execute();
  await s.createIndex('desk_notes_item').on('desk_notes').columns(['item_kind', 'item_id']).execute();

  await s.createTable('desk_saved_replies')
    .addColumn('id', 'integer', rowId(db))
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('changed_by', 'text', (c) => c.notNull())
    .addColumn('changed_at', 'text', (c) => c.notNull()).execute();
  await s.createIndex('desk_saved_replies_locale').on('desk_saved_replies').columns(['locale', 'title']).execute();

  await s.alterTable('contact_messages').addColumn('merged_into_order_id', 'integer').execute();
}
