/**
 * What each category is worth in the ranking beside how well the words match: its trade weight
 * (trade-weights.ts) and its orders and views (the categories' popularity). Read once a minute per
 * process: a few hundred leaves.
 */
import type { Db } from '../db/connection';
import { TRADE_WEIGHT } from './trade-weights';

/** A whole-word match is worth 1000 in the word ranks (service.ts): a core kind of part outweighs it, not a whole word that also starts the name. */
export const TRADE_STEP = 500;
const POPULARITY_SCALE = 0.1;
const TTL_MS = 60_000;

const cache = new WeakMap<object, { at: number; demand: Promise<Map<number, number>> }>();

async function load(db: Db): Promise<Map<number, number>> {
  const rows = await db.selectFrom('categories as c').innerJoin('category_texts as t', (j) => j.onRef('t.category_id', '=', 'c.id').on('t.lang_no', '=', 1))
    .select(['c.id', 'c.popularity', 't.title']).where('c.is_leaf', '=', 1).execute();
  const popularity = Math.max(1, ...rows.map((r) => r.popularity));
  return new Map(rows.map((r) => [r.id, (TRADE_WEIGHT.get(r.title) ?? 0) * TRADE_STEP + (r.popularity / popularity) * 1000 * POPULARITY_SCALE]));
}

/** Category id -> demand (higher is more sought). */
export function categoryDemand(db: Db): Promise<Map<number, number>> {
  const now = Date.now();
  const held = cache.get(db);
  if (held && now - held.at < TTL_MS) return held.demand;
  const demand = load(db);
  cache.set(db, { at: now, demand });
  demand.catch(() => cache.delete(db));
  return demand;
}
