/**
 * A maker numbers a part once for the cars it is made for. Two numbers of one brand, one kind and the
 * same stated criteria on one car are phantoms: nothing tells the counter which to sell (real alternatives
 * differ by something stated: a line, a terminal, a size). Counted per car, kind and brand.
 */
import { sql } from 'kysely';
import type { Db } from '../db/connection';

export interface MakerNumberCounts {
  /** A car, kind and brand under which the brand lists two or more articles of the same criteria. */
  oneBrandsPartUnderSeveralNumbers: number;
}

export async function checkMakerNumbers(db: Db, note: (text: string) => void): Promise<MakerNumberCounts> {
  const found = await sql<{ model_id: number; category_id: number; brand_id: number; numbers: number; first: number }>`
    select f.model_id, a.category_id, a.brand_id, count(*) as numbers, min(a.id) as first
    from fitment f join articles a on a.id = f.article_id
    group by f.model_id, a.category_id, a.brand_id, a.criteria having count(*) > 1`.execute(db);
  for (const row of found.rows.slice(0, 3)) {
    note(`brand ${row.brand_id} lists ${row.numbers} articles of category ${row.category_id} with article ${row.first}'s criteria for model ${row.model_id}`);
  }
  return { oneBrandsPartUnderSeveralNumbers: found.rows.length };
}

/** The counts in the plausibility line's words. */
export const makerNumbersLine = (c: MakerNumberCounts): string =>
  `one brand's part under several numbers on one car ${c.oneBrandsPartUnderSeveralNumbers}`;
