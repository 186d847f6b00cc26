/**
 * Who has an item open: each agent's last opening of a contact message or an order is kept, and the
 * others who opened it within the last few minutes are named to the one opening it now, so two
 * agents do not answer the same shopper twice.
 */
import type { DeskItemKind, DeskOpening } from '../../../contract/calls/desk-claims';
import type { Db } from '../db/connection';
import type { Agent } from './assignments';

/** How long an opening counts as someone still at work on the item. */
export const OPEN_WINDOW_MS = 5 * 60_000;

/** Notes the agent's opening; the other agents who opened the item within the window, latest first. */
export async function openItem(db: Db, kind: DeskItemKind, id: number, agent: Agent, now = new Date()): Promise<DeskOpening[]> {
  const at = now.toISOString();
  await db.insertInto('desk_openings').values({ item_kind: kind, item_id: id, staff_id: agent.id, staff_name: agent.name, opened_at: at })
    .onConflict((conflict) => conflict.columns(['item_kind', 'item_id', 'staff_id']).doUpdateSet({ opened_at: at, staff_name: agent.name })).execute();
  const since = new Date(now.getTime() - OPEN_WINDOW_MS).toISOString();
  const rows = await db.selectFrom('desk_openings').select(['staff_name', 'opened_at']).where('item_kind', '=', kind).where('item_id', '=', id)
    .where('staff_id', '!=', agent.id).where('opened_at', '>=', since).orderBy('opened_at', 'desc').execute();
  return rows.map((row) => ({ name: row.staff_name, at: row.opened_at }));
}
