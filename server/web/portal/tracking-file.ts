/**
 * A shop's file of tracking numbers, as its shipping software or a spreadsheet writes it: one row
 * per parcel with the part (or the order) number, the carrier and the tracking number, in that
 * order; ";" or "," between fields (whichever the first row uses more), UTF-8 with or without a
 * byte order mark, a heading row or none. Read by the project's CSV reader; each row keeps its
 * line in the file, so the result page can say which line was refused.
 */
import { parse } from 'csv-parse/sync';
import { ORDER_PAGE_SIZE_MAX } from '../../../contract/calls/portal-home';
import { csvText } from '../../shared/csv-writer';
import type { Translate } from '../../../locales/i18n';
import type { PortalCall } from './member-headers';
import type { Locale } from '../../../locales/editions';
import type { TrackingFileProblem } from '../../../views/portal/TrackingPage';

/** More rows than one upload takes: a day's parcels of a large shop, and then some. */
export const TRACKING_ROWS_MAX = 500;
export const TRACKING_FILE_BYTES = 1024 * 1024;

export interface TrackingRow { line: number; reference: string; carrier: string; trackingNumber: string }
/** rows: the rows to ship; short: lines with fewer than three fields. */
export type TrackingFile = { rows: TrackingRow[]; short: { line: number; text: string }[] } | { problem: TrackingFileProblem };

const PART = /^SP-\d{6}-[2-9A-HJKMNP-Z]{6}-\d{1,3}$/;
const ORDER = /^SP-\d{6}-[2-9A-HJKMNP-Z]{6}$/;

export const isPartNumber = (text: string) => PART.test(text);
export const isOrderNumber = (text: string) => ORDER.test(text);

/** The field separator the first row uses more of. */
function delimiterOf(text: string): ';' | ',' {
  const first = text.split(/\r?\n/, 1)[0] ?? '';
  return (first.match(/;/g)?.length ?? 0) >= (first.match(/,/g)?.length ?? 0) && first.includes(';') ? ';' : ',';
}

export function readTrackingFile(bytes: Buffer): TrackingFile {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return { problem: 'encoding' };
  }
  if (!text.trim()) return { problem: 'empty' };
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, { delimiter: delimiterOf(text), relax_column_count: true, skip_empty_lines: true, trim: true, info: true }) as unknown as { record: string[]; info: { lines: number } }[];
  } catch {
    return { problem: 'unreadable' };
  }
  // A heading row is any first row that does not begin with a number (its words are the shop's own).
  const rows = records.filter(({ record }, i) => i > 0 || /^SP-/i.test(record[0] ?? ''));
  if (rows.length === 0) return { problem: 'empty' };
  if (rows.length > TRACKING_ROWS_MAX) return { problem: 'tooMany' };
  const read: TrackingRow[] = [];
  const short: { line: number; text: string }[] = [];
  for (const { record, info } of rows) {
    if (record.every((cell) => cell === '')) continue;
    if (record.length < 3) short.push({ line: info.lines, text: record.join(' · ').slice(0, 120) });
    else read.push({ line: info.lines, reference: record[0]!.toUpperCase(), carrier: record[1]!, trackingNumber: record[2]! });
  }
  return { rows: read, short };
}

/**
 * The template: the heading in the member's language and one row for each part waiting to go out,
 * carrier and tracking number left to fill in (";" and a byte order mark, as Excel opens it).
 */
export async function trackingTemplate(call: PortalCall, t: Translate, lang: Locale): Promise<string | null> {
  const waiting: string[][] = [];
  for (const status of ['accepted', 'new']) {
    const answer = await call('GET /portal/order-search', { query: { status, page: '1', pageSize: String(ORDER_PAGE_SIZE_MAX) } }, lang);
    if (!answer.ok) return null;
    for (const order of answer.answer.orders) waiting.push([order.number, '', '']);
  }
  const heading = [t('portal.tracking.column.part'), t('portal.tracking.column.carrier'), t('portal.tracking.column.trackingNumber')];
  return csvText([heading, ...waiting], { delimiter: ';', lineEnd: '\r\n', bom: true });
}
