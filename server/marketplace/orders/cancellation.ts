/**
 * The shopper cancels a shop's part before anything of it went out (once shipped, the withdrawal
 * applies instead: withdrawal.ts). In one transaction the part becomes cancelled and new to its
 * shop again (the shop fetches it like a new order, and may no longer ship it), the timeline gets
 * the step with the shopper as its actor, a part already paid gets the refund owed recorded the
 * same way a shop's cancellation records it, and the shopper and the shop are mailed. Cancelling a cancelled part again changes nothing.
 */
import type { Db } from '../db/connection';
import type { OrderStatus } from '../../../contract/calls/orders';
import { recordEvent } from './events';
import { queueShopperCancelledMails } from './notices';
import { orderById, type StoredShopOrder } from './repository';
import { recordCancellationRefund } from './status';

export type CancelOutcome = { ok: true; created: boolean } | { ok: false; reason: 'not_found' } | { ok: false; reason: 'not_cancellable'; status: OrderStatus };

/** A part the shopper may cancel: received or accepted by the shop, and no line of it shipped yet. */
export const cancellable = (part: Pick<StoredShopOrder, 'status' | 'lines'>): boolean =>
  (part.status === 'new' || part.status === 'accepted') && part.lines.every((line) => line.state === 'open');

export async function cancelPart(db: Db, orderId: number, partNumber: string, now = new Date()): Promise<CancelOutcome> {
  return db.transaction().execute(async (tx): Promise<CancelOutcome> => {
    const order = await orderById(tx, orderId);
    const part = order?.shops.find((p) => p.number === partNumber);
    if (!order || !part) return { ok: false, reason: 'not_found' };
    if (part.status === 'cancelled') return { ok: true, created: false };
    if (!cancellable(part)) return { ok: false, reason: 'not_cancellable', status: part.status };
    const at = now.toISOString();
    // Only while it is still open: a shop's step in a parallel transaction wins, and this one says so.
    const moved = await tx.updateTable('order_shops').set({ status: 'cancelled', acknowledged_at: null, status_changed_at: at })
      .where('id', '=', part.id).where('status', '=', part.status).executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) return { ok: false, reason: 'not_cancellable', status: part.status };
    const refundCents = await recordCancellationRefund(tx, order, part, at);
    await recordEvent(tx, { orderId: order.id, orderShopId: part.id, kind: 'cancelled', actor: 'shopper', at: now, detail: refundCents === null ? {} : { refundCents } });
    await queueShopperCancelledMails(tx, order, part, refundCents, now);
    return { ok: true, created: true };
  });
}
