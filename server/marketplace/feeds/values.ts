/** Cell values as shops write them: decimal comma or point, currency signs, lists in one cell. */
import { readAmount, type AmountProblem } from '../../../locales/amounts';

/** A value read from a cell, or why it cannot be one (the report's detail). */
export type Reading = { value: number } | { problem: string };

/** The largest price, deposit or shipping a feed may state: 1,000,000 € (prices are stored as 32-bit cents). */
export const MAX_MONEY_CENTS = 100_000_000;
/** The largest stock a feed may state (more is stored as this much). */
export const MAX_STOCK = 1_000_000;

/** The report's words for each reason an amount is refused (the portal words them in the member's language). */
export const AMOUNT_PROBLEMS: Record<AmountProblem, string> = {
  lineBreak: 'a line break or tab inside the amount',
  negative: 'a negative amount',
  notAmount: 'not an amount (digits with a decimal comma or point, € or EUR)',
  threeDecimals: 'three decimals: a cent has two',
  ambiguous: 'a point or comma before three digits: a thousand or three decimals? (write 1.234,00 or 1,23)',
  tooLarge: 'more than 1,000,000 €',
};

/**
 * Cents from "12,90", "12.90 EUR", "1.234,50 €", "1,234.50"; a problem for anything else. Read by
 * the one reader the forms use too, so a cell and a form field are one amount; a cell it cannot
 * read for sure ("1.234", "1.005") is refused, never rounded into a price.
 */
export function readMoney(text: string): Reading {
  const read = readAmount(text);
  if ('problem' in read) return { problem: AMOUNT_PROBLEMS[read.problem] };
  if (read.cents > MAX_MONEY_CENTS) return { problem: AMOUNT_PROBLEMS.tooLarge };
  return { value: read.cents };
}

/** Cents, or undefined when the cell is not an amount (readMoney says why). */
export function parseMoney(text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const read = readMoney(text);
  return 'value' in read ? read.value : undefined;
}

/** Why a text is no stock; the report and the portal word it. */
export type CountProblem = 'negative' | 'notWhole';
const COUNT_PROBLEMS: Record<CountProblem, string> = { negative: 'a negative stock', notWhole: 'not a whole number' };

/** A whole non-negative number as a stock, or why the text is none (see readCount). */
export function countOf(text: string): { value: number } | { code: CountProblem } {
  const trimmed = text.trim();
  if (/^[-\u2212]/.test(trimmed)) return { code: 'negative' };
  const match = /^(?:[<>]=? ?)?(\d+)(?:[.,]0{1,2})?(?: ?\p{L}+\.?)?$/u.exec(trimmed);
  if (!match) return { code: 'notWhole' };
  const n = Number(match[1]);
  return Number.isSafeInteger(n) ? { value: Math.min(n, MAX_STOCK) } : { code: 'notWhole' };
}

/** A whole non-negative number: "12", "12,0", "> 50" is 50, "5 Stück"; a problem for "-5", "0x10", "1e3", "1.000". */
export function readCount(text: string): Reading {
  const read = countOf(text);
  return 'code' in read ? { problem: COUNT_PROBLEMS[read.code] } : read;
}

/** A whole non-negative number, or undefined (readCount says why). */
export function parseCount(text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const read = readCount(text);
  return 'value' in read ? read.value : undefined;
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
    if (!/^[A-Z]{2}$/.test(country)) continue;
    // A country's amount that is not one makes the whole cell unreadable (the row is reported).
    if (cents === undefined) return undefined;
    result.set(country, cents);
  }
  return result;
}

/** EAN/GTIN: digits only, 8 to 14 of them; leading zeros of GTIN-14 stripped to EAN-13. */
export function normaliseEan(text: string | undefined): string | undefined {
  const read = readEan(text);
  return read && 'ean' in read ? read.ean : undefined;
}

/** The GTIN lengths (EAN-8, UPC-A, EAN-13, GTIN-14). */
const GTIN_LENGTHS = new Set([8, 12, 13, 14]);

/**
 * An EAN/GTIN cell: the number, or why it is none (a length no GTIN has, a check digit that does
 * not fit: a typo, or a number cut or rounded by a spreadsheet); undefined for an empty cell.
 */
export function readEan(text: string | undefined): { ean: string } | { problem: 'length' | 'check-digit' } | undefined {
  const digits = (text ?? '').replace(/\D/g, '');
  if (!digits) return undefined;
  if (!GTIN_LENGTHS.has(digits.length)) return { problem: 'length' };
  if (!gtinCheckDigitFits(digits)) return { problem: 'check-digit' };
  return { ean: digits.length === 14 && digits.startsWith('0') ? digits.slice(1) : digits };
}

/** GS1's mod-10 check: from the right, the digits before the check digit weigh 3, 1, 3, … */
function gtinCheckDigitFits(digits: string): boolean {
  let sum = 0;
  for (let i = digits.length - 2, weight = 3; i >= 0; i--, weight = 4 - weight) sum += Number(digits[i]) * weight;
  return (10 - (sum % 10)) % 10 === Number(digits[digits.length - 1]);
}

/** Google's four availabilities; a shop's stock follows from them (see readRow). */
export type Availability = 'in stock' | 'out of stock' | 'preorder' | 'backorder';

const AVAILABILITY: Record<string, Availability> = {
  'in stock': 'in stock', instock: 'in stock', available: 'in stock', 'auf lager': 'in stock', lieferbar: 'in stock', verfügbar: 'in stock',
  'out of stock': 'out of stock', outofstock: 'out of stock', 'sold out': 'out of stock', ausverkauft: 'out of stock', 'nicht lieferbar': 'out of stock', 'nicht auf lager': 'out of stock',
  preorder: 'preorder', 'pre order': 'preorder', vorbestellung: 'preorder', vorbestellbar: 'preorder',
  backorder: 'backorder', 'back order': 'backorder', nachbestellt: 'backorder',
};

/** "in stock", "in_stock", "https://schema.org/InStock", "Auf Lager"; undefined for anything else. */
export function readAvailability(text: string): Availability | undefined {
  const word = text.trim().toLowerCase().replace(/^https?:\/\/schema\.org\//, '').replace(/[_-]+/g, ' ').replace(/\s+/g, ' ');
  return AVAILABILITY[word];
}
