/**
 * Fixed-window counters in the shared database, so every process counts the same budget: the web
 * tier's rate limits when more than one process serves the shop. One row per key; a hit after the
 * window's end starts a new window in the same statement, so concurrent hits never lose a count.
 * The table is the processes' scratch space, not the shop's data: it is created on first use and
 * old rows are removed now and then.
 */
import type { Kysely } from 'kysely';
import type { Db } from './connection';

interface CounterTables {
  rate_limit_counters: { key: string; hits: number; reset_at: number };
}

export interface SharedCounters {
  /** Counts one hit of key; a new window of windowMs starts when the last one ended. */
  hit(key: string, windowMs: number): Promise<{ hits: number; resetAt: number }>;
  /** Takes one hit back (a request the limiter decided not to count after all). */
  decrement(key: string): Promise<void>;
  reset(key: string): Promise<void>;
}

const PRUNE_EVERY_MS = 60_000;

export function sharedCounters(db: Db): SharedCounters {
  const counters = (db as unknown as Kysely<CounterTables>);
  let ready: Promise<void> | undefined;
  let lastPrune = Date.now();
  const table = () => (ready ??= createTable(counters).catch((error) => {
    ready = undefined;
    throw error;
  }));

  return {
    async hit(key, windowMs) {
      await table();
      const now = Date.now();
      const row = await counters
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
        await counters.deleteFrom('rate_limit_counters').where('reset_at', '<', now).execute();
      }
      return { hits: Number(row.hits), resetAt: Number(row.reset_at) };
    },
    async decrement(key) {
      await table();
      await counters.updateTable('rate_limit_counters').set((eb) => ({ hits: eb('hits', '-', 1) })).where('key', '=', key).where('hits', '>', 0).execute();
    },
    async reset(key) {
      await table();
      await counters.deleteFrom('rate_limit_counters').where('key', '=', key).execute();
    },
  };
}

async function createTable(db: Kysely<CounterTables>): Promise<void> {
  try {
    await db.schema.createTable('rate_limit_counters').ifNotExists()
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('hits', 'integer', (c) => c.notNull())
      .addColumn('reset_at', 'bigint', (c) => c.notNull())
      .execute();
  } catch (error) {
    // Several processes starting together: PostgreSQL may refuse the second CREATE of the same table.
    const exists = await db.selectFrom('rate_limit_counters').select('key').limit(1).execute().then(() => true, () => false);
    if (!exists) throw error;
  }
}
