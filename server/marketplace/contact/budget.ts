/**
 * How many contact messages the inbox takes: per client address and per sender's e-mail address,
 * counted in the shared database (db/shared-counters.ts), so every process and replica spends one
 * budget. A person writes a few messages; a script writing hundreds would bury customer service's
 * inbox and its mail. A post refused by its address does not count against the e-mail address.
 * The e-mail address counts by its mailbox (server/shared/email-key.ts): plus-addresses share its budget.
 */
import type { Db } from '../db/connection';
import { sharedCounters } from '../db/shared-counters';
import { emailKey } from '../../shared/email-key';

const HOUR_MS = 3_600_000;
/** Several people may share one address (an office, a mobile carrier's NAT). */
export const MESSAGES_PER_ADDRESS = { limit: 10, windowMs: HOUR_MS };
/** One shopper with one question, and its follow-ups. */
export const MESSAGES_PER_EMAIL = { limit: 5, windowMs: 24 * HOUR_MS };

/** Counts the message; 0 when it may be stored, else the seconds until the budget it crossed starts again. */
export async function spendContactBudget(db: Db, address: string, email: string, now = Date.now()): Promise<number> {
  const counters = sharedCounters(db);
  for (const [key, { limit, windowMs }] of [[`contact-address:${address}`, MESSAGES_PER_ADDRESS], [`contact-email:${emailKey(email)}`, MESSAGES_PER_EMAIL]] as const) {
    const { hits, resetAt } = await counters.hit(key, windowMs);
    if (hits > limit) return Math.max(1, Math.ceil((resetAt - now) / 1000));
  }
  return 0;
}
