/**
 * What the shopper still owes on an order: the parts not paid yet, without the lines withdrawn
 * from (and their shipping once the whole part was), and without parts the shop refused or
 * cancelled. Paid parts owe nothing; what comes back to the shopper shows on the part.
 */
import type { OrderAnswer } from './types';
import { moneyBackOf, refundWayOf, type MoneyBack, type RefundWay } from '../../contract/money-back';

type Part = OrderAnswer['shops'][number];

export const partPaid = (part: Part) => part.steps.some((step) => step.step === 'paid');
export const partShipped = (part: Part) => part.steps.some((step) => step.step === 'shipped') || part.withdrawalPeriod.shippedAt !== null;

/** Whether a withdrawal has money to give back (contract/money-back.ts). */
export const partMoneyBack = (part: Part): MoneyBack => moneyBackOf({ paymentMethod: part.paymentMethod, paid: partPaid(part), shipped: partShipped(part) });

export function owedCents(order: OrderAnswer): number {
  return order.shops.reduce((sum, part) => {
    if (partPaid(part) || part.status === 'refused' || part.status === 'cancelled') return sum;
    const withdrawn = part.withdrawal
      ? part.withdrawal.lines.reduce((cents, position) => cents + (part.lines[position - 1]?.lineTotal ?? 0), 0) + (part.withdrawal.wholePart ? part.shippingCents : 0)
      : 0;
    return sum + Math.max(0, part.totalCents - withdrawn);
  }, 0);
}

/** How the part's money would come back if withdrawn from (contract/money-back.ts). */
export const partRefundWay = (part: Part): RefundWay => refundWayOf({ paymentMethod: part.paymentMethod, paid: partPaid(part), shipped: partShipped(part) });
