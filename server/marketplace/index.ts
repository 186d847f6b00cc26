/**
 * The marketplace: owns all data and answers the calls. It runs in-process by
 * default (the web tier calls handle() directly) or as a service of its own behind http/router.ts.
 */
import { databaseUnavailable } from './db/unavailable';
import { match } from 'path-to-regexp';
import { readCataloguePath } from '../../contract/catalogue-path';
import type { Database } from './db/connection';
import { callNamed, firstIssue, type Call } from '../../contract/index';
import { badRequest, CONTEXT_HEADERS, type Endpoint, type MarketplaceRequest, type MarketplaceResponse } from './http/endpoint';
import { storeIssuedSession } from './session/repository';
import { ENDPOINTS } from './endpoints';

export interface Marketplace {
  handle(request: MarketplaceRequest): Promise<MarketplaceResponse>;
  /** Whether a GET to this path may be cached by the web tier. */
  isCacheable(path: string): boolean;
  db: Database;
}

interface CompiledEndpoint {
  endpoint: Endpoint;
  /** The contract's description of the call; every endpoint has one (the contract test checks). */
  call: Call | undefined;
  matcher: ReturnType<typeof match>;
}

/** Which endpoint answers a call; also all the web tier needs to know where the marketplace runs elsewhere. */
export interface EndpointTable {
  resolve(method: string, path: string): { endpoint: Endpoint; call: Call | undefined; params: Record<string, string> } | null;
  /** Whether a GET to this path may be cached by the web tier. */
  isCacheable(path: string): boolean;
}

export function endpointTable(endpoints: Endpoint[] = ENDPOINTS): EndpointTable {
  const compiled: CompiledEndpoint[] = endpoints.map((endpoint) => ({ endpoint, call: callNamed(`${endpoint.method} ${endpoint.path}`), matcher: match(endpoint.path) }));

  function find(method: string, path: string) {
    for (const entry of compiled) {
      if (entry.endpoint.method !== method) continue;
      let result: ReturnType<typeof entry.matcher>;
      try {
        result = entry.matcher(path);
      } catch {
        return null; // malformed percent-encoding
      }
      if (result) return { endpoint: entry.endpoint, call: entry.call, params: result.params as Record<string, string> };
    }
    return null;
  }

  /** GET /api{path} lists a catalogue path itself (e.g. /api/Bremsscheiben/Alle-Fahrzeuge/--1523). */
  function resolve(method: string, path: string) {
    return find(method, path) ?? (method === 'GET' && readCataloguePath(path) ? find('GET', `/listing${path}`) : null);
  }

  return { resolve, isCacheable: (path) => Boolean(resolve('GET', path)?.call?.cacheable) };
}

export function createMarketplace(db: Database, endpoints: Endpoint[] = ENDPOINTS, onError?: (error: unknown) => void): Marketplace {
  const { resolve, isCacheable } = endpointTable(endpoints);
  return {
    db,
    isCacheable,
    async handle(request) {
      const found = resolve(request.method, request.path);
      if (!found) return { status: 404, body: { error: 'not_found', message: 'no such endpoint' } };
      const refused = found.call && refusedInput(found.call, found.params, request);
      if (refused) return refused;
      try {
        // A handed-out session id is stored at its first write (nothing before: no row per visit).
        if (request.method === 'POST') await storeIssuedSession(db.kysely, request.headers[CONTEXT_HEADERS.session]);
        return await found.endpoint.handle({ params: found.params, query: request.query, body: request.body, headers: request.headers, db });
      } catch (error) {
        onError?.(error);
        if (databaseUnavailable(error)) return { status: 503, headers: { 'retry-after': '2' }, body: { error: 'unavailable', message: 'database unavailable' } };
        return { status: 500, body: { error: 'internal', message: 'unexpected error' } };
      }
    },
  };
}

/** The contract's schemas decide what a call may carry: the first field at fault answers 400. */
function refusedInput(call: Call, params: Record<string, unknown>, request: MarketplaceRequest): MarketplaceResponse | undefined {
  const checks: [unknown, Call['params']][] = [[params, call.params], [request.query, call.query]];
  if (request.method === 'POST') checks.push([request.body ?? {}, call.body]);
  for (const [value, schema] of checks) {
    const parsed = schema.safeParse(value);
    if (!parsed.success) {
      const { field, message } = firstIssue(parsed.error);
      return badRequest(field, message);
    }
  }
  return undefined;
}
