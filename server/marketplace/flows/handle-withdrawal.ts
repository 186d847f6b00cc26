/**
 * A shopper withdraws from one shop's part of an order, across the domains it touches, in one
 * transaction: the part is checked (its period open, the lines named delivered) and the withdrawal
 * recorded, the part withdrawn and new to its shop again (orders); a part paid by prepayment is
 * refunded by transfer, so the account the shopper names on the form is checked and kept for the
 * order's refunds (refunds); the invoiced lines withdrawn from get their credit note (invoices); the
 * confirmation to the shopper and the notice to the shop are queued (mail). A part is withdrawn from
 * once: a doubled or repeated form finds the withdrawal already recorded and answers with it.
 * What follows is the shop's: it reports the goods received back and the refund made, from any of
 * its channels, and settle-withdrawal.ts records the refund owed, its credit note and its posting in
 * the ledger.
 */
import type { Db } from '../db/connection';
import { creditWithdrawal } from '../invoices';
import { enqueueMail, mailsQueued, withdrawalMail, withdrawalShopMail } from '../mail';
import { partShopContact, recordWithdrawal, withdrawalAsked, withdrawnPart, type WithdrawalRequest, type WithdrawOutcome } from '../orders';
import { keepRefundAccount, refundAccountOf, refundMethodOf } from '../refunds';

export async function withdraw(db: Db, orderId: number, request: WithdrawalRequest, now = new Date()): Promise<WithdrawOutcome> {
  const outcome = await db.transaction().execute(async (tx): Promise<WithdrawOutcome> => {
    const asked = await withdrawalAsked(tx, orderId, request, now);
    if (asked.ok !== 'open') return asked;
    const { order, part, lines, wholePart } = asked;
    const account = request.refundAccount && refundMethodOf(part.paymentMethod) === 'transfer' ? refundAccountOf(request.refundAccount.holder, request.refundAccount.iban) : null;
    if (account && 'field' in account) return { ok: false, reason: 'account', field: account.field };
    // A doubled form on PostgreSQL: the other transaction recorded it first.
    if (!(await recordWithdrawal(tx, asked, request, now))) return { ok: true, created: false, part: (await withdrawnPart(tx, order.id, part.number))! };
    if (account) await keepRefundAccount(tx, order.id, account, now);
    // The lines already invoiced are credited at once: the contract for them is undone.
    await creditWithdrawal(tx, order, part, lines, wholePart, now);
    const fresh = (await withdrawnPart(tx, order.id, part.number))!;
    const shop = await partShopContact(tx, part);
    await enqueueMail(tx, withdrawalMail(order, fresh, shop?.email?.trim() || null), now);
    if (shop?.email) await enqueueMail(tx, withdrawalShopMail(order, fresh, shop.email, shop.country), now);
    return { ok: true, created: true, part: fresh };
  });
  if (outcome.ok && outcome.created) mailsQueued();
  return outcome;
}
