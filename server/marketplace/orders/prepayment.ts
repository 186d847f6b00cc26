/**
 * A prepayment transfer booked as received: the shopper pays the marketplace's own account and the
 * operator records the money against the part, so its shop sees it paid. Once is enough: booking a
 * part again changes nothing. The shop may ship only from then on, so the part's promised delivery
 * day is counted again from the booking, by the rule the checkout promised it with.
 */
import type { Db } from '../db/connection';
import { deliveryCalendar, latestDeliveryDay } from '../delivery';
import { recordEvent, type OrderEventActor } from './events';
import { orderByNumber, type StoredOrder, type StoredShopOrder } from './repository';
import { postShopperPayment } from '../ledger';

export type PrepaymentOutcome = 'recorded' | 'already' | 'not_found' | 'not_prepayment';

export async function recordPrepaymentReceived(db: Db, orderNumber: string, partNumber: string, actor: OrderEventActor, now = new Date()): Promise<PrepaymentOutcome> {
  const order = await orderByNumber(db, orderNumber);
  const part = order?.shops.find((candidate) => candidate.number === partNumber);
  if (!order || !part) return 'not_found';
  if (part.paymentMethod !== 'prepayment') return 'not_prepayment';
  if (part.paid) return 'already';
  // Booked before the event: a retry after a failure in between finds the key posted and books nothing twice.
  await postShopperPayment(db, { key: `transfer:${part.id}`, into: 'bank', parts: [{ orderShopId: part.id, shopId: part.shop.id, cents: part.totalCents - part.refusedCents }], at: now });
  await recordEvent(db, { orderId: order.id, orderShopId: part.id, kind: 'paid', actor, at: now, detail: {} });
  const deliveryBy = await deliveryDayFrom(db, order, part, now);
  if (deliveryBy) await db.updateTable('order_shops').set({ delivery_by: deliveryBy }).where('id', '=', part.id).execute();
  return 'recorded';
}

/**
 * The latest delivery day for the part counted from `from`: the shop's cut-off and country, its
 * slowest ordered line's days to dispatch and its carrier's days to the delivery country, as the
 * shop states them now; null when the shop no longer delivers there.
 */
async function deliveryDayFrom(db: Db, order: StoredOrder, part: StoredShopOrder, from: Date): Promise<string | null> {
  const terms = await db.selectFrom('shops as s')
    .innerJoin('shop_shipping as sh', (join) => join.onRef('sh.shop_id', '=', 's.id').on('sh.country', '=', order.deliveryCountry))
    .select(['s.country', 's.dispatch_cutoff as cutoff', 'sh.delivery_days_max as transitDays']).where('s.id', '=', part.shop.id).executeTakeFirst();
  if (!terms) return null;
  const offers = part.lines.map((line) => line.offerId);
  const dispatch = offers.length === 0 ? undefined
    : await db.selectFrom('offers').select((eb) => eb.fn.max('delivery_days').as('days')).where('id', 'in', offers).executeTakeFirst();
  // An offer gone from the shop's feed: the part's stated delivery time less the carrier's days.
  const dispatchDays = dispatch?.days ?? Math.max(0, part.deliveryDays.max - terms.transitDays);
  const calendar = await deliveryCalendar([terms.country], order.deliveryCountry, from);
  return latestDeliveryDay(calendar, from, { shopCountry: terms.country, cutoff: terms.cutoff, dispatchDays: Number(dispatchDays), transitDays: terms.transitDays, deliveryCountry: order.deliveryCountry });
}
