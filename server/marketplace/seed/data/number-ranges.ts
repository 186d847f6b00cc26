/**
 * Makers whose numbers lie in a known range, beyond what their pattern spells: febi counts its parts up
 * from its old five-digit numbers (01234 … 49999) to its six-digit ones, which have not yet reached
 * 190000. A febi "703065" or "007600" finds nothing at the wholesaler's counter, or another part.
 */
const RANGES: Readonly<Record<string, RegExp>> = {
  'Febi Bilstein': /^(?:0[1-9]\d{3}|[1-4]\d{4}|1[0-8]\d{4})$/,
};

/** Whether the brand's number lies outside the range the brand numbers in (false for a brand with no known range). */
export function numberOutsideBrandRange(brand: string, number: string): boolean {
  const range = RANGES[brand];
  return range !== undefined && !range.test(number);
}
