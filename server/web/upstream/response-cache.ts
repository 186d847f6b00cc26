/**
 * LRU cache of marketplace answers with a fresh window and a longer stale window: a stale entry is
 * still served (stale-while-revalidate) while a refresh runs, and it outlives a failing marketplace.
 * Neither outlives the moment the answer says it holds until (a shop's next cut-off moves the
 * delivery days it shows): past it the answer is gone, and the next caller waits for a new one.
 */
import { LRUCache } from 'lru-cache';
import { HOLDS_UNTIL_HEADER } from '../../../contract/headers';
import type { MarketplaceResponse } from '../../../contract/wire';

/** The moment (ms since the epoch) the answer holds until, when it names one. */
export function holdsUntilOf(response: MarketplaceResponse): number | undefined {
  const value = response.headers?.[HOLDS_UNTIL_HEADER];
  const at = value === undefined ? NaN : Date.parse(value);
  return Number.isNaN(at) ? undefined : at;
}

/**
 * Heap bytes an answer takes per character of its JSON: measured on 400 article pages' answers
 * kept after a full collection, 5.4-5.7 MB of heap for 4.0 MB of JSON (1.36-1.42). Counting
 * characters as bytes let a 16 MB budget hold 22 MB of heap, the largest thing that grew in a web
 * process over a crawl (heap snapshots at 1,000 and 3,000 pages: docs/performance.md#memory).
 */
export const HEAP_BYTES_PER_JSON_CHAR = 1.4;

/** The heap an answer of this JSON length is counted as (at least a small object's worth). */
export const answerHeapBytes = (jsonLength: number) => Math.max(64, Math.ceil(jsonLength * HEAP_BYTES_PER_JSON_CHAR));

export interface ResponseCacheOptions {
  maxEntries: number;
  /** Upper bound of the heap the cached answers take (answerHeapBytes), so big listings cannot fill memory. */
  maxBytes?: number;
  freshMs: number;
  staleMs: number;
  now?: () => number;
}

/**
 * The default budget (UPSTREAM_CACHE_MAX_BYTES in server/config/config.ts): 4 MB of heap, about 300
 * article answers. The heap is grown to 1.3x what survives a full collection, so each MB kept costs
 * a web process about 1.3 MB; a stored page (page-cache.ts) holds the answers' result for the same
 * minute, and what the store has let go is asked again mostly after that minute (docs/decisions/0244).
 */
export const DEFAULT_MAX_BYTES = 4 * 1024 * 1024;

interface Entry {
  response: MarketplaceResponse;
  storedAt: number;
  bytes: number;
  /** Not served from this moment on (ms since the epoch). */
  holdsUntil?: number;
}

export class ResponseCache {
  private readonly entries: LRUCache<string, Entry>;
  private readonly now: () => number;

  constructor(private readonly options: ResponseCacheOptions) {
    this.now = options.now ?? (() => Date.now());
    this.entries = new LRUCache<string, Entry>({
      max: options.maxEntries,
      maxSize: options.maxBytes ?? DEFAULT_MAX_BYTES,
      // An answer over an eighth of the budget (a sitemap page of 50,000 listings) passes through:
      // kept, it would push out the hundreds of small answers pages are made of, for one reader.
      maxEntrySize: Math.floor((options.maxBytes ?? DEFAULT_MAX_BYTES) / 8),
      sizeCalculation: (entry) => entry.bytes,
      ttl: options.freshMs + options.staleMs,
    });
  }

  lookup(key: string): { response: MarketplaceResponse; fresh: boolean } | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    const now = this.now();
    const age = now - entry.storedAt;
    if (age > this.options.freshMs + this.options.staleMs || (entry.holdsUntil !== undefined && now >= entry.holdsUntil)) {
      this.entries.delete(key);
      return undefined;
    }
    return { response: entry.response, fresh: age <= this.options.freshMs };
  }

  /** `textLength`: the answer's JSON length when the transport read it as text; else it is measured here. */
  store(key: string, response: MarketplaceResponse, textLength?: number): void {
    const now = this.now();
    const holdsUntil = holdsUntilOf(response);
    if (holdsUntil !== undefined && holdsUntil <= now) return;
    const bytes = answerHeapBytes(textLength ?? JSON.stringify(response.body ?? null).length);
    this.entries.set(key, { response, storedAt: now, bytes, ...(holdsUntil === undefined ? {} : { holdsUntil }) });
  }

  /** Forgets every answer (offers changed: see cache-invalidation.ts). */
  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
