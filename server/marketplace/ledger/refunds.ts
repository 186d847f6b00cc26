/**
 * Refunds to shoppers. Owed: recorded when a paid part's lines are refused or cancelled, or a
 * withdrawal's refund is stated; it is taken from the money held for the part, and never beyond
 * what the shopper paid the marketplace for it: a part the shop collected itself (cash on delivery,
 * on account) is refunded by that shop, and the marketplace owes nothing it never received.
 * Paid: the refund executed, out of the provider's clearing or the bank.
 */
import type { Db } from '../db/connection';
import { post, type PostOutcome } from './post';

export interface RefundOwed { key: string; orderShopId: number; cents: number; at?: Date }

/** Posts the refund owed, capped as above; answers the cents now owed by it (0 when nothing). */
export async function postRefund(db: Db, refund: RefundOwed): Promise<number> {
  const rows = await db.selectFrom('ledger_entries').select(['account', 'kind', (eb) => eb.fn.sum<number>('amount_cents').as('cents')])
    .where('order_shop_id', '=', refund.orderShopId).where('kind', 'in', ['shopper_payment', 'refund_owed']).groupBy(['account', 'kind']).execute();
  const sum = (account: string, kind: string) => -rows.filter((r) => r.account === account && r.kind === kind).reduce((total, r) => total + Number(r.cents), 0);
  const room = sum('shopper_payments_held', 'shopper_payment') - sum('shopper_refunds_owed', 'refund_owed');
  const cents = Math.max(0, Math.min(refund.cents, room));
  const part = await db.selectFrom('order_shops').select('shop_id').where('id', '=', refund.orderShopId).executeTakeFirst();
  const outcome = await post(db, { key: refund.key, kind: 'refund_owed', at: refund.at, lines: [
    { account: 'shopper_payments_held', cents, shopId: part?.shop_id ?? null, orderShopId: refund.orderShopId },
    { account: 'shopper_refunds_owed', cents: -cents, shopId: part?.shop_id ?? null, orderShopId: refund.orderShopId },
  ] });
  return outcome === 'posted' ? cents : 0;
}

export interface RefundPaid { key: string; orderShopId: number; cents: number; from: 'provider_clearing' | 'bank'; at?: Date }

/** A refund owed, now paid to the shopper. */
export async function postRefundPaid(db: Db, refund: RefundPaid): Promise<PostOutcome> {
  return post(db, { key: refund.key, kind: 'refund_paid', at: refund.at, lines: [
    { account: 'shopper_refunds_owed', cents: refund.cents, orderShopId: refund.orderShopId },
    { account: refund.from, cents: -refund.cents, orderShopId: refund.orderShopId },
  ] });
}
