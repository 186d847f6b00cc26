/**
 * The portal's order inbox: the member's shop's parts of orders, and what its step on a part reads
 * and answers. The step itself is the one the shops' API takes too (so the two never disagree),
 * with the member as the actor: its endpoint is flows/endpoints.ts, as a step may span domains.
 */
import { CALLS } from '../../../contract/calls/index';
import type { PortalMember, PortalOrder } from '../../../contract/calls/portal';
import type { Db } from '../db/connection';
import { endpoint, notFound, ok, type Endpoint, type Refusal } from '../http/endpoint';
import { type OrderEventActor, recentShopOrders, shopOrderOf, type ShopStatusUpdate, type StatusOutcome, type StoredOrder, type StoredShopOrder, statusUpdateOf, UNPAID_MESSAGE, overRefundableMessage } from '../orders';
import { documentPdf, issuedByNumber, summariesOfParts } from '../invoices/index';
import type { InvoiceSummary } from '../../../contract/calls/invoices';
import { recordMemberAction } from './audit';
import type { AsMember } from './guard';


/** What the withdrawn lines cost: a partly withdrawn part is refunded for those lines alone. */
export function withdrawnCentsOf(lines: readonly { lineTotal: number }[], positions: readonly number[]): number {
  return positions.reduce((sum, position) => sum + (lines[position - 1]?.lineTotal ?? 0), 0);
}

export function toPortalOrder(order: StoredOrder, part: StoredShopOrder, invoices: Map<number, InvoiceSummary[]> = new Map()): PortalOrder {
  const withdrawal = part.withdrawal;
  return {
    number: part.number, orderNumber: order.number, locale: order.locale, createdAt: order.createdAt, status: part.status,
    deliveryAddress: order.deliveryAddress, billingAddress: order.billingAddress,
    email: order.email, phone: order.phone, paymentMethod: part.paymentMethod, paymentReference: part.paymentReference, paid: part.paid,
    buyerCompany: order.buyerCompany, buyerVatId: order.buyerVatId,
    lines: part.lines.map((line) => ({ title: line.title, brand: line.brand, articleNumber: line.articleNumber, sku: line.sku, quantity: line.quantity, unitPrice: line.unitPrice, lineTotal: line.lineTotal, state: line.state })),
    itemsCents: part.itemsCents, shippingCents: part.shippingCents, totalCents: part.totalCents, shippedCents: part.shippedCents, refusedCents: part.refusedCents,
    carrier: part.carrier, trackingNumber: part.trackingNumber, refusalReason: part.refusalReason,
    withdrawal: withdrawal ? {
      receivedAt: withdrawal.receivedAt, goodsReceivedAt: withdrawal.goodsReceivedAt, refundedAt: withdrawal.refundedAt, refundCents: withdrawal.refundCents,
      lines: withdrawal.lines, wholePart: withdrawal.wholePart, withdrawnCents: withdrawnCentsOf(part.lines, withdrawal.lines), kind: withdrawal.kind,
    } : null,
    invoices: invoices.get(part.id) ?? [],
  };
}

/** Who moved the part: the staff account, or the shop itself when signed in with its key. */
export const memberActor = (member: PortalMember): OrderEventActor => (member.staffId !== null ? `staff:${member.staffId}` : `shop:${member.shopId}`);

export function portalOrderEndpoints(reader: AsMember): Endpoint[] {
  return [
    endpoint(CALLS['GET /portal/orders'], async ({ db, headers }) => reader(db.kysely, headers, async (member, kysely) => {
      const orders = await recentShopOrders(kysely, member.shopId);
      const invoices = await summariesOfParts(kysely, orders.flatMap((order) => order.shops.map((part) => part.id)));
      return ok({ orders: orders.flatMap((order) => order.shops.map((part) => toPortalOrder(order, part, invoices))) });
    })),

    endpoint(CALLS['GET /portal/orders/:number'], async ({ db, headers, params }) => reader(db.kysely, headers, async (member, kysely) => {
      const found = await shopOrderOf(kysely, member.shopId, params.number);
      return found ? ok(toPortalOrder(found.order, found.part, await summariesOfParts(kysely, [found.part.id]))) : notFound('order');
    })),

    endpoint(CALLS['GET /portal/orders/:number/invoices/:invoice'], async ({ db, headers, params }) => reader(db.kysely, headers, async (member, kysely) => {
      const found = await shopOrderOf(kysely, member.shopId, params.number);
      const issued = found && await issuedByNumber(kysely, found.part.id, params.invoice);
      if (!issued) return notFound('invoice');
      const file = await documentPdf(kysely, issued);
      return ok({ filename: file.filename, contentType: 'application/pdf' as const, base64: Buffer.from(file.bytes).toString('base64') });
    })),

  ];
}

/** The step a member asked for, read by the same rules as the shops' API and its CSV rows; or why not. */
export function portalStepOf(body: Parameters<typeof statusUpdateOf>[0]): { update: ShopStatusUpdate } | { refusal: Refusal } {
  const update = statusUpdateOf(body);
  if ('error' in update) return { refusal: { status: 400, body: { error: 'bad_request', field: update.field, message: update.error, ...(update.problem ? { problem: update.problem } : {}) } } };
  return { update };
}

/** The portal's answer to the member's step: what stood in the way, or the part as it stands now (the step in the shop's audit log). */
export async function portalStepAnswer(kysely: Db, member: PortalMember, number: string, status: string, outcome: StatusOutcome) {
  if (!outcome.ok && outcome.reason === 'not_found') return notFound('order');
  if (!outcome.ok && outcome.reason === 'lines') return { status: 400, body: { error: 'bad_request', field: 'lines', message: `open lines: ${outcome.open.join(', ')}` } } satisfies Refusal;
  if (!outcome.ok && outcome.reason === 'unpaid') return { status: 409, body: { error: 'unpaid', message: UNPAID_MESSAGE } } satisfies Refusal;
  if (!outcome.ok && outcome.reason === 'over_refundable') return { status: 400, body: { error: 'over_refundable', field: 'refundCents', message: overRefundableMessage(outcome.refundableCents), refundableCents: outcome.refundableCents } } satisfies Refusal;
  if (!outcome.ok) return { status: 409, body: { error: 'conflict', message: `the part is ${outcome.current}` } } satisfies Refusal;
  const found = (await shopOrderOf(kysely, member.shopId, number))!;
  await recordMemberAction(kysely, member, `order_${status}`, { orderNumber: found.order.number, detail: { part: found.part.number } });
  return ok(toPortalOrder(found.order, found.part, await summariesOfParts(kysely, [found.part.id])));
}
