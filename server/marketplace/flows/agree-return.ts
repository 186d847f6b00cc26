/**
 * A shop records a return it agreed (a business buyer has no withdrawal; a shopper may ask the shop
 * for one), in one transaction: orders checks the part and records the return on the withdrawal's
 * record (kind 'return'), the part withdrawn; the lines going back are credited at once, as a
 * shopper's withdrawal's are (invoices): the sale of them is undone. The goods received and the
 * refund then follow the withdrawal's path (settle-withdrawal.ts). Nobody is mailed: the shop and
 * the buyer agreed it between them.
 */
import type { Db } from '../db/connection';
import { creditWithdrawal } from '../invoices';
import { recordReturn, returnStepAsked, type OrderEventActor, type ReturnStep, type StatusOutcome } from '../orders';

export type ReturnAgreed = Extract<ReturnStep, { status: 'return_requested' }>;

export async function agreeReturn(db: Db, shopId: number, shopOrderNumber: string, step: ReturnAgreed, now = new Date(), actor: OrderEventActor = `shop:${shopId}`): Promise<StatusOutcome> {
  return db.transaction().execute(async (tx): Promise<StatusOutcome> => {
    const asked = await returnStepAsked(tx, shopId, shopOrderNumber, step.status);
    if (asked.ok !== 'open') return asked;
    const recorded = await recordReturn(tx, asked, step.lines, now, actor);
    if (!('lines' in recorded)) return recorded;
    await creditWithdrawal(tx, asked.order, asked.part, recorded.lines, recorded.wholePart, now);
    return { ok: true, status: recorded.status, changed: true };
  });
}
