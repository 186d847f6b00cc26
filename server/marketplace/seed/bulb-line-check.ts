/**
 * The trade's reading of headlamp bulbs (data/bulb-lines.ts): a maker sells each base in its lines and
 * packs, and numbers each once. Two bulbs of one maker with the same label (an Osram "H7 55 W 12 V" at
 * 3.89 and another at 24.89 euros) are one product under two numbers, and the buyer cannot tell them apart.
 */
import type { Db } from '../db/connection';
import { BULB_LINE_KIND } from './data/bulb-lines';

export interface BulbLineCounts {
  /** Headlamp bulbs of one brand that state the same criteria as an earlier one of that brand. */
  bulbSameLabelOfOneBrand: number;
}

export async function checkBulbLines(db: Db, kindOfCategory: ReadonlyMap<number, string>, note: (text: string) => void): Promise<BulbLineCounts> {
  const counts: BulbLineCounts = { bulbSameLabelOfOneBrand: 0 };
  const categories = [...kindOfCategory].filter(([, kind]) => kind === BULB_LINE_KIND).map(([id]) => id);
  if (!categories.length) return counts;
  const rows = await db.selectFrom('articles as a').innerJoin('brands as b', 'b.id', 'a.brand_id')
    .select(['a.id', 'a.article_number', 'a.criteria', 'b.name as brand']).where('a.category_id', 'in', categories).orderBy('a.id').execute();
  const first = new Map<string, string>();
  for (const row of rows) {
    const criteria = row.criteria ? (JSON.parse(row.criteria) as { key: string; value: string }[]) : [];
    const label = `${row.brand}|${criteria.map((c) => `${c.key}=${c.value}`).sort().join(',')}`;
    const earlier = first.get(label);
    if (earlier === undefined) {
      first.set(label, row.article_number);
      continue;
    }
    if (counts.bulbSameLabelOfOneBrand++ < 3) note(`${row.brand} headlamp bulb ${row.id} (${row.article_number}) states the same as ${earlier}: ${criteria.map((c) => c.value).join(' ')}`);
  }
  return counts;
}

/** The counts in the report's line. */
export const bulbLinesLine = (r: BulbLineCounts): string => `headlamp bulb of one brand with another's label ${r.bulbSameLabelOfOneBrand}`;
