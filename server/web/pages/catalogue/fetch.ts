/**
 * Marketplace reads of the catalogue loaders. Entities (the thing a page is about) distinguish
 * "does not exist" (404 page) from "marketplace down" (503 page); lists use the call's
 * fallback and never fail a page.
 */
import type { PageContext } from '../types';

type Query = Record<string, string | string[] | undefined>;

export class UpstreamError extends Error {
  status = 503;
}

/** The page's main entity: null when the marketplace says it does not exist. */
export async function fetchEntity<T>(context: PageContext, path: string, query: Query = {}): Promise<T | null> {
  const answer = await context.marketplace.call({ method: 'GET', path, query, headers: context.upstreamHeaders });
  if (answer.status >= 200 && answer.status < 300) return answer.body as T;
  if (answer.status === 404 || answer.status === 400) return null;
  throw new UpstreamError(`marketplace answered ${answer.status} for ${path}`);
}

/** Secondary data: the fallback on any failure. */
export function fetchList<T>(context: PageContext, path: string, query: Query, fallback: T): Promise<T> {
  return context.marketplace.get(path, query, context.upstreamHeaders, fallback);
}
