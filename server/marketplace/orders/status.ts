/**
 * The state machine of a shop's part of an order, one for every channel that moves it (the shops'
 * API as JSON or CSV, the portal); the channels reach it through flows/shop-order-step.ts. A shop
 * accepts, refuses (with a reason), cancels or ships (carrier and tracking number) and reports it
 * out for delivery and delivered. Allowed steps only; repeating the current step changes nothing.
 * Refusing and shipping may name lines (positions, 1-based): those lines are refused or shipped
 * whole and the part stays open until no line is; without lines the step takes every open line.
 * Lines refused, or a part cancelled, that the shopper had paid are recorded as a refund owed to
 * the shopper (the shopper's own cancellation, cancellation.ts, records it the same way).
 * Every change appends to the order's timeline; an acceptance, refusal, cancellation or shipment
 * queues a mail to the shopper. Lines shipped are invoiced in the same transaction.
 * What the shop does after a withdrawal or a return (agrees the return, receives the goods back,
 * makes the refund) is allowed by the same table below and recorded by return-steps.ts; the flows
 * that run it with the refund, its credit note, the ledger and the mail are flows/agree-return.ts
 * and flows/settle-withdrawal.ts. (The withdrawal itself is the shopper's step: flows/handle-withdrawal.ts.)
 */
import type { Db } from '../db/connection';
import { enqueueMail, mailsQueued, reviewInvitationMail, type PartEvent } from '../mail';
import { deliveredAtOf } from './delivered';
import { recordEvent, type OrderEventActor, type OrderEventKind } from './events';
import { invoiceShipment } from '../invoices/index';
import { queuePartEventMail } from './notices';
import { refundableCents, requestRefund, type RefundCause, type RefundPart } from '../refunds';
import { partPaid, shopOrderOf, type LineState, type StoredShopOrder } from './repository';
import { reviewableArticles } from './reviewable';
import type { OrderStatus } from '../../../contract/index';
import { postRefund } from '../ledger';

export type ShopStatusUpdate =
  | { status: 'accepted' }
  | { status: 'refused'; reason?: string; lines?: number[] }
  | { status: 'shipped'; carrier: string; trackingNumber: string; lines?: number[] }
  | { status: 'out_for_delivery' }
  | { status: 'delivered' }
  | { status: 'cancelled'; reason?: string }
  | { status: 'return_requested'; lines?: number[] }
  | { status: 'returned' }
  | { status: 'refunded'; refundCents?: number };

/** The steps after a withdrawal or a return: return-steps.ts records them, flows run them. */
export type ReturnStep = Extract<ShopStatusUpdate, { status: 'return_requested' | 'returned' | 'refunded' }>;
/** The steps the state machine below takes whole. */
export type PartStep = Exclude<ShopStatusUpdate, ReturnStep>;

/** From which states a shop may move a part to the next one. */
export const ALLOWED: Record<ShopStatusUpdate['status'], OrderStatus[]> = {
  accepted: ['new', 'accepted'],
  refused: ['new', 'accepted', 'refused'],
  shipped: ['new', 'accepted', 'shipped'],
  // The carrier took the parcel on its last leg, then handed it over: steps on the way, the part stays shipped.
  out_for_delivery: ['shipped'],
  delivered: ['shipped'],
  cancelled: ['new', 'accepted', 'cancelled'],
  // A return the shop agreed (a business buyer's, or a shopper's asked of the shop) of what went out.
  return_requested: ['shipped', 'withdrawn'],
  returned: ['withdrawn', 'returned'],
  // A shop may refund before the goods are back (or when nothing was sent).
  refunded: ['withdrawn', 'returned', 'refunded'],
};

export const EVENT_OF: Record<ShopStatusUpdate['status'], OrderEventKind> = {
  accepted: 'accepted', refused: 'refused', shipped: 'shipped', out_for_delivery: 'out_for_delivery', delivered: 'delivered', cancelled: 'cancelled', return_requested: 'return_requested', returned: 'goods_received', refunded: 'refunded',
};

