/**
 * Who works what at the desk:
 * - desk_assignments: the agent an item (a contact message, or an order's conversation) is assigned
 *   to, at most one per item: the key makes a second agent's "take" lose cleanly instead of
 *   overwriting the first's.
 * - desk_openings: when each agent last opened an item, so a second agent opening it within a few
 *   minutes is told someone else may be answering it.
 */
import type { MigrationDb } from './kit';
import { keyed } from './kit';

export async function up(db: MigrationDb): Promise<void> {
  const s = db.schema;
  await keyed(db, s.createTable('desk_assignments')
    .addColumn('item_kind', 'text', (c) => c.notNull()) // contact (a contact message) or order (its conversation)
    .addColumn('item_id', 'integer', (c) => c.notNull())
    .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff.id').onDelete('cascade'))
    .addColumn('staff_name', 'text', (c) => c.notNull())
    .addColumn('assigned_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('desk_assignments_pk', ['item_kind', 'item_id'])).execute();
  await s.createIndex('desk_assignments_staff').on('desk_assignments').columns(['staff_id', 'item_kind', 'item_id']).execute();

  await keyed(db, s.createTable('desk_openings')
    .addColumn('item_kind', 'text', (c) => c.notNull())
    .addColumn('item_id', 'integer', (c) => c.notNull())
    .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff.id').onDelete('cascade'))
    .addColumn('staff_name', 'text', (c) => c.notNull())
    .addColumn('opened_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('desk_openings_pk', ['item_kind', 'item_id', 'staff_id'])).execute();
}
