/**
 * The VAT on the operator's commission, a service the operator (established in Germany) renders to
 * each shop. The commission as charged is what the shop bears, VAT included, so the payout never
 * depends on this rule; only how the amount splits into net and VAT does:
 * - a shop established in Germany: German VAT at the standard rate, contained in the commission;
 * - a shop established in another member state with a VAT ID: the shop owes the VAT at home
 *   (reverse charge, Art. 44 and 196 of the VAT directive), none is charged;
 * - a shop in another member state without a VAT ID cannot be shown to receive the service as a
 *   business: German VAT, as at home;
 * - a shop outside the EU's VAT area: the service is not taxable in Germany.
 */
import { EU_VAT_AREA, standardRateBp } from './rates';
import { vatContained } from './rules';

/** Where the operator is established. */
export const OPERATOR_HOME = 'DE';

export type CommissionTax =
  | { kind: 'domestic'; rateBp: number }
  | { kind: 'reverseCharge'; rateBp: 0 }
  | { kind: 'outsideScope'; rateBp: 0 };

export function commissionTaxOf(shop: { country: string; vatId: string | null }): CommissionTax {
  const country = shop.country.toUpperCase();
  if (country !== OPERATOR_HOME && !EU_VAT_AREA.has(country)) return { kind: 'outsideScope', rateBp: 0 };
  if (country !== OPERATOR_HOME && shop.vatId?.trim()) return { kind: 'reverseCharge', rateBp: 0 };
  return { kind: 'domestic', rateBp: standardRateBp(OPERATOR_HOME) };
}

/** The VAT contained in a commission (gross, what the shop bears) under that rule. */
export function commissionVatCents(commissionCents: number, tax: CommissionTax): number {
  if (tax.rateBp === 0 || commissionCents === 0) return 0;
  // Commission given back (a credit) contains VAT as charged commission does, with the sign.
  return commissionCents < 0 ? -vatContained(-commissionCents, tax.rateBp) : vatContained(commissionCents, tax.rateBp);
}
