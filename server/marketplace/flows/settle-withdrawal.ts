/**
 * A shop settles a withdrawal (or a return it agreed), across the domains it touches, in one
 * transaction each step: it reports the goods received back, then the refund made, from whichever
 * channel (flows/shop-order-step.ts). Orders checks the step against where the part stands and
 * records it: the part's status, the withdrawal's dates and refund, the timeline. The refund is
 * never more than is left of what was paid (refunds); without an amount named it is what the
 * withdrawn lines cost, with the shipping when the whole part went back. What the marketplace
 * collected it pays back: the refund is requested here and sent after the commit by the refund
 * sender (refunds). Beyond what is credited already, the refund gets its credit note (invoices),
 * and the shopper's money is owed back in the ledger (ledger); the shopper hears of it (mail).
 * Goods received is the shop's own bookkeeping: no money moves, nobody is mailed.
 */
import type { Db } from '../db/connection';
import { creditRefund } from '../invoices';
import { postRefund } from '../ledger';
import { mailsQueued } from '../mail';
import { queuePartEventMail, recordReturnStep, returnStepAsked, shopOrderOf, withdrawnCents, type OrderEventActor, type ReturnStep, type StatusOutcome } from '../orders';
import { refundableCents, requestRefund } from '../refunds';

export type SettlementStep = Extract<ReturnStep, { status: 'returned' | 'refunded' }>;

export async function settleWithdrawal(db: Db, shopId: number, shopOrderNumber: string, step: SettlementStep, now = new Date(), actor: OrderEventActor = `shop:${shopId}`): Promise<StatusOutcome> {
  const outcome = await db.transaction().execute(async (tx): Promise<StatusOutcome> => {
    const asked = await returnStepAsked(tx, shopId, shopOrderNumber, step.status);
    if (asked.ok !== 'open') return asked;
    if (step.status === 'returned') {
      await recordReturnStep(tx, asked, step, now, actor);
      return { ok: true, status: 'returned', changed: true };
    }
    const { order, part } = asked;
    const owed = { id: part.id, orderId: order.id, paymentMethod: part.paymentMethod, totalCents: part.totalCents };
    // Checked before anything is written.
    const refundable = await refundableCents(tx, owed);
    if (step.refundCents !== undefined && step.refundCents > refundable) return { ok: false, reason: 'over_refundable', refundableCents: refundable };
    const refundCents = step.refundCents ?? Math.min(withdrawnCents(part), refundable);
    // Requested before the withdrawal records it: what is left to refund of a part its shop
    // collected counts the withdrawal's refund once it is recorded.
    if (refundCents > 0) await requestRefund(tx, owed, refundCents, 'withdrawal', now.toISOString());
    await recordReturnStep(tx, asked, { status: 'refunded', refundCents }, now, actor);
    await creditRefund(tx, order, part, refundCents, now);
    await postRefund(tx, { key: `refund:withdrawal:${part.id}`, orderShopId: part.id, cents: refundCents, at: now });
    const fresh = (await shopOrderOf(tx, shopId, shopOrderNumber))!;
    await queuePartEventMail(tx, fresh.order, fresh.part, 'refunded', now);
    return { ok: true, status: 'refunded', changed: true };
  });
  if (outcome.ok && outcome.changed && step.status === 'refunded') mailsQueued();
  return outcome;
}
