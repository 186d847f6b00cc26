/**
 * An order as the desk works it: each shop's part with its lines (shipped or refused, and when),
 * its payment (method, paid or not, amounts, refunds) and the shop's steps (fetched, accepted,
 * shipped with carrier and tracking number, refused with the reason, a withdrawal and its refund);
 * the provider's payments; the conversation with the shopper; and the answers ready to edit.
 */
import type { WorkPart } from '../../../contract/calls/desk-work';
import { stillToPayCents } from '../../../contract/still-to-pay';
import type { Db } from '../db/connection';
import { partMoney } from '../ledger';
import { collectorOf } from '../payments';
import { eventsOfOrder, type StoredOrderEvent, orderByNumber, type StoredShopOrder } from '../orders';
import { answerDrafts } from './answer-drafts';
import { threadMessages, threadOfOrder } from './threads';

/** When each line was shipped or refused: the event naming its position, or the part's event without positions. */
function lineDates(part: StoredShopOrder, events: StoredOrderEvent[]): (string | null)[] {
  const dates: (string | null)[] = part.lines.map(() => null);
  for (const event of events) {
    if (event.orderShopId !== part.id || (event.kind !== 'shipped' && event.kind !== 'refused')) continue;
    const named = Array.isArray(event.detail.lines) ? (event.detail.lines as unknown[]).filter((n): n is number => typeof n === 'number') : null;
    part.lines.forEach((line, index) => {
      if (dates[index] !== null || line.state !== event.kind) return;
      if (!named || named.includes(index + 1)) dates[index] = event.at;
    });
  }
  return dates;
}

const firstAt = (events: StoredOrderEvent[], partId: number, kind: string) => events.find((event) => event.orderShopId === partId && event.kind === kind)?.at ?? null;

export async function orderWork(db: Db, number: string) {
  const order = await orderByNumber(db, number);
  if (!order) return undefined;
  const anonymised = (await db.selectFrom('orders').select('anonymised_at').where('id', '=', order.id).executeTakeFirstOrThrow()).anonymised_at !== null;
  const events = await eventsOfOrder(db, order.id);
  const refunds = await db.selectFrom('order_refunds').select(['order_shop_id', 'amount_cents']).where('order_id', '=', order.id).execute();
  // What moved is the ledger's; a refund a shop reports for money it collected itself is the shop's word.
  const ledger = await partMoney(db, order.shops.map((part) => part.id));
  const parts: WorkPart[] = order.shops.map((part) => {
    const dates = lineDates(part, events);
    const money = ledger.get(part.id)!;
    const shopRefundedCents = collectorOf(part.paymentMethod) !== 'shop' ? 0
      : refunds.filter((refund) => refund.order_shop_id === part.id).reduce((sum, refund) => sum + refund.amount_cents, 0) + (part.withdrawal?.refundedAt ? part.withdrawal.refundCents ?? 0 : 0);
    return {
      number: part.number, shopId: part.shop.id, shopName: part.shop.name, status: part.status, statusChangedAt: part.statusChangedAt,
      paymentMethod: part.paymentMethod, paymentReference: part.paymentReference, paid: events.some((event) => event.orderShopId === part.id && event.kind === 'paid'),
      itemsCents: part.itemsCents, shippingCents: part.shippingCents, totalCents: part.totalCents,
      money: { receivedCents: money.receivedCents, refundOwedCents: money.refundOwedCents, refundedCents: money.refundPaidCents, settledCents: money.settledCents }, shopRefundedCents,
      stillToPayCents: stillToPayCents(part),
      acknowledgedAt: part.acknowledgedAt, acceptedAt: firstAt(events, part.id, 'accepted'), shippedAt: part.shippedAt ?? firstAt(events, part.id, 'shipped'),
      carrier: part.carrier, trackingNumber: part.trackingNumber, refusalReason: part.refusalReason, deliveryDays: part.deliveryDays,
      lines: part.lines.map((line, index) => ({
        position: index + 1, title: line.title, brand: line.brand, articleNumber: line.articleNumber, quantity: line.quantity,
        unitCents: line.unitPrice, totalCents: line.lineTotal, state: line.state, at: dates[index] ?? null,
      })),
      withdrawal: part.withdrawal && {
        receivedAt: part.withdrawal.receivedAt, lines: part.withdrawal.lines, wholePart: part.withdrawal.wholePart,
        goodsReceivedAt: part.withdrawal.goodsReceivedAt, refundedAt: part.withdrawal.refundedAt, refundCents: part.withdrawal.refundCents,
      },
    };
  });
  const payments = await db.selectFrom('order_payments').select(['provider', 'status', 'amount_cents as amountCents', 'created_at as createdAt'])
    .where('order_id', '=', order.id).orderBy('id').execute();
  const thread = await threadOfOrder(db, order.id);
  const billing = order.billingAddress;
  return {
    locale: order.locale, anonymised, email: order.email,
    billingAddress: billing ? { name: billing.name, street: billing.street, zip: billing.zip, city: billing.city, country: billing.country } : null,
    parts, payments,
    thread: { awaitingSince: thread?.awaitingSince ?? null, messages: thread ? await threadMessages(db, thread.id) : [] },
    drafts: anonymised ? [] : answerDrafts(order.locale, order.deliveryAddress.name, parts),
  };
}
