/**
 * Maker numbers (HSNs) whose holder name came into being late: the KBA gave the number to the new
 * company, so every key under it names a car built since, never a generation that had ended before.
 */
const HOLDER_NAME_SINCE: Readonly<Record<string, number>> = {
  // PSA and FCA merged into Stellantis in January 2021; its French and Italian numbers carry only the
  // cars launched or still built since (a "STELLANTIS (F) CORSA" is a Corsa F, never a Corsa D).
  'STELLANTIS (F)': 2021,
  'STELLANTIS (I)': 2021,
  // Mercedes-Benz AG took over Daimler's car business at the end of 2019: the number it got carries
  // the cars built from 2020 (a "GLC 220 D" key under it is the facelift's, never the first GLC 220 d's).
  'MERCEDES-BENZ': 2020,
};

/** The first year a holder name's keys can carry, or null for a holder of no known beginning. */
export function holderNameSince(kbaManufacturer: string): number | null {
  return HOLDER_NAME_SINCE[kbaManufacturer] ?? null;
}
