/**
 * A shop's word on its part of an order: accepted, refused (with a reason) or shipped (carrier
 * and tracking number). Allowed steps only; a refusal or a shipment queues a mail to the shopper.
 */
import type { Db } from '../db/connection';
import { enqueueMail, mailsQueued } from '../mail/queue';
import { statusMail } from '../mail/templates';
import { shopOrderOf } from './repository';
import type { OrderStatus } from '../../../contract/index';

export type ShopStatusUpdate =
  | { status: 'accepted' }
  | { status: 'refused'; reason?: string }
  | { status: 'shipped'; carrier: string; trackingNumber: string }
  | { status: 'cancelled'; reason?: string };

/** From which states a shop may move a part to the next one. */
const ALLOWED: Record<ShopStatusUpdate['status'], OrderStatus[]> = {
  accepted: ['new', 'accepted'],
  refused: ['new', 'accepted', 'refused'],
  shipped: ['new', 'accepted', 'shipped'],
  cancelled: ['new', 'accepted', 'cancelled'],
};

export type StatusOutcome = { ok: true; status: OrderStatus; changed: boolean } | { ok: false; reason: 'not_found' } | { ok: false; reason: 'conflict'; current: OrderStatus };

export async function setShopOrderStatus(db: Db, shopId: number, shopOrderNumber: string, update: ShopStatusUpdate, now = new Date()): Promise<StatusOutcome> {
  const outcome = await db.transaction().execute(async (tx): Promise<StatusOutcome> => {
    const found = await shopOrderOf(tx, shopId, shopOrderNumber);
    if (!found) return { ok: false, reason: 'not_found' };
    const { order, part } = found;
    if (!ALLOWED[update.status].includes(part.status)) return { ok: false, reason: 'conflict', current: part.status };
    const same = part.status === update.status
      && (update.status !== 'shipped' || (part.carrier === update.carrier && part.trackingNumber === update.trackingNumber));
    if (same) return { ok: true, status: part.status, changed: false };
    await tx.updateTable('order_shops').set((eb) => ({
      status: update.status,
      carrier: update.status === 'shipped' ? update.carrier : part.carrier,
      tracking_number: update.status === 'shipped' ? update.trackingNumber : part.trackingNumber,
      refusal_reason: update.status === 'refused' || update.status === 'cancelled' ? (update.reason ?? null) : part.refusalReason,
      status_changed_at: now.toISOString(),
      acknowledged_at: eb.fn.coalesce('acknowledged_at', eb.val(now.toISOString())),
    })).where('id', '=', part.id).execute();
    if (update.status === 'refused' || update.status === 'shipped' || update.status === 'cancelled') {
      const fresh = (await shopOrderOf(tx, shopId, shopOrderNumber))!;
      await enqueueMail(tx, statusMail(order, fresh.part, update.status === 'shipped' ? 'shipped' : 'refused'));
    }
    return { ok: true, status: update.status, changed: true };
  });
  if (outcome.ok && outcome.changed && update.status !== 'accepted') mailsQueued();
  return outcome;
}

/** The shop has fetched these parts; they no longer count as new. One UPDATE for the whole list. */
export async function acknowledge(db: Db, shopId: number, shopOrderNumbers: string[], now = new Date()): Promise<{ acknowledged: string[]; unknown: string[] }> {
  const rows = await db.updateTable('order_shops').set((eb) => ({ acknowledged_at: eb.fn.coalesce('acknowledged_at', eb.val(now.toISOString())) }))
    .where('number', 'in', shopOrderNumbers).where('shop_id', '=', shopId).where('status', '<>', 'awaiting_payment').returning('number').execute();
  const found = new Set(rows.map((row) => row.number));
  return { acknowledged: shopOrderNumbers.filter((n) => found.has(n)), unknown: shopOrderNumbers.filter((n) => !found.has(n)) };
}
