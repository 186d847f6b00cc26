/**
 * The one way the web tier reaches the marketplace: used by the browser-facing /api proxy and by
 * the page loaders alike. In-process by default (no socket), HTTP when MARKETPLACE_URL is set.
 * Per-call timeout, LRU cache for cacheable GETs, and the caller's fallback on any failure.
 */
import { LRUCache } from 'lru-cache';
import type { Marketplace } from '../marketplace/index';
import type { MarketplaceRequest, MarketplaceResponse } from '../marketplace/http/endpoint';
import type { Logger } from '../logger';

export type Transport = (request: MarketplaceRequest, signal: AbortSignal) => Promise<MarketplaceResponse>;

export function inProcessTransport(marketplace: Marketplace): Transport {
  return (request) => marketplace.handle(request);
}

export function httpTransport(baseUrl: string): Transport {
  return async (request, signal) => {
    const url = new URL(`/api${request.path}`, baseUrl);
    for (const [key, value] of Object.entries(request.query)) {
      for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) url.searchParams.append(key, item);
    }
    const headers: Record<string, string> = {};
    for (const [key, value] of Object.entries(request.headers)) if (value !== undefined) headers[key] = value;
    if (request.body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(url, {
      method: request.method,
      headers,
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      signal,
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null };
  };
}

export interface MarketplaceClientOptions {
  transport: Transport;
  isCacheable: (path: string) => boolean;
  timeoutMs: number;
  logger?: Logger;
  cacheEntries?: number;
  cacheTtlMs?: number;
}

export interface MarketplaceClient {
  /** Raw call: the marketplace's answer, or status 503 when it could not be reached in time. */
  call(request: MarketplaceRequest): Promise<MarketplaceResponse & { cache?: 'hit' | 'miss' | 'none' }>;
  /** GET whose body is used on 2xx, else the fallback (spec section 8). */
  get<T>(path: string, query: MarketplaceRequest['query'], headers: MarketplaceRequest['headers'], fallback: T): Promise<T>;
}

function cacheKey(request: MarketplaceRequest): string {
  const query = Object.entries(request.query)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => a.localeCompare(b));
  // Edition and delivery country change catalogue answers (language, shipping), so they are part of the key.
  return JSON.stringify([request.path, query, request.headers['x-spareo-locale'] ?? '', request.headers['x-spareo-delivery-country'] ?? '']);
}

export function createMarketplaceClient(options: MarketplaceClientOptions): MarketplaceClient {
  const cache = new LRUCache<string, MarketplaceResponse>({
    max: options.cacheEntries ?? 5000,
    ttl: options.cacheTtlMs ?? 60_000,
  });
  const inFlight = new Map<string, Promise<MarketplaceResponse>>();

  async function send(request: MarketplaceRequest): Promise<MarketplaceResponse> {
    const started = performance.now();
    const controller = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<MarketplaceResponse>((resolve) => {
      timer = setTimeout(() => {
        controller.abort();
        resolve({ status: 503, body: { error: 'timeout' } });
      }, options.timeoutMs);
    });
    try {
      const answer = await Promise.race([options.transport(request, controller.signal), timeout]);
      options.logger?.debug({ upstream: request.path, status: answer.status, ms: Math.round(performance.now() - started) }, 'marketplace call');
      return answer;
    } catch (error) {
      options.logger?.warn({ upstream: request.path, err: error, ms: Math.round(performance.now() - started) }, 'marketplace call failed');
      return { status: 503, body: { error: 'unavailable' } };
    } finally {
      clearTimeout(timer);
    }
  }

  async function call(request: MarketplaceRequest) {
    if (request.method !== 'GET' || !options.isCacheable(request.path)) return { ...(await send(request)), cache: 'none' as const };
    const key = cacheKey(request);
    const cached = cache.get(key);
    if (cached) return { ...cached, cache: 'hit' as const };
    // Identical GETs in flight share one upstream call.
    let pending = inFlight.get(key);
    if (!pending) {
      pending = send(request).finally(() => inFlight.delete(key));
      inFlight.set(key, pending);
    }
    const answer = await pending;
    if (answer.status === 200) cache.set(key, answer);
    return { ...answer, cache: 'miss' as const };
  }

  return {
    call,
    async get(path, query, headers, fallback) {
      const answer = await call({ method: 'GET', path, query, headers });
      return answer.status >= 200 && answer.status < 300 ? (answer.body as typeof fallback) : fallback;
    },
  };
}
