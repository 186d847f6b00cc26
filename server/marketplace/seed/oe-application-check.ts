/**
 * The counter's reading of an OE number (data/oe-applications.ts): the number names one part, so every
 * article a make's number is given to within one kind is of one size, and they are made for the same
 * car line; cabin filters of several sizes, or pads for an M5 and a 1er, under one number are a wrong cross-reference.
 */
import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../db/connection';

export interface OeApplicationCounts {
  /** A make's OE number given, within one kind, to articles of more than one criteria set (Opel's cabin filter number on ten sizes). */
  oeNumberOnSeveralSizes: number;
  /** A make's OE number given, within one kind, to an article that fits no car line (series) of the number's first article. */
  oeNumberAcrossCarLines: number;
  /** A make's OE number given, within one kind, to an article that fits none of the cars of the number's first article (a Kuga petrol's filter number on the diesel's filter). */
  oeNumberOnDisjointCars: number;
}

export async function checkOeApplications(db: Db, note: (text: string) => void): Promise<OeApplicationCounts> {
  const sizes = await sql<{ manufacturer_id: number; norm_number: string; category_id: number; sizes: number }>`
    select o.manufacturer_id, o.norm_number, a.category_id, count(distinct coalesce(a.criteria, '')) as sizes
    from oe_numbers o join articles a on a.id = o.article_id
    group by o.manufacturer_id, o.norm_number, a.category_id having count(distinct coalesce(a.criteria, '')) > 1`.execute(db);
  for (const row of sizes.rows.slice(0, 3)) note(`OE number ${row.norm_number} of manufacturer ${row.manufacturer_id} is on ${row.sizes} sizes of category ${row.category_id}`);

  // Each number's first article is its reference: another article of the number must fit a car of one of its series.
  const lines = await articlesApartFromFirst(db, sql`
    select 1 from fitment f1 join models m1 on m1.id = f1.model_id join models m2 on m2.series_id = m1.series_id
    join fitment f2 on f2.model_id = m2.id and f2.article_id = g.ref where f1.article_id = o.article_id`);
  for (const row of lines.slice(0, 3)) note(`OE number ${row.norm_number} of manufacturer ${row.manufacturer_id} is on article ${row.article_id}, of no car line its first article fits`);

  // Each number's first article again: another article of the number must fit at least one of its cars (an OE number names its cars).
  const cars = await articlesApartFromFirst(db, sql`
    select 1 from fitment f1 join fitment f2 on f2.model_id = f1.model_id and f2.article_id = g.ref where f1.article_id = o.article_id`);
  for (const row of cars.slice(0, 3)) note(`OE number ${row.norm_number} of manufacturer ${row.manufacturer_id} is on article ${row.article_id}, which fits none of the cars its first article fits`);
  return { oeNumberOnSeveralSizes: sizes.rows.length, oeNumberAcrossCarLines: lines.length, oeNumberOnDisjointCars: cars.length };
}

/**
 * Per OE number (make, number, category) held by several articles: the first other article for which
 * `together` (a query on `o.article_id` and the number's first article `g.ref`) finds nothing.
 */
async function articlesApartFromFirst(db: Db, together: RawBuilder<unknown>) {
  const { rows } = await sql<{ manufacturer_id: number; norm_number: string; category_id: number; article_id: number }>`
    with g as (
      select o.manufacturer_id, o.norm_number, a.category_id, min(o.article_id) as ref
      from oe_numbers o join articles a on a.id = o.article_id
      group by o.manufacturer_id, o.norm_number, a.category_id having count(distinct o.article_id) > 1)
    select g.manufacturer_id, g.norm_number, g.category_id, min(o.article_id) as article_id
    from g join oe_numbers o on o.norm_number = g.norm_number and o.manufacturer_id = g.manufacturer_id
    join articles a on a.id = o.article_id and a.category_id = g.category_id and a.id <> g.ref
    where not exists (${together})
    group by g.manufacturer_id, g.norm_number, g.category_id`.execute(db);
  return rows;
}

/** The counts in the plausibility line's words. */
export const oeApplicationsLine = (c: OeApplicationCounts): string =>
  `OE number on parts of several sizes ${c.oeNumberOnSeveralSizes}, OE number across car lines ${c.oeNumberAcrossCarLines}, OE number on parts for other cars ${c.oeNumberOnDisjointCars}`;
