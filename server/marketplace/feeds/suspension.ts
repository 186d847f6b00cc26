/**
 * A suspended shop lists nothing: the one check every way of putting offers live goes through (the
 * swap in ./apply, which the API, the portal's upload, the scheduled fetch, the CLI and a held
 * import's confirmation all reach). An import also asks it first, so it fails before reading a row.
 */
import type { Db } from '../db/connection';
import { backendOf } from '../db/connection';

export class ShopSuspended extends Error {
  constructor() {
    super('the shop is suspended by the operator: its offers stay off the site until the suspension is lifted');
  }
}

/** True when the operator has suspended the shop. */
export async function shopSuspended(db: Db, shopId: number): Promise<boolean> {
  // Inside the swap's transaction on PostgreSQL the shop's row is locked: a suspension committing
  // meanwhile waits for the swap and then removes what it put live, or the swap waits and sees it.
  const row = await db.selectFrom('shops').select('suspended_at').where('id', '=', shopId)
    .$if(backendOf(db) === 'postgres' && db.isTransaction, (query) => query.forUpdate()).executeTakeFirst();
  return Boolean(row?.suspended_at);
}

/** Throws ShopSuspended when the shop may not put offers live. */
export async function refuseSuspendedShop(db: Db, shopId: number): Promise<void> {
  if (await shopSuspended(db, shopId)) throw new ShopSuspended();
}
