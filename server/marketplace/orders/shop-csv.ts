/** Orders as CSV for shops without an openTRANS import, and status updates read from CSV. */
import { parse } from 'csv-parse/sync';
import { carriesFormula, csvText, type CsvCell } from '../../shared/csv-writer';
import type { StoredOrder } from './repository';
import type { ShopStatusUpdate } from './status';
import { carrierOf, reasonOf, trackingNumberOf, type StepFieldProblem } from './step-fields';
import { hundredths } from '../../../locales/amounts';

export const ORDER_CSV_COLUMNS = [
  'order_number', 'order_date', 'status', 'payment_method', 'payment_reference', 'line', 'sku', 'article_number', 'ean', 'brand', 'title', 'quantity',
  'unit_price', 'line_total', 'vat_rate', 'shipping', 'order_total', 'delivery_name', 'delivery_street', 'delivery_zip', 'delivery_city', 'delivery_country',
  'billing_name', 'billing_street', 'billing_zip', 'billing_city', 'billing_country', 'email', 'phone',
  // After a withdrawal: when it was received, and whether this line is withdrawn (1) or kept (0).
  'withdrawal_received_at', 'line_withdrawn',
];

/** One row per line of each of the shop's parts; order-level values repeat on every row. */
export function ordersCsv(orders: StoredOrder[]): string {
  const rows: CsvCell[][] = [ORDER_CSV_COLUMNS];
  for (const order of orders) {
    const billing = order.billingAddress ?? order.deliveryAddress;
    for (const part of order.shops) {
      part.lines.forEach((line, index) => {
        rows.push([
          part.number, order.createdAt, part.status, part.paymentMethod, part.paymentReference, index + 1, line.sku, line.articleNumber, line.ean, line.brand, line.title,
          line.quantity, hundredths(line.unitPrice), hundredths(line.lineTotal), hundredths(part.vatRateBp), hundredths(part.shippingCents),
          hundredths(part.totalCents), order.deliveryAddress.name, order.deliveryAddress.street, order.deliveryAddress.zip, order.deliveryAddress.city,
          order.deliveryAddress.country, billing.name, billing.street, billing.zip, billing.city, billing.country, order.email, order.phone,
          part.withdrawal?.receivedAt ?? null, part.withdrawal ? (part.withdrawal.lines.includes(index + 1) ? 1 : 0) : null,
        ]);
      });
    }
  }
  return csvText(rows, { delimiter: ',', lineEnd: '\r\n' });
}

export type StatusRow = { line: number; order: string; update: ShopStatusUpdate } | { line: number; order: string | null; error: string };

/**
 * "order,status,carrier,tracking_number,reason[,refund_cents][,lines]" with a header row (lines: positions separated by spaces); each row read on its own.
 * A row is refused as forged when it has more cells than the header, or a cell a spreadsheet would
 * run as a formula (what a line break or separator slipped into an exported cell makes of a row);
 * a cell our writer made inert ('=…) is read as the text it is.
 */
export function readStatusCsv(text: string): StatusRow[] | { error: string } {
  let records: string[][];
  try {
    records = parse(text, { skip_empty_lines: true, trim: true, relax_column_count: true, bom: true });
  } catch (error) {
    return { error: error instanceof Error ? error.message : 'unreadable CSV' };
  }
  const header = (records.shift() ?? []).map((h) => h.trim().toLowerCase());
  return records.map((cells, index): StatusRow => {
    const line = index + 2;
    const record = Object.fromEntries(header.map((name, i) => [name, cells[i]])) as Record<string, string | undefined>;
    const order = record.order ?? record.order_number ?? null;
    if (cells.length > header.length) return { line, order, error: `this row has more cells than the header (${cells.length}, not ${header.length}): refused as forged` };
    const formula = header.find((name, i) => cells[i] !== undefined && carriesFormula(cells[i]));
    if (formula) return { line, order, error: `${formula} holds a formula (a cell or line starting with = + - @): refused as forged` };
    if (!order) return { line, order: null, error: 'order is missing' };
    const refund = record.refund_cents?.trim();
    const lines = record.lines?.trim();
    const update = statusUpdateOf({ status: record.status, carrier: record.carrier, trackingNumber: record.tracking_number, reason: record.reason, refundCents: refund ? Number(refund) : undefined, lines: lines ? lines.split(/\s+/).map(Number) : undefined });
    return 'error' in update ? { line, order, error: update.error } : { line, order, update };
  });
}

/** What is wrong with a step: the field, a problem code (the portal words it) and an English sentence. */
export interface StatusUpdateRefusal { error: string; field: string; problem?: StepFieldProblem }

/** Validates one status update (the portal, JSON or a CSV row) by the fields' one rule each; the error names the field. */
export function statusUpdateOf(input: { status?: unknown; carrier?: unknown; trackingNumber?: unknown; reason?: unknown; refundCents?: unknown; lines?: unknown }): ShopStatusUpdate | StatusUpdateRefusal {
  const given = reasonOf(input.reason);
  if ('error' in given && (input.status === 'refused' || input.status === 'cancelled')) return given;
  const reason = 'error' in given ? undefined : given.value;
  const lines = input.lines;
  const badLines = { error: 'lines must be a list of the part\'s line positions (1, 2, …) or left out: every open line', field: 'lines' };
  if (lines !== undefined && (!Array.isArray(lines) || lines.length === 0 || lines.length > 500 || !lines.every((n) => Number.isInteger(n) && n >= 1 && n <= 999))) return badLines;
  const chosen = lines === undefined ? {} : { lines: lines as number[] };
  switch (input.status) {
    case 'accepted': return { status: 'accepted' };
    case 'refused': return { status: 'refused', reason, ...chosen };
    case 'cancelled': return { status: 'cancelled', reason };
    case 'shipped': {
      const carrier = carrierOf(input.carrier);
      if ('error' in carrier) return carrier;
      const trackingNumber = trackingNumberOf(input.trackingNumber);
      if ('error' in trackingNumber) return trackingNumber;
      return { status: 'shipped', carrier: carrier.value, trackingNumber: trackingNumber.value, ...chosen };
    }
    case 'out_for_delivery': return { status: 'out_for_delivery' };
    case 'delivered': return { status: 'delivered' };
    case 'return_requested': return { status: 'return_requested', ...chosen };
    case 'returned': return { status: 'returned' };
    case 'refunded': {
      if (input.refundCents === undefined || input.refundCents === null) return { status: 'refunded' };
      if (typeof input.refundCents !== 'number' || !Number.isInteger(input.refundCents) || input.refundCents < 0 || input.refundCents > 100_000_000) {
        return { error: 'refundCents must be the amount refunded in whole cents (or left out: the withdrawn lines\' sum)', field: 'refundCents' };
      }
      return { status: 'refunded', refundCents: input.refundCents };
    }
    default: return { error: 'status must be accepted, refused, shipped, out_for_delivery, delivered, cancelled, return_requested (a return agreed), returned (goods received back) or refunded', field: 'status' };
  }
}
