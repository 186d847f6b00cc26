/**
 * The cart calls of spec section 7 from the browser (through /api). A visitor without a session
 * gets 401 from the marketplace: then GET /api/session (the proxy stores the cookie) and one retry.
 * The session fallback sid 10 is never a usable session, so it counts as failure.
 */
import type { CartData, CartOptimisation } from '../../server/marketplace/cart/types';

export class CartCallError extends Error {
  constructor(readonly status: number) {
    super(`cart call failed with ${status}`);
  }
}

async function ensureSession(): Promise<boolean> {
  const response = await fetch('/api/session', { credentials: 'same-origin', headers: { accept: 'application/json' } });
  if (!response.ok || response.headers.get('x-spareo-fallback')) return false;
  const body = (await response.json().catch(() => null)) as { sid?: unknown } | null;
  return typeof body?.sid === 'string' && body.sid !== '10';
}

async function post(path: string, body: unknown): Promise<Response> {
  return fetch(`/api${path}`, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
  });
}

/** POST with the session bootstrap; throws CartCallError on any failure. */
export async function cartPost<T>(path: string, body: unknown = {}): Promise<T> {
  let response = await post(path, body);
  if (response.status === 401) {
    if (!(await ensureSession())) throw new CartCallError(401);
    response = await post(path, body);
  }
  if (!response.ok) throw new CartCallError(response.status);
  return (await response.json()) as T;
}

export function addToCart(offerId: string, quantity: number, modelId?: string) {
  const query = modelId ? `?modelId=${encodeURIComponent(modelId)}` : '';
  return cartPost<{ lineId: number; quantity: number; cart: CartData }>(`/Warenkorb/Hinzufuegen/${encodeURIComponent(offerId)}${query}`, { quantity });
}

export const changeQuantity = (lineId: string, quantity: number) => cartPost<{ cart: CartData }>(`/Warenkorb/Aendern/${encodeURIComponent(lineId)}`, { quantity });
export const deleteLine = (lineId: string) => cartPost<{ cart: CartData }>(`/Warenkorb/Loeschen/${encodeURIComponent(lineId)}`);
export const replaceOffer = (lineId: string, offerId: string) => cartPost<{ cart: CartData }>(`/Warenkorb/Ersetzen/${encodeURIComponent(lineId)}/${encodeURIComponent(offerId)}`);
export const applyOptimisation = () => cartPost<{ cart: CartData }>('/Warenkorb/optimize/apply');

async function getJson<T>(path: string): Promise<T | null> {
  try {
    const response = await fetch(`/api${path}`, { credentials: 'same-origin', headers: { accept: 'application/json' } });
    return response.ok ? ((await response.json()) as T) : null;
  } catch {
    return null;
  }
}

export const fetchOptimisation = () => getJson<CartOptimisation>('/Warenkorb/optimize');

export interface CrossSellingArticle {
  articleId: number;
  offerId: number;
  title: string;
  brand: string;
  price: number;
  shop: { name: string };
}

/** Spec section 4: fetched after a successful add; a failure means nothing to show. */
export async function fetchCrossSelling(offerId: string, modelId?: string): Promise<CrossSellingArticle[]> {
  const query = new URLSearchParams({ offerId, ...(modelId ? { modelId } : {}) });
  const body = await getJson<{ articles?: CrossSellingArticle[] }>(`/cross-selling?${query}`);
  return Array.isArray(body?.articles) ? body.articles : [];
}
