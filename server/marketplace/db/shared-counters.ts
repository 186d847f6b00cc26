/**
 * Fixed-window counters in the shared database, so every process counts the same budget: the web
 * tier's rate limits when more than one process serves the shop. One row per key; a hit after the
 * window's end starts a new window in the same statement, so concurrent hits never lose a count.
 * The table is the processes' scratch space, not the shop's data: old rows are removed now and then.
 */
import type { Db } from './connection';

export interface SharedCounters {
  /** Counts one hit of key; a new window of windowMs starts when the last one ended. */
  hit(key: string, windowMs: number): Promise<{ hits: number; resetAt: number }>;
  /** Takes one hit back (a request the limiter decided not to count after all). */
  decrement(key: string): Promise<void>;
  reset(key: string): Promise<void>;
}

const PRUNE_EVERY_MS = 60_000;

export function sharedCounters(db: Db): SharedCounters {
  let lastPrune = Date.now();

  return {
    async hit(key, windowMs) {
      const now = Date.now();
      const row = await db
        .insertInto('rate_limit_counters')
        .values({ key, hits: 1, reset_at: now + windowMs })
        .onConflict((oc) => oc.column('key').doUpdateSet((eb) => {
          const ended = eb('rate_limit_counters.reset_at', '<=', now);
          return {
            hits: eb.case().when(ended).then(1).else(eb('rate_limit_counters.hits', '+', 1)).end(),
            reset_at: eb.case().when(ended).then(now + windowMs).else(eb.ref('rate_limit_counters.reset_at')).end(),
          };
        }))
        .returning(['hits', 'reset_at'])
        .executeTakeFirstOrThrow();
      if (now - lastPrune > PRUNE_EVERY_MS) {
        lastPrune = now;
        await db.deleteFrom('rate_limit_counters').where('reset_at', '<', now).execute();
      }
      return { hits: Number(row.hits), resetAt: Number(row.reset_at) };
    },
    async decrement(key) {
      await db.updateTable('rate_limit_counters').set((eb) => ({ hits: eb('hits', '-', 1) })).where('key', '=', key).where('hits', '>', 0).execute();
    },
    async reset(key) {
      await db.deleteFrom('rate_limit_counters').where('key', '=', key).execute();
    },
  };
}
