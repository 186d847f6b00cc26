/**
 * The order's own steps after a withdrawal or a return, as the shop reports them: a return it
 * agreed (a business buyer's, or a shopper's asked of the shop), the goods received back, the
 * refund made. Here: whether the part may take the step from where it stands (the state machine's
 * one table, status.ts), and its record: the part's status, the withdrawal's record and dates, the
 * step on the timeline. The flows that run them with the refund, its credit note, the ledger and
 * the mail are flows/agree-return.ts and flows/settle-withdrawal.ts.
 */
import type { Db } from '../db/connection';
import { recordEvent, type OrderEventActor } from './events';
import { shopOrderOf, type StoredOrder, type StoredShopOrder } from './repository';
import { ALLOWED, EVENT_OF, type ReturnStep, type StatusOutcome } from './status';

/** A step the part may take: the order and the part as they stand before it. */
export type OpenReturnStep = { ok: 'open'; order: StoredOrder; part: StoredShopOrder };

/** Whether the part may take the step; repeating the step it took last changes nothing. */
export async function returnStepAsked(tx: Db, shopId: number, shopOrderNumber: string, status: ReturnStep['status']): Promise<OpenReturnStep | StatusOutcome> {
  const found = await shopOrderOf(tx, shopId, shopOrderNumber);
  if (!found) return { ok: false, reason: 'not_found' };
  const { order, part } = found;
  if (!ALLOWED[status].includes(part.status)) return { ok: false, reason: 'conflict', current: part.status };
  if (part.status === status) return { ok: true, status: part.status, changed: false };
  return { ok: 'open', order, part };
}

/** A return recorded: the lines going back, and whether they are all the part still had. */
export type RecordedReturn = { ok: true; changed: true; status: 'withdrawn'; lines: number[]; wholePart: boolean };

/**
 * A return the shop agreed: the shipped lines named (or all of them) go back as a withdrawal's
 * would, on the same record (kind 'return'), so the goods received, the refund through whoever
 * collected the money, the ledger and the credit note follow the one path. Once the part is
 * withdrawn or returned, asking again changes nothing.
 */
export async function recordReturn(tx: Db, { order, part }: OpenReturnStep, lines: number[] | undefined, now: Date, actor: OrderEventActor): Promise<RecordedReturn | StatusOutcome> {
  if (part.withdrawal) return { ok: true, status: part.status, changed: false };
  const shipped = part.lines.flatMap((line, i) => (line.state === 'shipped' ? [i + 1] : []));
  const chosen = [...new Set(lines ?? shipped)].sort((a, b) => a - b);
  if (chosen.length === 0 || !chosen.every((position) => shipped.includes(position))) return { ok: false, reason: 'lines', open: shipped };
  const wholePart = chosen.length === part.lines.filter((line) => line.state !== 'refused').length;
  const at = now.toISOString();
  await tx.insertInto('withdrawals').values({
    order_id: order.id, order_shop_id: part.id, kind: 'return', name: order.billingAddress?.name ?? order.deliveryAddress.name, email: order.email,
    lines: JSON.stringify(chosen), whole_part: wholePart ? 1 : 0, statement: '', locale: order.locale, received_at: at, acknowledged_at: at, reason: null,
  }).execute();
  await tx.updateTable('order_shops').set({ status: 'withdrawn', status_changed_at: at }).where('id', '=', part.id).execute();
  await recordEvent(tx, { orderId: order.id, orderShopId: part.id, kind: 'return_requested', actor, at: now, detail: { lines: chosen, wholePart } });
  return { ok: true, changed: true, status: 'withdrawn', lines: chosen, wholePart };
}

/** The withdrawn lines' sum, with the shipping when the whole part went back: what a refund pays back unless the shop says otherwise. */
export function withdrawnCents(part: StoredShopOrder): number {
  const withdrawal = part.withdrawal;
  if (!withdrawal) return 0;
  const lines = withdrawal.lines.reduce((sum, position) => sum + (part.lines[position - 1]?.lineTotal ?? 0), 0);
  return lines + (withdrawal.wholePart ? part.shippingCents : 0);
}

/** The goods received back, or the refund made (the amount the flow settled on): the part, its withdrawal's record and its timeline. */
export async function recordReturnStep(tx: Db, { order, part }: OpenReturnStep, step: { status: 'returned' } | { status: 'refunded'; refundCents: number }, now: Date, actor: OrderEventActor): Promise<void> {
  const at = now.toISOString();
  await tx.updateTable('order_shops').set((eb) => ({ status: step.status, status_changed_at: at, acknowledged_at: eb.fn.coalesce('acknowledged_at', eb.val(at)) })).where('id', '=', part.id).execute();
  const dates = step.status === 'returned' ? { goods_received_at: at } : { refunded_at: at, refund_cents: step.refundCents };
  await tx.updateTable('withdrawals').set((eb) => ({ ...dates, acknowledged_at: eb.fn.coalesce('acknowledged_at', eb.val(at)) })).where('order_shop_id', '=', part.id).execute();
  await recordEvent(tx, { orderId: order.id, orderShopId: part.id, kind: EVENT_OF[step.status], actor, at: now, detail: step.status === 'refunded' ? { refundCents: step.refundCents } : {} });
}
