/**
 * A shop's word on its part of an order: accepted, refused (with a reason) or shipped (carrier
 * and tracking number). Allowed steps only; a refusal or a shipment queues a mail to the shopper.
 */
import { transaction, type Database } from '../db/connection';
import { enqueueMail, mailsQueued } from '../mail/queue';
import { statusMail } from '../mail/templates';
import { shopOrderOf } from './repository';
import type { OrderStatus } from './types';

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

export function setShopOrderStatus(db: Database, shopId: number, shopOrderNumber: string, update: ShopStatusUpdate, now = new Date()): StatusOutcome {
  const outcome = transaction(db, (): StatusOutcome => {
    const found = shopOrderOf(db, shopId, shopOrderNumber);
    if (!found) return { ok: false, reason: 'not_found' };
    const { order, part } = found;
    if (!ALLOWED[update.status].includes(part.status)) return { ok: false, reason: 'conflict', current: part.status };
    const same = part.status === update.status
      && (update.status !== 'shipped' || (part.carrier === update.carrier && part.trackingNumber === update.trackingNumber));
    if (same) return { ok: true, status: part.status, changed: false };
    db.prepare(`UPDATE order_shops SET status = ?, carrier = ?, tracking_number = ?, refusal_reason = ?, status_changed_at = ?,
        acknowledged_at = coalesce(acknowledged_at, ?) WHERE id = ?`)
      .run(update.status, update.status === 'shipped' ? update.carrier : part.carrier, update.status === 'shipped' ? update.trackingNumber : part.trackingNumber,
        update.status === 'refused' || update.status === 'cancelled' ? (update.reason ?? null) : part.refusalReason, now.toISOString(), now.toISOString(), part.id);
    if (update.status === 'refused' || update.status === 'shipped' || update.status === 'cancelled') {
      const fresh = shopOrderOf(db, shopId, shopOrderNumber)!;
      enqueueMail(db, statusMail(order, fresh.part, update.status === 'shipped' ? 'shipped' : 'refused'));
    }
    return { ok: true, status: update.status, changed: true };
  });
  if (outcome.ok && outcome.changed && update.status !== 'accepted') mailsQueued();
  return outcome;
}

/** The shop has fetched these parts; they no longer count as new. */
export function acknowledge(db: Database, shopId: number, shopOrderNumbers: string[], now = new Date()): { acknowledged: string[]; unknown: string[] } {
  const acknowledged: string[] = [];
  const unknown: string[] = [];
  transaction(db, () => {
    const update = db.prepare("UPDATE order_shops SET acknowledged_at = coalesce(acknowledged_at, ?) WHERE number = ? AND shop_id = ? AND status <> 'awaiting_payment'");
    for (const number of shopOrderNumbers) (Number(update.run(now.toISOString(), number, shopId).changes) === 1 ? acknowledged : unknown).push(number);
  });
  return { acknowledged, unknown };
}
