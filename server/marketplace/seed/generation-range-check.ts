/**
 * The plausibility count of generations listed with fewer engines than the reference data names for
 * them (import/shared-ranges.ts): a Grandland X offered only as a diesel, a Marco Polo only as a 300 d.
 */
import type { Db } from '../db/connection';
import { SHARED_RANGES, listSeriesKey, missingFromRange } from '../import';

export async function generationsMissingEngines(db: Db, note: (text: string) => void): Promise<number> {
  const types = await db.selectFrom('models as m').innerJoin('series as s', 's.id', 'm.series_id').innerJoin('manufacturers as f', 'f.id', 'm.manufacturer_id')
    .select(['m.fuel', 'm.kw', 'm.ccm', 's.name as series', 'f.name as make']).execute();
  let count = 0;
  for (const range of SHARED_RANGES) {
    const of = (series: string) => types.filter((t) => t.make === range.manufacturer && listSeriesKey(t.series) === series);
    const own = of(range.generation);
    // A generation the catalogue does not hold is not offered short.
    if (own.length === 0) continue;
    const missing = missingFromRange(range, of(range.from), own);
    if (missing.length > 0 && count++ < 3) note(`${range.manufacturer} ${range.generation} lacks ${missing.map((v) => `${v.fuel} ${v.kw} kW ${v.ccm} cm³`).join(', ')}, listed as ${range.from}`);
  }
  return count;
}
