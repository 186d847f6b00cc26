/** Reads delimited text into records that remember their line numbers, for the three parsers. */
import { parse } from 'csv-parse/sync';

/** One thing wrong with one input line; the line is skipped, the rest of the file goes on. */
export interface Problem {
  line: number;
  reason: string;
}

export interface TableRecord {
  /** 1-based line where the record starts in the file. */
  line: number;
  fields: string[];
}

export interface Table {
  records: TableRecord[];
  /** Set when the file cannot be read at all (e.g. a quote never closed); nothing of it may be used. */
  unreadable?: Problem;
}

export interface TableOptions {
  delimiter: string;
  /** Lines starting with this character are comments (the KBA file opens with one). */
  comment?: string;
  /** TSV files use no quoting at all. */
  quotes?: boolean;
}

export function readTable(text: string, options: TableOptions): Table {
  try {
    const rows = parse(text, {
      delimiter: options.delimiter,
      bom: true,
      info: true,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      ...(options.comment ? { comment: options.comment, comment_no_infix: true } : {}),
      ...(options.quotes === false ? { quote: false } : {}),
    }) as unknown as { record: string[]; info: { lines: number } }[];
    const records = rows.map(({ record, info }) => {
      // info.lines is where the record ends; quoted line breaks move its start up.
      const breaks = record.reduce((n, field) => n + (field.match(/\n/g)?.length ?? 0), 0);
      return { line: info.lines - breaks, fields: record };
    });
    return { records };
  } catch (error) {
    const line = typeof (error as { lines?: unknown }).lines === 'number' ? (error as { lines: number }).lines : 0;
    return { records: [], unreadable: { line, reason: `file cannot be read: ${(error as Error).message}` } };
  }
}

/** Normalized header names, for finding columns by name rather than position. */
export function headerKey(name: string): string {
  return name.normalize('NFD').replace(/[\u0300-\u036f]/g, '').trim().toLowerCase();
}