/** The steps the shopper hears of by mail (the refund's mail is settle-withdrawal's). */
const MAILED: Record<PartStep['status'], PartEvent | null> = {
  accepted: 'accepted', refused: 'refused', shipped: 'shipped', out_for_delivery: null, delivered: null, cancelled: 'cancelled',
};

export type StatusOutcome = { ok: true; status: OrderStatus; changed: boolean } | { ok: false; reason: 'not_found' } | { ok: false; reason: 'conflict'; current: OrderStatus }
  | { ok: false; reason: 'lines'; open: number[] } | { ok: false; reason: 'unpaid' } | { ok: false; reason: 'over_refundable'; refundableCents: number };

/** Why a refund above what is left to refund is refused, as the shops' API says it. */
export const overRefundableMessage = (refundableCents: number) =>
  `refundCents is more than is left to refund for this part: at most ${refundableCents} (what was paid for it less what is refunded already)`;

const refundPartOf = (order: { id: number }, part: StoredShopOrder): RefundPart => ({ id: part.id, orderId: order.id, paymentMethod: part.paymentMethod, totalCents: part.totalCents });

/**
 * A refund the marketplace computed (refused lines, a cancellation): recorded for payment by whoever
 * holds the money, never above what is left to refund. The amount recorded is returned.
 */
async function owedRefund(tx: Db, order: { id: number }, part: StoredShopOrder, cents: number, cause: RefundCause, at: string): Promise<number> {
  const amount = Math.min(cents, await refundableCents(tx, refundPartOf(order, part)));
  if (amount > 0) await requestRefund(tx, refundPartOf(order, part), amount, cause, at);
  return amount;
}

/** Why an unpaid prepayment part may not ship, as the shops' API and the portal's endpoint say it (the portal's screen translates by the code). */
export const UNPAID_MESSAGE = 'the shopper\'s prepayment transfer has not been received yet: ship only once the marketplace has booked it as paid';

/** The open lines' positions (1-based). */
const openLines = (part: StoredShopOrder): number[] => part.lines.flatMap((line, i) => (line.state === 'open' ? [i + 1] : []));

/**
 * Where the part stands once the chosen lines are shipped or refused: while a line is open, as it
 * was (accepted once something went out); then shipped when any line went out, refused when none did.
 */
function settledStatus(part: StoredShopOrder, chosen: readonly number[], to: LineState): OrderStatus {
  const states = part.lines.map((line, i) => (chosen.includes(i + 1) ? to : line.state));
  if (states.includes('open')) return to === 'shipped' ? 'accepted' : part.status;
  return states.includes('shipped') ? 'shipped' : 'refused';
}

/**
 * A paid part cancelled before anything of it went out: what the shopper paid for its open lines,
 * and the shipping, is owed back. Recorded with the cancellation, paid out by the settlement like a
 * refusal's refund; nothing when the part was not paid.
 */
export async function recordCancellationRefund(tx: Db, order: { id: number }, part: StoredShopOrder, at: string): Promise<number | null> {
  if (!(await partPaid(tx, part.id))) return null;
  const open = openLines(part);
  if (open.length === 0) return null;
  const anyShipped = part.lines.some((line) => line.state === 'shipped');
  const owed = open.reduce((sum, position) => sum + part.lines[position - 1]!.lineTotal, 0) + (anyShipped ? 0 : part.shippingCents);
  const refundCents = await owedRefund(tx, order, part, owed, 'cancelled', at);
  await tx.insertInto('order_refunds').values({ order_id: order.id, order_shop_id: part.id, amount_cents: refundCents, cause: 'cancelled', lines: JSON.stringify(open), recorded_at: at }).execute();
  await postRefund(tx, { key: `refund:cancelled:${part.id}`, orderShopId: part.id, cents: refundCents, at: new Date(at) });
  return refundCents;
}

