/**
 * The account a prepayment shopper gives for refunds of an order (on the withdrawal form, or on
 * the order page once a refund is owed): holder and IBAN, the IBAN checked as banks check it. Refund
 * transfers of the order not yet in a bank file take it at once; a later change applies to those
 * still to come, never to one already sent.
 */
import type { Db } from '../db/connection';
import { ibanOf } from '../payments';

export const HOLDER_MAX = 70;

export type AccountOutcome = { ok: true } | { ok: false; field: 'holder' | 'iban' };

/** The fields as typed, checked; the first at fault is named. */
export function refundAccountOf(holderText: string, ibanText: string): { holder: string; iban: string } | { field: 'holder' | 'iban' } {
  const holder = holderText.replace(/\s+/g, ' ').trim();
  if (!holder || holder.length > HOLDER_MAX) return { field: 'holder' };
  const iban = ibanOf(ibanText);
  if (!iban) return { field: 'iban' };
  return { holder, iban };
}

/**
 * Keeps a checked account for the order's refunds inside the caller's transaction (the withdrawal
 * that names it), and gives it to the order's transfers not yet in a bank file.
 */
export async function keepRefundAccount(tx: Db, orderId: number, account: { holder: string; iban: string }, now = new Date()): Promise<void> {
  const at = now.toISOString();
  await tx.insertInto('refund_accounts').values({ order_id: orderId, holder: account.holder, iban: account.iban, given_at: at })
    .onConflict((oc) => oc.column('order_id').doUpdateSet({ holder: account.holder, iban: account.iban, given_at: at })).execute();
  await tx.updateTable('refunds').set({ holder: account.holder, iban: account.iban })
    .where('order_id', '=', orderId).where('method', '=', 'transfer').where('state', '=', 'requested').where('transfer_file_id', 'is', null).execute();
}

export async function giveRefundAccount(db: Db, orderId: number, holderText: string, ibanText: string, now = new Date()): Promise<AccountOutcome> {
  const account = refundAccountOf(holderText, ibanText);
  if ('field' in account) return { ok: false, field: account.field };
  await db.transaction().execute((tx) => keepRefundAccount(tx, orderId, account, now));
  return { ok: true };
}

/** Whether the order has refund transfers waiting for an account. */
export async function accountWanted(db: Db, orderId: number): Promise<boolean> {
  const row = await db.selectFrom('refunds').select('id').where('order_id', '=', orderId).where('method', '=', 'transfer').where('state', '=', 'requested').where('iban', 'is', null).limit(1).executeTakeFirst();
  return row !== undefined;
}
