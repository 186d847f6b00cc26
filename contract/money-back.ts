/**
 * Whether a withdrawn part has money to give back, one rule for the order page and the mails.
 * paid: the marketplace booked the payment (the provider's, or the prepayment transfer), or cash
 * changed hands at the door (cash on delivery, once shipped). onAccount: the part went out on the
 * shop's invoice, which the shopper pays the shop directly; the marketplace cannot see whether it
 * was paid, so the withdrawn goods' invoice is cancelled and only the shop's own refund is shown.
 * unpaid: nothing was ever paid, so there is nothing to refund, whatever amount a shop reports.
 */
import type { PaymentMethod } from './calls/orders';
import { collectorOf } from './collector';

export type MoneyBack = 'paid' | 'onAccount' | 'unpaid';

export function moneyBackOf(part: { paymentMethod: PaymentMethod; paid: boolean; shipped: boolean }): MoneyBack {
  if (part.paid) return 'paid';
  if (part.shipped && part.paymentMethod === 'cod') return 'paid';
  if (part.shipped && part.paymentMethod === 'invoice') return 'onAccount';
  return 'unpaid';
}

/**
 * How a withdrawn part's money comes back, as the withdrawal form tells it: the marketplace through
 * the payment provider (the way it was paid), by transfer to an account the shopper names (paid by
 * prepayment), by the shop itself (cash on delivery), the shop's invoice (on account), or nothing
 * paid yet.
 */
export type RefundWay = 'provider' | 'transfer' | 'shop' | 'onAccount' | 'unpaid';

export function refundWayOf(part: { paymentMethod: PaymentMethod; paid: boolean; shipped: boolean }): RefundWay {
  const back = moneyBackOf(part);
  if (back !== 'paid') return back;
  if (part.paymentMethod === 'prepayment') return 'transfer';
  return collectorOf(part.paymentMethod) === 'shop' ? 'shop' : 'provider';
}
