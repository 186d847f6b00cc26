/**
 * LRU cache of marketplace answers with a fresh window and a longer stale window: a stale entry is
 * still served (stale-while-revalidate) while a refresh runs, and it outlives a failing marketplace.
 */
import { LRUCache } from 'lru-cache';
import type { MarketplaceResponse } from '../../../contract/wire';

export interface ResponseCacheOptions {
  maxEntries: number;
  /** Upper bound of the cached answers' size (their JSON length), so big listings cannot fill memory. */
  maxBytes?: number;
  freshMs: number;
  staleMs: number;
  now?: () => number;
}

interface Entry {
  response: MarketplaceResponse;
  storedAt: number;
  bytes: number;
}

export class ResponseCache {
  private readonly entries: LRUCache<string, Entry>;
  private readonly now: () => number;

  constructor(private readonly options: ResponseCacheOptions) {
    this.now = options.now ?? Date.now;
    this.entries = new LRUCache<string, Entry>({
      max: options.maxEntries,
      maxSize: options.maxBytes ?? 16 * 1024 * 1024,
      sizeCalculation: (entry) => entry.bytes,
      ttl: options.freshMs + options.staleMs,
    });
  }

  lookup(key: string): { response: MarketplaceResponse; fresh: boolean } | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    const age = this.now() - entry.storedAt;
    if (age > this.options.freshMs + this.options.staleMs) {
      this.entries.delete(key);
      return undefined;
    }
    return { response: entry.response, fresh: age <= this.options.freshMs };
  }

  /** `textLength`: the answer's JSON length when the transport read it as text; else it is measured here. */
  store(key: string, response: MarketplaceResponse, textLength?: number): void {
    const bytes = Math.max(64, textLength ?? JSON.stringify(response.body ?? null).length);
    this.entries.set(key, { response, storedAt: this.now(), bytes });
  }

  /** Forgets every answer (offers changed: see cache-invalidation.ts). */
  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
