/**
 * What one request did upstream, carried through its async work: the marketplace client counts its
 * calls, cache hits and failures and keeps the slowest call for the request's one log line (a call's
 * own line, tagged with the request id, is written only at debug).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { RequestHandler } from 'express';
import { ORDER_HEADER, WRITE_KEY_HEADER } from '../../../contract/headers';

export interface RequestScope {
  id: string;
  upstreamCalls: number;
  cacheHits: number;
  /** Calls that failed (timeout, refused, 5xx, circuit open): the request's line says how many. */
  upstreamFailures: number;
  /** The slowest call that left the process: its path and duration. */
  slowestUpstream?: string;
  slowestUpstreamMs: number;
  pageCache?: 'hit' | 'miss';
  /** The order a call of this request created or changed: its number goes on the request's line. */
  order?: string;
  /** The idempotency key of the write a call of this request carried (a cart write, an order): the request is found by it in every tier's log. */
  writeKey?: string;
  /** A failure of the in-process marketplace while answering: it goes on the request's line, not a line of its own. */
  error?: unknown;
  /** Cached answers served past their freshness while they were refreshed (counted in cacheHits too). */
  staleHits?: number;
  /** Paths of cacheable calls this request reads from the marketplace itself, not from the cache. */
  readsFresh?: ReadonlySet<string>;
  /** The earliest moment (ms since the epoch) an answer this request read holds until: a page made from them is kept no longer. */
  holdsUntil?: number;
}

const storage = new AsyncLocalStorage<RequestScope>();

export function currentScope(): RequestScope | undefined {
  return storage.getStore();
}

/** Runs the rest of the request inside its scope (after pino-http has given it an id). */
export function requestScope(): RequestHandler {
  return (req, res, next) => {
    const scope: RequestScope = { id: String((req.id as string | number | undefined) ?? ''), upstreamCalls: 0, cacheHits: 0, upstreamFailures: 0, slowestUpstreamMs: 0 };
    res.locals.scope = scope;
    // As the head goes out, whatever writes it: the order and the write's key for the line of the
    // proxy in front (nginx logs them and keeps them from the browser).
    const writeHead = res.writeHead;
    res.writeHead = function writeHeadWithTrace(this: typeof res, ...args: Parameters<typeof writeHead>) {
      if (scope.order && !this.hasHeader(ORDER_HEADER)) this.setHeader(ORDER_HEADER, scope.order);
      if (scope.writeKey && !this.hasHeader(WRITE_KEY_HEADER)) this.setHeader(WRITE_KEY_HEADER, scope.writeKey);
      return writeHead.apply(this, args);
    } as typeof writeHead;
    // Before the request's line is written (pino-http listens for the same event): the failure goes on it.
    res.prependListener('close', () => {
      if (scope.error !== undefined) (res as unknown as { err?: unknown }).err ??= scope.error;
    });
    storage.run(scope, next);
  };
}
