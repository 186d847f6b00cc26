/**
 * Where a shopper sends withdrawn goods: the return address a shop gave, else the seller's own
 * address from its identity (name, street, postcode and city, country), as lines for a label.
 */
import type { Db } from '../db/connection';

function countryName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

export async function returnAddresses(db: Db, shopIds: readonly number[], locale: string): Promise<Map<number, string[]>> {
  const ids = [...new Set(shopIds)];
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('shops').select(['id', 'name', 'legal_name', 'street', 'postcode', 'city', 'country', 'return_address']).where('id', 'in', ids).execute();
  const addresses = new Map<number, string[]>();
  for (const row of rows) {
    const given = (row.return_address ?? '').split('\n').map((line) => line.trim()).filter(Boolean);
    if (given.length > 0) addresses.set(row.id, given);
    else if (row.street && row.postcode && row.city) {
      addresses.set(row.id, [row.legal_name ?? row.name, row.street, `${row.postcode} ${row.city}`, countryName(row.country, locale)]);
    }
  }
  return addresses;
}
