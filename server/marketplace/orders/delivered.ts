/**
 * Whether a part was delivered, and when: the first delivery report (the shop's or its carrier's)
 * in the order's events. The one place that asks it; reviews may be written, the withdrawal period
 * runs and a second report is ignored by its answer.
 */
import type { Db } from '../db/connection';

/** When each of these parts was first reported delivered; a part not in the map was not. */
export async function deliveredAtOf(db: Db, partIds: readonly number[]): Promise<Map<number, string>> {
  const deliveredAt = new Map<number, string>();
  if (partIds.length === 0) return deliveredAt;
  const rows = await db.selectFrom('order_events').select(['order_shop_id', 'at']).where('kind', '=', 'delivered').where('order_shop_id', 'in', [...partIds]).orderBy('id').execute();
  for (const row of rows) if (row.order_shop_id !== null && !deliveredAt.has(row.order_shop_id)) deliveredAt.set(row.order_shop_id, row.at);
  return deliveredAt;
}
