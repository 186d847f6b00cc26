/**
 * How many problem reports the order page takes: per client address and per order, counted in the
 * shared database (db/shared-counters.ts) like the order lookups, so every process and replica
 * spends one budget. A shopper reports a problem or two; a script posting hundreds would bury the
 * desk's queue and mail the shop as often. A post refused by its address does not count against the order.
 */
import type { Db } from '../db/connection';
import { sharedCounters } from '../db/shared-counters';

const HOUR_MS = 3_600_000;
/** Several people may share one address (an office, a mobile carrier's NAT). */
export const REPORTS_PER_ADDRESS = { limit: 10, windowMs: HOUR_MS };
/** One order: a report per part and a follow-up or two. */
export const REPORTS_PER_ORDER = { limit: 5, windowMs: 24 * HOUR_MS };

/** Counts the report; 0 when it may be kept, else the seconds until the budget it crossed starts again. */
export async function spendProblemBudget(db: Db, address: string, orderNumber: string, now = Date.now()): Promise<number> {
  const counters = sharedCounters(db);
  for (const [key, { limit, windowMs }] of [[`problem-address:${address}`, REPORTS_PER_ADDRESS], [`problem-order:${orderNumber}`, REPORTS_PER_ORDER]] as const) {
    const { hits, resetAt } = await counters.hit(key, windowMs);
    if (hits > limit) return Math.max(1, Math.ceil((resetAt - now) / 1000));
  }
  return 0;
}
