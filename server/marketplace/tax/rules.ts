/**
 * The VAT of a shop's part of an order follows from where the goods go and who sells, never from a
 * field a shop fills in:
 * - out of the EU's VAT area (CH, NO, GB, ...) from another country: an export, no VAT, with a note;
 * - a small business that declared the exemption: no VAT, with the note naming its law;
 * - a sale at home: the home country's rate;
 * - a shop under the EU distance-selling threshold: its own country's rate;
 * - otherwise (one-stop shop, the default for cross-border sales, and a non-EU shop selling into
 *   the EU under the import one-stop shop): the destination country's rate.
 */
import { SMALL_BUSINESS_BASIS, type TaxScheme } from '../../../contract/tax-setup';
import type { VatNote } from '../../../contract/calls/orders';
import { EU_VAT_AREA, standardRateBp } from './rates';

export interface Seller { country: string; scheme: TaxScheme | null }
export interface VatRule { rateBp: number; note: VatNote | null }

export function vatRuleFor(seller: Seller, destination: string): VatRule {
  const to = destination.toUpperCase();
  const from = seller.country.toUpperCase();
  if (!EU_VAT_AREA.has(to) && to !== from) return { rateBp: 0, note: { kind: 'export' } };
  if (seller.scheme === 'exempt') return { rateBp: 0, note: { kind: 'smallBusiness', basis: SMALL_BUSINESS_BASIS[from] ?? '' } };
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
