/** KBA FZ 6 HSN/TSN list: `hsn,tsn,hersteller,handelsname`, optionally after a `#` source comment. */
import { readTable, type Problem } from './table';
import type { ParseResult } from './parse-result';

export interface KbaRow {
  line: number;
  hsn: string;
  tsn: string;
  /** KBA spelling, e.g. BAYER.MOT.WERKE-BMW. */
  manufacturer: string;
  /** As registered, e.g. "GOLF;GOLF PLUS" or "TRANSPORTER,MULTIVAN,CALI". */
  tradeName: string;
  /** The trade name split into the names it lists, placeholders ("-") dropped. */
  tradeNames: string[];
  /** KBA cuts trade names at 25 characters; the last listed name may then be incomplete. */
  truncated: boolean;
}

const KBA_TRADE_NAME_LENGTH = 25;

export function parseKba(text: string): ParseResult<KbaRow> {
  const table = readTable(text, { delimiter: ',', comment: '#' });
  if (table.unreadable) return { read: 0, rows: [], problems: [], unreadable: table.unreadable };
  const [header, ...records] = table.records;
  const problems: Problem[] = [];
  const rows: KbaRow[] = [];
  if (!header || header.fields.map((f) => f.trim().toLowerCase()).join(',') !== 'hsn,tsn,hersteller,handelsname') {
    const line = header?.line ?? 1;
    return { read: 0, rows: [], problems: [], unreadable: { line, reason: 'header must be hsn,tsn,hersteller,handelsname' } };
  }
  const seen = new Map<string, number>();
  for (const { line, fields } of records) {
    if (fields.length !== 4) {
      problems.push({ line, reason: `expected 4 columns, found ${fields.length}` });
      continue;
    }
    const [hsnField, tsnField, manufacturerField, tradeField] = fields as [string, string, string, string];
    const hsn = hsnField.trim();
    const tsn = tsnField.trim().toUpperCase();
    const manufacturer = manufacturerField.trim();
    const tradeName = tradeField.trim();
    if (!/^\d{4}$/.test(hsn)) {
      problems.push({ line, reason: `HSN must be 4 digits, found "${hsn}"` });
      continue;
    }
    if (!/^[A-Z0-9]{3}$/.test(tsn)) {
      problems.push({ line, reason: `TSN must be 3 letters or digits, found "${tsn}"` });
      continue;
    }
    if (manufacturer === '') {
      problems.push({ line, reason: 'manufacturer is empty' });
      continue;
    }
    const first = seen.get(hsn + tsn);
    if (first !== undefined) {
      problems.push({ line, reason: `HSN ${hsn} TSN ${tsn} repeats line ${first}` });
      continue;
    }
    seen.set(hsn + tsn, line);
    const tradeNames = tradeName.split(/[;,]/).map((n) => n.trim()).filter((n) => n !== '' && n !== '-');
    rows.push({ line, hsn, tsn, manufacturer, tradeName, tradeNames, truncated: tradeName.length >= KBA_TRADE_NAME_LENGTH });
  }
  return { read: records.length, rows, problems };
}
