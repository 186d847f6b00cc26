/**
 * A shop's tax set-up as stored (shops.tax_scheme, shops.vat_id, the shop's country) and whether it
 * lets the shop go live: a feed of a shop whose set-up is incomplete is held with the reason, and
 * a held import is not put live until the set-up is complete.
 */
import { schemeOf, TAX_HOLD_PREFIX, taxSetupGap, type TaxScheme, type TaxSetupProblem } from '../../../contract/tax-setup';
import type { Db } from '../db/connection';

export interface ShopTax { country: string; scheme: TaxScheme | null; vatId: string; gap: { field: 'scheme' | 'vatId'; problem: TaxSetupProblem } | null }

export async function readTaxSetup(db: Db, shopId: number): Promise<ShopTax | undefined> {
  const row = await db.selectFrom('shops').select(['country', 'tax_scheme', 'vat_id']).where('id', '=', shopId).executeTakeFirst();
  if (!row) return undefined;
  const setup = { scheme: schemeOf(row.tax_scheme), vatId: row.vat_id ?? '' };
  return { country: row.country, ...setup, gap: taxSetupGap(setup, row.country) };
}

/** Stores a set-up already checked with contract/tax-setup's taxSetupInput for the shop's country. */
export async function saveTaxSetup(db: Db, shopId: number, setup: { scheme: TaxScheme; vatId: string }): Promise<void> {
  await db.updateTable('shops').set({ tax_scheme: setup.scheme, vat_id: setup.vatId || null }).where('id', '=', shopId).execute();
}

/**
 * Holds the shop's offers while its set-up is incomplete, and lets them go again once it is
 * complete: asked after every change of the facts the set-up reads (scheme, VAT ID, country).
 */
export async function refreshTaxHold(db: Db, shopId: number, now = new Date()): Promise<boolean> {
  const tax = await readTaxSetup(db, shopId);
  if (!tax) return false;
  if (tax.gap) await db.updateTable('shops').set({ tax_held_at: now.toISOString() }).where('id', '=', shopId).where('tax_held_at', 'is', null).execute();
  else await db.updateTable('shops').set({ tax_held_at: null }).where('id', '=', shopId).execute();
  return Boolean(tax.gap);
}

/** Why the shop's feed must wait ("tax-setup:<field>:<problem>"), or undefined when its set-up is complete. */
export async function taxHoldReason(db: Db, shopId: number): Promise<string | undefined> {
  const tax = await readTaxSetup(db, shopId);
  if (!tax) return undefined;
  return tax.gap ? `${TAX_HOLD_PREFIX}:${tax.gap.field}:${tax.gap.problem}` : undefined;
}
