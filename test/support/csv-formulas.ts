/**
 * Where a CSV would run a formula for some reader: a spreadsheet with "," or with ";" as its list
 * separator (quotes honoured), or a program that splits the text by lines. A cell, a line, or any
 * piece of a cell after a CR, LF, ",", ";" or tab counts when it starts (spaces and quotes
 * skipped) with = + - @, unless it is plainly a number (a negative amount).
 */
import { parse } from 'csv-parse/sync';

const STARTS_FORMULA = /^[ "]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]/;
const PLAIN_NUMBER = /^-?\d+(?:[.,]\d+)*$/;

/** The spots that start a formula, with the reader that would see them; [] for an inert file. */
export function formulaSpots(text: string): string[] {
  const spots: string[] = [];
  const check = (reader: string, piece: string) => {
    if (STARTS_FORMULA.test(piece) && !PLAIN_NUMBER.test(piece.replace(/[\s"]/g, ''))) spots.push(`${reader}: ${JSON.stringify(piece.slice(0, 40))}`);
  };
  for (const delimiter of [',', ';'] as const) {
    let rows: string[][];
    try {
      rows = parse(text, { delimiter, relax_column_count: true, relax_quotes: true, bom: true }) as string[][];
    } catch {
      continue; // quotes this reader cannot pair: the split below reads it as such a reader would
    }
    for (const cell of rows.flat()) {
      if (/^[\t\r]/.test(cell)) spots.push(`"${delimiter}" cell: ${JSON.stringify(cell.slice(0, 40))}`);
      for (const piece of cell.split(/[\r\n\t,;]/)) check(`"${delimiter}" cell`, piece);
    }
  }
  // A program that splits by lines and separators, quotes ignored.
  for (const piece of text.replace(/^\uFEFF/, '').split(/\r\n|[\r\n,;\t]/)) check('split', piece);
  return spots;
}
