/**
 * Spec section 8 fallbacks for the /api proxy: what the browser gets when a call fails (marketplace
 * down, slow, 5xx, or a refused check header). Calls not listed answer 503 JSON and the island applies
 * its own empty fallback. The session fallback (sid 10) lives here in the web tier only: it is never
 * stored in a cookie, so it can never hand one visitor another visitor's cart.
 */
import { EMPTY_CART } from '../../marketplace/cart/types';
import type { Method } from '../../marketplace/http/endpoint';


export const SESSION_FALLBACK_SID = '10';

interface Fallback {
  method: Method;
  path: RegExp;
  body: () => unknown;
}

const FALLBACKS: Fallback[] = [
  { method: 'GET', path: /^\/session\/?$/, body: () => ({ sid: SESSION_FALLBACK_SID }) },
  { method: 'GET', path: /^\/user\/vehicles\/?$/, body: () => [] },
  { method: 'POST', path: /^\/user\/vehicles\/?$/, body: () => ({ success: false }) },
  { method: 'GET', path: /^\/TrustedShops\/Rating\/?$/, body: () => ({ shop: null }) },
  { method: 'GET', path: /^\/TrustedShops\/Reviews\/?$/, body: () => ({ shop: { reviews: [] } }) },
  { method: 'GET', path: /^\/Warenkorb\/?$/, body: () => ({ cartData: { ...EMPTY_CART } }) },
  { method: 'GET', path: /^\/Warenkorb\/count\/?$/, body: () => ({ countArticles: 0 }) },
];

/** Statuses that mean "the call failed" rather than "your input is wrong" (400 and 404 pass through). */
export function isFailure(status: number): boolean {
  return status >= 500 || status === 401 || status === 403 || status === 429;
}

export function fallbackFor(method: Method, path: string): { body: unknown } | undefined {
  const found = FALLBACKS.find((entry) => entry.method === method && entry.path.test(path));
  return found ? { body: found.body() } : undefined;
}
