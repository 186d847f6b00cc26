/**
 * The marketplace: owns all data and answers the calls. It runs in-process by
 * default (the web tier calls handle() directly) or as a service of its own behind http/router.ts.
 */
import { databaseUnavailable } from './db/unavailable';
import { match } from 'path-to-regexp';
import { readCataloguePath } from '../../contract/catalogue-path';
import type { Database } from './db/connection';
import { firstIssue, type Call } from '../../contract/index';
import { badRequest, CONTEXT_HEADERS, type Endpoint, type MarketplaceRequest, type MarketplaceResponse } from './http/endpoint';
import { withOrderHeader } from './http/order-header';
import { storeIssuedSession } from './session';
import { ENDPOINTS } from './endpoints';
import { DEFAULT_ORDER_LOOKUPS, type MarketplaceDependencies } from './dependencies';
import { NO_FEED_CREDENTIALS } from './feeds';
import { DEMO_COLLECTION_ACCOUNT } from './payments';
import { DEFAULT_RETENTION } from './personal-data';
import { DEFAULT_PAYOUT_ACCOUNT_HOLD_HOURS, DEFAULT_PAYOUT_RUN_DAY } from './settlements';
import { PORTAL_PATHS } from '../../contract/portal-paths';
import { checkSecretFrom } from '../request-checks/check-challenge';
import { memoryStore } from './media';

export type { MarketplaceDependencies } from './dependencies';

/** The demo's operator, as the imprint shows it when none is configured. */
const DEMO_OPERATOR = { name: 'Spareo (Demo)', street: 'Beispielweg 1', postcode: '00000', city: 'Demostadt', country: 'DE', email: 'demo@spareo.example', phone: null, register: null, vatId: null };

/**
 * A marketplace nobody listens to and nobody configured: its changes reach no cache, contact
 * messages are only stored, prepayments name the demo account, its challenges are signed with a
 * random secret of its own (tests, benchmarks, scripts; a web tier in front is handed the same).
 */
export const QUIET_DEPENDENCIES: MarketplaceDependencies = {
  offersChanged: () => {},
  feedCredentials: NO_FEED_CREDENTIALS,
  paymentProvider: null,
  personalData: { serviceAddress: null, ...DEFAULT_RETENTION },
  collectionAccount: DEMO_COLLECTION_ACCOUNT,
  deskMailbox: null,
  checkSecret: checkSecretFrom({}),
  payoutAccount: { holdHours: DEFAULT_PAYOUT_ACCOUNT_HOLD_HOURS, runDay: DEFAULT_PAYOUT_RUN_DAY, operatorAddress: null, operatorLocale: 'de-DE', bankAccountPage: () => `http://localhost${PORTAL_PATHS.bankAccount}` },
  orderLookups: DEFAULT_ORDER_LOOKUPS,
  mediaStore: memoryStore(),
  operator: DEMO_OPERATOR,
};

export interface Marketplace {
  handle(request: MarketplaceRequest): Promise<MarketplaceResponse>;
  /** Whether a GET to this path may be cached by the web tier. */
  isCacheable(path: string): boolean;
  db: Database;
}

interface CompiledEndpoint {
  endpoint: Endpoint;
  matcher: ReturnType<typeof match>;
}

/** Which endpoint answers a call; also all the web tier needs to know where the marketplace runs elsewhere. */
export interface EndpointTable {
  resolve(method: string, path: string): { endpoint: Endpoint; call: Call; params: Record<string, unknown> } | null;
  /** Whether a GET to this path may be cached by the web tier. */
  isCacheable(path: string): boolean;
}

export function endpointTable(endpoints: Endpoint[] = ENDPOINTS): EndpointTable {
  const compiled: CompiledEndpoint[] = endpoints.map((endpoint) => ({ endpoint, matcher: match(endpoint.call.path) }));

  function find(method: string, path: string) {
    for (const entry of compiled) {
      if (entry.endpoint.call.method !== method) continue;
      let result: ReturnType<typeof entry.matcher>;
      try {
        result = entry.matcher(path);
      } catch {
        return null; // malformed percent-encoding
      }
      if (result) return { endpoint: entry.endpoint, call: entry.endpoint.call, params: result.params as Record<string, unknown> };
    }
    return null;
  }

  /** GET /api{path} lists a catalogue path itself (e.g. /api/Bremsscheiben/Alle-Fahrzeuge/--1523). */
  function resolve(method: string, path: string) {
    return find(method, path) ?? (method === 'GET' && readCataloguePath(path) ? find('GET', `/listing${path}`) : null);
  }

  return { resolve, isCacheable: (path) => Boolean(resolve('GET', path)?.call.cacheable) };
}

export function createMarketplace(db: Database, endpoints: Endpoint[] = ENDPOINTS, onError?: (error: unknown) => void, deps: MarketplaceDependencies = QUIET_DEPENDENCIES): Marketplace {
  const { resolve, isCacheable } = endpointTable(endpoints);
  return {
    db,
    isCacheable,
    async handle(request) {
      const found = resolve(request.method, request.path);
      if (!found) return { status: 404, body: { error: 'not_found', message: 'no such endpoint' } };
      const input = parsedInput(found.call, found.params, request);
      if (!input.ok) return input.refusal;
      try {
        // A handed-out session id is stored at its first write (nothing before: no row per visit).
        if (request.method === 'POST') await storeIssuedSession(db.kysely, request.headers[CONTEXT_HEADERS.session]);
        return withOrderHeader(request, found.params, await found.endpoint.handle({ ...input.data, headers: request.headers, db, deps }));
      } catch (error) {
        onError?.(error);
        if (databaseUnavailable(error)) return { status: 503, headers: { 'retry-after': '2' }, body: { error: 'unavailable', message: 'database unavailable' } };
        return { status: 500, body: { error: 'internal', message: 'unexpected error' } };
      }
    },
  };
}

/** The contract's schemas decide what a call may carry, parsed once here: the first field at fault answers 400. */
function parsedInput(call: Call, params: Record<string, unknown>, request: MarketplaceRequest):
  { ok: true; data: { params: unknown; query: unknown; body: unknown } } | { ok: false; refusal: MarketplaceResponse } {
  const data = { params: undefined as unknown, query: undefined as unknown, body: undefined as unknown };
  const parts: ['params' | 'query' | 'body', unknown, Call['params']][] = [['params', params, call.params], ['query', request.query, call.query]];
  if (request.method === 'POST') parts.push(['body', request.body ?? {}, call.body]);
  for (const [part, value, schema] of parts) {
    const parsed = schema.safeParse(value);
    if (!parsed.success) {
      const { field, message } = firstIssue(parsed.error);
      return { ok: false, refusal: badRequest(field, message) };
    }
    data[part] = parsed.data;
  }
  return { ok: true, data };
}
