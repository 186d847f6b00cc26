/**
 * The operator's commission on a shop: a percentage of the goods value of every part it ships
 * (kept in basis points: 12,5 % is 1250) and a fixed amount per part shipped (in cents). Typed as
 * people write them: "12,5", "12.5 %", "4,95", "4,95 €". Each change is the operator's and audited.
 */
import type { Db } from '../db/connection';
import { amountCentsOf } from '../../../locales/amounts';
import { saveShopCommission } from '../shops';

export interface Commission { bp: number; fixedCents: number }

/** At most 100 % and 1.000 € per part: anything above is a typing error, not a price. */
export const COMMISSION_BP_MAX = 10_000;
export const COMMISSION_FIXED_MAX = 100_000;

/** "12,5" / "12.5 %" / "7" as basis points (two decimals at most), or null. */
export function basisPointsOf(typed: string): number | null {
  const match = /^(\d{1,3})(?:[.,](\d{1,2}))?$/u.exec(typed.trim().replace(/\s*%$/u, '').trim());
  if (!match) return null;
  const bp = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return bp <= COMMISSION_BP_MAX ? bp : null;
}

/** "4,95" as cents within the bound, or null. */
export function fixedCentsOf(typed: string): number | null {
  const cents = amountCentsOf(typed);
  return cents !== null && cents <= COMMISSION_FIXED_MAX ? cents : null;
}

export type CommissionInput = { ok: true; commission: Commission } | { ok: false; field: 'percent' | 'fixed' };

export function commissionInput(percent: string, fixed: string): CommissionInput {
  const bp = basisPointsOf(percent);
  if (bp === null) return { ok: false, field: 'percent' };
  const fixedCents = fixedCentsOf(fixed);
  if (fixedCents === null) return { ok: false, field: 'fixed' };
  return { ok: true, commission: { bp, fixedCents } };
}

export async function commissionOf(db: Db, shopId: number): Promise<Commission | undefined> {
  const row = await db.selectFrom('shops').select(['commission_bp', 'commission_fixed_cents']).where('id', '=', shopId).executeTakeFirst();
  return row ? { bp: Number(row.commission_bp), fixedCents: Number(row.commission_fixed_cents) } : undefined;
}

/** False when there is no such shop. */
export async function setCommission(db: Db, shopId: number, commission: Commission): Promise<boolean> {
  return saveShopCommission(db, shopId, commission);
}

/**
 * The commission on one part's shipment: the percentage of its goods, rounded half up to the cent
 * once per part and shipment, plus the fixed amount when the part ships for the first time.
 */
export function commissionCents(goodsCents: number, firstShipment: boolean, commission: Commission): number {
  return Math.floor((goodsCents * commission.bp + 5_000) / 10_000) + (firstShipment ? commission.fixedCents : 0);
}
