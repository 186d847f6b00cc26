/**
 * A step before any row is read: a shop lists offers only once shoppers can be told who it is
 * (legal name, address, phone, e-mail; a trader also its VAT ID or trade register).
 */
import type { Db } from '../db/connection';

export { sellerRefusal } from '../../../contract/seller-refusal';

const ALWAYS = ['legal_name', 'street', 'postcode', 'city', 'phone', 'email'] as const;

/** The identity fields the shop has not given yet (empty: it may list offers). */
export async function missingSellerFields(db: Db, shopId: number): Promise<string[]> {
  const shop = await db.selectFrom('shops').select([...ALWAYS, 'vat_id', 'register_number', 'is_trader']).where('id', '=', shopId).executeTakeFirst();
  if (!shop) return ['shop'];
  const missing: string[] = ALWAYS.filter((field) => !shop[field]?.trim());
  if (shop.is_trader === 1 && !shop.vat_id?.trim() && !shop.register_number?.trim()) missing.push('vat_id or register_number');
  return missing;
}

