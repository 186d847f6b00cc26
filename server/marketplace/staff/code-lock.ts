/**
 * Wrong codes of the second factor, counted per staff account in the database: rounds of password
 * and codes, sessions, processes and replicas all add to one count. Every fifth wrong code in a row
 * locks the account's sign-in, each lock twice as long as the one before (up to a day); a code that
 * goes through sets the count back. As with passwords (users/throttle.ts), a code is counted before
 * it is checked: a burst of codes at once cannot all pass the count before the first is recorded.
 */
import type { Db } from '../db/connection';

/** Wrong codes in a row that lock the sign-in. */
export const CODE_FAILURE_LIMIT = 5;
const FIRST_LOCK_MS = 5 * 60_000;
const LONGEST_LOCK_MS = 24 * 3_600_000;

/** How long the lock after this many wrong codes in a row lasts (they come in multiples of the limit). */
export function lockMs(failures: number): number {
  const locksBefore = Math.max(0, Math.floor(failures / CODE_FAILURE_LIMIT) - 1);
  return Math.min(LONGEST_LOCK_MS, FIRST_LOCK_MS * 2 ** Math.min(locksBefore, 20));
}

/** Whole seconds until the lock ends, or 0 when there is none. */
export function lockedSeconds(lockedUntil: string | null, now: Date): number {
  if (lockedUntil === null || lockedUntil <= now.toISOString()) return 0;
  return Math.max(1, Math.ceil((Date.parse(lockedUntil) - now.getTime()) / 1000));
}

export type CodeAttempt =
  /** The sign-in is locked: the code is not checked. */
  | { locked: true; until: string }
  /** Counted as a wrong code until it proves right; `locks` is the lock it sets if it is wrong. */
  | { locked: false; failures: number; locks: string | null };

/**
 * Counts one more wrong code for the account, unless its sign-in is locked, and locks it when the
 * count reaches a multiple of the limit. One step per account for every connection: SQLite's write
 * lock (the first statement writes), PostgreSQL's row lock (a second update waits for the first and
 * then sees its lock).
 */
export async function reserveCodeAttempt(db: Db, staffId: number, now = new Date()): Promise<CodeAttempt> {
  const at = now.toISOString();
  return db.transaction().execute(async (tx) => {
    const counted = await tx.updateTable('staff').set((eb) => ({ code_failures: eb('code_failures', '+', 1) }))
      .where('id', '=', staffId).where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', at)]))
      .returning('code_failures').executeTakeFirst();
    if (!counted) {
      const row = await tx.selectFrom('staff').select('locked_until').where('id', '=', staffId).executeTakeFirst();
      return { locked: true, until: row?.locked_until ?? at };
    }
    const failures = Number(counted.code_failures);
    if (failures % CODE_FAILURE_LIMIT !== 0) return { locked: false, failures, locks: null };
    const until = new Date(now.getTime() + lockMs(failures)).toISOString();
    await tx.updateTable('staff').set({ locked_until: until }).where('id', '=', staffId).execute();
    return { locked: false, failures, locks: until };
  });
}

/** The code was right: the count starts again, and the lock this attempt may have set goes. */
export async function forgiveCodeFailures(db: Db, staffId: number): Promise<void> {
  await db.updateTable('staff').set({ code_failures: 0, locked_until: null }).where('id', '=', staffId).execute();
}
