/** Cell values as shops write them: decimal comma or point, currency signs, lists in one cell. */

/** Cents from "12,90", "12.90 EUR", "1.234,50 €", "1,234.50"; undefined when not a non-negative amount. */
export function parseMoney(text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  let value = text.replace(/[^\d.,-]/g, '');
  if (!value || value.includes('-')) return undefined;
  const comma = value.lastIndexOf(',');
  const point = value.lastIndexOf('.');
  if (comma > point) value = value.replace(/\./g, '').replace(',', '.'); // decimal comma, points group thousands
  else if (comma >= 0) value = value.replace(/,/g, ''); // decimal point, commas group thousands
  if (!/^\d+(\.\d+)?$/.test(value)) return undefined;
  const cents = Math.round(Number(value) * 100);
  return Number.isSafeInteger(cents) ? cents : undefined;
}

/** A whole non-negative number ("12", "12,0", "> 50" is 50); undefined when there is none. */
export function parseCount(text: string | undefined): number | undefined {
  const match = /\d+/.exec(text ?? '');
  if (!match) return undefined;
  const n = Number(match[0]);
  return Number.isSafeInteger(n) ? n : undefined;
}

/** Days until dispatch from "2", "1-3 Werktage", "3 days": the largest number given. */
export function parseDeliveryDays(text: string | undefined): number | undefined {
  const numbers = (text ?? '').match(/\d+/g);
  if (!numbers) return undefined;
  return Math.min(99, Math.max(...numbers.map(Number)));
}

/** A list in one cell, separated by | , ; or line breaks (the cell's own delimiter is already gone). */
export function parseList(text: string | undefined): string[] {
  if (!text) return [];
  return text.split(/[|,;\n\r]+/).map((item) => item.trim()).filter(Boolean);
}

/** Google's shipping notation "DE:::4.95 EUR,AT::Standard:6.90 EUR" as country -> cents. */
export function parseGoogleShipping(text: string): Map<string, number> | undefined {
  if (!text.includes(':')) return undefined;
  const result = new Map<string, number>();
  // Entries are separated by commas; a comma before the next "CC:" starts one (amounts may use a decimal comma).
  for (const part of text.split(/,(?=\s*[A-Za-z]{2}:)/)) {
    const fields = part.split(':');
    const country = fields[0]!.trim().toUpperCase();
    const cents = parseMoney(fields[fields.length - 1]);
    if (/^[A-Z]{2}$/.test(country) && cents !== undefined) result.set(country, cents);
  }
  return result;
}

/** EAN/GTIN: digits only, 8 to 14 of them; leading zeros of GTIN-14 stripped to EAN-13. */
export function normaliseEan(text: string | undefined): string | undefined {
  const digits = (text ?? '').replace(/\D/g, '');
  if (digits.length < 8 || digits.length > 14) return undefined;
  return digits.length === 14 && digits.startsWith('0') ? digits.slice(1) : digits;
}
