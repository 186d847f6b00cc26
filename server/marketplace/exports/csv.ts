/**
 * Every CSV the shop hands out (the shops' order exports, feed reports) is written here, by
 * csv-stringify: quoting as RFC 4180 wants it, and every cell a spreadsheet would read as a
 * formula (leading = + - @, tab or CR) prefixed with a single quote, as OWASP advises. A shopper's
 * name such as =HYPERLINK(…) then opens as text in the shop's spreadsheet, never as a formula.
 */
import { stringify } from 'csv-stringify/sync';

export type CsvCell = string | number | null | undefined;

export interface CsvFormat {
  delimiter: ',' | ';';
  /** Line end after every row, the header included. */
  lineEnd: '\n' | '\r\n';
}

/** The rows as CSV text; numbers stay numbers (a negative number is not a formula). */
export function csvText(rows: CsvCell[][], format: CsvFormat): string {
  if (!rows.length) return '';
  return stringify(rows.map((row) => row.map((cell) => cell ?? '')), { delimiter: format.delimiter, record_delimiter: format.lineEnd, escape_formulas: true });
}
