/**
 * The plausibility counts of electric type names (import/electric-type-names.ts): a name that spells
 * another version's battery or motors (an "ID.3 Pro Perf 77kWh", a single-motor "XC40 TWIN ENGINE"),
 * and one electric car listed twice in a generation under two spellings ("Niro EV" and "e-NIRO").
 */
import type { Db } from '../db/connection';
import { electricTradeName, withoutElectricWord } from '../import';

export async function checkElectricNames(db: Db, note: (text: string) => void): Promise<{ electricNameNotTrade: number; electricTypeTwice: number }> {
  const types = await db.selectFrom('models as m').innerJoin('manufacturers as f', 'f.id', 'm.manufacturer_id')
    .select(['m.id', 'm.series_id as seriesId', 'm.full_name as fullName', 'm.name', 'm.kw', 'f.name as make']).where('m.fuel', '=', 'electric').orderBy('m.id').execute();
  let electricNameNotTrade = 0;
  let electricTypeTwice = 0;
  const seen = new Map<string, { id: number; name: string }>();
  for (const type of types) {
    const trade = electricTradeName(type.make, type.name, type.kw);
    if (trade !== type.name && electricNameNotTrade++ < 3) note(`model ${type.id} (${type.fullName}, ${type.kw} kW) is the ${trade}`);
    const key = `${type.seriesId}|${type.kw}|${withoutElectricWord(type.name)}`;
    const first = seen.get(key);
    if (!first) seen.set(key, { id: type.id, name: type.name });
    else if (first.name !== type.name && electricTypeTwice++ < 3) note(`model ${type.id} (${type.fullName}) is model ${first.id} ("${first.name}") named twice`);
  }
  return { electricNameNotTrade, electricTypeTwice };
}
