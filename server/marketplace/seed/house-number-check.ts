/**
 * A house's brands carry its numbers (data/house-brands.ts): a Mahle and a Knecht filter of one kind for
 * the same cars are one part, so they share a number. Two numbers for them tell the counter of two
 * parts where there is one. Counted per kind, axle and set of fitted cars where both brands list it.
 */
import type { Db } from '../db/connection';
import { HOUSE_BRANDS, numberingHouseOf } from './data/house-brands';
import { gasketNumberDisagrees } from './data/gasket-numbers';

export interface HouseNumberCounts {
  /** Kinds and fitted car sets with filters of two brands of one house (Mahle, Knecht) and no number in common. */
  houseBrandsNumberedApart: number;
  /** Mahle and Knecht transmission filters whose number and gasket disagree: HX 798 stating a gasket, HX 798D none (data/gasket-numbers.ts). */
  gasketNotInNumber: number;
}

export async function checkHouseNumbers(db: Db, note: (text: string) => void): Promise<HouseNumberCounts> {
  const rows = await db.selectFrom('articles as a').innerJoin('brands as b', 'b.id', 'a.brand_id')
    .select(['a.id', 'a.category_id', 'a.article_number', 'a.criteria', 'b.name']).where('b.name', 'in', HOUSE_BRANDS).execute();
  const carsOf = new Map<number, number[]>();
  const ids = rows.map((row) => row.id);
  for (let at = 0; at < ids.length; at += 500) {
    for (const fit of await db.selectFrom('fitment').select(['article_id', 'model_id']).where('article_id', 'in', ids.slice(at, at + 500)).execute()) {
      carsOf.set(fit.article_id, [...(carsOf.get(fit.article_id) ?? []), fit.model_id]);
    }
  }
  // Per house, kind, axle and fitted cars: each brand's numbers.
  const groups = new Map<string, Map<string, Set<string>>>();
  let gasketNotInNumber = 0;
  for (const row of rows) {
    if (row.criteria && gasketNumberDisagrees(row.article_number, JSON.parse(row.criteria) as { key: string; value: string }[]) && gasketNotInNumber++ < 3) {
      note(`${row.name} ${row.article_number} states ${row.criteria.includes('"with_gasket","value":"yes"') ? 'a' : 'no'} gasket`);
    }
    const cars = carsOf.get(row.id);
    if (!cars?.length) continue;
    const criteria = row.criteria ? (JSON.parse(row.criteria) as { key: string; value: string }[]) : [];
    const axle = criteria.find((c) => c.key === 'fitting_position')?.value ?? '';
    const key = `${numberingHouseOf(row.name)}|${row.category_id}|${axle}|${[...cars].sort((a, b) => a - b).join(',')}`;
    const brands = groups.get(key) ?? new Map<string, Set<string>>();
    groups.set(key, brands);
    brands.set(row.name, (brands.get(row.name) ?? new Set<string>()).add(row.article_number));
  }
  let apart = 0;
  for (const brands of groups.values()) {
    if (brands.size < 2) continue;
    const [first, ...others] = [...brands.values()];
    if (others.every((numbers) => [...numbers].some((number) => first!.has(number)))) continue;
    if (apart++ < 3) note(`${[...brands].map(([brand, numbers]) => `${brand} ${[...numbers].join(' / ')}`).join(' beside ')} for the same cars`);
  }
  return { houseBrandsNumberedApart: apart, gasketNotInNumber };
}

/** The counts in the plausibility line's words. */
export const houseNumbersLine = (c: HouseNumberCounts): string => `Mahle and Knecht filter for the same cars with different numbers ${c.houseBrandsNumberedApart}, Mahle or Knecht HX number not its gasket (D) ${c.gasketNotInNumber}`;