/** actor: who moved it (the shop itself through its API by default; the portal names its member). */
export async function setShopOrderStatus(db: Db, shopId: number, shopOrderNumber: string, update: PartStep, now = new Date(), actor: OrderEventActor = `shop:${shopId}`): Promise<StatusOutcome> {
  const outcome = await db.transaction().execute(async (tx): Promise<StatusOutcome> => {
    const found = await shopOrderOf(tx, shopId, shopOrderNumber);
    if (!found) return { ok: false, reason: 'not_found' };
    const { order, part } = found;
    if (!ALLOWED[update.status].includes(part.status)) return { ok: false, reason: 'conflict', current: part.status };
    // The lines this step settles: those named (each still open), or every open line.
    const open = openLines(part);
    const named = update.status === 'refused' || update.status === 'shipped' ? update.lines : undefined;
    if (named && (named.length === 0 || !named.every((position) => open.includes(position)))) return { ok: false, reason: 'lines', open };
    // A prepayment transfer lands in the marketplace's account: until the operator has booked it
    // received, nothing may leave the shop, or the marketplace would owe the shop for goods nobody
    // paid. Accepting, refusing and cancelling stay open meanwhile.
    if (update.status === 'shipped' && part.paymentMethod === 'prepayment' && !part.paid) return { ok: false, reason: 'unpaid' };
    const chosen = update.status === 'refused' || update.status === 'shipped' ? [...new Set(named ?? open)] : [];
    const onTheWay = update.status === 'out_for_delivery' || update.status === 'delivered';
    const next: OrderStatus = onTheWay ? part.status
      : chosen.length > 0 ? settledStatus(part, chosen, update.status === 'shipped' ? 'shipped' : 'refused') : update.status;
    // The steps on the way leave the part shipped and are recorded once; out for delivery once delivered tells nothing new.
    const same = onTheWay
      ? (await deliveredAtOf(tx, [part.id])).has(part.id) || (update.status === 'out_for_delivery'
        && Boolean(await tx.selectFrom('order_events').select('id').where('order_shop_id', '=', part.id).where('kind', '=', 'out_for_delivery').executeTakeFirst()))
      : part.status === update.status && chosen.length === 0
        && (update.status !== 'shipped' || (part.carrier === update.carrier && part.trackingNumber === update.trackingNumber));
    if (same) return { ok: true, status: part.status, changed: false };
    const at = now.toISOString();
    if (chosen.length > 0) {
      const ids = await tx.selectFrom('order_lines').select('id').where('order_shop_id', '=', part.id).orderBy('id').execute();
      await tx.updateTable('order_lines').set({ state: update.status === 'shipped' ? 'shipped' : 'refused', shipped_at: update.status === 'shipped' ? at : null })
        .where('id', 'in', chosen.map((position) => ids[position - 1]!.id)).execute();
      // What went out is invoiced with the step itself: the step and its invoice commit together.
      if (update.status === 'shipped') await invoiceShipment(tx, order, part, chosen, now);
    }
    await tx.updateTable('order_shops').set((eb) => ({
      status: next,
      carrier: update.status === 'shipped' ? update.carrier : part.carrier,
      tracking_number: update.status === 'shipped' ? update.trackingNumber : part.trackingNumber,
      refusal_reason: update.status === 'refused' || update.status === 'cancelled' ? (update.reason ?? null) : part.refusalReason,
      shipped_at: update.status === 'shipped' ? at : part.shippedAt,
      status_changed_at: at,
      acknowledged_at: eb.fn.coalesce('acknowledged_at', eb.val(at)),
    })).where('id', '=', part.id).execute();
    let detail: Record<string, unknown> = {};
    if (update.status === 'shipped') detail = { carrier: update.carrier, trackingNumber: update.trackingNumber };
    if ((update.status === 'refused' || update.status === 'cancelled') && update.reason) detail = { reason: update.reason };
    // Only a step that left lines open names them: a whole part's timeline reads as before.
    if (chosen.length > 0 && chosen.length < open.length) detail = { ...detail, lines: chosen };
    if (update.status === 'refused' && chosen.length > 0 && await partPaid(tx, part.id)) {
      // What the shopper paid for the refused lines goes back; the shipping too once nothing of the part goes out.
      const linesCents = chosen.reduce((sum, position) => sum + part.lines[position - 1]!.lineTotal, 0);
      const refundCents = await owedRefund(tx, order, part, linesCents + (next === 'refused' ? part.shippingCents : 0), 'refused', at);
      await tx.insertInto('order_refunds').values({ order_id: order.id, order_shop_id: part.id, amount_cents: refundCents, cause: 'refused', lines: JSON.stringify(chosen), recorded_at: at }).execute();
      await postRefund(tx, { key: `refund:refused:${part.id}:${[...chosen].sort((a, b) => a - b).join(',')}`, orderShopId: part.id, cents: refundCents, at: now });
      detail = { ...detail, refundCents };
    }
    if (update.status === 'cancelled') {
      const refundCents = await recordCancellationRefund(tx, order, part, at);
      if (refundCents !== null) detail = { ...detail, refundCents };
    }
    await recordEvent(tx, { orderId: order.id, orderShopId: part.id, kind: EVENT_OF[update.status], actor, at: now, detail });
    if (update.status === 'delivered') {
      // Delivered: the buyer is asked to rate what came, those lines only a verified purchase allows (none: no mail).
      const fresh = (await shopOrderOf(tx, shopId, shopOrderNumber))!;
      const articles = (await reviewableArticles(tx, fresh.order)).get(fresh.part.id) ?? [];
      const lines = fresh.part.lines.filter((line) => line.state === 'shipped' && articles.includes(line.articleId));
      if (lines.length > 0) await enqueueMail(tx, reviewInvitationMail(fresh.order, fresh.part, lines), now);
    }
    const event = MAILED[update.status];
    if (event) {
      const fresh = (await shopOrderOf(tx, shopId, shopOrderNumber))!;
      await queuePartEventMail(tx, fresh.order, fresh.part, event, now, chosen);
    }
    return { ok: true, status: next, changed: true };
  });
  if (outcome.ok && outcome.changed && (MAILED[update.status] || update.status === 'delivered')) mailsQueued();
  return outcome;
}

