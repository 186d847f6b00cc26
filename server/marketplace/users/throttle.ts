/**
 * Sign-in throttling per account and per address, kept in the database so it holds across
 * restarts and instances. An address gets a larger budget: many people may share one (NAT).
 */
import type { Database } from '../db/connection';
import { clearFailures, countFailures, recordFailures } from './repository';

export const THROTTLE_WINDOW_MS = 15 * 60_000;
export const ACCOUNT_FAILURE_LIMIT = 5;
export const ADDRESS_FAILURE_LIMIT = 20;

const accountKey = (email: string) => `account:${email.toLowerCase()}`;
const addressKey = (address: string) => `address:${address}`;

/** Seconds until the next attempt is allowed, or 0 when it is allowed now. */
export function throttledFor(db: Database, email: string, address: string, now: number): number {
  const since = now - THROTTLE_WINDOW_MS;
  let wait = 0;
  for (const [key, limit] of [[accountKey(email), ACCOUNT_FAILURE_LIMIT], [addressKey(address), ADDRESS_FAILURE_LIMIT]] as const) {
    const { count, oldest } = countFailures(db, key, since);
    if (count >= limit && oldest !== null) wait = Math.max(wait, Math.ceil((oldest + THROTTLE_WINDOW_MS - now) / 1000));
  }
  return wait;
}

export function recordFailedSignIn(db: Database, email: string, address: string, now: number): void {
  recordFailures(db, [accountKey(email), addressKey(address)], now, now - THROTTLE_WINDOW_MS);
}

/** A successful sign-in forgives the account's failures (not the address's). */
export function recordSuccessfulSignIn(db: Database, email: string): void {
  clearFailures(db, accountKey(email));
}
