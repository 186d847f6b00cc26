/**
 * Payouts to a shop's newly given bank account wait a while (PAYOUT_ACCOUNT_HOLD_HOURS): whoever
 * redirected a shop's money with a taken-over session would otherwise be paid before the owners and
 * the operator, mailed at the change, could stop it. A held shop is left out of the payout file and
 * named with the reason and the hold's end; the other shops are paid as ever. An account kept from
 * before the hold existed (no time of change) is not held.
 */
import type { Db } from '../db/connection';

/** The hold when nothing else is said (the configuration's default). */
export const DEFAULT_PAYOUT_ACCOUNT_HOLD_HOURS = 72;

/** When a hold that began at `since` ends. */
export const holdEnds = (since: string, hours: number): string => new Date(Date.parse(since) + hours * 3_600_000).toISOString();

/** Of these shops, those whose account is still held at `now`, with when the hold ends. */
export async function heldAccounts(db: Db, shopIds: readonly number[], now: Date, hours: number): Promise<Map<number, string>> {
  const held = new Map<number, string>();
  if (shopIds.length === 0 || hours <= 0) return held;
  const rows = await db.selectFrom('shop_bank_accounts').select(['shop_id', 'held_since']).where('shop_id', 'in', [...shopIds]).where('held_since', 'is not', null).execute();
  for (const row of rows) {
    const until = holdEnds(row.held_since!, hours);
    if (until > now.toISOString()) held.set(row.shop_id, until);
  }
  return held;
}
