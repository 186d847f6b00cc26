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
  // PSA Automobiles SA got its own number in 2017 (its first key is the DS 7 Crossback's); Peugeot's
  // and Citroën's older cars kept their makes' numbers.
  'PSA AUTOMOBILES (F)': 2017,
};

/**
 * Makes a holder took over, with the year: its number carries only their generations launched since,
 * on its own platforms. PSA bought Opel in 2017; the Opels approved under PSA's number are the Corsa F
 * and the Astra L, never the GM-era Corsa E or Astra K, which kept Opel's own number.
 */
const TAKEN_OVER: Readonly<Record<string, Readonly<Record<string, number>>>> = {
  'PSA AUTOMOBILES (F)': { Opel: 2017 },
};

/** The year from which a holder name's keys carry a make's generations it took over, or null where it did not take the make over. */
export function takenOverSince(kbaManufacturer: string, make: string): number | null {
  return TAKEN_OVER[kbaManufacturer]?.[make] ?? null;
}

/** The first year a holder name's keys can carry, or null for a holder of no known beginning. */
export function holderNameSince(kbaManufacturer: string): number | null {
  return HOLDER_NAME_SINCE[kbaManufacturer] ?? null;
}

/** The makes a holder name took over, with the year. */
export function takenOverMakes(kbaManufacturer: string): Readonly<Record<string, number>> {
  return TAKEN_OVER[kbaManufacturer] ?? {};
}
