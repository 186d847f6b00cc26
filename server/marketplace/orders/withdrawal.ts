/**
 * The order's own steps of a shopper's withdrawal from one shop's part of an order (each part is its
 * own contract with its shop): the whole part or chosen lines. The flow that runs them with the
 * refund account, the credit note and the mails is server/marketplace/flows/handle-withdrawal.ts.
 * Here: whether the part may be withdrawn from now and which lines, and the withdrawal recorded with
 * its statement and the moment it was received, the part withdrawn and new to its shop again (the
 * shop fetches and acknowledges it like a new order), and the step on the timeline.
 */
import type { Db } from '../db/connection';
import { withdrawalStatement } from '../mail';
import type { WithdrawalPeriodAnswer } from '../../../contract/calls/orders';
import { recordEvent } from './events';
import { orderById, type StoredOrder, type StoredShopOrder } from './repository';
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

/** A withdrawal the part allows now: the lines it takes back, and whether that is the whole part. */
export interface OpenWithdrawal { ok: 'open'; order: StoredOrder; part: StoredShopOrder; lines: number[]; wholePart: boolean }

/**
 * Whether the part may be withdrawn from now, and from which lines (none named: every delivered
 * line). A part is withdrawn from once: one withdrawn already answers with its withdrawal.
 */
export async function withdrawalAsked(db: Db, orderId: number, request: WithdrawalRequest, now: Date): Promise<Exclude<WithdrawOutcome, { reason: 'account' }> | OpenWithdrawal> {
  const order = await orderById(db, orderId);
  const part = order?.shops.find((p) => p.number === request.partNumber);
  if (!order || !part) return { ok: false, reason: 'not_found' };
  if (withdrawn(part)) return { ok: true, created: false, part };
  const period = (await withdrawalPeriodsOf(db, order, now)).get(part.id)!;
  if (period.state !== 'open') return { ok: false, reason: 'period', period };
  const positions = [...new Set(request.lines)].sort((a, b) => a - b);
  const outside = positions.find((p) => p > part.lines.length);
  if (outside !== undefined) return { ok: false, reason: 'lines', message: `the part has ${part.lines.length} lines; there is no line ${outside}` };
  // Lines the shop refused were never delivered: there is nothing of them to withdraw from.
  const delivered = part.lines.flatMap((line, i) => (line.state === 'refused' ? [] : [i + 1]));
  const refused = positions.find((p) => !delivered.includes(p));
  if (refused !== undefined) return { ok: false, reason: 'lines', message: `line ${refused} was refused by the shop` };
  const lines = positions.length === 0 ? delivered : positions;
  return { ok: 'open', order, part, lines, wholePart: lines.length === delivered.length };
}

/**
 * The withdrawal recorded with its statement, the part withdrawn and new to its shop again, the step
 * on the timeline. False when a doubled form (on PostgreSQL, the other transaction) recorded it first.
 */
export async function recordWithdrawal(tx: Db, open: OpenWithdrawal, request: WithdrawalRequest, now: Date): Promise<boolean> {
  const { order, part, lines, wholePart } = open;
  const receivedAt = now.toISOString();
  const statement = withdrawalStatement(order, part, lines, request.name);
  const inserted = await tx.insertInto('withdrawals').values({
    order_id: order.id, order_shop_id: part.id, name: request.name, email: request.email, lines: JSON.stringify(lines), whole_part: wholePart ? 1 : 0,
    statement, locale: order.locale, received_at: receivedAt, reason: request.reason ?? null,
  }).onConflict((oc) => oc.column('order_shop_id').doNothing()).returning('id').executeTakeFirst();
  if (!inserted) return false;
  await tx.updateTable('order_shops').set({ status: 'withdrawn', acknowledged_at: null, status_changed_at: receivedAt }).where('id', '=', part.id).execute();
  await recordEvent(tx, { orderId: order.id, orderShopId: part.id, kind: 'withdrawn', actor: 'shopper', at: now, detail: { lines, wholePart } });
  return true;
}

/** The part as it stands with its withdrawal recorded. */
export async function withdrawnPart(db: Db, orderId: number, partNumber: string): Promise<Withdrawn | undefined> {
  const part = (await orderById(db, orderId))?.shops.find((p) => p.number === partNumber);
  return withdrawn(part) ? part : undefined;
}

/** Where the part's shop is told of the withdrawal: its address as kept (none: no mail) and its country. */
export async function partShopContact(db: Db, part: StoredShopOrder): Promise<{ email: string | null; country: string } | undefined> {
  return db.selectFrom('shops').select(['email', 'country']).where('id', '=', part.shop.id).executeTakeFirst();
}
