/**
 * The one reader of amounts of money as people type them: the portal's and the desk's forms and
 * every feed (CSV, idealo, Google's TSV and XML, the shops' API) read a typed amount here, so one
 * text is one amount everywhere. Accepted: "12,34", "12.34", "1.234,56", "1,234.56", "1 234,56",
 * "1234", "4,9", a € or EUR before or after. Refused with a reason, never guessed: three or more
 * decimals ("1234,567") and a lone point or comma before three digits ("1.234", "1,234", "1.005"),
 * which one person means as a thousand and another as three decimals. Read by string arithmetic to
 * integer cents: no floating point between the text and the cents.
 */

/** Why a text is no amount; the caller words it in the reader's language. */
export type AmountProblem = 'notAmount' | 'negative' | 'lineBreak' | 'threeDecimals' | 'ambiguous' | 'tooLarge';

export type AmountReading = { cents: number } | { problem: AmountProblem };

const CURRENCY = /^(?:€|euro|eur)\s*|\s*(?:€|euro|eur)$/giu;
/** Separators of thousands that are never a decimal mark: spaces and the Swiss apostrophe. */
const SPACE = /[\s\u00a0\u202f'\u2019]/u;
/** Whole euros in thousands, each separator the same ("1.234.567", "1,234", "1 234"). */
const GROUPED: Record<string, RegExp> = {
  '.': /^\d{1,3}(?:\.\d{3})+$/u, ',': /^\d{1,3}(?:,\d{3})+$/u, ' ': /^\d{1,3}(?:[\s\u00a0\u202f'\u2019]\d{3})+$/u,
};

/** The amount in cents, or why the text is none. */
export function readAmount(typed: string): AmountReading {
  const trimmed = typed.trim();
  if (/[\r\n\t\v\f]/u.test(trimmed)) return { problem: 'lineBreak' };
  const text = trimmed.replace(CURRENCY, '').trim();
  if (/^[-\u2212]|[-\u2212]$/u.test(text)) return { problem: 'negative' };
  if (!/^\d(?:[\d.,\s\u00a0\u202f']*\d)?$/u.test(text)) return { problem: 'notAmount' };

  const split = decimalMark(text);
  if ('problem' in split) return split;
  const { whole, decimals } = split;
  if (decimals.length > 2) return { problem: 'threeDecimals' };
  const grouping = SPACE.test(whole) ? ' ' : whole.includes('.') ? '.' : whole.includes(',') ? ',' : '';
  if (grouping ? !GROUPED[grouping]!.test(whole) : !/^\d+$/u.test(whole)) return { problem: 'notAmount' };

  const digits = `${whole.replace(/\D/gu, '')}${decimals.padEnd(2, '0')}`.replace(/^0+(?=\d)/u, '');
  if (digits.length > 15) return { problem: 'tooLarge' };
  return { cents: Number(digits) };
}

/**
 * The whole euros and the decimals. With both "." and ",", the last is the decimal mark. One mark
 * written more than once groups thousands; written once before one or two digits it is the
 * decimal mark, before four or more it marks too many decimals, and before exactly three it is
 * refused when a thousand could be meant ("1.234" is 1.234,00 € to one person and 1,23 € to another).
 */
function decimalMark(text: string): { whole: string; decimals: string } | { problem: AmountProblem } {
  const point = text.lastIndexOf('.');
  const comma = text.lastIndexOf(',');
  if (point >= 0 && comma >= 0) {
    const at = Math.max(point, comma);
    if (text.indexOf(text[at]!) !== at) return { problem: 'notAmount' };
    return { whole: text.slice(0, at), decimals: text.slice(at + 1) };
  }
  const at = Math.max(point, comma);
  if (at < 0 || text.indexOf(text[at]!) !== at) return { whole: text, decimals: '' };
  const whole = text.slice(0, at);
  const decimals = text.slice(at + 1);
  if (decimals.length === 3 && /^[1-9]\d{0,2}$/u.test(whole)) return { problem: 'ambiguous' };
  return { whole, decimals };
}

/** The amount in cents, or null for text that is no amount (readAmount says why). */
export function amountCentsOf(typed: string): number | null {
  const read = readAmount(typed);
  return 'cents' in read ? read.cents : null;
}

/**
 * The locale key that words a refused amount for a form: the reader's own text when the amount
 * was refused for being ambiguous or having three decimals (the same words in every form), else
 * the form's own message (which says what an amount looks like there).
 */
export function amountWording(problem: AmountProblem | undefined, formKey: string): string {
  return problem === 'ambiguous' || problem === 'threeDecimals' ? `amount.${problem}` : formKey;
}

const formats = new Map<string, Intl.NumberFormat>();
const moneyFormats = new Map<string, Intl.NumberFormat>();

/** Cents as a person reads them on a page, a mail or a PDF: "12,34 €" (de-DE), "€ 12,34" (nl-NL). */
export function moneyText(cents: number, locale: string, currency = 'EUR'): string {
  const key = `${locale} ${currency}`;
  let format = moneyFormats.get(key);
  if (!format) moneyFormats.set(key, (format = new Intl.NumberFormat(locale, { style: 'currency', currency })));
  return format.format(cents / 100);
}

/** Cents as the member would type them again: "4,95" (de, fr, nl…), always two decimals, no grouping. */
export function typedAmount(cents: number, locale: string): string {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false });
    formats.set(locale, format);
  }
  return format.format(cents / 100);
}

/**
 * A whole number of hundredths (cents of an amount, basis points of a rate) as machine-read text
 * with two decimals: 1995 → "19.95", -150 → "-1.50", with "," where a format wants it. Exact in
 * integers, for files other software reads (CSV, XML, payment codes); a person's screen uses Intl.
 */
export function hundredths(value: number, separator: '.' | ',' = '.'): string {
  if (!Number.isSafeInteger(value)) throw new RangeError(`not a whole number of hundredths: ${value}`);
  const size = Math.abs(value);
  return `${value < 0 ? '-' : ''}${Math.trunc(size / 100)}${separator}${String(size % 100).padStart(2, '0')}`;
}