/**
 * The shop has fetched these parts: new orders and withdrawals no longer count as new. One UPDATE
 * for the whole list (and one for the withdrawals among them); each part fetched for the first time
 * gets an acknowledged step on its timeline.
 */
export async function acknowledge(db: Db, shopId: number, shopOrderNumbers: string[], now = new Date(), actor: OrderEventActor = `shop:${shopId}`): Promise<{ acknowledged: string[]; unknown: string[] }> {
  const at = now.toISOString();
  return db.transaction().execute(async (tx) => {
    const fresh = await tx.updateTable('order_shops').set({ acknowledged_at: at })
      .where('number', 'in', shopOrderNumbers).where('shop_id', '=', shopId).where('status', '<>', 'awaiting_payment').where('acknowledged_at', 'is', null)
      .returning(['id', 'order_id', 'status']).execute();
    for (const part of fresh) {
      await recordEvent(tx, { orderId: part.order_id, orderShopId: part.id, kind: 'acknowledged', actor, at: now, detail: { status: part.status } });
    }
    const withdrawn = fresh.filter((part) => part.status === 'withdrawn').map((part) => part.id);
    if (withdrawn.length > 0) await tx.updateTable('withdrawals').set({ acknowledged_at: at }).where('order_shop_id', 'in', withdrawn).where('acknowledged_at', 'is', null).execute();
    const rows = await tx.selectFrom('order_shops').select('number').where('number', 'in', shopOrderNumbers).where('shop_id', '=', shopId).where('status', '<>', 'awaiting_payment').execute();
    const found = new Set(rows.map((row) => row.number));
    return { acknowledged: shopOrderNumbers.filter((n) => found.has(n)), unknown: shopOrderNumbers.filter((n) => !found.has(n)) };
  });
}
