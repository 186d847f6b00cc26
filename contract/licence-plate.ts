/**
 * French licence plates as shoppers type them: "AA 791 SC", "aa-791-sc" and "AA791SC" are one
 * plate. The browser, the home page's form and the marketplace read them with these functions.
 */

/** Upper case without spaces, dashes or dots: the form the plates are stored in. */
export function normalisePlate(value: string): string {
  return value.replace(/[\s.-]+/g, '').toUpperCase();
}

/** The current system (AA-123-AA) and the former one (1234-AB-56). */
const PLATES = [/^[A-Z]{2}\d{3}[A-Z]{2}$/, /^\d{1,4}[A-Z]{1,3}[A-Z0-9]{1,3}$/];

export function isFrenchPlate(value: string): boolean {
  const plate = normalisePlate(value);
  return PLATES.some((pattern) => pattern.test(plate));
}

/** The same rule for the input's pattern attribute (spaces and dashes between the groups). */
export const PLATE_INPUT_PATTERN = '\\s*(?:[A-Za-z]{2}(?:\\s|-)*[0-9]{3}(?:\\s|-)*[A-Za-z]{2}|[0-9]{1,4}(?:\\s|-)*[A-Za-z]{1,3}(?:\\s|-)*[A-Za-z0-9]{1,3})\\s*';
