/**
 * Reading the ledger: the trial balance per account (and shop), and the reconciliation the
 * accountant signs off, to the cent:
 *   paid by shoppers = refunds owed + refunds paid + owed to shops + paid out to shops
 *                      − commission shops still owe + commission + commission VAT + money held
 * with nothing owed that nobody can pay: no payable arising from a part its shop collected itself,
 * no refund owed for a part beyond what its shopper paid the marketplace, and every transaction
 * balanced.
 */
import { sql } from 'kysely';
import type { Db } from '../db/connection';
import { collectorOf } from '../payments';
import { ACCOUNTS, CASH, type Account } from './accounts';

export interface Balance { account: Account; shopId: number | null; debitCents: number; creditCents: number; balanceCents: number }

export async function balances(db: Db, filter: { shopId?: number } = {}): Promise<Balance[]> {
  let query = db.selectFrom('ledger_entries').select(['account', 'shop_id',
    (eb) => eb.fn.sum<number>(eb.case().when('amount_cents', '>', 0).then(eb.ref('amount_cents')).else(0).end()).as('debit'),
    (eb) => eb.fn.sum<number>(eb.case().when('amount_cents', '<', 0).then(eb.ref('amount_cents')).else(0).end()).as('credit')]);
  if (filter.shopId !== undefined) query = query.where('shop_id', '=', filter.shopId);
  // Per shop for what is owed between a shop and the marketplace; one line for the others.
  const rows = await query.where('account', 'in', ['shop_payable', 'shop_receivable']).groupBy(['account', 'shop_id']).execute();
  let others = db.selectFrom('ledger_entries').select(['account', sql<number | null>`null`.as('shop_id'),
    (eb) => eb.fn.sum<number>(eb.case().when('amount_cents', '>', 0).then(eb.ref('amount_cents')).else(0).end()).as('debit'),
    (eb) => eb.fn.sum<number>(eb.case().when('amount_cents', '<', 0).then(eb.ref('amount_cents')).else(0).end()).as('credit')])
    .where('account', 'not in', ['shop_payable', 'shop_receivable']);
  if (filter.shopId !== undefined) others = others.where('shop_id', '=', filter.shopId);
  rows.push(...await others.groupBy('account').execute());
  const order = (account: string) => ACCOUNTS.indexOf(account as Account);
  return rows.map((row) => ({ account: row.account as Account, shopId: row.shop_id, debitCents: Number(row.debit), creditCents: 0 - Number(row.credit), balanceCents: Number(row.debit) + Number(row.credit) }))
    .sort((a, b) => order(a.account) - order(b.account) || (a.shopId ?? 0) - (b.shopId ?? 0));
}

export type Discrepancy =
  | { kind: 'unbalanced'; key: string; differenceCents: number }
  | { kind: 'payable_for_shop_collected'; orderShopId: number; cents: number }
  | { kind: 'refund_beyond_received'; orderShopId: number; receivedCents: number; refundsCents: number };

export interface Reconciliation {
  paidByShoppersCents: number;
  refundsOwedCents: number;
  refundsPaidCents: number;
  owedToShopsCents: number;
  paidOutToShopsCents: number;
  owedByShopsCents: number;
  commissionCents: number;
  commissionVatCents: number;
  heldCents: number;
  /** Paid by shoppers less everything it went to: 0 when the books agree. */
  differenceCents: number;
  discrepancies: Discrepancy[];
}

export async function reconcile(db: Db): Promise<Reconciliation> {
  const sums = await db.selectFrom('ledger_entries').select(['account', 'kind', (eb) => eb.fn.sum<number>('amount_cents').as('cents')]).groupBy(['account', 'kind']).execute();
  // Credits read as positive amounts (0 - x: a zero stays 0, never -0).
  const of = (accounts: readonly string[], kinds?: readonly string[]) => sums
    .filter((row) => accounts.includes(row.account) && (!kinds || kinds.includes(row.kind))).reduce((total, row) => total + Number(row.cents), 0) || 0;
  const figures = {
    paidByShoppersCents: of(CASH, ['shopper_payment']),
    refundsOwedCents: 0 - of(['shopper_refunds_owed']),
    refundsPaidCents: 0 - of(CASH, ['refund_paid']),
    owedToShopsCents: 0 - of(['shop_payable']),
    paidOutToShopsCents: 0 - of(CASH, ['payout']),
    owedByShopsCents: of(['shop_receivable']),
    commissionCents: 0 - of(['commission_revenue']),
    commissionVatCents: 0 - of(['commission_vat_payable']),
    heldCents: 0 - of(['shopper_payments_held']),
  };
  const differenceCents = figures.paidByShoppersCents - (figures.refundsOwedCents + figures.refundsPaidCents + figures.owedToShopsCents + figures.paidOutToShopsCents
    - figures.owedByShopsCents + figures.commissionCents + figures.commissionVatCents + figures.heldCents);
  return { ...figures, differenceCents, discrepancies: await discrepancies(db) };
}

