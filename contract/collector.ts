/**
 * Who the shopper's money goes to, by payment method. The marketplace collects what is paid through
 * the provider and prepayment transfers into its own account, and pays each shop out with its
 * settlement. Cash on delivery (the carrier hands the cash to the shop) and purchase on account (the
 * shop encloses its own invoice and is the creditor) are collected by the shop itself: the
 * marketplace never holds that money, so it never pays it out, and the shop owes the commission on it.
 */
import type { PaymentMethod } from './calls/orders';

export type Collector = 'marketplace' | 'shop';

const SHOP_COLLECTS: readonly string[] = ['cod', 'invoice'] satisfies readonly PaymentMethod[];

/** Takes the stored text as it is (any PaymentMethod): a method no longer known is the marketplace's, as every provider method is. */
export function collectorOf(method: string): Collector {
  return SHOP_COLLECTS.includes(method) ? 'shop' : 'marketplace';
}
