/**
 * Who the seller is, as the shop gave it in the portal: read for the form, written in one update.
 * The shop's country is the country of its address.
 */
import type * as z from 'zod';
import type { TraderIdentity, traderIdentityInput } from '../../../contract/calls/trader-identity';
import type { Db } from '../db/connection';
import { amountCentsOf } from '../../../locales/amounts';
import { hundredths } from '../../../locales/amounts';

export const IDENTITY_COLUMNS = ['legal_name', 'street', 'postcode', 'city', 'country', 'phone', 'email', 'trade_register', 'register_number', 'vat_id', 'is_trader',
  'legal_form', 'share_capital_cents', 'tax_number', 'birth_date'] as const;

type IdentityRow = { legal_name: string | null; street: string | null; postcode: string | null; city: string | null; country: string; phone: string | null; email: string | null;
  trade_register: string | null; register_number: string | null; vat_id: string | null; is_trader: number;
  legal_form: string | null; share_capital_cents: number | null; tax_number: string | null; birth_date: string | null };

export function identityOf(row: IdentityRow): TraderIdentity {
  return {
    legalName: row.legal_name ?? '', street: row.street ?? '', postcode: row.postcode ?? '', city: row.city ?? '', country: row.country, phone: row.phone ?? '',
    email: row.email ?? '', tradeRegister: row.trade_register ?? '', registerNumber: row.register_number ?? '', vatId: row.vat_id ?? '', isTrader: row.is_trader === 1,
    legalForm: row.legal_form ?? '', shareCapital: row.share_capital_cents ? hundredths(row.share_capital_cents) : '', taxNumber: row.tax_number ?? '', birthDate: row.birth_date ?? '',
  };
}

/** Optional facts left empty are stored as none, so the public page leaves them out. */
export async function saveShopIdentity(db: Db, shopId: number, identity: z.output<typeof traderIdentityInput>): Promise<void> {
  const orNull = (value: string) => value || null;
  await db.updateTable('shops').set({
    legal_name: identity.legalName, street: identity.street, postcode: identity.postcode, city: identity.city, country: identity.country,
    phone: identity.phone, email: identity.email, trade_register: orNull(identity.tradeRegister), register_number: orNull(identity.registerNumber),
    vat_id: orNull(identity.vatId), is_trader: identity.isTrader ? 1 : 0,
    ...(identity.legalForm === undefined ? {} : { legal_form: orNull(identity.legalForm) }),
    ...(identity.shareCapital === undefined ? {} : { share_capital_cents: identity.shareCapital ? amountCentsOf(identity.shareCapital) : null }),
    ...(identity.taxNumber === undefined ? {} : { tax_number: orNull(identity.taxNumber.toUpperCase()) }),
    ...(identity.birthDate === undefined ? {} : { birth_date: orNull(identity.birthDate) }),
  }).where('id', '=', shopId).execute();
}
