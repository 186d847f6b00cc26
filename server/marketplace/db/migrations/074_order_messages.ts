/**
 * The shopper and the shop write to each other inside the order, in the order's conversation at the
 * desk (one store for every message about the order):
 * - desk_thread_messages.shop_id: the shop a shopper's message is addressed to, or the shop that
 *   answered in the portal (direction buyer or shop); its part is part_number.
 * - desk_thread_photos: the photos a message carries (from the order page, the portal or a mail back),
 *   re-encoded without their metadata and kept under a name that is the hash of their bytes; only
 *   the order's parties are shown them, never the public media path.
 */
import type { MigrationDb } from './kit';
import { rowId } from './kit';

export async function up(db: MigrationDb): Promise<void> {
  const s = db.schema;
  await s.alterTable('desk_thread_messages').addColumn('shop_id', 'integer').execute();
  await s.createTable('desk_thread_photos').addColumn('id', 'integer', rowId(db))
    .addColumn('message_id', 'integer', (c) => c.notNull().references('desk_thread_messages.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('file', 'text', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull()).execute();
  await s.createIndex('desk_thread_photos_message').on('desk_thread_photos').columns(['message_id', 'position']).execute();
  await s.createIndex('desk_thread_photos_file').on('desk_thread_photos').column('file').execute();
}
