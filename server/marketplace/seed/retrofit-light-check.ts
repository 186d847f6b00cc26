/**
 * The parts trade's reading of retrofit daytime lights (data/retrofit-lights.ts): an Osram LEDriving
 * DRL set is a universal pair with its fitting kit, so it states no side, replaces no OE number and
 * is fitted to no car; one that does is a sided OE lamp the maker never made.
 */
import type { Db } from '../db/connection';
import { SIDE_KEYS, retrofitDaytimeSet } from './data/retrofit-lights';

export interface RetrofitLightCounts {
  /** Retrofit daytime-light sets that say left or right, carry an OE number or fit a car. */
  retrofitLightSidedOrFitted: number;
}

export async function checkRetrofitLights(db: Db, note: (text: string) => void): Promise<RetrofitLightCounts> {
  const rows = await db.selectFrom('articles as a').select(['a.id', 'a.article_number', 'a.criteria'])
    .select((eb) => [
      eb.selectFrom('oe_numbers as o').whereRef('o.article_id', '=', 'a.id').select((e) => e.fn.countAll<number>().as('n')).as('oe'),
      eb.selectFrom('fitment as f').whereRef('f.article_id', '=', 'a.id').select((e) => e.fn.countAll<number>().as('n')).as('cars'),
    ])
    .where('a.article_number', 'like', 'LEDDRL%').execute();
  const counts: RetrofitLightCounts = { retrofitLightSidedOrFitted: 0 };
  for (const row of rows) {
    if (!retrofitDaytimeSet(row.article_number)) continue;
    const criteria = row.criteria ? (JSON.parse(row.criteria) as { key: string; value: string }[]) : [];
    const side = criteria.find((c) => SIDE_KEYS.includes(c.key))?.value;
    const oe = Number(row.oe ?? 0);
    const cars = Number(row.cars ?? 0);
    if (!side && !oe && !cars) continue;
    if (counts.retrofitLightSidedOrFitted++ < 3) note(`retrofit daytime-light set ${row.id} (${row.article_number}) is sided ${side ?? 'no'}, carries ${oe} OE numbers and fits ${cars} cars`);
  }
  return counts;
}

/** The counts in the report's line. */
export const retrofitLightsLine = (r: RetrofitLightCounts): string => `retrofit daytime-light set sided, OE-numbered or fitted to a car ${r.retrofitLightSidedOrFitted}`;
