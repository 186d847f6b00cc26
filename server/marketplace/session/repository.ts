/**
 * Sessions in the database, so they survive restarts. A visitor gets a session id at once, but a
 * row only when something must be stored (its first write): the id is signed with the database's
 * session secret, so a later write can store it without trusting ids a client made up. Sessions
 * expire after SESSION_IDLE_MS without use and SESSION_MAX_AGE_MS after creation, whichever comes
 * first; expired rows (and their carts) are purged at most once an hour.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/connection';
import { compiledOnce } from '../db/compiled-once';
import { turnMemo } from '../db/turn-memo';

export const SESSION_IDLE_MS = 30 * 86_400_000;
export const SESSION_MAX_AGE_MS = 90 * 86_400_000;
const PURGE_EVERY_MS = 3600_000;

/**
 * 43 base64url characters. Stored-at-once ids (signed-in sessions): 256 random bits. Handed-out
 * ids: issue time (48 bits), 80 random bits and a 126-bit signature over both, so a handed-out id
 * cannot be made up and dies SESSION_MAX_AGE_MS after it was issued, stored or not.
 */
const SESSION_ID = /^[A-Za-z0-9_-]{43}$/;

export function isWellFormedSessionId(value: unknown): value is string {
  return typeof value === 'string' && SESSION_ID.test(value);
}

const secrets = new WeakMap<Db, Buffer>();

async function secretOf(db: Db): Promise<Buffer> {
  let secret = secrets.get(db);
  if (!secret) {
    // Every replica reads the one stored secret; the first to start writes it.
    await db.insertInto('session_secret').values({ id: 1, secret: randomBytes(32).toString('base64url') }).onConflict((oc) => oc.column('id').doNothing()).execute();
    const row = await db.selectFrom('session_secret').select('secret').where('id', '=', 1).executeTakeFirstOrThrow();
    secret = Buffer.from(row.secret);
    secrets.set(db, secret);
  }
  return secret;
}

const signatureOf = async (db: Db, body: string) => createHmac('sha256', await secretOf(db)).update(body).digest('base64url').slice(0, 21);

/** An id this marketplace handed out (signed) and not older than the absolute limit, stored or not. */
export async function isIssuedSessionId(db: Db, sid: unknown, now = new Date()): Promise<boolean> {
  if (!isWellFormedSessionId(sid)) return false;
  const expected = Buffer.from(await signatureOf(db, sid.slice(0, 22)));
  const actual = Buffer.from(sid.slice(22));
  if (!timingSafeEqual(expected, actual)) return false;
  const issued = Buffer.from(sid.slice(0, 8), 'base64url').readUIntBE(0, 6);
  return issued <= now.getTime() + 60_000 && now.getTime() - issued < SESSION_MAX_AGE_MS;
}

/** A fresh id; nothing is stored until the visitor's first write. */
export async function issueSessionId(db: Db, now = new Date()): Promise<string> {
  const time = Buffer.alloc(6);
  time.writeUIntBE(now.getTime(), 0, 6);
  const body = `${time.toString('base64url')}${randomBytes(10).toString('base64url').slice(0, 14)}`;
  return `${body}${await signatureOf(db, body)}`;
}

function limits(now: Date) {
  return { idle: new Date(now.getTime() - SESSION_IDLE_MS).toISOString(), created: new Date(now.getTime() - SESSION_MAX_AGE_MS).toISOString() };
}

const readLiveSession = compiledOnce((db: Db, sid: string, idle: string, created: string) =>
  db.selectFrom('sessions').select('id').where('id', '=', sid).where('last_seen_at', '>=', idle).where('created_at', '>=', created),
);

async function isLive(db: Db, sid: string, now: Date): Promise<boolean> {
  const { idle, created } = limits(now);
  return (await readLiveSession(db, sid, idle, created)).length > 0;
}

/**
 * Checks of one session asked for together share one read (db/turn-memo.ts): a cart page asks for
 * the cart, the proposal and the account at once, and each call checks the session.
 */
const isLiveNow = turnMemo((db: Db, sid: string) => isLive(db, sid, new Date()));

/** A stored session that has not expired (at `now`, or at this moment when it is not given). */
export function sessionExists(db: Db, sid: unknown, now?: Date): Promise<boolean> {
  if (!isWellFormedSessionId(sid)) return Promise.resolve(false);
  return now ? isLive(db, sid, now) : isLiveNow(db, sid);
}

