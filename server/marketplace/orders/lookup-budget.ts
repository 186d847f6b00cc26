/**
 * How many "find my order" lookups (order number and e-mail) are taken: per client address and per
 * order number, counted in the shared database (db/shared-counters.ts), so every process and
 * replica spends one budget. A shopper looks their order up a few times; a script trying numbers
 * from one address, or one number from many addresses, would guess its way to an order's page.
 * A lookup refused by its address does not count against the order number.
 */
import type { Db } from '../db/connection';
import { sharedCounters } from '../db/shared-counters';
import type { OrderLookupBudget } from '../dependencies';


/** Counts the lookup; 0 when it may go on, else the seconds until the budget it crossed starts again. */
export async function spendLookupBudget(db: Db, budget: OrderLookupBudget, address: string, number: string, now = Date.now()): Promise<number> {
  const counters = sharedCounters(db);
  for (const [key, limit] of [[`order-lookup-address:${address}`, budget.perAddress], [`order-lookup-number:${number}`, budget.perNumber]] as const) {
    const { hits, resetAt } = await counters.hit(key, budget.windowMs);
    if (hits > limit) return Math.max(1, Math.ceil((resetAt - now) / 1000));
  }
  return 0;
}
