/**
 * The calls whose work is a flow: a step across domains, above them all (placing an order, a
 * shopper's withdrawal, a shop's step on its part from the portal, closing a month, a shopper's
 * personal data). Each is a door as any other, declared in the contract; it only hands over to its
 * flow. (The shops' API's status doors are declared in doors.ts: shop-order-doors.ts.)
 */
import { CALLS } from '../../../contract/calls/index';
import { badRequest, notFound, ok, endpoint, type Endpoint } from '../http/endpoint';
import { placeAnswer, placeRequest, visibleOrder, withdrawalAnswer } from '../orders';
import { memberActor, portalStepAnswer, portalStepOf, withScope } from '../portal';
import { refundsRequested } from '../refunds';
import { isMonth, monthEnded } from '../settlements';
import { recordAudit, staffOnly } from '../staff';
import { closeMonth } from './close-month';
import { withdraw } from './handle-withdrawal';
import { erasePersonalData, exportPersonalData } from './personal-data-access';
import { placeOrder } from './place-order';
import { shopOrderStep } from './shop-order-step';

/** Customer service and the operator answer a shopper's request for their data. */
const SERVICE = ['support', 'operator'] as const;
const OPERATOR = ['operator'] as const;

export const flowEndpoints: Endpoint[] = [
  endpoint(CALLS['POST /orders'], async (ctx) => {
    const asked = await placeRequest(ctx);
    if (!asked.ok) return asked.refusal;
    return placeAnswer(ctx, await placeOrder(asked.request, ctx.body), asked.request.locale);
  }),
  endpoint(CALLS['POST /orders/:number/withdrawals'], async (ctx) => {
    const order = await visibleOrder(ctx, ctx.params.number, ctx.body.token);
    if (!order) return notFound('order');
    const { part, lines, name, email, reason, refundAccount } = ctx.body;
    const outcome = await withdraw(ctx.db.kysely, order.id, { partNumber: part, lines, name, email, reason: reason ?? null, refundAccount });
    if (outcome.ok) return ok({ part, created: outcome.created, withdrawal: withdrawalAnswer(outcome.part.withdrawal) });
    if (outcome.reason === 'not_found') return badRequest('part', 'no such part of this order');
    if (outcome.reason === 'account') return badRequest(`refundAccount.${outcome.field}`, outcome.field === 'iban' ? 'an IBAN with valid check digits, such as DE89 3704 0044 0532 0130 00' : 'the account holder\'s name, at most 70 characters');
    if (outcome.reason === 'lines') return badRequest('lines', outcome.message);
    const error = outcome.period.state === 'ended' ? 'period_ended' : 'not_withdrawable';
    return { status: 409, body: { error, message: error === 'period_ended' ? `the withdrawal period ended with ${outcome.period.lastDay} (${outcome.period.endsAt})`
      : outcome.period.reason === 'business' ? 'the order was placed as a business: no consumer right of withdrawal; returns follow the shop\'s own terms' : 'there is no contract to withdraw from', period: outcome.period } };
  }),
  endpoint(CALLS['POST /portal/orders/:number/status'], async ({ db, headers, params, body }) => withScope('orders:write')(db.kysely, headers, async (member, kysely) => {
    const asked = portalStepOf(body);
    if ('refusal' in asked) return asked.refusal;
    const outcome = await shopOrderStep(kysely, member.shopId, params.number, asked.update, new Date(), memberActor(member));
    // A refund the step owed was recorded with it; the sender sends it now, outside this call.
    if (outcome.ok && outcome.changed) refundsRequested();
    return portalStepAnswer(kysely, member, params.number, body.status, outcome);
  })),
  endpoint(CALLS['POST /desk/settlements/close'], staffOnly(OPERATOR, async (ctx) => {
    const month = ctx.body.month.trim();
    if (!isMonth(month)) return badRequest('month', 'a month as YYYY-MM');
    if (!monthEnded(month, new Date())) return badRequest('month', 'a month that has ended (Europe/Berlin)');
    const outcome = await closeMonth(ctx.db.kysely, month, ctx.staff.email, new Date(), undefined, ctx.deps.operator);
    await recordAudit(ctx.db.kysely, ctx.staff, 'month_closed', { detail: { month, outcome: outcome.kind, settlements: outcome.kind === 'closed' ? outcome.settlements : 0 } });
    return ok({ outcome });
  })),
  endpoint(CALLS['GET /desk/personal-data'], staffOnly(SERVICE, async (ctx) => {
    const data = await exportPersonalData(ctx.db.kysely, ctx.query.email);
    await recordAudit(ctx.db.kysely, ctx.staff, 'personal_data_exported', { detail: { orders: data.orders.length, contactMessages: data.contactMessages.length } });
    return ok(data);
  })),
  endpoint(CALLS['POST /desk/personal-data/erase'], staffOnly(SERVICE, async (ctx) => {
    if (!ctx.body.email) return badRequest('email', 'required');
    const result = await erasePersonalData(ctx.db.kysely, ctx.deps.personalData, ctx.body.email);
    await recordAudit(ctx.db.kysely, ctx.staff, 'personal_data_erased', { detail: { account: result.accountErased, contactMessages: result.contactMessagesErased, ordersAnonymised: result.ordersAnonymised, ordersKept: result.ordersKept.length } });
    return ok(result);
  })),
];
