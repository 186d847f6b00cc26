/**
 * The marketplace API is a table of endpoints, each defined against its call of the contract:
 * `endpoint(CALLS['GET /path'], ({ params, query, body }) => ok(answer))`. The call's schemas parse
 * the input once before the handler runs (the first field at fault answers 400), and the handler's
 * answer is type-checked against the call's answer schema. The same table serves HTTP (router.ts)
 * and the in-process transport the web tier uses by default, so both paths validate and answer alike.
 */
import type * as z from 'zod';
import type { Call, Method } from '../../../contract/call';
import type { MarketplaceRequest, MarketplaceResponse, Problem } from '../../../contract/wire';
import type { Database } from '../db/connection';
import type { MarketplaceDependencies } from '../dependencies';

export type { Method, MarketplaceRequest, MarketplaceResponse, Problem };
export { CONTEXT_HEADERS } from '../../../contract/headers';

/** What every handler can read of its request besides the parsed input. */
export interface RequestScope {
  headers: MarketplaceRequest['headers'];
  db: Database;
  /** What this marketplace was handed at start. */
  deps: MarketplaceDependencies;
}

/** A handler's request: params, query and body as the call's schemas parsed them. */
export interface EndpointContext<C extends Call = Call> extends RequestScope {
  params: z.output<C['params']>;
  query: z.output<C['query']>;
  body: z.output<C['body']>;
}

/** A refusal or failure: its status and the problem it names. */
export interface Refusal {
  status: number;
  body: Problem;
  headers?: Record<string, string>;
}

/** The call's answer (200, or 201 for something created), or a refusal. */
export type Answered<C extends Call> = { status: 200 | 201; body: z.input<C['answer']>; headers?: Record<string, string> } | Refusal;

export interface Endpoint {
  call: Call;
  handle(ctx: EndpointContext): Promise<MarketplaceResponse>;
}

/** Defines the marketplace's answer to one call of the contract. */
export function endpoint<C extends Call>(call: C, handle: (ctx: EndpointContext<C>) => Answered<C> | Promise<Answered<C>>): Endpoint {
  return { call, handle: async (ctx) => handle(ctx) };
}

export const ok = <T>(body: T): { status: 200; body: T } => ({ status: 200, body });
export const created = <T>(body: T): { status: 201; body: T } => ({ status: 201, body });
export const notFound = (what: string): Refusal => ({ status: 404, body: { error: 'not_found', message: `${what} not found` } });
export const badRequest = (field: string, message: string): Refusal => ({ status: 400, body: { error: 'bad_request', field, message } });
