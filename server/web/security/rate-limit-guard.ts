/**
 * The shared rate-limit counters with a counter of this process's own behind them: when the shared
 * ones do not answer within a short patience (database locked, marketplace restarting), a hit is
 * counted here, so the budgets hold exactly when the shop is under stress instead of being switched
 * off, and the request is not held up. While they are out, each hit is counted here at once and one
 * hit at a time asks the shared counters again; the first answer ends the episode. An episode is two
 * log lines, its beginning and its end, however many requests it lasts.
 */
import type { Logger } from '../../shared/logger';
import type { RateLimitCounters } from './rate-limit-store';

export interface GuardOptions {
  logger?: Logger;
  /** How long a hit waits for the shared counters before it is counted here. */
  patienceMs?: number;
}

const DEFAULT_PATIENCE_MS = 250;

function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/** Counts per key in this process, each key's window from its first hit. */
export function localCounters(now: () => number = Date.now) {
  const counts = new Map<string, { hits: number; resetAt: number }>();
  let sweptAt = now();
  return {
    hit(key: string, windowMs: number) {
      const time = now();
      if (time - sweptAt > windowMs) {
        for (const [k, entry] of counts) if (entry.resetAt <= time) counts.delete(k);
        sweptAt = time;
      }
      let entry = counts.get(key);
      if (!entry || entry.resetAt <= time) counts.set(key, (entry = { hits: 0, resetAt: time + windowMs }));
      entry.hits++;
      return { ...entry };
    },
    decrement(key: string) {
      const entry = counts.get(key);
      if (entry && entry.hits > 0) entry.hits--;
    },
    reset(key: string) {
      counts.delete(key);
    },
  };
}

export function guardedCounters(shared: RateLimitCounters, options: GuardOptions = {}): RateLimitCounters {
  const patienceMs = options.patienceMs ?? DEFAULT_PATIENCE_MS;
  const local = localCounters();
  let episode: { since: number; countedHere: number } | undefined;
  let asking = false;

  const failed = (error: unknown) => {
    if (episode) return;
    episode = { since: Date.now(), countedHere: 0 };
    options.logger?.warn({ err: error, patienceMs }, 'shared rate-limit counters unreachable or slow: budgets counted in this process until they answer');
  };
  const answered = () => {
    if (!episode) return;
    options.logger?.info({ outageMs: Date.now() - episode.since, countedHere: episode.countedHere }, 'shared rate-limit counters answer again');
    episode = undefined;
  };
  const countHere = (key: string, windowMs: number) => {
    if (episode) episode.countedHere++;
    return local.hit(key, windowMs);
  };

  return {
    async hit(key, windowMs) {
      if (episode) {
        if (!asking) {
          asking = true;
          within(shared.hit(key, windowMs), patienceMs).then(answered, () => undefined).finally(() => (asking = false));
        }
        return countHere(key, windowMs);
      }
      try {
        return await within(shared.hit(key, windowMs), patienceMs);
      } catch (error) {
        failed(error);
        return countHere(key, windowMs);
      }
    },
    async decrement(key) {
      local.decrement(key);
      if (!episode) await within(shared.decrement(key), patienceMs).catch(() => undefined);
    },
    async reset(key) {
      local.reset(key);
      if (!episode) await within(shared.reset(key), patienceMs).catch(() => undefined);
    },
  };
}
