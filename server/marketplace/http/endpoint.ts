/**
 * The marketplace API is a table of endpoints. The same table serves HTTP (router.ts) and the
 * in-process transport the web tier uses by default, so both paths validate and answer alike.
 */
import type { z } from 'zod';
import type { Database } from '../db/connection';

export type Method = 'GET' | 'POST';

export { CONTEXT_HEADERS } from '../../../contract/headers';

export interface MarketplaceRequest {
  method: Method;
  /** Path below /api, e.g. /vehicle/manufacturers */
  path: string;
  query: Record<string, string | string[] | undefined>;
  body?: unknown;
  headers: Record<string, string | undefined>;
}

export interface MarketplaceResponse {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

export interface EndpointContext<P = Record<string, string>> {
  params: P;
  query: MarketplaceRequest['query'];
  body: unknown;
  headers: MarketplaceRequest['headers'];
  db: Database;
}

export interface Endpoint {
  method: Method;
  /** path-to-regexp pattern below /api */
  path: string;
  handle(ctx: EndpointContext): MarketplaceResponse | Promise<MarketplaceResponse>;
}

export const ok = (body: unknown): MarketplaceResponse => ({ status: 200, body });
export const notFound = (what: string): MarketplaceResponse => ({ status: 404, body: { error: 'not_found', message: `${what} not found` } });
export const badRequest = (field: string, message: string): MarketplaceResponse => ({
  status: 400,
  body: { error: 'bad_request', field, message },
});

/** Validates input with zod; the first issue names the field at fault. */
export function parseInput<T extends z.ZodType>(schema: T, value: unknown): { ok: true; data: z.infer<T> } | { ok: false; response: MarketplaceResponse } {
  const result = schema.safeParse(value);
  if (result.success) return { ok: true, data: result.data };
  const issue = result.error.issues[0];
  const field = issue?.path.join('.') || 'input';
  return { ok: false, response: badRequest(field, issue?.message ?? 'invalid') };
}
