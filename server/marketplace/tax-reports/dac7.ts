/**
 * The platform operator's yearly DAC7 report (EU directive 2021/514, in Germany the PStTG): per
 * seller that sold goods through the marketplace in the year, who it is (name, address, VAT ID, tax
 * identification number; a person's date of birth), the account it is paid to, and per quarter the
 * number of sales, the consideration and the fees the operator charged.
 *
 * Drawn from the closed settlements, the months the books were closed on: a quarter's sales are
 * the parts shipped in its months; consideration is what was credited to the seller for them
 * (goods and shipping less refunds) net of the operator's commission, which is reported as the fees.
 * A seller with fewer than 30 sales and no more than 2,000 € consideration in the year is not
 * reportable (the directive's exclusion for sellers of goods). What a reportable seller has not
 * given (e.g. its tax number) is named in `missing`, so the operator can ask for it before filing.
 */
import type { Db } from '../db/connection';
import { quarterOfMonth } from './period';

export const DAC7_MIN_SALES = 30;
export const DAC7_MIN_CONSIDERATION_CENTS = 200_000;

export interface Dac7Quarter { sales: number; considerationCents: number; feesCents: number }
export interface Dac7Seller {
  shopId: number; name: string; entity: boolean;
  street: string; postcode: string; city: string; country: string;
  vatId: string | null; taxNumber: string | null; registerNumber: string | null; birthDate: string | null;
  iban: string | null; accountHolder: string | null;
  quarters: [Dac7Quarter, Dac7Quarter, Dac7Quarter, Dac7Quarter];
  missing: string[];
}
export interface Dac7Report { year: number; sellers: Dac7Seller[]; excluded: number }

const emptyQuarter = (): Dac7Quarter => ({ sales: 0, considerationCents: 0, feesCents: 0 });

export async function dac7Report(db: Db, year: number): Promise<Dac7Report> {
  const rows = await db.selectFrom('settlements').select(['shop_id', 'month', 'parts', 'goods_cents', 'shipping_cents', 'refunds_cents', 'commission_cents'])
    .where('month', '>=', `${year}-01`).where('month', '<=', `${year}-12`).orderBy('shop_id').orderBy('month').execute();
  const byShop = new Map<number, Dac7Seller['quarters']>();
  for (const row of rows) {
    const quarters = byShop.get(row.shop_id) ?? [emptyQuarter(), emptyQuarter(), emptyQuarter(), emptyQuarter()];
    const quarter = quarters[quarterOfMonth(row.month) - 1]!;
    quarter.sales += row.parts;
    quarter.considerationCents += row.goods_cents + row.shipping_cents - row.refunds_cents - row.commission_cents;
    quarter.feesCents += row.commission_cents;
    byShop.set(row.shop_id, quarters);
  }
  const reportable = [...byShop].filter(([, quarters]) => {
    const sales = quarters.reduce((sum, q) => sum + q.sales, 0);
    const consideration = quarters.reduce((sum, q) => sum + q.considerationCents, 0);
    return sales >= DAC7_MIN_SALES || consideration > DAC7_MIN_CONSIDERATION_CENTS;
  });
  if (reportable.length === 0) return { year, sellers: [], excluded: byShop.size };
  const ids = reportable.map(([id]) => id);
  const [shops, accounts] = await Promise.all([
    db.selectFrom('shops').select(['id', 'name', 'legal_name', 'street', 'postcode', 'city', 'country', 'vat_id', 'tax_number', 'register_number', 'birth_date', 'is_trader'])
      .where('id', 'in', ids).execute(),
    db.selectFrom('shop_bank_accounts').select(['shop_id', 'iban', 'holder']).where('shop_id', 'in', ids).execute(),
  ]);
  const shopOf = new Map(shops.map((shop) => [shop.id, shop]));
  const accountOf = new Map(accounts.map((account) => [account.shop_id, account]));
  const sellers = reportable.map(([id, quarters]): Dac7Seller => {
    const shop = shopOf.get(id)!;
    const account = accountOf.get(id);
    const entity = shop.is_trader === 1 && !shop.birth_date;
    const seller: Dac7Seller = {
      shopId: id, name: shop.legal_name?.trim() || shop.name, entity,
      street: shop.street ?? '', postcode: shop.postcode ?? '', city: shop.city ?? '', country: shop.country,
      vatId: shop.vat_id || null, taxNumber: shop.tax_number || null, registerNumber: shop.register_number || null, birthDate: shop.birth_date || null,
      iban: account?.iban ?? null, accountHolder: account?.holder ?? null, quarters, missing: [],
    };
    seller.missing = missingOf(seller);
    return seller;
  });
  return { year, sellers, excluded: byShop.size - sellers.length };
}

/** What the report needs of a seller and it has not given. */
function missingOf(seller: Dac7Seller): string[] {
  const missing: string[] = [];
  if (!seller.street || !seller.postcode || !seller.city) missing.push('address');
  // A tax number, or for a business its VAT ID, identifies the seller to the tax office.
  if (!seller.taxNumber && !(seller.entity && seller.vatId)) missing.push('taxNumber');
  if (!seller.entity && !seller.birthDate) missing.push('birthDate');
  if (!seller.iban) missing.push('iban');
  return missing;
}
