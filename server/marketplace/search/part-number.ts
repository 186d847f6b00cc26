/** What a normalised part number may be: 2-40 letters, digits, plus or ampersand. */
export const NORMALISED_PART_NUMBER = /^[A-Z0-9+&]{2,40}$/;

/** Part numbers are compared normalised: upper case, without spaces, dots, dashes or slashes. */
export function normalisePartNumber(value: string): string {
  return value.toUpperCase().replace(/[\s.\-/]+/g, '');
}

/** Whether a search term could be a part number: has a digit and only part-number characters. */
export function looksLikePartNumber(term: string): boolean {
  const norm = normalisePartNumber(term);
  return norm.length >= 3 && /\d/.test(norm) && /^[A-Z0-9+&]+$/.test(norm);
}
