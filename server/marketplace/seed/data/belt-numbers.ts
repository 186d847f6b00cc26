/**
 * Ribbed V-belt makers spell the belt in its number, as the trade reads it off the sleeve: Contitech's,
 * Gates' and Dayco's 6PK1720 is a belt of 6 ribs (PK profile) and 1,720 mm. A product line's pattern
 * writes that size as BELT_TOKEN. Two makers' 6PK1720 are the same size, not a shared counter.
 */

/** The token a product line's pattern writes the belt's size as (data/product-lines.ts). */
export const BELT_TOKEN = '%';

/** The size code of a belt: ribs, the PK profile and the length in mm. */
export const beltCode = (ribs: number, lengthMm: number): string => `${ribs}PK${lengthMm}`;

/** The size a belt number spells (ribs and length), or undefined for a number that spells none. */
export function beltSizeInNumber(number: string): { ribs: number; lengthMm: number } | undefined {
  const found = /^(\d{1,2})PK(\d{3,4})(?![\d])/.exec(number);
  return found ? { ribs: Number(found[1]), lengthMm: Number(found[2]) } : undefined;
}

/** The size code as a regular expression, for the lines' patterns. */
export const BELT_CODE_SOURCE = '\\d{1,2}PK\\d{3,4}';
