/**
 * The plausibility check's reading of data/references-per-application.ts: a car on which one brand
 * lists more same-spec articles of one kind (and position) than a maker lists references for one
 * application. Aggregated by the database over the fitment table, so a million articles stay quick.
 */
import { sql } from 'kysely';
import type { Db } from '../db/connection';
import { REFERENCES_PER_APPLICATION } from './data/references-per-application';

export interface ReferenceCounts {
  /** (car, category, brand, criteria) with more articles than one brand lists for one application (twelve Bosch EFB 68 Ah batteries on one Golf). */
  brandReferencesPiledOnCar: number;
}

export async function checkReferencesPerApplication(db: Db, note: (text: string) => void): Promise<ReferenceCounts> {
  const piled = sql<{ modelId: number; categoryId: number; brandId: number; n: number }>`
    select f.model_id as "modelId", a.category_id as "categoryId", a.brand_id as "brandId", count(*) as n
    from fitment f join articles a on a.id = f.article_id
    group by f.model_id, a.category_id, a.brand_id, a.criteria
    having count(*) > ${REFERENCES_PER_APPLICATION}`;
  const total = await sql<{ groups: number }>`select count(*) as groups from (${piled}) piled`.execute(db);
  const groups = Number(total.rows[0]?.groups ?? 0);
  if (groups) {
    const examples = await sql<{ modelId: number; categoryId: number; brandId: number; n: number }>`${piled} order by n desc limit 3`.execute(db);
    for (const row of examples.rows) note(`model ${row.modelId}: ${row.n} same-spec articles of brand ${row.brandId} in category ${row.categoryId}`);
  }
  return { brandReferencesPiledOnCar: groups };
}

export const referencesLine = (r: ReferenceCounts): string => `car with more than two same-spec articles of one brand in one position ${r.brandReferencesPiledOnCar}`;
