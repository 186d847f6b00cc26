/**
 * The books worked out as an outside accountant would, without the ledger: from the records of
 * money that actually moved (provider payments taken, bank statement credits booked to orders,
 * refunds sent through the provider or in a transfer file, payouts issued in payout files) and the
 * commission the settlements charged. To the cent:
 *   paid in = refunded + refunds still owed + paid out to shops + owed to shops
 *             + commission (net) + its VAT − what shops owe + still held for parts not settled
 * where "held" is, per order, what came in less what went back or was credited to its shops. Also
 * what must never be: a refund owed with no way to pay it (no account given, no provider payment
 * to refund), a payout beyond what the marketplace collected for the shop, an order that paid out
 * or refunded more than came in for it. reconcile() (read.ts) tells the same from the ledger.
 */
import type { Db } from '../db/connection';
import { collectorOf } from '../payments';
import type { Reconciliation } from './read';

export type MovementProblem =
  | { kind: 'refund_without_way'; refundId: number; orderNumber: string; cents: number }
  | { kind: 'payout_beyond_collected'; settlementId: number; shopId: number; payoutCents: number; collectedCents: number }
  | { kind: 'order_beyond_received'; orderNumber: string; cents: number };

export interface MovementBooks {
  paidInByProviderCents: number;
  paidInByTransferCents: number;
  paidInCents: number;
  refundedByProviderCents: number;
  refundedByTransferCents: number;
  /** Of the refunded, what the provider's notification or the bank statement confirmed. */
  refundsConfirmedCents: number;
  refundsOwedCents: number;
  paidOutToShopsCents: number;
  /** Of the paid out, what the bank statement shows booked. */
  payoutsConfirmedCents: number;
  owedToShopsCents: number;
  commissionCents: number;
  commissionVatCents: number;
  owedByShopsCents: number;
  heldCents: number;
  differenceCents: number;
  problems: MovementProblem[];
}

const sum = (rows: readonly { cents: number | string | bigint | null }[]) => rows.reduce((total, row) => total + Number(row.cents ?? 0), 0);
const SENT = ['sent', 'confirmed'];

