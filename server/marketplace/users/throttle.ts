/**
 * Sign-in throttling per account and address together, and per address, kept in the database so
 * it holds across restarts and instances. An account is never locked for everyone: failures from
 * one address slow down that address's attempts on it, so nobody can lock another shopper out.
 * An address gets a larger budget across accounts: many people may share one (NAT).
 * Registrations are counted per address as well (no mass account creation or address probing).
 */
import type { Db } from '../db/connection';
import { clearFailures, countFailures, recordFailures } from './repository';

export const THROTTLE_WINDOW_MS = 15 * 60_000;
export const ACCOUNT_FAILURE_LIMIT = 5;
export const ADDRESS_FAILURE_LIMIT = 20;

const accountKey = (email: string, address: string) => `account:${email.toLowerCase()}|${address}`;
const registrationKey = (address: string) => `register:${address}`;
export const REGISTRATION_LIMIT = 30;
const addressKey = (address: string) => `address:${address}`;

/** Seconds until the next attempt is allowed, or 0 when it is allowed now. */
export async function throttledFor(db: Db, email: string, address: string, now: number): Promise<number> {
  const since = now - THROTTLE_WINDOW_MS;
  let wait = 0;
  for (const [key, limit] of [[accountKey(email, address), ACCOUNT_FAILURE_LIMIT], [addressKey(address), ADDRESS_FAILURE_LIMIT]] as const) {
    const { count, oldest } = await countFailures(db, key, since);
    if (count >= limit && oldest !== null) wait = Math.max(wait, Math.ceil((oldest + THROTTLE_WINDOW_MS - now) / 1000));
  }
  return wait;
}

export async function recordFailedSignIn(db: Db, email: string, address: string, now: number): Promise<void> {
  await recordFailures(db, [accountKey(email, address), addressKey(address)], now, now - THROTTLE_WINDOW_MS);
}

/** A successful sign-in forgives the account's failures from that address (not the address's). */
export async function recordSuccessfulSignIn(db: Db, email: string, address: string): Promise<void> {
  await clearFailures(db, accountKey(email, address));
}

/** Seconds until this address may register again (each attempt counts), or 0; records the attempt when allowed. */
export async function registrationThrottle(db: Db, address: string, now: number): Promise<number> {
  const since = now - THROTTLE_WINDOW_MS;
  const { count, oldest } = await countFailures(db, registrationKey(address), since);
  if (count >= REGISTRATION_LIMIT && oldest !== null) return Math.max(1, Math.ceil((oldest + THROTTLE_WINDOW_MS - now) / 1000));
  await recordFailures(db, [registrationKey(address)], now, since);
  return 0;
}
