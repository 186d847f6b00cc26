/**
 * The idempotency key a write's body carries (a cart write, an order, their settle calls), as both
 * tiers put it on the request's log line: a write is then found by its key in every log. A key is
 * no capability (a cart key is the session's own, an order is answered again only to its session);
 * anything not shaped like a key is left out of the line.
 */
const KEY = /^[\w-]{16,100}$/;

export function writeKeyOf(body: unknown): string | undefined {
  const key = body && typeof body === 'object' ? (body as { idempotencyKey?: unknown }).idempotencyKey : undefined;
  return typeof key === 'string' && KEY.test(key) ? key : undefined;
}
