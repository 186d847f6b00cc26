/**
 * The one rule for how long a shop's part can be withdrawn from; the order page, the withdrawal
 * form, the refusal of a late withdrawal and the mails all take their day from here.
 *
 * The period runs from the day the shopper received the goods: the day of the shop's (or its
 * carrier's) delivery report, in the shopper's edition's zone. Until there is one, delivery is
 * presumed the shop's carrier days (its longest, to the delivery country, on that country's working
 * days) after the part was shipped, and said to be a presumption. A part some of whose lines are
 * still to go has no date yet: the period counts from the last parcel. It ends at the end of the
 * `days`-th day after delivery; a last day that is a Saturday, Sunday or public holiday of the
 * delivery country (the same working calendar the delivery promises use) moves to the end of the
 * next working day. A part refused, cancelled or not yet paid is no contract to withdraw from; a
 * buyer who ordered as a business (company and VAT ID) has no consumer's right to withdraw.
 */
import { RETURN_SEND_DAYS, type WithdrawalPeriodAnswer } from '../../../contract/calls/orders';
import { isLocale } from '../../../locales/editions';
import { timeZoneOf } from '../../../locales/moments';
import type { Db } from '../db/connection';
import { deliveryCalendar, type WorkingCalendar } from '../delivery';
import { dayIn, dayStartIn, nextDay } from '../shops';
import { deliveredAtOf } from './delivered';
import { WITHDRAWN_STATUSES, type StoredOrder, type StoredShopOrder } from './repository';

/** What of a part the period is counted from. */
export type PeriodPart = Pick<StoredShopOrder, 'status' | 'shippedAt' | 'withdrawalDays' | 'lines' | 'deliveryDays'> & {
  /** The shop's or carrier's report that the goods arrived, if any. */
  deliveredAt: string | null;
  /** The carrier's longest days to the delivery country as the shop states them; null: the part's whole delivery time stands in. */
  carrierDays: number | null;
  /** The buyer ordered as a business (company and VAT ID): no consumer's right of withdrawal. */
  businessBuyer?: boolean;
};

/** Where the shopper is: the zone their days are read in, the country whose working days count, and its calendar. */
export interface PeriodPlace { zone: string; country: string; calendar: WorkingCalendar }

const afterDays = (day: string, days: number): string => {
  let next = day;
  for (let i = 0; i < days; i++) next = nextDay(next);
  return next;
};

/** The day the goods arrived (reported), or are presumed to arrive; null while something is still to be shipped. */
function deliveryDayOf(part: PeriodPart, place: PeriodPlace): { day: string; presumed: boolean } | null {
  if (part.deliveredAt) return { day: dayIn(place.zone, new Date(part.deliveredAt)), presumed: false };
  if (!part.shippedAt || part.lines.some((line) => line.state === 'open')) return null;
  let day = dayIn(place.zone, new Date(part.shippedAt));
  for (let i = 0; i < Math.max(0, part.carrierDays ?? part.deliveryDays.max); i++) day = place.calendar.nextWorkingDay(place.country, day);
  return { day, presumed: true };
}

export function withdrawalPeriodOf(part: PeriodPart, place: PeriodPlace, now = new Date()): WithdrawalPeriodAnswer {
  const days = part.withdrawalDays;
  const delivery = deliveryDayOf(part, place);
  let lastDay = delivery ? afterDays(delivery.day, days) : null;
  if (lastDay && !place.calendar.isWorkingDay(place.country, lastDay)) lastDay = place.calendar.nextWorkingDay(place.country, lastDay);
  // The last moment of the last day in the shopper's zone: the period holds through 23:59:59 there.
  const endsAt = lastDay ? new Date(Date.parse(dayStartIn(place.zone, nextDay(lastDay))) - 1).toISOString() : null;
  const base = {
    days, shippedAt: part.shippedAt, deliveredAt: part.deliveredAt, deliveryDay: delivery?.day ?? null, presumed: delivery?.presumed ?? false, lastDay, endsAt, reason: null,
  };
  if (WITHDRAWN_STATUSES.includes(part.status)) return { ...base, state: 'withdrawn' };
  if (part.status === 'refused' || part.status === 'cancelled') return { ...base, state: 'none', reason: part.status };
  if (part.status === 'awaiting_payment') return { ...base, state: 'none', reason: 'unpaid' };
  // The right of withdrawal is a consumer's; a business returns goods under the shop's own terms.
  if (part.businessBuyer) return { ...base, state: 'none', reason: 'business' };
  if (endsAt && now.getTime() > Date.parse(endsAt)) return { ...base, state: 'ended' };
  return { ...base, state: 'open' };
}

/**
 * The last day to send withdrawn goods back: the shopper has RETURN_SEND_DAYS days from the day
 * their withdrawal was received, in their edition's zone (a deadline to post, so no working-day shift).
 */
export function sendBackByOf(receivedAt: string, zone: string): string {
  return afterDays(dayIn(zone, new Date(receivedAt)), RETURN_SEND_DAYS);
}

/** The shopper's place for an order: the edition's zone, the delivery country and a calendar from the earliest shipping on. */
export async function periodPlaceOf(order: Pick<StoredOrder, 'locale' | 'deliveryCountry' | 'createdAt' | 'shops'>): Promise<PeriodPlace> {
  const zone = timeZoneOf(isLocale(order.locale) ? order.locale : 'de-DE');
  const from = [order.createdAt, ...order.shops.flatMap((part) => (part.shippedAt ? [part.shippedAt] : []))].sort()[0]!;
  return { zone, country: order.deliveryCountry, calendar: await deliveryCalendar([], order.deliveryCountry, new Date(from)) };
}

/** Whether the order was placed as a business: a company with its VAT ID, as the checkout takes them together. */
export const isBusinessBuyer = (order: Pick<StoredOrder, 'buyerCompany' | 'buyerVatId'>): boolean => Boolean(order.buyerCompany && order.buyerVatId);

/** Each part's period (by the part's id): its delivery reports and its shop's carrier days read in two queries. */
export async function withdrawalPeriodsOf(db: Db, order: StoredOrder, now = new Date()): Promise<Map<number, WithdrawalPeriodAnswer>> {
  const ids = order.shops.map((part) => part.id);
  if (ids.length === 0) return new Map();
  const [deliveredAt, carrier, place] = await Promise.all([
    deliveredAtOf(db, ids),
    db.selectFrom('shop_shipping').select(['shop_id', 'delivery_days_max']).where('shop_id', 'in', order.shops.map((part) => part.shop.id))
      .where('country', '=', order.deliveryCountry).execute(),
    periodPlaceOf(order),
  ]);
  const carrierDays = new Map(carrier.map((row) => [row.shop_id, row.delivery_days_max]));
  const businessBuyer = isBusinessBuyer(order);
  return new Map(order.shops.map((part) => [part.id, withdrawalPeriodOf({
    ...part, deliveredAt: deliveredAt.get(part.id) ?? null, carrierDays: carrierDays.get(part.shop.id) ?? null, businessBuyer,
  }, place, now)]));
}
