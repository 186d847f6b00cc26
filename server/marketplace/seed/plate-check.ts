/**
 * The plausibility check's reading of the French plates (data/fr-plates.ts): a plate of a series the
 * register has not reached, one issued before its car was built, a left-out letter pair or an FNI
 * plate on a car built after the SIV began, and an SIV plate issued after its type's years and the year
 * after (the number goes to the car at its first registration and stays with it for life). The home page's example plate (AA-123-ZZ) is read as
 * any other: it names a real car, which must be one of its series' years.
 */
import type { Db } from '../db/connection';
import { frenchLaunch, plateAgainstCar } from './data/fr-plates';

export async function checkPlates(db: Db, note: (text: string) => void): Promise<{ plateAgainstCar: number }> {
  const rows = await db.selectFrom('fr_plates as p').innerJoin('models as m', 'm.id', 'p.model_id')
    .select(['p.plate', 'm.full_name as name', 'm.production_year_start as builtFrom', 'm.production_year_end as builtUntil']).execute();
  let against = 0;
  for (const row of rows) {
    // Read at month precision: a type launched in the autumn carries no plate of its first year's spring.
    const wrong = plateAgainstCar(row.plate, frenchLaunch(row.name, row.builtFrom ?? 0), row.builtUntil ?? null);
    if (!wrong) continue;
    if (against++ < 3) note(`plate ${row.plate} on ${row.name}: ${wrong}`);
  }
  return { plateAgainstCar: against };
}
