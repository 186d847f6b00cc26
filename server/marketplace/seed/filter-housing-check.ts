/**
 * The parts seller's reading of the filters whose size is their housing's: a platform whose cars share one
 * heater box takes one cabin filter size on every car of it (a Golf VII's as a Passat B8's,
 * data/cabin-filters.ts), and one engine in one engine bay one air filter size, its air box's
 * (data/air-filters.ts).
 */
import type { Db } from '../db/connection';
import type { CarFacts } from './data/fitment-rules';
import { CABIN_FILTER_KINDS, sharedHeaterBoxOf } from './data/cabin-filters';
import { airBoxOf } from './data/air-filters';

export interface FilterHousingCounts {
  /** Platforms sharing one heater box whose cabin filters come in more than one size. */
  platformCabinFilterSizes: number;
  /** Air boxes (an engine's fuel, displacement and charging in one engine bay) whose air filters come in more than one size. */
  airBoxFilterSizes: number;
}

export async function checkFilterHousings(db: Db, carOf: ReadonlyMap<number, { car: CarFacts; name: string }>, note: (text: string) => void): Promise<FilterHousingCounts> {
  const categories = await db.selectFrom('category_texts').select(['category_id', 'title']).where('lang_no', '=', 1).where('title', 'in', [...CABIN_FILTER_KINDS, 'Luftfilter']).execute();
  const kindOf = new Map(categories.map((c) => [c.category_id, c.title]));
  const rows = categories.length ? await db.selectFrom('articles as a').innerJoin('fitment as f', 'f.article_id', 'a.id')
    .select(['a.id', 'a.category_id', 'a.criteria', 'f.model_id']).where('a.category_id', 'in', categories.map((c) => c.category_id)).orderBy('a.id').execute() : [];
  const sizesOf = { cabin: new Map<string, Map<string, string>>(), air: new Map<string, Map<string, string>>() };
  for (const row of rows) {
    const fitted = carOf.get(row.model_id);
    if (!fitted) continue;
    const air = kindOf.get(row.category_id) === 'Luftfilter';
    const housing = air ? airBoxOf(fitted.car) : sharedHeaterBoxOf(fitted.car);
    if (!housing) continue;
    const criteria = row.criteria ? (JSON.parse(row.criteria) as { key: string; value: string }[]) : [];
    const value = (key: string) => criteria.find((c) => c.key === key)?.value ?? '?';
    const size = `${value('length')}x${value('width')}x${value('height')}`;
    const of = air ? sizesOf.air : sizesOf.cabin;
    const sizes = of.get(housing) ?? new Map<string, string>();
    if (!sizes.has(size)) sizes.set(size, `${fitted.car.generation} ${fitted.name} (article ${row.id})`);
    of.set(housing, sizes);
  }
  const count = (of: Map<string, Map<string, string>>, what: string) => {
    let n = 0;
    for (const [housing, sizes] of of) {
      if (sizes.size < 2) continue;
      if (++n <= 3) note(`${housing} ${what} comes in ${[...sizes].slice(0, 4).map(([size, car]) => `${size} on ${car}`).join(' / ')}`);
    }
    return n;
  };
  return { platformCabinFilterSizes: count(sizesOf.cabin, 'cabin filter'), airBoxFilterSizes: count(sizesOf.air, 'air filter') };
}

/** The counts in the plausibility line's words. */
export const filterHousingsLine = (c: FilterHousingCounts): string => `platform with several cabin-filter sizes ${c.platformCabinFilterSizes}, engine in one engine bay with several air-filter sizes ${c.airBoxFilterSizes}`;
