/**
 * The web tier's side of the check headers: every page carries a fresh challenge
 * for its scripts, and the web tier answers its own challenge when it calls a checked endpoint
 * on the shopper's behalf while rendering.
 */
import { issueChallenge, type Challenge } from '../../request-checks/check-challenge';
import { deriveCheck } from '../../../contract/check';

/** Bound to the visitor's session when there is one. */
export function pageChallenge(secret: string, now = Date.now(), sid?: string): Challenge {
  return issueChallenge(secret, now, sid);
}

/** x-csr, x-ts, x-c for a server-side call. */
export async function serverCheckHeaders(secret: string, now = Date.now()): Promise<Record<string, string>> {
  const { csr, ts } = pageChallenge(secret, now);
  return { 'x-csr': csr, 'x-ts': ts, 'x-c': await deriveCheck(csr, ts) };
}
