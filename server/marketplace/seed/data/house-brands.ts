/**
 * A filter maker's own aftermarket brand carries the maker's numbers: Knecht is MAHLE's, and the
 * counter finds OX 388D under both names, one part in two boxes. A Knecht filter beside a Mahle one
 * for the same cars under another number reads as two parts, and sends the buyer comparing what is one.
 */
const HOUSE_OF: Readonly<Record<string, string>> = { Mahle: 'Mahle', Knecht: 'Mahle' };

/** The house whose numbers the brand's parts carry (Mahle for Knecht and Mahle), undefined for a brand numbering its own. */
export function numberingHouseOf(brand: string): string | undefined {
  return HOUSE_OF[brand];
}

/** The brands numbering with one house's numbers (Mahle, Knecht). */
export const HOUSE_BRANDS: readonly string[] = Object.keys(HOUSE_OF);
