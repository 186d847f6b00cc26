/**
 * The plausibility check's reading of the French plates (data/fr-plates.ts): a plate of a series the
 * register has not reached, one issued before its car was built, a left-out letter pair or an FNI
 * plate on a car built after the SIV began. The home page's specimen plate (AA-123-ZZ, the format's
 * example, on a current 208) is the example of a format, not a register's plate, and is left out.
 */
import type { Db } from '../db/connection';
import { plateAgainstCar } from './data/fr-plates';
import { DEMO_PLATE } from './data/top-models';

export async function checkPlates(db: Db, note: (text: string) => void): Promise<{ plateAgainstCar: number }> {
  const rows = await db.selectFrom('fr_plates as p').innerJoin('models as m', 'm.id', 'p.model_id')
    .select(['p.plate', 'm.full_name as name', 'm.production_year_start as builtFrom']).where('p.plate', '!=', DEMO_PLATE).execute();
  let against = 0;
  for (const row of rows) {
    const wrong = plateAgainstCar(row.plate, row.builtFrom ?? 0);
    if (!wrong) continue;
    if (against++ < 3) note(`plate ${row.plate} on ${row.name}: ${wrong}`);
  }
  return { plateAgainstCar: against };
}
