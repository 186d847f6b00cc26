/**
 * A tracking file's rows shipped one by one through the inbox's own "ship" step (the same rules,
 * the same invoice and the same mail to the buyer), each row's refusal kept with its line.
 */
import type { RefusedRow, ShippedRow, TrackingResult } from '../../../views/portal/TrackingPage';
import type { PortalWho } from './area';
import { stepProblemText } from './step-problem';
import { isOrderNumber, isPartNumber, type TrackingRow } from './tracking-file';


/** The shop's part of an order named by its order number (a shop has one part of each order). */
async function partOfOrder(who: PortalWho, orderNumber: string): Promise<{ part: string | null } | 'unavailable'> {
  const answer = await who.call('GET /portal/order-search', { query: { q: orderNumber, page: '1' } });
  if (!answer.ok) return answer.status === 400 ? { part: null } : 'unavailable';
  return { part: answer.answer.orders.find((order) => order.orderNumber === orderNumber)?.number ?? null };
}

export async function shipRows(who: PortalWho, rows: readonly TrackingRow[], short: readonly { line: number; text: string }[]): Promise<TrackingResult> {
  const { t } = who;
  const shipped: ShippedRow[] = [];
  const refused: RefusedRow[] = short.map(({ line, text }) => ({ line, text, message: t('portal.tracking.problem.columns') }));
  for (const row of rows) {
    const text = `${row.reference} · ${row.carrier} · ${row.trackingNumber}`.slice(0, 160);
    const refuse = (message: string) => refused.push({ line: row.line, text, message });
    const found = isPartNumber(row.reference) ? { part: row.reference } : isOrderNumber(row.reference) ? await partOfOrder(who, row.reference) : { part: null };
    // The marketplace not answering stops no other row: this one is said to be tried again.
    if (found === 'unavailable') {
      refuse(t('portal.bulk.unavailable'));
      continue;
    }
    const part = found.part;
    if (!part) {
      refuse(t(isOrderNumber(row.reference) || isPartNumber(row.reference) ? 'portal.tracking.problem.notFound' : 'portal.tracking.problem.reference'));
      continue;
    }
    const answer = await who.call('POST /portal/orders/:number/status', { params: { number: part }, body: { status: 'shipped', carrier: row.carrier, trackingNumber: row.trackingNumber } });
    if (answer.ok) {
      shipped.push({ line: row.line, part, carrier: answer.answer.carrier ?? row.carrier, trackingNumber: answer.answer.trackingNumber ?? row.trackingNumber });
      continue;
    }
    if (answer.status === 404) refuse(t('portal.tracking.problem.notFound'));
    else if (answer.status === 400 || answer.status === 409) {
      const field = answer.status === 400 && (answer.problem.field === 'carrier' || answer.problem.field === 'trackingNumber') ? answer.problem.field : null;
      const message = stepProblemText(t, answer.status, answer.problem, who.lang);
      refuse(field ? t('portal.orders.problem', { field: t(`portal.orders.field.${field}`), message }) : message);
    } else refuse(t('portal.bulk.unavailable'));
  }
  refused.sort((a, b) => a.line - b.line);
  return { shipped, refused };
}
