/** Accounts data access: every query about users, their sessions and saved vehicles lives here. */
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { backendOf, type Db } from '../db/connection';
import { compiledOnce } from '../db/compiled-once';
import { moveCart } from '../cart';
import { endSession, storeAccountSession } from '../session';

export interface UserRow {
  id: number;
  email: string;
  password_hash: string;
}

export interface SessionUser {
  id: number;
  email: string;
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  // The column compares without letter case on both backends (SQLite NOCASE, PostgreSQL citext).
  return db.selectFrom('users').select(['id', 'email', 'password_hash']).where('email', '=', email).executeTakeFirst();
}

export async function userEmailOf(db: Db, id: number): Promise<string | undefined> {
  return (await db.selectFrom('users').select('email').where('id', '=', id).executeTakeFirst())?.email;
}

/** The new user's id, or null when the e-mail is taken. */
export async function createUser(db: Db, email: string, passwordHash: string, now = new Date()): Promise<number | null> {
  const row = await db.insertInto('users').values({ email, password_hash: passwordHash, created_at: now.toISOString() })
    .onConflict((oc) => oc.doNothing()).returning('id').executeTakeFirst();
  return row ? row.id : null;
}

const readSessionUser = compiledOnce((db: Db, sid: string) =>
  db.selectFrom('sessions as s').innerJoin('users as u', 'u.id', 's.user_id').select(['u.id', 'u.email']).where('s.id', '=', sid),
);

export async function userOfSession(db: Db, sid: string | undefined): Promise<SessionUser | undefined> {
  if (!sid) return undefined;
  return (await readSessionUser(db, sid))[0];
}

/**
 * Signs a user in on a NEW session (a session id known before sign-in is never trusted after it):
 * the visitor's cart lines move to the new session in one UPDATE and the old session is deleted.
 */
export async function startUserSession(db: Db, userId: number, previousSid: string | undefined, now = new Date()): Promise<string> {
  const sid = randomBytes(32).toString('base64url');
  await db.transaction().execute(async (tx) => {
    await storeAccountSession(tx, sid, userId, now);
    if (previousSid) {
      await moveCart(tx, previousSid, sid);
      await endSession(tx, previousSid);
    }
  });
  return sid;
}

export async function saveVehicle(db: Db, userId: number, modelId: number, now = new Date()): Promise<void> {
  await db.insertInto('saved_vehicles').values({ user_id: userId, model_id: modelId, saved_at: now.toISOString() })
    .onConflict((oc) => oc.columns(['user_id', 'model_id']).doNothing()).execute();
}

export async function removeVehicle(db: Db, userId: number, modelId: number): Promise<void> {
  await db.deleteFrom('saved_vehicles').where('user_id', '=', userId).where('model_id', '=', modelId).execute();
}

/** Newest first. */
export async function savedModelIds(db: Db, userId: number): Promise<number[]> {
  const rows = await db.selectFrom('saved_vehicles').select('model_id').where('user_id', '=', userId).orderBy('saved_at', 'desc').orderBy('model_id').execute();
  return rows.map((row) => row.model_id);
}

export async function modelExists(db: Db, modelId: number): Promise<boolean> {
  return (await db.selectFrom('models').select('id').where('id', '=', modelId).executeTakeFirst()) !== undefined;
}

export async function countFailures(db: Db, key: string, since: number): Promise<{ count: number; oldest: number | null }> {
  const row = await db.selectFrom('sign_in_failures').select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.min('failed_at').as('oldest')])
    .where('key', '=', key).where('failed_at', '>', since).executeTakeFirstOrThrow();
  return { count: Number(row.count), oldest: row.oldest === null ? null : Number(row.oldest) };
}

export async function recordFailures(db: Db, keys: string[], now: number, pruneBefore: number): Promise<void> {
  await db.transaction().execute(async (tx) => {
    await tx.deleteFrom('sign_in_failures').where('failed_at', '<=', pruneBefore).execute();
    if (keys.length) await tx.insertInto('sign_in_failures').values(keys.map((key) => ({ key, failed_at: now }))).execute();
  });
}

/**
 * One step per address, in every process on the database: count the failures of each key within
 * the window and, when all are below their limits, record one more for each. Returns null when
 * recorded, else the oldest counted failure of a key at its limit (from which the wait runs).
 * SQLite: the first statement writes, so the transaction holds the file's write lock from its
 * start and no other connection counts in between. PostgreSQL: a transaction-scoped advisory lock
 * on the address serializes the attempts from it, whichever replica or connection they come by.
 */
export async function reserveAttempt(db: Db, lockKey: string, limits: { key: string; limit: number }[], now: number, windowMs: number): Promise<number | null> {
  const since = now - windowMs;
  return db.transaction().execute(async (tx) => {
    if (backendOf(tx) === 'postgres') await sql`select pg_advisory_xact_lock(hashtextextended(${`sign-in|${lockKey}`}, 0))`.execute(tx);
    await tx.deleteFrom('sign_in_failures').where('failed_at', '<=', since).execute();
    for (const { key, limit } of limits) {
      const { count, oldest } = await countFailures(tx, key, since);
      if (count >= limit && oldest !== null) return oldest;
    }
    await tx.insertInto('sign_in_failures').values(limits.map(({ key }) => ({ key, failed_at: now }))).execute();
    return null;
  });
}

/** Removes one counted failure of a key recorded at that moment (an attempt forgiven). */
export async function forgiveOneFailure(db: Db, key: string, at: number): Promise<void> {
  const row = backendOf(db) === 'postgres' ? sql.raw('ctid') : sql.raw('rowid');
  await sql`delete from sign_in_failures where ${row} in (select ${row} from sign_in_failures where key = ${key} and failed_at = ${at} limit 1)`.execute(db);
}

export async function clearFailures(db: Db, key: string): Promise<void> {
  await db.deleteFrom('sign_in_failures').where('key', '=', key).execute();
}
