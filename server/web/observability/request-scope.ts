/**
 * What one request did upstream, carried through its async work: the marketplace client tags its
 * call lines with the request id and counts calls and cache hits for the request's one log line.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { RequestHandler } from 'express';

export interface RequestScope {
  id: string;
  upstreamCalls: number;
  cacheHits: number;
  pageCache?: 'hit' | 'miss';
}

const storage = new AsyncLocalStorage<RequestScope>();

export function currentScope(): RequestScope | undefined {
  return storage.getStore();
}

/** Runs the rest of the request inside its scope (after pino-http has given it an id). */
export function requestScope(): RequestHandler {
  return (req, res, next) => {
    const scope: RequestScope = { id: String(req.id ?? ''), upstreamCalls: 0, cacheHits: 0 };
    res.locals.scope = scope;
    storage.run(scope, next);
  };
}
