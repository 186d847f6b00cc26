/**
 * The cart calls from the browser (through /api). A visitor without a session
 * gets 401 from the marketplace: then GET /api/session (the proxy stores the cookie) and one retry.
 * The session fallback sid 10 is never a usable session, so it counts as failure.
 */
import { fillPath, readAnswer, type AnswerOf } from '../../contract/call';
// The cart's own calls and the cross-selling one, not the whole contract: an add's wake-up builds only these.
import { catalogueCalls } from '../../contract/calls/catalogue';
import { commerceCalls } from '../../contract/calls/commerce';
import { FALLBACK_HEADER } from '../../contract/headers';
import type { CartOptimisation } from '../../contract/index';

export class CartCallError extends Error {
  constructor(readonly status: number) {
    super(`cart call failed with ${status}`);
  }
}

async function ensureSession(): Promise<boolean> {
  const response = await fetch('/api/session', { credentials: 'same-origin', headers: { accept: 'application/json' } });
  if (!response.ok || response.headers.get(FALLBACK_HEADER)) return false;
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

/**
 * One session request at a time for the whole page: writes that meet a missing session while it is
 * being fetched wait for it instead of each fetching one (each would get a different session, and
 * the cookie would keep only the last). Writes sent while it is on its way wait for it first.
 */
let sessionOnItsWay: Promise<boolean> | undefined;

function sharedSession(): Promise<boolean> {
  if (!sessionOnItsWay) {
    const asked = ensureSession().catch(() => false);
    sessionOnItsWay = asked;
    // Once answered the cookie is set: a later 401 (a session merged away) asks again with it.
    void asked.then(() => {
      if (sessionOnItsWay === asked) sessionOnItsWay = undefined;
    });
  }
  return sessionOnItsWay;
}

type CartWrite = Extract<keyof typeof commerceCalls, `POST /Warenkorb/${string}`>;

/** A cart write with the session bootstrap; throws CartCallError on any failure, an answer that does not fit the contract included. */
export async function cartPost<N extends CartWrite>(name: N, params: Record<string, string> = {}, body: unknown = {}, query = ''): Promise<AnswerOf<(typeof commerceCalls)[N]>> {
  const path = fillPath(commerceCalls[name].path, params) + query;
  if (sessionOnItsWay) await sessionOnItsWay;
  let response = await post(path, body);
  if (response.status === 401) {
    if (!(await sharedSession())) throw new CartCallError(401);
    response = await post(path, body);
  }
  if (!response.ok) throw new CartCallError(response.status);
  const parsed = commerceCalls[name].answer.safeParse(await response.json());
  if (!parsed.success) {
    console.error(`${name}: answer does not match the contract`, parsed.error.issues[0]);
    throw new CartCallError(502);
  }
  return parsed.data as AnswerOf<(typeof commerceCalls)[N]>;
}

const modelQuery = (modelId?: string) => (modelId ? `?modelId=${encodeURIComponent(modelId)}` : '');

/**
 * A fresh key for one write (each tap its own): sent again with it, the write is applied once, and
 * a write whose answer did not come can be asked after (writeFate).
 */
export function newWriteKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function addToCart(offerId: string, quantity: number, modelId?: string, idempotencyKey = newWriteKey()) {
  return cartPost('POST /Warenkorb/Hinzufuegen/:articleId', { articleId: offerId }, { quantity, idempotencyKey }, modelQuery(modelId));
}

/** The add's address, named on the form: the page's loader sends it from there while the island sleeps. */
export const addAddress = (offerId: string, modelId?: string) => `/api${fillPath(commerceCalls['POST /Warenkorb/Hinzufuegen/:articleId'].path, { articleId: offerId })}${modelQuery(modelId)}`;

export const changeQuantity = (lineId: string, quantity: number, idempotencyKey = newWriteKey()) => cartPost('POST /Warenkorb/Aendern/:id', { id: lineId }, { quantity, idempotencyKey });
export const deleteLine = (lineId: string, idempotencyKey = newWriteKey()) => cartPost('POST /Warenkorb/Loeschen/:id', { id: lineId }, { idempotencyKey });

/**
 * A failed write that may have been applied all the same: no answer came (the connection was
 * lost), or the shop could not say (5xx). A refusal (4xx) is an answer: nothing was written.
 */
export function unanswered(error: unknown): boolean {
  return !(error instanceof CartCallError) || error.status >= 500;
}

export const replaceOffer = (lineId: string, offerId: string) => cartPost('POST /Warenkorb/Ersetzen/:a/:b', { a: lineId, b: offerId });
export const applyOptimisation = () => cartPost('POST /Warenkorb/optimize/apply');

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

/** Fetched after a successful add; a failure means nothing to show. */
export async function fetchCrossSelling(offerId: string, modelId?: string): Promise<CrossSellingArticle[]> {
  const query = new URLSearchParams({ offerId, ...(modelId ? { modelId } : {}) });
  const raw = await getJson<unknown>(`/cross-selling?${query}`);
  if (raw === null) return [];
  return readAnswer(catalogueCalls['GET /cross-selling'], raw, console.error).articles;
}
