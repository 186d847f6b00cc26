/**
 * A prepayment transfer booked as received: the shopper pays the marketplace's own account and the
 * operator records the money against the part, so its shop sees it paid. Once is enough: booking a
 * part again changes nothing.
 */
import type { Db } from '../db/connection';
import { recordEvent, type OrderEventActor } from './events';
import { orderByNumber } from './repository';

export type PrepaymentOutcome = 'recorded' | 'already' | 'not_found' | 'not_prepayment';

export async function recordPrepaymentReceived(db: Db, orderNumber: string, partNumber: string, actor: OrderEventActor, now = new Date()): Promise<PrepaymentOutcome> {
  const order = await orderByNumber(db, orderNumber);
  const part = order?.shops.find((candidate) => candidate.number === partNumber);
  if (!order || !part) return 'not_found';
  if (part.paymentMethod !== 'prepayment') return 'not_prepayment';
  if (part.paid) return 'already';
  await recordEvent(db, { orderId: order.id, orderShopId: part.id, kind: 'paid', actor, at: now, detail: {} });
  return 'recorded';
}
