/**
 * shops.tax_held_at: set while a shop's tax set-up is incomplete after it had gone live (ISO-8601
 * text); its offers are not sold until the set-up is complete again. A shop whose stored VAT ID
 * fails its country's format or check digit (the forms once saved such) is held from now on.
 */
import { vatIdProblem } from '../../../../contract/vat-id';
import type { MigrationDb } from './kit';

export async function up(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('shops').addColumn('tax_held_at', 'text').execute();
  const rows = await db.selectFrom('shops').select(['id', 'country', 'vat_id']).where('vat_id', 'is not', null).where('vat_id', '<>', '').execute() as { id: number; country: string; vat_id: string }[];
  const wrong = rows.filter((row) => vatIdProblem(row.vat_id, row.country)).map((row) => row.id);
  if (wrong.length > 0) await db.updateTable('shops').set({ tax_held_at: new Date().toISOString() }).where('id', 'in', wrong).execute();
}
