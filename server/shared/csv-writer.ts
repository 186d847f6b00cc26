/**
 * The one CSV writer of every CSV the product makes (the shops' order exports, the portal's order
 * list, feed reports, settlements, the merchant feed), on csv-stringify.
 *
 * A CSV is opened in spreadsheets whose list separator we do not know (a ";" file in an English
 * Excel, a "," file in a German one), and by programs that split it by lines. So a text cell is
 * quoted when it holds either separator, a tab, a line break or a quote, and a formula is made
 * inert wherever a reader could see a cell begin: at the start, and after every CR, LF, ",", ";"
 * or tab inside it. There a leading = + - @ (or their full-width forms; spaces and quotes before
 * them skipped) gets a single quote in front, as OWASP advises; so does a tab or CR opening the cell.
 * A number (a JS number, or text that is plainly one such as "-12,50") is written as it is, so a
 * negative amount stays a number.
 */
import { stringify } from 'csv-stringify/sync';

export type CsvCell = string | number | null | undefined;

export interface CsvFormat {
  delimiter: ',' | ';';
  /** Line end after every row, the header included. */
  lineEnd: '\n' | '\r\n';
  /** A UTF-8 byte order mark first (Excel reads umlauts right only with it). */
  bom?: boolean;
}

/** What a spreadsheet takes for the start of a formula. */
const TRIGGERS = new Set(['=', '+', '-', '@', '\uFF1D', '\uFF0B', '\uFF0D', '\uFF20']);
/** After these a reader may start a new cell or row. */
const CELL_BREAKS = new Set(['\r', '\n', ',', ';', '\t']);
/** A whole number or decimal, negative or not, with "." or "," (the amounts we write). */
const PLAIN_NUMBER = /^-?\d+(?:[.,]\d+)*$/;
/** Cells that must be quoted to stay one cell for a reader with either separator. */
const NEEDS_QUOTES = /[\r\n\t,;"]/;

/** The text with a single quote before every spot a reader could run as a formula. */
export function inertCell(text: string): string {
  if (PLAIN_NUMBER.test(text)) return text;
  let out = '';
  let cellStart = true;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (cellStart && char !== ' ' && char !== '"') {
      if (TRIGGERS.has(char) || (i === 0 && (char === '\t' || char === '\r'))) out += "'";
      cellStart = false;
    }
    out += char;
    if (CELL_BREAKS.has(char)) cellStart = true;
  }
  return out;
}

/** True when some reader would take part of the text for a formula (what inertCell defuses). */
export function carriesFormula(text: string): boolean {
  return inertCell(text) !== text;
}

/** The rows as CSV text, each row ended by the line end. */
export function csvText(rows: readonly (readonly CsvCell[])[], format: CsvFormat): string {
  if (!rows.length) return format.bom ? '\uFEFF' : '';
  const cells = rows.map((row) => row.map((cell) => (typeof cell === 'number' ? cell : inertCell(cell ?? ''))));
  const text = stringify(cells, { delimiter: format.delimiter, record_delimiter: format.lineEnd, quoted_match: NEEDS_QUOTES, escape_formulas: false });
  return format.bom ? `\uFEFF${text}` : text;
}