const readSessionTimes = compiledOnce((db: Db, sid: string) => db.selectFrom('sessions').select(['last_seen_at', 'created_at']).where('id', '=', sid));

/**
 * Until when a stored session lives as stored now (ms since the epoch), or undefined when it is
 * not stored: what sessionExists answers, for as long as its row does not change.
 */
export async function storedSessionLivesUntil(db: Db, sid: string): Promise<number | undefined> {
  const row = (await readSessionTimes(db, sid))[0];
  return row ? Math.min(Date.parse(row.last_seen_at) + SESSION_IDLE_MS, Date.parse(row.created_at) + SESSION_MAX_AGE_MS) : undefined;
}

async function storedOrRetired(db: Db, sid: string): Promise<boolean> {
  const row = await db.selectFrom('sessions').select('id').where('id', '=', sid)
    .unionAll(db.selectFrom('retired_sessions').select('id').where('id', '=', sid))
    .executeTakeFirst();
  return row !== undefined;
}

/** Stored, or handed out and not yet stored (then nothing is stored for it: an empty cart). */
export async function sessionKnown(db: Db, sid: unknown, now?: Date): Promise<boolean> {
  if (await sessionExists(db, sid, now)) return true;
  if (!(await isIssuedSessionId(db, sid, now))) return false;
  if (!(await storedOrRetired(db, sid as string))) return true;
  // Stored after the first look, by an add sent together with this one (quick taps share one
  // handed-out id): still the visitor's while it lives; a retired or expired one is not.
  return isLive(db, sid as string, now ?? new Date());
}

/** Stores a handed-out id at its first write; an expired stored one is not revived. */
export async function storeIssuedSession(db: Db, sid: unknown, now = new Date()): Promise<void> {
  if (!(await isIssuedSessionId(db, sid, now))) return;
  const retired = await db.selectFrom('retired_sessions').select('id').where('id', '=', sid as string).executeTakeFirst();
  if (retired) return;
  await db.insertInto('sessions').values({ id: sid as string, created_at: now.toISOString(), last_seen_at: now.toISOString() })
    .onConflict((oc) => oc.column('id').doNothing()).execute();
}

export async function createSession(db: Db, now = new Date()): Promise<string> {
  const sid = randomBytes(32).toString('base64url');
  await db.insertInto('sessions').values({ id: sid, created_at: now.toISOString(), last_seen_at: now.toISOString() }).execute();
  return sid;
}

export async function touchSession(db: Db, sid: string, now = new Date()): Promise<void> {
  await db.updateTable('sessions').set({ last_seen_at: now.toISOString() }).where('id', '=', sid).execute();
}

const lastPurge = new WeakMap<Db, number>();

/** Deletes expired sessions (their cart lines go with them); at most once an hour per database. */
export async function purgeExpiredSessions(db: Db, now = new Date(), force = false): Promise<number> {
  if (!force && now.getTime() - (lastPurge.get(db) ?? 0) < PURGE_EVERY_MS) return 0;
  lastPurge.set(db, now.getTime());
  const { idle, created } = limits(now);
  const removed = await db.deleteFrom('sessions').where((eb) => eb.or([eb('last_seen_at', '<', idle), eb('created_at', '<', created)])).executeTakeFirst();
  await db.deleteFrom('retired_sessions').where('retired_at', '<', created).execute();
  return Number(removed.numDeletedRows);
}

/** A signed-in visitor's new session, stored at once with its account. */
export async function storeAccountSession(db: Db, sid: string, userId: number, now = new Date()): Promise<void> {
  await db.insertInto('sessions').values({ id: sid, created_at: now.toISOString(), last_seen_at: now.toISOString(), user_id: userId }).execute();
}

/** Ends a session: its id is worthless afterwards (a stored one is retired by the table's trigger). */
export async function endSession(db: Db, sid: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', sid).execute();
}

/** Ends a session and retires its id even if it was never stored, so a late write to it is refused. */
export async function retireSession(db: Db, sid: string, now = new Date()): Promise<void> {
  await endSession(db, sid);
  await db.insertInto('retired_sessions').values({ id: sid, retired_at: now.toISOString() }).onConflict((oc) => oc.column('id').doNothing()).execute();
}
