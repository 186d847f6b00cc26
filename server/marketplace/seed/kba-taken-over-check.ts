/**
 * The plausibility check's reading of the makes a holder took over (import/holder-name-eras.ts): a
 * "PSA AUTOMOBILES (F)" key for a "CORSA" or "ASTRA" can only be the one Corsa or Astra PSA launched
 * (Corsa F, Astra L). Left unplaced, the register names a car the lookup could answer with certainty.
 */
import type { Db } from '../db/connection';
import { kbaSeriesName, seriesFit, takenOverMakes, tradeNames, withoutBody } from '../import';

export interface KbaTakenOverCounts {
  /** Register pairs of a taken-over make left unplaced though one generation of the named model was launched under the holder. */
  kbaTakenOverPairUnplaced: number;
}

export async function checkKbaTakenOver(db: Db, note: (text: string) => void): Promise<KbaTakenOverCounts> {
  const holders = (await db.selectFrom('kba_register').select('kba_manufacturer').distinct().execute()).map((r) => r.kba_manufacturer).filter((h) => Object.keys(takenOverMakes(h)).length > 0);
  if (holders.length === 0) return { kbaTakenOverPairUnplaced: 0 };
  const series = await db.selectFrom('series as s').innerJoin('manufacturers as mf', 'mf.id', 's.manufacturer_id')
    .select(['s.name', 's.series_family_id as family', 's.production_year_start as start', 'mf.name as make']).execute();
  const placed = new Set((await db.selectFrom('kba').select(['hsn', 'tsn']).distinct().execute()).map((k) => `${k.hsn}/${k.tsn}`));
  const pairs = await db.selectFrom('kba_register').select(['hsn', 'tsn', 'kba_manufacturer as holder', 'trade_name as tradeName']).where('kba_manufacturer', 'in', holders).execute();
  let wrong = 0;
  for (const pair of pairs) {
    if (placed.has(`${pair.hsn}/${pair.tsn}`)) continue;
    const certain = Object.entries(takenOverMakes(pair.holder)).some(([make, since]) => {
      const named = series.filter((s) => s.make === make && tradeNames(pair.tradeName).some((name) => seriesFit(kbaSeriesName(make, withoutBody(name)), s.name.replace(/\s*\([^)]*\)$/, '')) > 0));
      const families = new Set(named.map((s) => s.family));
      return families.size === 1 && named.filter((s) => s.start >= since).length === 1;
    });
    if (!certain) continue;
    if (wrong++ < 3) note(`KBA ${pair.hsn}/${pair.tsn} "${pair.tradeName}" of ${pair.holder} is unplaced though the holder launched one generation of it`);
  }
  return { kbaTakenOverPairUnplaced: wrong };
}

/** The count in the report's line. */
export const kbaTakenOverLine = (r: KbaTakenOverCounts): string => `register pair of a taken-over make unplaced though its generation is certain ${r.kbaTakenOverPairUnplaced}`;
