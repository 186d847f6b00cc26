/**
 * The state machine of a shop's part of an order, one for every channel that moves it (the shops'
 * API as JSON or CSV, the portal, the desk). A shop accepts, refuses (with a reason), cancels or
 * ships (carrier and tracking number); after the shopper withdrew, the shop reports the goods
 * received back and the refund made. Allowed steps only; repeating the current step changes nothing.
 * Every change appends to the order's timeline; an acceptance, refusal, cancellation, shipment or
 * refund queues a mail to the shopper. (The withdrawal itself is the shopper's step: withdrawal.ts.)
 */
import type { Db } from '../db/connection';
import { mailsQueued } from '../mail/queue';
import type { PartEvent } from '../mail/notices';
import { recordEvent, type OrderEventActor, type OrderEventKind } from './events';
import { queuePartEventMail } from './notices';
import { shopOrderOf } from './repository';
import type { OrderStatus } from '../../../contract/index';

export type ShopStatusUpdate =
  | { status: 'accepted' }
  | { status: 'refused'; reason?: string }
  | { status: 'shipped'; carrier: string; trackingNumber: string }
  | { status: 'cancelled'; reason?: string }
  | { status: 'returned' }
  | { status: 'refunded'; refundCents?: number };

/** From which states a shop may move a part to the next one. */
const ALLOWED: Record<ShopStatusUpdate['status'], OrderStatus[]> = {
  accepted: ['new', 'accepted'],
  refused: ['new', 'accepted', 'refused'],
  shipped: ['new', 'accepted', 'shipped'],
  cancelled: ['new', 'accepted', 'cancelled'],
  returned: ['withdrawn', 'returned'],
  // A shop may refund before the goods are back (or when nothing was sent).
  refunded: ['withdrawn', 'returned', 'refunded'],
};

const EVENT_OF: Record<ShopStatusUpdate['status'], OrderEventKind> = {
  accepted: 'accepted', refused: 'refused', shipped: 'shipped', cancelled: 'cancelled', returned: 'goods_received', refunded: 'refunded',
};

/** The steps the shopper hears of by mail (goods received back is the shop's own bookkeeping). */
const MAILED: Record<ShopStatusUpdate['status'], PartEvent | null> = {
  accepted: 'accepted', refused: 'refused', shipped: 'shipped', cancelled: 'cancelled', returned: null, refunded: 'refunded',
};

export type StatusOutcome = { ok: true; status: OrderStatus; changed: boolean } | { ok: false; reason: 'not_found' } | { ok: false; reason: 'conflict'; current: OrderStatus };

/** The withdrawn lines' sum, with the shipping when the whole part was withdrawn: what a refund pays back unless the shop says otherwise. */
function withdrawnCents(part: NonNullable<Awaited<ReturnType<typeof shopOrderOf>>>['part']): number {
  const withdrawal = part.withdrawal;
  if (!withdrawal) return 0;
  const lines = withdrawal.lines.reduce((sum, position) => sum + (part.lines[position - 1]?.lineTotal ?? 0), 0);
  return lines + (withdrawal.wholePart ? part.shippingCents : 0);
}