async function discrepancies(db: Db): Promise<Discrepancy[]> {
  const found: Discrepancy[] = [];
  const unbalanced = await db.selectFrom('ledger_entries').select(['transaction_key', (eb) => eb.fn.sum<number>('amount_cents').as('cents')])
    .groupBy('transaction_key').having((eb) => eb.fn.sum('amount_cents'), '!=', 0).execute();
  for (const row of unbalanced) found.push({ kind: 'unbalanced', key: row.transaction_key, differenceCents: Number(row.cents) });
  // A part its shop collected brought the marketplace no money: anything owed to the shop for it
  // would be paid out of money nobody paid in.
  const shopCollected = await db.selectFrom('ledger_entries as e').innerJoin('order_shops as os', 'os.id', 'e.order_shop_id')
    .select(['e.order_shop_id as id', 'os.payment_method as method', (eb) => eb.fn.sum<number>('e.amount_cents').as('cents')])
    .where('e.account', '=', 'shop_payable').where('e.amount_cents', '<', 0)
    .groupBy(['e.order_shop_id', 'os.payment_method']).execute();
  for (const row of shopCollected.filter((r) => collectorOf(r.method) === 'shop')) found.push({ kind: 'payable_for_shop_collected', orderShopId: row.id!, cents: -Number(row.cents) });
  const perPart = await db.selectFrom('ledger_entries').select(['order_shop_id as id', 'kind', (eb) => eb.fn.sum<number>('amount_cents').as('cents')])
    .where('account', '=', 'shopper_payments_held').where('kind', 'in', ['shopper_payment', 'refund_owed']).where('order_shop_id', 'is not', null)
    .groupBy(['order_shop_id', 'kind']).execute();
  const parts = new Map<number, { received: number; refunds: number }>();
  for (const row of perPart) {
    const part = parts.get(row.id!) ?? { received: 0, refunds: 0 };
    if (row.kind === 'shopper_payment') part.received -= Number(row.cents);
    else part.refunds += Number(row.cents);
    parts.set(row.id!, part);
  }
  for (const [id, part] of parts) if (part.refunds > part.received) found.push({ kind: 'refund_beyond_received', orderShopId: id, receivedCents: part.received, refundsCents: part.refunds });
  return found;
}

/** What stands between one shop and the marketplace: owed to the shop (payable) and owed by it (receivable), both as positive cents. */
export async function shopAccount(db: Db, shopId: number): Promise<{ payableCents: number; receivableCents: number }> {
  const rows = await db.selectFrom('ledger_entries').select(['account', (eb) => eb.fn.sum<number>('amount_cents').as('cents')])
    .where('shop_id', '=', shopId).where('account', 'in', ['shop_payable', 'shop_receivable']).groupBy('account').execute();
  const of = (account: Account) => Number(rows.find((row) => row.account === account)?.cents ?? 0);
  // A liability's balance is a credit (negative): owed to the shop reads as a positive amount.
  return { payableCents: 0 - of('shop_payable') || 0, receivableCents: of('shop_receivable') || 0 };
}

/** One part's money as the ledger has it, in positive cents. */
export interface PartMoney {
  /** Paid to the marketplace for the part (provider or bank). */
  receivedCents: number;
  /** Refunds owed to the shopper and not sent yet. */
  refundOwedCents: number;
  /** Refunds sent to the shopper. */
  refundPaidCents: number;
  /** Settled with the shop (goods and shipping moved to what the shop is owed). */
  settledCents: number;
}

export async function partMoney(db: Db, partIds: readonly number[]): Promise<Map<number, PartMoney>> {
  const byPart = new Map<number, PartMoney>();
  if (partIds.length === 0) return byPart;
  const rows = await db.selectFrom('ledger_entries').select(['order_shop_id as id', 'account', 'kind', (eb) => eb.fn.sum<number>('amount_cents').as('cents')])
    .where('order_shop_id', 'in', [...partIds]).groupBy(['order_shop_id', 'account', 'kind']).execute();
  for (const id of partIds) byPart.set(id, { receivedCents: 0, refundOwedCents: 0, refundPaidCents: 0, settledCents: 0 });
  for (const row of rows) {
    const money = byPart.get(row.id!)!;
    const cents = Number(row.cents);
    if (row.account === 'shopper_payments_held' && row.kind === 'shopper_payment') money.receivedCents -= cents;
    else if (row.account === 'shopper_refunds_owed') money.refundOwedCents -= cents;
    else if (CASH.includes(row.account as Account) && row.kind === 'refund_paid') money.refundPaidCents -= cents;
    else if (row.account === 'shop_payable' && row.kind === 'settlement') money.settledCents -= cents;
  }
  return byPart;
}