export async function movementBooks(db: Db): Promise<MovementBooks> {
  const payments = await db.selectFrom('order_payments').select(['order_id as orderId', 'amount_cents as cents']).where('status', '=', 'paid').execute();
  const credits = await db.selectFrom('statement_lines as l').innerJoin('orders as o', 'o.number', 'l.order_number')
    .select(['o.id as orderId', 'l.amount_cents as cents']).where('l.direction', '=', 'credit').where('l.state', '=', 'booked').execute();
  const refunds = await db.selectFrom('refunds as r').innerJoin('orders as o', 'o.id', 'r.order_id').leftJoin('refund_accounts as a', 'a.order_id', 'r.order_id')
    .select(['r.id', 'r.order_id as orderId', 'o.number', 'r.method', 'r.state', 'r.amount_cents as cents', 'r.iban', 'a.iban as accountIban']).execute();
  const payouts = await db.selectFrom('payouts').select(['settlement_id as settlementId', 'amount_cents as cents', 'state']).execute();
  const settlements = await db.selectFrom('settlements as s')
    .select(['s.id', 's.shop_id as shopId', 's.month', 's.commission_cents as commission', 's.payout_cents as payout', 's.carried_out_cents as carriedOut', 's.commission_vat_cents as vat'])
    .orderBy('s.month').orderBy('s.id').execute();
  const items = await db.selectFrom('settlement_items as i').innerJoin('order_shops as os', 'os.number', 'i.part_number')
    .select(['i.settlement_id as settlementId', 'i.kind', 'i.payment_method as method', 'i.goods_cents as goods', 'i.shipping_cents as shipping', 'i.refund_cents as refund', 'os.order_id as orderId'])
    .execute();

  const paidProviderOrders = new Set(payments.map((p) => p.orderId));
  const problems: MovementProblem[] = [];
  for (const r of refunds) {
    if (SENT.includes(r.state)) continue;
    const way = r.method === 'provider' ? paidProviderOrders.has(r.orderId) : Boolean(r.iban ?? r.accountIban);
    if (!way) problems.push({ kind: 'refund_without_way', refundId: r.id, orderNumber: r.number, cents: Number(r.cents) });
  }

  // What the marketplace credited each shop for the parts whose money it collected (a refund item takes back).
  const credited = (item: (typeof items)[number]) => {
    if (item.kind === 'shipped' && collectorOf(item.method) === 'shop') return 0;
    return Number(item.goods) + Number(item.shipping) - Number(item.refund);
  };
  const creditOfSettlement = new Map<number, number>();
  for (const item of items) creditOfSettlement.set(item.settlementId, (creditOfSettlement.get(item.settlementId) ?? 0) + credited(item));

  const paidOut = new Map(payouts.map((p) => [p.settlementId, Number(p.cents)]));
  let owedToShops = 0;
  let commission = 0;
  let vat = 0;
  const lastCarried = new Map<number, number>();
  for (const s of settlements) {
    const payout = Number(s.payout);
    if (!paidOut.has(s.id)) owedToShops += payout;
    const gross = Number(s.commission);
    // The VAT the settlement's commission invoice states.
    const contained = Number(s.vat);
    commission += gross - contained;
    vat += contained;
    lastCarried.set(s.shopId, Number(s.carriedOut));
    const collected = creditOfSettlement.get(s.id) ?? 0;
    if (paidOut.has(s.id) && (paidOut.get(s.id) ?? 0) > Math.max(0, collected)) {
      problems.push({ kind: 'payout_beyond_collected', settlementId: s.id, shopId: s.shopId, payoutCents: paidOut.get(s.id) ?? 0, collectedCents: collected });
    }
  }
  const owedByShops = [...lastCarried.values()].reduce((total, carried) => total + Math.max(0, -carried), 0);

  // Per order: what came in, less what went back to the shopper or was credited to its shops.
  const perOrder = new Map<number, number>();
  const add = (orderId: number, cents: number) => perOrder.set(orderId, (perOrder.get(orderId) ?? 0) + cents);
  for (const p of payments) add(p.orderId, Number(p.cents));
  for (const c of credits) add(c.orderId, Number(c.cents));
  for (const r of refunds) add(r.orderId, -Number(r.cents));
  for (const item of items) add(item.orderId, -credited(item));
  let held = 0;
  const beyond = [...perOrder].filter(([, cents]) => cents < 0).map(([orderId]) => orderId);
  const numbers = beyond.length === 0 ? [] : await db.selectFrom('orders').select(['id', 'number']).where('id', 'in', beyond).execute();
  for (const [orderId, cents] of perOrder) {
    if (cents >= 0) held += cents;
    else problems.push({ kind: 'order_beyond_received', orderNumber: numbers.find((o) => o.id === orderId)?.number ?? String(orderId), cents: -cents });
  }
  // An order's shortfall is listed above, and counts against what is held all the same: the equation stays whole.
  held -= problems.filter((p) => p.kind === 'order_beyond_received').reduce((total, p) => total + p.cents, 0);

  const figures = {
    paidInByProviderCents: sum(payments),
    paidInByTransferCents: sum(credits),
    refundedByProviderCents: sum(refunds.filter((r) => r.method === 'provider' && SENT.includes(r.state))),
    refundedByTransferCents: sum(refunds.filter((r) => r.method === 'transfer' && SENT.includes(r.state))),
    refundsConfirmedCents: sum(refunds.filter((r) => r.state === 'confirmed')),
    refundsOwedCents: sum(refunds.filter((r) => !SENT.includes(r.state))),
    paidOutToShopsCents: sum(payouts),
    payoutsConfirmedCents: sum(payouts.filter((p) => p.state === 'confirmed')),
    owedToShopsCents: owedToShops,
    commissionCents: commission,
    commissionVatCents: vat,
    owedByShopsCents: owedByShops,
    heldCents: held,
  };
  const paidInCents = figures.paidInByProviderCents + figures.paidInByTransferCents;
  const differenceCents = paidInCents - (figures.refundedByProviderCents + figures.refundedByTransferCents + figures.refundsOwedCents + figures.paidOutToShopsCents
    + figures.owedToShopsCents + figures.commissionCents + figures.commissionVatCents - figures.owedByShopsCents + figures.heldCents);
  return { ...figures, paidInCents, differenceCents, problems };
}

/** The figures both readings have, side by side: [name, from the movements, from the ledger]. */
export function againstLedger(books: MovementBooks, ledger: Reconciliation): { name: string; movementsCents: number; ledgerCents: number }[] {
  return ([
    ['paidIn', books.paidInCents, ledger.paidByShoppersCents],
    ['refunded', books.refundedByProviderCents + books.refundedByTransferCents, ledger.refundsPaidCents],
    ['refundsOwed', books.refundsOwedCents, ledger.refundsOwedCents],
    ['paidOut', books.paidOutToShopsCents, ledger.paidOutToShopsCents],
    ['owedToShops', books.owedToShopsCents, ledger.owedToShopsCents],
    ['commission', books.commissionCents, ledger.commissionCents],
    ['commissionVat', books.commissionVatCents, ledger.commissionVatCents],
    ['owedByShops', books.owedByShopsCents, ledger.owedByShopsCents],
    ['held', books.heldCents, ledger.heldCents],
  ] as const).map(([name, movementsCents, ledgerCents]) => ({ name, movementsCents, ledgerCents }));
}
