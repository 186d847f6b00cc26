/**
 * Amounts of money as people type them and read them back in a form: "4,95", "4.95", "4,95 €",
 * "1.234,50", "1 234,50". Whole euros and at most two decimals; the amount travels in integer
 * cents. Either "," or "." before one or two last digits is the decimal mark (a member types what
 * the keyboard gives); a "." or a space before three digits separates thousands.
 */
const CURRENCY = /^(?:€|eur)\s*|\s*(?:€|eur)$/giu;
const GROUPS = /^\d{1,3}(?:[.\s\u00a0\u202f']\d{3})+$/u;
const PLAIN = /^\d+$/u;

/** The amount in cents, or null for text that is no amount (negative, words, three decimals). */
export function amountCentsOf(typed: string): number | null {
  const text = typed.trim().replace(CURRENCY, '').trim();
  const match = /^(.*?)(?:[.,](\d{1,2}))?$/u.exec(text);
  if (!match) return null;
  const [, whole = '', decimals = ''] = match;
  if (!PLAIN.test(whole) && !GROUPS.test(whole)) return null;
  const euros = Number(whole.replace(/\D/gu, ''));
  const cents = euros * 100 + Number(decimals.padEnd(2, '0'));
  return Number.isSafeInteger(cents) ? cents : null;
}

const formats = new Map<string, Intl.NumberFormat>();

/** Cents as the member would type them again: "4,95" (de, fr, nl…), always two decimals, no grouping. */
export function typedAmount(cents: number, locale: string): string {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false });
    formats.set(locale, format);
  }
  return format.format(cents / 100);
}
