/** A delimited feed's records (csv-parse), each with the line it starts on, as the report counts lines. */
import { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import { type FeedBounds, lineTooLong } from './bounds';

const CSV_OPTIONS = { relax_quotes: true, relax_column_count: true, skip_empty_lines: true, info: true, bom: true } as const;

interface Record { record: string[]; info: { lines: number } }

/** A delimited feed's records with the line each starts on; a line longer than the bound stops the parser before it holds more of it. */
export async function* delimitedRecords(texts: AsyncIterable<string>, delimiter: string, bounds: FeedBounds, opened: (source: Readable) => void): AsyncGenerator<{ record: string[]; line: number }> {
  const parser = parse({ ...CSV_OPTIONS, delimiter, max_record_size: bounds.maxLineChars });
  // The text's own failure (a bound crossed, broken gzip) ends the parse with it; pipe alone would leave the parser waiting.
  const source = Readable.from(texts);
  opened(source);
  source.on('error', (error) => parser.destroy(error)).pipe(parser);
  let previousEnd = 0;
  try {
    for await (const { record, info } of parser as AsyncIterable<Record>) {
      const line = previousEnd + 1;
      previousEnd = info.lines;
      yield { record, line };
    }
  } catch (error) {
    throw (error as { code?: string }).code === 'CSV_MAX_RECORD_SIZE' ? lineTooLong(bounds, previousEnd + 1) : error;
  }
}

