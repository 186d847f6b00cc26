/**
 * The shopper withdraws from one shop's part of an order (each part is its own contract with its
 * shop): the whole part or chosen lines. In one transaction the withdrawal is recorded with its
 * statement and the moment it was received, the part becomes withdrawn and new to its shop again
 * (the shop fetches and acknowledges it like a new order), the timeline gets the step, and the
 * confirmation to the shopper and the notice to the shop are queued, and the invoiced lines withdrawn
 * from get their credit note. A part is withdrawn from once:
 * a doubled or repeated form finds the withdrawal already recorded and answers with it.
 * A part paid by prepayment is refunded by transfer: the account the shopper names on the form is
 * checked and kept for the order's refunds in the same transaction.
 */
import type { Db } from '../db/connection';
import { enqueueMail, mailsQueued, withdrawalMail, withdrawalShopMail, withdrawalStatement } from '../mail';
import type { WithdrawalPeriodAnswer } from '../../../contract/calls/orders';
import { creditWithdrawal } from '../invoices/index';
import { keepRefundAccount, refundAccountOf, refundMethodOf } from '../refunds';
import { recordEvent } from './events';
import { orderById, type StoredShopOrder } from './repository';
import { withdrawalPeriodsOf } from './withdrawal-period';

export interface WithdrawalRequest {
  partNumber: string; lines: number[]; name: string; email: string; reason?: string | null;
  /** The account a transfer refund goes to, as typed; ignored for a part not refunded by transfer. */
  refundAccount?: { holder: string; iban: string };
}

export type WithdrawOutcome =
  | { ok: true; created: boolean; part: StoredShopOrder & { withdrawal: NonNullable<StoredShopOrder['withdrawal']> } }
  | { ok: false; reason: 'not_found' }
  | { ok: false; reason: 'lines'; message: string }
  | { ok: false; reason: 'account'; field: 'holder' | 'iban' }
  | { ok: false; reason: 'period'; period: WithdrawalPeriodAnswer };

type Withdrawn = Extract<WithdrawOutcome, { ok: true }>['part'];
const withdrawn = (part: StoredShopOrder | undefined): part is Withdrawn => Boolean(part?.withdrawal);

export async function withdraw(db: Db, orderId: number, request: WithdrawalRequest, now = new Date()): Promise<WithdrawOutcome> {
  const outcome = await db.transaction().execute(async (tx): Promise<WithdrawOutcome> => {
    const order = await orderById(tx, orderId);
    const part = order?.shops.find((p) => p.number === request.partNumber);
    if (!order || !part) return { ok: false, reason: 'not_found' };
    if (withdrawn(part)) return { ok: true, created: false, part };
    const period = (await withdrawalPeriodsOf(tx, order, now)).get(part.id)!;
    if (period.state !== 'open') return { ok: false, reason: 'period', period };
    const positions = [...new Set(request.lines)].sort((a, b) => a - b);
    const outside = positions.find((p) => p > part.lines.length);
    if (outside !== undefined) return { ok: false, reason: 'lines', message: `the part has ${part.lines.length} lines; there is no line ${outside}` };
    // Lines the shop refused were never delivered: there is nothing of them to withdraw from.
    const delivered = part.lines.flatMap((line, i) => (line.state === 'refused' ? [] : [i + 1]));
    const refused = positions.find((p) => !delivered.includes(p));
    if (refused !== undefined) return { ok: false, reason: 'lines', message: `line ${refused} was refused by the shop` };
    const account = request.refundAccount && refundMethodOf(part.paymentMethod) === 'transfer' ? refundAccountOf(request.refundAccount.holder, request.refundAccount.iban) : null;
    if (account && 'field' in account) return { ok: false, reason: 'account', field: account.field };
    const lines = positions.length === 0 ? delivered : positions;
    const wholePart = lines.length === delivered.length;
    const receivedAt = now.toISOString();
    const statement = withdrawalStatement(order, part, lines, request.name);
    const inserted = await tx.insertInto('withdrawals').values({
      order_id: order.id, order_shop_id: part.id, name: request.name, email: request.email, lines: JSON.stringify(lines), whole_part: wholePart ? 1 : 0,
      statement, locale: order.locale, received_at: receivedAt, reason: request.reason ?? null,
    }).onConflict((oc) => oc.column('order_shop_id').doNothing()).returning('id').executeTakeFirst();
    // A doubled form on PostgreSQL: the other transaction recorded it first.
    if (!inserted) return { ok: true, created: false, part: (await freshPart(tx, order.id, part.number))! };
    await tx.updateTable('order_shops').set({ status: 'withdrawn', acknowledged_at: null, status_changed_at: receivedAt }).where('id', '=', part.id).execute();
    if (account) await keepRefundAccount(tx, order.id, account, now);
    await recordEvent(tx, { orderId: order.id, orderShopId: part.id, kind: 'withdrawn', actor: 'shopper', at: now, detail: { lines, wholePart } });
    // The lines already invoiced are credited at once: the contract for them is undone.
    await creditWithdrawal(tx, order, part, lines, wholePart, now);
    const fresh = (await freshPart(tx, order.id, part.number))!;
    const shop = await tx.selectFrom('shops').select(['email', 'country']).where('id', '=', part.shop.id).executeTakeFirst();
    await enqueueMail(tx, withdrawalMail(order, fresh, shop?.email?.trim() || null), now);
    if (shop?.email) await enqueueMail(tx, withdrawalShopMail(order, fresh, shop.email, shop.country), now);
    return { ok: true, created: true, part: fresh };
  });
  if (outcome.ok && outcome.created) mailsQueued();
  return outcome;
}

async function freshPart(db: Db, orderId: number, partNumber: string): Promise<Withdrawn | undefined> {
  const part = (await orderById(db, orderId))?.shops.find((p) => p.number === partNumber);
  return withdrawn(part) ? part : undefined;
}

