/** Accounts data access: every query about users, their sessions and saved vehicles lives here. */
import { randomBytes } from 'node:crypto';
import type { Db } from '../db/connection';
import { compiledOnce } from '../db/compiled-once';

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
    await tx.insertInto('sessions').values({ id: sid, created_at: now.toISOString(), last_seen_at: now.toISOString(), user_id: userId }).execute();
    if (previousSid) {
      await tx.updateTable('cart_lines').set({ session_id: sid }).where('session_id', '=', previousSid).execute();
      await tx.deleteFrom('sessions').where('id', '=', previousSid).execute();
    }
  });
  return sid;
}

/** Sign-out ends the session; its id is worthless afterwards. */
export async function endSession(db: Db, sid: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', sid).execute();
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

export async function clearFailures(db: Db, key: string): Promise<void> {
  await db.deleteFrom('sign_in_failures').where('key', '=', key).execute();
}