/** actor: who moved it (the shop itself through its API by default; the portal or the desk name their user). */
export async function setShopOrderStatus(db: Db, shopId: number, shopOrderNumber: string, update: ShopStatusUpdate, now = new Date(), actor: OrderEventActor = `shop:${shopId}`): Promise<StatusOutcome> {
  const outcome = await db.transaction().execute(async (tx): Promise<StatusOutcome> => {
    const found = await shopOrderOf(tx, shopId, shopOrderNumber);
    if (!found) return { ok: false, reason: 'not_found' };
    const { order, part } = found;
    if (!ALLOWED[update.status].includes(part.status)) return { ok: false, reason: 'conflict', current: part.status };
    const same = part.status === update.status
      && (update.status !== 'shipped' || (part.carrier === update.carrier && part.trackingNumber === update.trackingNumber));
    if (same) return { ok: true, status: part.status, changed: false };
    const at = now.toISOString();
    await tx.updateTable('order_shops').set((eb) => ({
      status: update.status,
      carrier: update.status === 'shipped' ? update.carrier : part.carrier,
      tracking_number: update.status === 'shipped' ? update.trackingNumber : part.trackingNumber,
      refusal_reason: update.status === 'refused' || update.status === 'cancelled' ? (update.reason ?? null) : part.refusalReason,
      shipped_at: update.status === 'shipped' ? at : part.shippedAt,
      status_changed_at: at,
      acknowledged_at: eb.fn.coalesce('acknowledged_at', eb.val(at)),
    })).where('id', '=', part.id).execute();
    let detail: Record<string, unknown> = {};
    if (update.status === 'shipped') detail = { carrier: update.carrier, trackingNumber: update.trackingNumber };
    if ((update.status === 'refused' || update.status === 'cancelled') && update.reason) detail = { reason: update.reason };
    if (update.status === 'returned') {
      await tx.updateTable('withdrawals').set((eb) => ({ goods_received_at: at, acknowledged_at: eb.fn.coalesce('acknowledged_at', eb.val(at)) })).where('order_shop_id', '=', part.id).execute();
    }
    if (update.status === 'refunded') {
      const refundCents = update.refundCents ?? withdrawnCents(part);
      await tx.updateTable('withdrawals').set((eb) => ({ refunded_at: at, refund_cents: refundCents, acknowledged_at: eb.fn.coalesce('acknowledged_at', eb.val(at)) })).where('order_shop_id', '=', part.id).execute();
      detail = { refundCents };
    }
    await recordEvent(tx, { orderId: order.id, orderShopId: part.id, kind: EVENT_OF[update.status], actor, at: now, detail });
    const event = MAILED[update.status];
    if (event) {
      const fresh = (await shopOrderOf(tx, shopId, shopOrderNumber))!;
      await queuePartEventMail(tx, fresh.order, fresh.part, event, now);
    }
    return { ok: true, status: update.status, changed: true };
  });
  if (outcome.ok && outcome.changed && MAILED[update.status]) mailsQueued();
  return outcome;
}

/**
 * The shop has fetched these parts: new orders and withdrawals no longer count as new. One UPDATE
 * for the whole list (and one for the withdrawals among them); each part fetched for the first time
 * gets an acknowledged step on its timeline.
 */
export async function acknowledge(db: Db, shopId: number, shopOrderNumbers: string[], now = new Date(), actor: OrderEventActor = `shop:${shopId}`): Promise<{ acknowledged: string[]; unknown: string[] }> {
  const at = now.toISOString();
  return db.transaction().execute(async (tx) => {
    const fresh = await tx.updateTable('order_shops').set({ acknowledged_at: at })
      .where('number', 'in', shopOrderNumbers).where('shop_id', '=', shopId).where('status', '<>', 'awaiting_payment').where('acknowledged_at', 'is', null)
      .returning(['id', 'order_id', 'status']).execute();
    for (const part of fresh) {
      await recordEvent(tx, { orderId: part.order_id, orderShopId: part.id, kind: 'acknowledged', actor, at: now, detail: { status: part.status } });
    }
    const withdrawn = fresh.filter((part) => part.status === 'withdrawn').map((part) => part.id);
    if (withdrawn.length > 0) await tx.updateTable('withdrawals').set({ acknowledged_at: at }).where('order_shop_id', 'in', withdrawn).where('acknowledged_at', 'is', null).execute();
    const rows = await tx.selectFrom('order_shops').select('number').where('number', 'in', shopOrderNumbers).where('shop_id', '=', shopId).where('status', '<>', 'awaiting_payment').execute();
    const found = new Set(rows.map((row) => row.number));
    return { acknowledged: shopOrderNumbers.filter((n) => found.has(n)), unknown: shopOrderNumbers.filter((n) => !found.has(n)) };
  });
}
