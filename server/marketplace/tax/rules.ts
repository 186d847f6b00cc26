/**
 * The VAT of a shop's part of an order follows from where the goods go and who sells, never from a
 * field a shop fills in:
 * - out of the EU's VAT area (CH, NO, GB, ...) from another country: an export, no VAT, with a note;
 * - a small business that declared the exemption: no VAT, with the note naming its law;
 * - a business buyer whose VAT ID (valid by format and check digit) is of another member state than
 *   the shop's, the goods going from the shop's country to another member state: a tax-free
 *   intra-Community supply (0 %, the buyer accounts for the VAT at home); the one-stop shop is for
 *   consumers only;
 * - a sale at home: the home country's rate (a business buyer at home pays it too);
 * - a shop under the EU distance-selling threshold: its own country's rate;
 * - otherwise (one-stop shop, the default for cross-border sales, and a non-EU shop selling into
 *   the EU under the import one-stop shop): the destination country's rate.
 */
import { SMALL_BUSINESS_BASIS, type TaxScheme } from '../../../contract/tax-setup';
import type { VatNote } from '../../../contract/calls/orders';
import { buyerVatIdProblem, countryOfVatId } from '../../../contract/vat-id';
import { EU_VAT_AREA, standardRateBp } from './rates';

export interface Seller { country: string; scheme: TaxScheme | null }
export interface VatRule { rateBp: number; note: VatNote | null }

/** Whether a sale to a buyer with this VAT ID is a tax-free intra-Community supply. */
export function isIntraCommunitySupply(from: string, to: string, buyerVatId: string | null | undefined): boolean {
  if (!buyerVatId || buyerVatIdProblem(buyerVatId)) return false;
  const buyerCountry = countryOfVatId(buyerVatId);
  return EU_VAT_AREA.has(from) && EU_VAT_AREA.has(to) && EU_VAT_AREA.has(buyerCountry) && to !== from && buyerCountry !== from;
}

export function vatRuleFor(seller: Seller, destination: string, buyerVatId: string | null = null): VatRule {
  const to = destination.toUpperCase();
  const from = seller.country.toUpperCase();
  if (!EU_VAT_AREA.has(to) && to !== from) return { rateBp: 0, note: { kind: 'export' } };
  if (seller.scheme === 'exempt') return { rateBp: 0, note: { kind: 'smallBusiness', basis: SMALL_BUSINESS_BASIS[from] ?? '' } };
  if (isIntraCommunitySupply(from, to, buyerVatId)) return { rateBp: 0, note: { kind: 'intraCommunity' } };
  if (to === from) return { rateBp: standardRateBp(to), note: null };
  if (seller.scheme === 'threshold' && EU_VAT_AREA.has(from)) return { rateBp: standardRateBp(from), note: null };
  return { rateBp: standardRateBp(to), note: null };
}

/**
 * The VAT contained in a gross amount, the one rounding of the marketplace: gross × rate / (10000 +
 * rate) with the rate in basis points, rounded half up to the cent, once per rate per shop part
 * (prices are gross; a shop's part has one rate, so its items and shipping are summed first).
 * Integer arithmetic: floor((2·g·r + d) / 2d) with d = 10000 + r is exact where a float could land
 * on x.4999….
 */
export function vatContained(grossCents: number, rateBp: number): number {
  if (!Number.isSafeInteger(grossCents) || grossCents < 0 || !Number.isInteger(rateBp) || rateBp < 0) {
    throw new RangeError(`VAT of ${grossCents} cents at ${rateBp} bp`);
  }
  const denominator = 10_000 + rateBp;
  return Math.floor((2 * grossCents * rateBp + denominator) / (2 * denominator));
}
