/**
 * The parts seller's reading of the filters whose size is their housing's: a platform whose cars share one
 * heater box takes one cabin filter size on every car of it (a Golf VII's as a Passat B8's,
 * data/cabin-filters.ts), and one engine in one engine bay one air filter size, its air box's
 * (data/air-filters.ts). A cabin filter's leaf is its product: the particle, activated-carbon or
 * biofunctional filter, each in its maker's own series (a "CU" in the pollen filters, never in another
 * leaf), and a car's cabin filters are one size in every leaf, its heater box's.
 */
import type { Db } from '../db/connection';
import type { CarFacts } from './data/fitment-rules';
import { CABIN_FILTER_KINDS, cabinFiltersOfNumber, sharedHeaterBoxOf } from './data/cabin-filters';
import { airBoxOf } from './data/air-filters';

export interface FilterHousingCounts {
  /** Platforms sharing one heater box whose cabin filters come in more than one size. */
  platformCabinFilterSizes: number;
  /** Air boxes (an engine's fuel, displacement and charging in one engine bay) whose air filters come in more than one size. */
  airBoxFilterSizes: number;
  /** Articles of a cabin-filter leaf whose number is in the brand's series of another leaf's product (a Mann CU in a leaf that is not the pollen filters'). */
  cabinFilterOtherLeafNumber: number;
  /** Cars whose cabin filters, over every leaf of the cabin filter group, come in more than one size. */
  carCabinFilterSizes: number;
}

export async function checkFilterHousings(db: Db, carOf: ReadonlyMap<number, { car: CarFacts; name: string }>, note: (text: string) => void): Promise<FilterHousingCounts> {
  const categories = await db.selectFrom('category_texts').select(['category_id', 'title']).where('lang_no', '=', 1).where('title', 'in', [...CABIN_FILTER_KINDS, 'Luftfilter']).execute();
  const kindOf = new Map(categories.map((c) => [c.category_id, c.title]));
  const cabinLeaves = await cabinGroupLeaves(db, categories.filter((c) => CABIN_FILTER_KINDS.has(c.title)).map((c) => c.category_id));
  for (const leaf of cabinLeaves) if (!kindOf.has(leaf.id)) kindOf.set(leaf.id, leaf.title);
  const cabin = new Set(cabinLeaves.map((leaf) => leaf.id));
  const rows = kindOf.size ? await db.selectFrom('articles as a').innerJoin('fitment as f', 'f.article_id', 'a.id')
    .select(['a.id', 'a.category_id', 'a.criteria', 'f.model_id']).where('a.category_id', 'in', [...kindOf.keys()]).orderBy('a.id').execute() : [];
  const carSizes = new Map<number, Map<string, string>>();
  const sizesOf = { cabin: new Map<string, Map<string, string>>(), air: new Map<string, Map<string, string>>() };
  for (const row of rows) {
    const fitted = carOf.get(row.model_id);
    if (!fitted) continue;
    const air = kindOf.get(row.category_id) === 'Luftfilter';
    const criteria = row.criteria ? (JSON.parse(row.criteria) as { key: string; value: string }[]) : [];
    const value = (key: string) => criteria.find((c) => c.key === key)?.value ?? '?';
    const size = `${value('length')}x${value('width')}x${value('height')}`;
    if (cabin.has(row.category_id)) {
      const sizes = carSizes.get(row.model_id) ?? new Map<string, string>();
      if (!sizes.has(size)) sizes.set(size, `${kindOf.get(row.category_id)} ${row.id}`);
      carSizes.set(row.model_id, sizes);
    }
    const housing = air ? airBoxOf(fitted.car) : sharedHeaterBoxOf(fitted.car);
    if (!housing) continue;
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
  let carCabinFilterSizes = 0;
  for (const [modelId, sizes] of carSizes) {
    if (sizes.size < 2) continue;
    if (++carCabinFilterSizes <= 3) note(`${carOf.get(modelId)?.car.generation} ${carOf.get(modelId)?.name} cabin filter comes in ${[...sizes].slice(0, 4).map(([size, article]) => `${size} (${article})`).join(' / ')}`);
  }
  return {
    platformCabinFilterSizes: count(sizesOf.cabin, 'cabin filter'), airBoxFilterSizes: count(sizesOf.air, 'air filter'),
    cabinFilterOtherLeafNumber: await countOtherLeafNumbers(db, cabinLeaves, note), carCabinFilterSizes,
  };
}

/** Every leaf of the group the cabin filter leaves sit in: a leaf there that is none of the three products counts too. */
async function cabinGroupLeaves(db: Db, leafIds: readonly number[]): Promise<{ id: number; title: string }[]> {
  if (!leafIds.length) return [];
  const groups = await db.selectFrom('categories').select('parent_id').where('id', 'in', leafIds).execute();
  const parents = [...new Set(groups.map((g) => g.parent_id).filter((id): id is number => id !== null))];
  if (!parents.length) return [];
  return (await db.selectFrom('categories as c').innerJoin('category_texts as t', 't.category_id', 'c.id').select(['c.id', 't.title'])
    .where('t.lang_no', '=', 1).where('c.is_leaf', '=', 1).where('c.parent_id', 'in', parents).execute()).map((leaf) => ({ id: leaf.id, title: leaf.title }));
}

/** Cabin filters whose number is in their brand's series of another leaf's product only (data/cabin-filters.ts). */
async function countOtherLeafNumbers(db: Db, leaves: readonly { id: number; title: string }[], note: (text: string) => void): Promise<number> {
  if (!leaves.length) return 0;
  const titleOf = new Map(leaves.map((leaf) => [leaf.id, leaf.title]));
  const brandName = new Map((await db.selectFrom('brands').select(['id', 'name']).execute()).map((r) => [r.id, r.name]));
  const rows = await db.selectFrom('articles').select(['id', 'brand_id', 'category_id', 'article_number']).where('category_id', 'in', [...titleOf.keys()]).orderBy('id').execute();
  let n = 0;
  for (const row of rows) {
    const brand = brandName.get(row.brand_id) ?? '?';
    const products = cabinFiltersOfNumber(brand, row.article_number);
    const leaf = titleOf.get(row.category_id) ?? '?';
    if (!products.length || products.includes(leaf)) continue;
    if (++n <= 3) note(`${brand} "${row.article_number}" (article ${row.id}) is a ${products.join('/')} number in the leaf ${leaf}`);
  }
  return n;
}



/** The counts in the plausibility line's words. */
export const filterHousingsLine = (c: FilterHousingCounts): string => `platform with several cabin-filter sizes ${c.platformCabinFilterSizes}, engine in one engine bay with several air-filter sizes ${c.airBoxFilterSizes}, cabin filter numbered in another leaf's series ${c.cabinFilterOtherLeafNumber}, car with several cabin-filter sizes across the leaves ${c.carCabinFilterSizes}`;
