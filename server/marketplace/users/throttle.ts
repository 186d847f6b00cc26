/**
 * Sign-in throttling per account and address together, and per address, kept in the database so
 * it holds across restarts and instances. An account is never locked for everyone: failures from
 * one address slow down that address's attempts on it, so nobody can lock another shopper out.
 * An address gets a larger budget across accounts: many people may share one (NAT).
 * Registrations are counted per address as well (no mass account creation or address probing).
 *
 * An attempt is counted before its password is checked, as a failure, and forgiven when it
 * succeeds: counted afterwards, a burst of parallel attempts would all pass the count before the
 * first was recorded. Counting and recording are one step for each address, in every process on
 * the database (see reserveAttempt in repository.ts).
 */
import type { Db } from '../db/connection';
import { emailKey } from '../../shared/email-key';
import { clearFailures, countFailures, forgiveOneFailure, recordFailures, reserveAttempt } from './repository';

export const THROTTLE_WINDOW_MS = 15 * 60_000;
export const ACCOUNT_FAILURE_LIMIT = 5;
export const ADDRESS_FAILURE_LIMIT = 20;

// By mailbox (server/shared/email-key.ts): spellings of one address share the account's budget.
const accountKey = (email: string, address: string) => `account:${emailKey(email)}|${address}`;
const registrationKey = (address: string) => `register:${address}`;
export const REGISTRATION_LIMIT = 30;
const addressKey = (address: string) => `address:${address}`;

/**
 * Counts this attempt as a failure of the account from this address and of the address, unless
 * either is at its limit: then nothing is counted and the answer is the seconds to wait.
 */
export async function reserveSignIn(db: Db, email: string, address: string, now: number): Promise<{ wait: number; reservedAt: number }> {
  const limits = [{ key: accountKey(email, address), limit: ACCOUNT_FAILURE_LIMIT }, { key: addressKey(address), limit: ADDRESS_FAILURE_LIMIT }];
  const oldest = await reserveAttempt(db, addressKey(address), limits, now, THROTTLE_WINDOW_MS);
  if (oldest === null) return { wait: 0, reservedAt: now };
  return { wait: Math.max(1, Math.ceil((oldest + THROTTLE_WINDOW_MS - now) / 1000)), reservedAt: now };
}

/** An attempt that was never checked (turned away before its password was hashed) counts for nothing. */
export async function releaseSignIn(db: Db, email: string, address: string, reservedAt: number): Promise<void> {
  await forgiveOneFailure(db, accountKey(email, address), reservedAt);
  await forgiveOneFailure(db, addressKey(address), reservedAt);
}

/** A successful sign-in forgives the account's failures from that address, and the address its own attempt. */
export async function recordSuccessfulSignIn(db: Db, email: string, address: string, reservedAt: number): Promise<void> {
  await clearFailures(db, accountKey(email, address));
  await forgiveOneFailure(db, addressKey(address), reservedAt);
}

/** Seconds until this address may register again (each attempt counts), or 0; records the attempt when allowed. */
export async function registrationThrottle(db: Db, address: string, now: number): Promise<number> {
  const since = now - THROTTLE_WINDOW_MS;
  const { count, oldest } = await countFailures(db, registrationKey(address), since);
  if (count >= REGISTRATION_LIMIT && oldest !== null) return Math.max(1, Math.ceil((oldest + THROTTLE_WINDOW_MS - now) / 1000));
  await recordFailures(db, [registrationKey(address)], now, since);
  return 0;
}
