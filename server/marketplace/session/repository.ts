/** Sessions in the database, so they survive restarts. */
import { randomBytes } from 'node:crypto';
import { statement } from '../catalogue/statements';
import type { Database } from '../db/connection';

/** 256 random bits, base64url: unguessable, and never a short fallback id like '10'. */
const SESSION_ID = /^[A-Za-z0-9_-]{43}$/;

export function isWellFormedSessionId(value: unknown): value is string {
  return typeof value === 'string' && SESSION_ID.test(value);
}

export function sessionExists(db: Database, sid: unknown): sid is string {
  return isWellFormedSessionId(sid) && statement(db, 'SELECT 1 FROM sessions WHERE id = ?').get(sid) !== undefined;
}

export function createSession(db: Database, now = new Date()): string {
  const sid = randomBytes(32).toString('base64url');
  statement(db, 'INSERT INTO sessions (id, created_at, last_seen_at) VALUES (?, ?, ?)').run(sid, now.toISOString(), now.toISOString());
  return sid;
}

export function touchSession(db: Database, sid: string, now = new Date()): void {
  statement(db, 'UPDATE sessions SET last_seen_at = ? WHERE id = ?').run(now.toISOString(), sid);
}
