/**
 * The operator's own figures of a quarter for its commission, a service to the shops: per shop's
 * country and rate, net and VAT, from the settlements of the quarter's months (the close fixed the
 * VAT on each). German shops' commission bears German VAT (the operator's return); a shop in another
 * member state with a VAT ID owes it at home (reverse charge, the recapitulative statement's lines,
 * rate 0); a shop outside the EU is outside German VAT (rate 0 too, kept apart by its country).
 */
import type { Db } from '../db/connection';
import { EU_VAT_AREA, OPERATOR_HOME, standardRateBp } from '../tax';
import { monthsOfQuarter } from './period';

export type CommissionTreatment = 'domestic' | 'reverseCharge' | 'outsideScope';
export interface CommissionLine { country: string; treatment: CommissionTreatment; rateBp: number; netCents: number; vatCents: number; grossCents: number }

const treatmentOf = (country: string, vatCents: number): CommissionTreatment =>
  vatCents !== 0 || country === OPERATOR_HOME ? 'domestic' : EU_VAT_AREA.has(country) ? 'reverseCharge' : 'outsideScope';

export async function commissionFigures(db: Db, quarter: string): Promise<CommissionLine[]> {
  const months = monthsOfQuarter(quarter);
  const rows = await db.selectFrom('settlements as s').innerJoin('shops as sh', 'sh.id', 's.shop_id')
    .select(['sh.country', 's.commission_cents', 's.commission_vat_cents']).where('s.month', 'in', months).execute();
  const sums = new Map<string, CommissionLine>();
  for (const row of rows) {
    const country = row.country.toUpperCase();
    const gross = Number(row.commission_cents);
    const vat = Number(row.commission_vat_cents ?? 0);
    if (gross === 0) continue;
    const treatment = treatmentOf(country, vat);
    const rateBp = treatment === 'domestic' ? standardRateBp(OPERATOR_HOME) : 0;
    const key = `${country}:${treatment}`;
    const line = sums.get(key) ?? { country, treatment, rateBp, netCents: 0, vatCents: 0, grossCents: 0 };
    line.grossCents += gross;
    line.vatCents += vat;
    line.netCents = line.grossCents - line.vatCents;
    sums.set(key, line);
  }
  return [...sums.values()].sort((a, b) => a.country.localeCompare(b.country) || a.treatment.localeCompare(b.treatment));
}
