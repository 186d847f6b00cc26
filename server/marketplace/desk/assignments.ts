/**
 * Who works what: an item (a contact message, or an order's conversation) is assigned to one agent
 * at a time. Taking an item succeeds only while it is free or already the agent's own, decided by
 * the table's key in one statement, so two agents taking the same item at once never both get it;
 * "take the next" hands each agent the oldest free item of the queue.
 */
import type { DeskItemKind, DeskAssignee } from '../../../contract/calls/desk-claims';
import type { Db } from '../db/connection';

export interface Agent { id: number; name: string }

export async function assigneeOf(db: Db, kind: DeskItemKind, id: number): Promise<DeskAssignee | null> {
  const row = await db.selectFrom('desk_assignments').select(['staff_id', 'staff_name', 'assigned_at']).where('item_kind', '=', kind).where('item_id', '=', id).executeTakeFirst();
  return row ? { id: row.staff_id, name: row.staff_name, since: row.assigned_at } : null;
}

/** Assigns the item to the agent unless another has it: the assignee after the attempt. */
export async function takeItem(db: Db, kind: DeskItemKind, id: number, agent: Agent, now = new Date()): Promise<DeskAssignee> {
  await db.insertInto('desk_assignments').values({ item_kind: kind, item_id: id, staff_id: agent.id, staff_name: agent.name, assigned_at: now.toISOString() })
    .onConflict((conflict) => conflict.columns(['item_kind', 'item_id']).doNothing()).execute();
  return (await assigneeOf(db, kind, id))!;
}

/** Frees the item, whoever had it (a colleague off sick); whether it was assigned. */
export async function releaseItem(db: Db, kind: DeskItemKind, id: number): Promise<boolean> {
  const result = await db.deleteFrom('desk_assignments').where('item_kind', '=', kind).where('item_id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The ids of the items of a kind assigned to anyone, among those given. */
export async function assigneesOf(db: Db, kind: DeskItemKind, ids: number[]): Promise<Map<number, DeskAssignee>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('desk_assignments').select(['item_id', 'staff_id', 'staff_name', 'assigned_at']).where('item_kind', '=', kind).where('item_id', 'in', ids).execute();
  return new Map(rows.map((row) => [row.item_id, { id: row.staff_id, name: row.staff_name, since: row.assigned_at }]));
}
