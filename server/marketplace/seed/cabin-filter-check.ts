/**
 * The parts seller's reading of the cabin filters (data/cabin-filters.ts): a platform whose cars share one
 * heater box takes one cabin filter size on every car of it (a Golf VII's as a Passat B8's).
 */
import type { Db } from '../db/connection';
import type { CarFacts } from './data/fitment-rules';
import { CABIN_FILTER_KINDS, sharedHeaterBoxOf } from './data/cabin-filters';

export interface CabinFilterCounts {
  /** Platforms sharing one heater box whose cabin filters come in more than one size. */
  platformCabinFilterSizes: number;
}

export async function checkCabinFilters(db: Db, carOf: ReadonlyMap<number, { car: CarFacts; name: string }>, note: (text: string) => void): Promise<CabinFilterCounts> {
  const categories = await db.selectFrom('category_texts').select(['category_id']).where('lang_no', '=', 1).where('title', 'in', [...CABIN_FILTER_KINDS]).execute();
  const rows = categories.length ? await db.selectFrom('articles as a').innerJoin('fitment as f', 'f.article_id', 'a.id')
    .select(['a.id', 'a.criteria', 'f.model_id']).where('a.category_id', 'in', categories.map((c) => c.category_id)).orderBy('a.id').execute() : [];
  const sizesOfBox = new Map<string, Map<string, string>>();
  for (const row of rows) {
    const fitted = carOf.get(row.model_id);
    const box = fitted && sharedHeaterBoxOf(fitted.car);
    if (!box) continue;
    const criteria = row.criteria ? (JSON.parse(row.criteria) as { key: string; value: string }[]) : [];
    const value = (key: string) => criteria.find((c) => c.key === key)?.value ?? '?';
    const size = `${value('length')}x${value('width')}x${value('height')}`;
    const sizes = sizesOfBox.get(box) ?? new Map<string, string>();
    if (!sizes.has(size)) sizes.set(size, `${fitted.car.generation} (article ${row.id})`);
    sizesOfBox.set(box, sizes);
  }
  let platformCabinFilterSizes = 0;
  for (const [box, sizes] of sizesOfBox) {
    if (sizes.size < 2) continue;
    platformCabinFilterSizes++;
    if (platformCabinFilterSizes <= 3) note(`${box} cabin filter comes in ${[...sizes].slice(0, 4).map(([size, car]) => `${size} on ${car}`).join(' / ')}`);
  }
  return { platformCabinFilterSizes };
}

/** The counts in the plausibility line's words. */
export const cabinFiltersLine = (c: CabinFilterCounts): string => `platform with several cabin-filter sizes ${c.platformCabinFilterSizes}`;
