/**
 * Check headers: bot friction, not authentication. The server hands every page a challenge
 * (csr, ts) in its state; csr is a random nonce signed with the server secret over ts, so the
 * marketplace can verify it statelessly. The client sends x-csr, x-ts and x-c = deriveCheck(csr, ts)
 * (csr, ts, c on the user calls). A scraper that never runs the page script or replays stale
 * headers gets 403; anyone determined can still compute c, which is fine for friction.
 * Shared by the web tier (which issues challenges) and the marketplace (which verifies them).
 */
import { createHmac, randomBytes, randomFillSync, timingSafeEqual } from 'node:crypto';
import { CONTEXT_HEADERS } from '../../contract/headers';
import { deriveCheck } from '../../contract/check';

/**
 * A challenge is bound to the session it was issued for and lives a few hours (a page left open
 * longer needs a reload); one issued before the visitor had a session (a cached anonymous page)
 * serves any session, but only briefly. Captured headers cannot be replayed without limit.
 */
export const CHALLENGE_MAX_AGE_MS = 4 * 3600_000;
export const UNBOUND_CHALLENGE_MAX_AGE_MS = 10 * 60_000;
const SESSION_HEADER = CONTEXT_HEADERS.session;
/** Tolerated clock skew for challenges from another instance. */
const FUTURE_SKEW_MS = 60_000;

/**
 * The secret challenges are signed with: the configured CHECK_SECRET (the same on every instance),
 * else a random one that only this process knows. Each process entry computes it once and hands it
 * to the web tier and the marketplace it builds; nothing holds it process-wide.
 */
export function checkSecretFrom(config: { CHECK_SECRET?: string | undefined }): string {
  return config.CHECK_SECRET ?? randomBytes(32).toString('hex');
}

function sign(secret: string, nonce: string, ts: string, sid = ''): string {
  return createHmac('sha256', secret).update(`${nonce}.${ts}.${sid}`).digest('base64url').slice(0, 22);
}

export interface Challenge {
  csr: string;
  ts: string;
}

const NONCE_BYTES = 12;
/**
 * Nonces are cut from random bytes drawn 256 nonces at a time, never one byte twice (as
 * crypto.randomUUID draws its own): a kept cart answers with a fresh challenge on every view,
 * and a call into the system's generator per nonce cost as much as the nonce's signature.
 */
const nonces = Buffer.alloc(NONCE_BYTES * 256);
let nonceAt = nonces.length;

function nextNonce(): string {
  if (nonceAt === nonces.length) {
    randomFillSync(nonces);
    nonceAt = 0;
  }
  nonceAt += NONCE_BYTES;
  return nonces.toString('base64url', nonceAt - NONCE_BYTES, nonceAt);
}

export function issueChallenge(secret: string, now: number, sid?: string): Challenge {
  const ts = String(Math.floor(now));
  const nonce = nextNonce();
  return { csr: `${nonce}.${sign(secret, nonce, ts, sid)}`, ts };
}

export type CheckResult = { ok: true } | { ok: false; reason: 'missing' | 'malformed' | 'expired' | 'forged' | 'mismatch' };

function equal(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

function header(headers: Record<string, string | string[] | undefined>, ...names: string[]): string | undefined {
  for (const name of names) {
    const value = headers[name];
    if (typeof value === 'string' && value !== '') return value;
  }
  return undefined;
}

export async function verifyCheckHeaders(headers: Record<string, string | string[] | undefined>, secret: string, now: number, sid = header(headers, SESSION_HEADER)): Promise<CheckResult> {
  const csr = header(headers, 'x-csr', 'csr');
  const ts = header(headers, 'x-ts', 'ts');
  const c = header(headers, 'x-c', 'c');
  if (!csr || !ts || !c) return { ok: false, reason: 'missing' };
  const parts = csr.split('.');
  if (parts.length !== 2 || !/^\d{1,15}$/.test(ts) || !/^[0-9a-f]{32}$/.test(c)) return { ok: false, reason: 'malformed' };
  const issued = Number(ts);
  if (issued > now + FUTURE_SKEW_MS || now - issued > CHALLENGE_MAX_AGE_MS) return { ok: false, reason: 'expired' };
  const bound = sid !== undefined && equal(parts[1]!, sign(secret, parts[0]!, ts, sid));
  if (!bound) {
    if (!equal(parts[1]!, sign(secret, parts[0]!, ts))) return { ok: false, reason: 'forged' };
    if (now - issued > UNBOUND_CHALLENGE_MAX_AGE_MS) return { ok: false, reason: 'expired' };
  }
  if (!equal(c, await deriveCheck(csr, ts))) return { ok: false, reason: 'mismatch' };
  return { ok: true };
}
