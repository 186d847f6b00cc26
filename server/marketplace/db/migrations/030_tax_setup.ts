/**
 * Tax from rules: a shop declares how it is taxed (tax_scheme: oss, threshold or exempt; NULL until
 * it has) and the rate of an order follows from that, the shop's country and the delivery country.
 * The rate a shop's shipping row stated goes; an order's part keeps why it carries no VAT (vat_note,
 * JSON {kind, basis?}) beside the rate it kept already.
 */
import { sql } from 'kysely';
import type { MigrationDb } from './kit';

export async function up(db: MigrationDb): Promise<void> {
  const s = db.schema;
  await s.alterTable('shops').addColumn('tax_scheme', 'text').execute();
  // A shop that stated a rate for every country it ships to charged the destination's rate: the
  // one-stop shop. One with a country left empty declares anew (its next feed is held until then).
  await sql`UPDATE shops SET tax_scheme = 'oss'
    WHERE vat_id IS NOT NULL AND vat_id <> ''
      AND EXISTS (SELECT 1 FROM shop_shipping sh WHERE sh.shop_id = shops.id)
      AND NOT EXISTS (SELECT 1 FROM shop_shipping sh WHERE sh.shop_id = shops.id AND sh.vat_rate_bp IS NULL)`.execute(db);
  await s.alterTable('shop_shipping').dropColumn('vat_rate_bp').execute();
  await s.alterTable('order_shops').addColumn('vat_note', 'text').execute();
}
