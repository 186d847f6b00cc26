/** Accounts data access: every SQL statement about users, their sessions and saved vehicles lives here. */
import { randomBytes } from 'node:crypto';
import { statement } from '../catalogue/statements';
import { transaction, type Database } from '../db/connection';

export interface UserRow {
  id: number;
  email: string;
  password_hash: string;
}

export interface SessionUser {
  id: number;
  email: string;
}

export function findUserByEmail(db: Database, email: string): UserRow | undefined {
  return statement(db, 'SELECT id, email, password_hash FROM users WHERE email = ?').get(email) as UserRow | undefined;
}

/** The new user's id, or null when the e-mail is taken. */
export function createUser(db: Database, email: string, passwordHash: string, now = new Date()): number | null {
  const result = statement(db, 'INSERT INTO users (email, password_hash, created_at) VALUES (?, ?, ?) ON CONFLICT (email) DO NOTHING').run(
    email,
    passwordHash,
    now.toISOString(),
  );
  return result.changes === 0 ? null : Number(result.lastInsertRowid);
}

export function userOfSession(db: Database, sid: string | undefined): SessionUser | undefined {
  if (!sid) return undefined;
  return statement(db, 'SELECT u.id, u.email FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.id = ?').get(sid) as SessionUser | undefined;
}

/**
 * Signs a user in on a NEW session (a session id known before sign-in is never trusted after it):
 * the visitor's cart lines move to the new session in one UPDATE and the old session is deleted.
 */
export function startUserSession(db: Database, userId: number, previousSid: string | undefined, now = new Date()): string {
  const sid = randomBytes(32).toString('base64url');
  transaction(db, () => {
    statement(db, 'INSERT INTO sessions (id, created_at, last_seen_at, user_id) VALUES (?, ?, ?, ?)').run(sid, now.toISOString(), now.toISOString(), userId);
    if (previousSid) {
      statement(db, 'UPDATE cart_lines SET session_id = ? WHERE session_id = ?').run(sid, previousSid);
      statement(db, 'DELETE FROM sessions WHERE id = ?').run(previousSid);
    }
  });
  return sid;
}

/** Sign-out ends the session; its id is worthless afterwards. */
export function endSession(db: Database, sid: string): void {
  statement(db, 'DELETE FROM sessions WHERE id = ?').run(sid);
}

export function saveVehicle(db: Database, userId: number, modelId: number, now = new Date()): void {
  statement(db, 'INSERT INTO saved_vehicles (user_id, model_id, saved_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING').run(userId, modelId, now.toISOString());
}

export function removeVehicle(db: Database, userId: number, modelId: number): void {
  statement(db, 'DELETE FROM saved_vehicles WHERE user_id = ? AND model_id = ?').run(userId, modelId);
}

/** Newest first. */
export function savedModelIds(db: Database, userId: number): number[] {
  const rows = statement(db, 'SELECT model_id FROM saved_vehicles WHERE user_id = ? ORDER BY saved_at DESC, model_id').all(userId) as { model_id: number }[];
  return rows.map((row) => row.model_id);
}

export function modelExists(db: Database, modelId: number): boolean {
  return statement(db, 'SELECT 1 FROM models WHERE id = ?').get(modelId) !== undefined;
}

export function countFailures(db: Database, key: string, since: number): { count: number; oldest: number | null } {
  return statement(db, 'SELECT count(*) AS count, min(failed_at) AS oldest FROM sign_in_failures WHERE key = ? AND failed_at > ?').get(key, since) as {
    count: number;
    oldest: number | null;
  };
}

export function recordFailures(db: Database, keys: string[], now: number, pruneBefore: number): void {
  transaction(db, () => {
    statement(db, 'DELETE FROM sign_in_failures WHERE failed_at <= ?').run(pruneBefore);
    for (const key of keys) statement(db, 'INSERT INTO sign_in_failures (key, failed_at) VALUES (?, ?)').run(key, now);
  });
}

export function clearFailures(db: Database, key: string): void {
  statement(db, 'DELETE FROM sign_in_failures WHERE key = ?').run(key);
}
