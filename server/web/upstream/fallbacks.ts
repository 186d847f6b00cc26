/**
 * Fallbacks for the /api proxy: what the browser gets when a call fails (marketplace
 * down, slow, 5xx, or a refused check header). The bodies are the contract's fallbacks; calls not
 * listed answer 503 JSON and the island applies the contract's fallback itself. The session fallback
 * (sid 10) is never stored in a cookie, so it can never hand one visitor another visitor's cart.
 */
import { CALLS, type CallName } from '../../../contract/index';
import { SESSION_FALLBACK_SID } from '../../../contract/calls/commerce';

export { SESSION_FALLBACK_SID };

const WITH_FALLBACK: CallName[] = [
  'GET /session',
  'GET /user/vehicles',
  'POST /user/vehicles',
  'GET /TrustedShops/Rating',
  'GET /TrustedShops/Reviews',
  'GET /Warenkorb',
  'GET /Warenkorb/count',
];

/** Statuses that mean "the call failed" rather than "your input is wrong" (400 and 404 pass through). */
export function isFailure(status: number): boolean {
  return status >= 500 || status === 401 || status === 403 || status === 429;
}

export function fallbackFor(name: CallName): { body: unknown } | undefined {
  return WITH_FALLBACK.includes(name) ? { body: CALLS[name].fallback() } : undefined;
}
