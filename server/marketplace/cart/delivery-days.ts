/**
 * Each shop's parcel in the cart, by when it arrives if ordered now: the latest of its lines'
 * days (a line the shop needs longer to dispatch holds the parcel back), counted like an offer's;
 * and whether that day waits for the payment (the shopper can pay the shop only by prepayment).
 */
import type { CartShopGroup } from '../../../contract/index';
import { deliveryCalendar, latestDeliveryDay } from '../delivery';
import { awaitsPayment, type MethodsWhere } from '../payments';
import type { CartLineRow } from './repository';

export async function setDeliveryDays(groups: CartShopGroup[], rows: readonly CartLineRow[], where: MethodsWhere, now = new Date()): Promise<void> {
  const { deliveryCountry } = where;
  const shipping = rows.filter((row) => row.cost_cents !== null);
  if (shipping.length === 0) return;
  const calendar = await deliveryCalendar(shipping.map((row) => row.shop_country), deliveryCountry, now);
  for (const group of groups) {
    const lines = shipping.filter((row) => row.shop_id === group.shop.id);
    const days = lines.map((row) => latestDeliveryDay(calendar, now, {
      shopCountry: row.shop_country, cutoff: row.shop_cutoff, dispatchDays: row.delivery_days, transitDays: row.delivery_days_max ?? 0, deliveryCountry,
    }));
    group.deliveryBy = days.length > 0 ? days.sort().at(-1)! : null;
    group.awaitsPayment = lines.length > 0 && awaitsPayment({ listed: lines[0]!.shop_payment_methods, country: lines[0]!.shop_country }, where);
  }
}
