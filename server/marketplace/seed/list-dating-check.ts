/**
 * The plausibility count of the French list's dating: a type read from that list alone (no build
 * years of its own) dated the list's year, though its generation came to market earlier or the
 * generation table does not know it. A buyer of a 2018 Countryman F60 filters by his year and finds
 * no car dated from 2023 on (import/list-generations.ts).
 */
import type { Db } from '../db/connection';
import { ADEME_LIST_YEAR, engineLaunchYear, generationOfSeriesName, listGeneration } from '../import';

export async function checkListDating(db: Db, note: (text: string) => void): Promise<{ listTypeDatedAfterItsGeneration: number }> {
  const rows = await db.selectFrom('models as m').innerJoin('series as s', 's.id', 'm.series_id').innerJoin('manufacturers as f', 'f.id', 'm.manufacturer_id')
    .innerJoin('import_keys as k', (join) => join.onRef('k.ref_id', '=', 'm.id').on('k.source', '=', 'ademe').on('k.kind', '=', 'model'))
    .select(['m.id', 'm.full_name as name', 'm.fuel', 'm.ccm', 'm.kw', 'm.production_year_start as yearStart', 's.name as series', 'f.name as make'])
    .where('m.production_year_start', '=', ADEME_LIST_YEAR).execute();
  let dated = 0;
  for (const row of rows) {
    const variant = { fuel: row.fuel, ccm: row.ccm, kw: row.kw };
    const generation = generationOfSeriesName(row.make, row.series, variant) ?? listGeneration(row.make, row.series, variant);
    if (generation && generation.years[0] >= ADEME_LIST_YEAR) continue;
    // A version launched in the list's year (a facelift's engine) is dated right.
    if (engineLaunchYear(row.make, row.series, row.name, row.ccm, row.fuel, row.kw) === ADEME_LIST_YEAR) continue;
    if (dated++ < 3) note(`model ${row.id} (${row.name}) dated ${row.yearStart}: ${generation ? `its generation came in ${generation.years[0]}` : 'no generation known for its series'}`);
  }
  return { listTypeDatedAfterItsGeneration: dated };
}
