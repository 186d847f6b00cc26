/**
 * Money in from shoppers: a provider payment confirmed, or a prepayment transfer booked as received.
 * The money lands in the provider's clearing or the bank, and is held for the parts it pays for until
 * the month's close settles them with their shop or a refund is owed back.
 */
import type { Db } from '../db/connection';
import { post, type LedgerLine, type PostOutcome } from './post';

/** A part paid for; null: money taken for the order beyond its parts' totals. */
export interface PaidPart { orderShopId: number | null; shopId: number | null; cents: number }

export async function postShopperPayment(db: Db, payment: { key: string; into: 'provider_clearing' | 'bank'; parts: readonly PaidPart[]; at?: Date }): Promise<PostOutcome> {
  const total = payment.parts.reduce((sum, part) => sum + part.cents, 0);
  const lines: LedgerLine[] = [
    { account: payment.into, cents: total },
    ...payment.parts.map((part): LedgerLine => ({ account: 'shopper_payments_held', cents: -part.cents, shopId: part.shopId, orderShopId: part.orderShopId })),
  ];
  return post(db, { key: payment.key, kind: 'shopper_payment', lines, at: payment.at });
}

/**
 * A provider payment the provider confirmed: what it took, held for the parts it released (each its
 * total); anything it took beyond them is held for the order's parts all the same, never lost.
 */
export async function postProviderPayment(db: Db, paymentId: number, partIds: readonly number[], at?: Date): Promise<PostOutcome> {
  const payment = await db.selectFrom('order_payments').select(['amount_cents', 'order_id']).where('id', '=', paymentId).executeTakeFirstOrThrow();
  const parts = partIds.length === 0 ? [] : await db.selectFrom('order_shops').select(['id', 'shop_id', 'total_cents']).where('id', 'in', [...partIds]).orderBy('id').execute();
  const paid: PaidPart[] = parts.map((part) => ({ orderShopId: part.id, shopId: part.shop_id, cents: Number(part.total_cents) }));
  const beyond = Number(payment.amount_cents) - paid.reduce((sum, part) => sum + part.cents, 0);
  if (beyond !== 0) paid.push({ orderShopId: null, shopId: null, cents: beyond });
  return postShopperPayment(db, { key: `provider-payment:${paymentId}`, into: 'provider_clearing', parts: paid, at });
}
