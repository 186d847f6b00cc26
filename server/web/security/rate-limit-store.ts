/**
 * express-rate-limit's store over counters every process of the shop shares (the database, reached
 * in-process or through the marketplace service), so a client's budget is one budget however the
 * load balancer spreads its requests. One store per limiter: the prefix keeps their keys apart.
 */
import type { Options, Store } from 'express-rate-limit';

/** The shared counters as the web tier sees them (server/marketplace/db/shared-counters.ts, or over HTTP). */
export interface RateLimitCounters {
  hit(key: string, windowMs: number): Promise<{ hits: number; resetAt: number }>;
  decrement(key: string): Promise<void>;
  reset(key: string): Promise<void>;
}

export class SharedRateLimitStore implements Store {
  readonly localKeys = false;
  private windowMs = 60_000;

  constructor(private readonly counters: RateLimitCounters, readonly prefix: string) {}

  init(options: Options): void {
    this.windowMs = options.windowMs;
  }

  async increment(key: string) {
    const { hits, resetAt } = await this.counters.hit(this.prefix + key, this.windowMs);
    return { totalHits: hits, resetTime: new Date(resetAt) };
  }

  async decrement(key: string): Promise<void> {
    await this.counters.decrement(this.prefix + key);
  }

  async resetKey(key: string): Promise<void> {
    await this.counters.reset(this.prefix + key);
  }
}
