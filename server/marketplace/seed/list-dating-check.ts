/**
 * The plausibility count of the French list's dating: a type read from that list alone (no build
 * years of its own) dated the list's year, though its generation came to market earlier or the
 * generation table does not know it. A buyer of a 2018 Countryman F60 filters by his year and finds
 * no car dated from 2023 on (import/list-generations.ts).
 */
import type { Db } from '../db/connection';
import { ADEME_LIST_YEAR, engineLaunchYear, generationOfSeriesName, listGeneration, listSeriesKey, listSeriesName, listSeriesRow, namesItsGeneration } from '../import';

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

/**
 * The plausibility counts of the list's generations as a counter clerk looks them up: a series named
 * by its model line alone ("X4", "GLE") where its make's other series name their generation, though
 * the trade's name of it is known (import/list-generations.ts: LIST_SERIES_NAMES); and a type of such
 * a generation without the chassis codes the trade files it by (no vehicle_type_facts row).
 */
export async function checkListGenerationNames(db: Db, note: (text: string) => void): Promise<{ listSeriesWithoutGeneration: number; listTypeWithoutChassis: number }> {
  const series = await db.selectFrom('series as s').innerJoin('manufacturers as f', 'f.id', 's.manufacturer_id').select(['s.id', 's.name', 'f.name as make']).execute();
  const makesNamingGenerations = new Set(series.filter((s) => namesItsGeneration(s.name)).map((s) => s.make));
  let unnamed = 0;
  for (const s of series) {
    if (namesItsGeneration(s.name) || !makesNamingGenerations.has(s.make)) continue;
    const traded = listSeriesName(s.make, listSeriesKey(s.name));
    if (traded === s.name) continue;
    if (unnamed++ < 3) note(`series ${s.id} ${s.make} ${s.name} names no generation; the trade writes ${traded}`);
  }
  const types = await db.selectFrom('models as m').innerJoin('series as s', 's.id', 'm.series_id').innerJoin('manufacturers as f', 'f.id', 'm.manufacturer_id')
    .leftJoin('vehicle_type_facts as v', 'v.model_id', 'm.id').select(['m.id', 'm.name', 's.name as series', 'f.name as make', 'v.chassis']).execute();
  let bare = 0;
  for (const t of types) {
    const row = listSeriesRow(t.make, listSeriesKey(t.series));
    if (!row || row.chassis.length === 0 || t.chassis) continue;
    if (bare++ < 3) note(`model ${t.id} ${t.make} ${t.series} ${t.name} has no chassis code; its generation is ${row.chassis.join(', ')}`);
  }
  return { listSeriesWithoutGeneration: unnamed, listTypeWithoutChassis: bare };
}
