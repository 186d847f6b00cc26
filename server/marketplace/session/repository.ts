/**
 * Sessions in the database, so they survive restarts. A visitor gets a session id at once, but a
 * row only when something must be stored (its first write): the id is signed with the database's
 * session secret, so a later write can store it without trusting ids a client made up. Sessions
 * expire after SESSION_IDLE_MS without use and SESSION_MAX_AGE_MS after creation, whichever comes
 * first; expired rows (and their carts) are purged at most once an hour.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { statement } from '../catalogue/statements';
import type { Database } from '../db/connection';

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

const secrets = new WeakMap<Database, Buffer>();

function secretOf(db: Database): Buffer {
  let secret = secrets.get(db);
  if (!secret) {
    statement(db, 'INSERT OR IGNORE INTO session_secret (id, secret) VALUES (1, ?)').run(randomBytes(32).toString('base64url'));
    secret = Buffer.from((statement(db, 'SELECT secret FROM session_secret WHERE id = 1').get() as { secret: string }).secret);
    secrets.set(db, secret);
  }
  return secret;
}

const signatureOf = (db: Database, body: string) => createHmac('sha256', secretOf(db)).update(body).digest('base64url').slice(0, 21);

/** An id this marketplace handed out (signed) and not older than the absolute limit, stored or not. */
export function isIssuedSessionId(db: Database, sid: unknown, now = new Date()): sid is string {
  if (!isWellFormedSessionId(sid)) return false;
  const expected = Buffer.from(signatureOf(db, sid.slice(0, 22)));
  const actual = Buffer.from(sid.slice(22));
  if (!timingSafeEqual(expected, actual)) return false;
  const issued = Buffer.from(sid.slice(0, 8), 'base64url').readUIntBE(0, 6);
  return issued <= now.getTime() + 60_000 && now.getTime() - issued < SESSION_MAX_AGE_MS;
}

/** A fresh id; nothing is stored until the visitor's first write. */
export function issueSessionId(db: Database, now = new Date()): string {
  const time = Buffer.alloc(6);
  time.writeUIntBE(now.getTime(), 0, 6);
  const body = `${time.toString('base64url')}${randomBytes(10).toString('base64url').slice(0, 14)}`;
  return `${body}${signatureOf(db, body)}`;
}

function limits(now: Date) {
  return { idle: new Date(now.getTime() - SESSION_IDLE_MS).toISOString(), created: new Date(now.getTime() - SESSION_MAX_AGE_MS).toISOString() };
}

/** A stored session that has not expired. */
export function sessionExists(db: Database, sid: unknown, now = new Date()): sid is string {
  if (!isWellFormedSessionId(sid)) return false;
  const { idle, created } = limits(now);
  return statement(db, 'SELECT 1 FROM sessions WHERE id = ? AND last_seen_at >= ? AND created_at >= ?').get(sid, idle, created) !== undefined;
}

/** Stored, or handed out and not yet stored (then nothing is stored for it: an empty cart). */
export function sessionKnown(db: Database, sid: unknown, now = new Date()): sid is string {
  if (sessionExists(db, sid, now)) return true;
  return isIssuedSessionId(db, sid, now) && !statement(db, 'SELECT 1 FROM sessions WHERE id = ? UNION ALL SELECT 1 FROM retired_sessions WHERE id = ?').get(sid, sid);
}

/** Stores a handed-out id at its first write; an expired stored one is not revived. */
export function storeIssuedSession(db: Database, sid: unknown, now = new Date()): void {
  if (!isIssuedSessionId(db, sid, now) || statement(db, 'SELECT 1 FROM retired_sessions WHERE id = ?').get(sid)) return;
  statement(db, 'INSERT OR IGNORE INTO sessions (id, created_at, last_seen_at) VALUES (?, ?, ?)').run(sid, now.toISOString(), now.toISOString());
}

export function createSession(db: Database, now = new Date()): string {
  const sid = randomBytes(32).toString('base64url');
  statement(db, 'INSERT INTO sessions (id, created_at, last_seen_at) VALUES (?, ?, ?)').run(sid, now.toISOString(), now.toISOString());
  return sid;
}

export function touchSession(db: Database, sid: string, now = new Date()): void {
  statement(db, 'UPDATE sessions SET last_seen_at = ? WHERE id = ?').run(now.toISOString(), sid);
}

const lastPurge = new WeakMap<Database, number>();

/** Deletes expired sessions (their cart lines go with them); at most once an hour per database. */
export function purgeExpiredSessions(db: Database, now = new Date(), force = false): number {
  if (!force && now.getTime() - (lastPurge.get(db) ?? 0) < PURGE_EVERY_MS) return 0;
  lastPurge.set(db, now.getTime());
  const { idle, created } = limits(now);
  const removed = Number(statement(db, 'DELETE FROM sessions WHERE last_seen_at < ? OR created_at < ?').run(idle, created).changes);
  statement(db, 'DELETE FROM retired_sessions WHERE retired_at < ?').run(created);
  return removed;
}
