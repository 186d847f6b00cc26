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
  return spend(db, budget, [[`order-lookup-address:${address}`, budget.perAddress], [`order-lookup-number:${number}`, budget.perNumber]], now);
}

/**
 * Counts a request for the list of a mailbox's orders (orders/list-link.ts) like a lookup: against
 * the address's lookups, so numbers and mailboxes tried from one address share its budget; and per
 * mailbox as per order number, so nobody fills a shopper's inbox with the list's mails.
 */
export async function spendListLinkBudget(db: Db, budget: OrderLookupBudget, address: string, mailbox: string, now = Date.now()): Promise<number> {
  return spend(db, budget, [[`order-lookup-address:${address}`, budget.perAddress], [`order-list-mailbox:${mailbox}`, budget.perNumber]], now);
}

async function spend(db: Db, budget: OrderLookupBudget, limits: readonly (readonly [string, number])[], now: number): Promise<number> {
  const counters = sharedCounters(db);
  for (const [key, limit] of limits) {
    const { hits, resetAt } = await counters.hit(key, budget.windowMs);
    if (hits > limit) return Math.max(1, Math.ceil((resetAt - now) / 1000));
  }
  return 0;
}
