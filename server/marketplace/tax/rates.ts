/**
 * The standard VAT rate of every delivery country, in basis points (1900 = 19 %), and which of them
 * are inside the EU's VAT area. Car parts are taxed at the standard rate everywhere, so no reduced
 * rate is kept.
 *
 * Source: European Commission, "VAT rates applied in the Member States of the European Union"
 * (https://taxation-customs.ec.europa.eu/taxation/vat/vat-directive/vat-rates_en) for the EU, and the
 * tax administrations of the other countries. Checked 2026-11-26 against the Commission's list and
 * the changes enacted since (FI 25.5 % from 2024-09-01, SK 23 % from 2025-01-01, EE 24 % from
 * 2025-07-01, RO 21 % from 2025-08-01); the page itself should be read again at the next check.
 * A rate change is one line here and its date in this comment.
 */
import type { DeliveryCountry } from '../../../locales/editions';

export const STANDARD_RATE_BP: Record<DeliveryCountry, number> = {
  // EU member states
  AT: 2000, BE: 2100, BG: 2000, CY: 1900, CZ: 2100, DE: 1900, DK: 2500, EE: 2400, ES: 2100, FI: 2550,
  FR: 2000, GR: 2400, HR: 2500, HU: 2700, IE: 2300, IT: 2200, LT: 2100, LU: 1700, LV: 2100, MT: 1800,
  NL: 2100, PL: 2300, PT: 2300, RO: 2100, SE: 2500, SI: 2200, SK: 2300,
  // Monaco belongs to the French VAT area.
  MC: 2000,
  // Outside the EU's VAT area: a sale there from the EU is an export (no VAT); the rate is a shop's own
  // when it sells at home. Gibraltar, San Marino and the Vatican levy no VAT of this kind.
  AD: 450, AL: 2000, BA: 1700, BY: 2000, CH: 810, GB: 2000, GI: 0, IS: 2400, LI: 810, MD: 2000,
  ME: 2100, MK: 1800, NO: 2500, RS: 2000, SM: 0, TR: 2000, UA: 2000, VA: 0, XK: 1800,
};

/** The EU's VAT area: sales between its countries follow the distance-selling rules, sales out of it are exports. */
export const EU_VAT_AREA: ReadonlySet<string> = new Set([
  'AT', 'BE', 'BG', 'CY', 'CZ', 'DE', 'DK', 'EE', 'ES', 'FI', 'FR', 'GR', 'HR', 'HU', 'IE', 'IT', 'LT', 'LU', 'LV', 'MT',
  'NL', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK', 'MC',
]);

/** The country's standard rate; a country not in the table is a mistake upstream, never a silent 0 %. */
export function standardRateBp(country: string): number {
  const rate = STANDARD_RATE_BP[country.toUpperCase() as DeliveryCountry];
  if (rate === undefined) throw new Error(`no VAT rate for delivery country ${country}`);
  return rate;
}
