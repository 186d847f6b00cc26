/**
 * The shopper's order calls: the checkout quote (placing an order and withdrawing are flows' doors:
 * flows/endpoints.ts), the order page (signed link or own account), the payment return, the guest's
 * lookup and the account's order history.
 */
import { spendLookupBudget } from './lookup-budget';
import { CLIENT_ADDRESS_HEADER } from '../../../contract/index';
import type { OrderAnswer, WithdrawalAnswer } from '../../../contract/calls/orders';
import { badRequest, notFound, ok, endpoint, type Endpoint, type EndpointContext } from '../http/endpoint';
import { CALLS } from '../../../contract/calls/index';
import { deliveryCountryOf, langNoOf, requireSession } from '../session';
import { signedInUser, notSignedIn } from '../users';
import { buildQuote } from './quote';
import { providerMethods, throughShopOnly } from './checkout-door';
import { settleOrderKey } from './settle';
import { refreshPayment, startPayment } from './payment';
import { orderByNumber, ordersOfUser, type StoredOrder, type StoredWithdrawal } from './repository';
import { transferAnswerOf } from './transfer';
import { sendBackByOf, withdrawalPeriodsOf } from './withdrawal-period';
import { cancellable, cancelPart } from './cancellation';
import { isLocale } from '../../../locales/editions';
import { timeZoneOf } from '../../../locales/moments';
import { eventsOfOrder } from './events';
import { partProgress, partStage, partSteps } from './steps';
import { returnAddresses } from './return-address';
import { ratedParts, reviewedArticles } from '../reviews';
import { reviewableArticles } from './reviewable';
import { orderToken } from './signing';
import { visibleOrder } from './visible';
import { documentPdf, issuedByNumber, summariesOfParts } from '../invoices/index';
import { accountWanted, giveRefundAccount, refundsOfParts, refundsRequested } from '../refunds';
import type { Address } from '../../../contract/index';

async function toAnswer(ctx: EndpointContext, order: StoredOrder): Promise<OrderAnswer> {
  const partIds = order.shops.map((part) => part.id);
  const [events, returnTo, reviewable, reviewed, rated, periods] = await Promise.all([
    eventsOfOrder(ctx.db.kysely, order.id), returnAddresses(ctx.db.kysely, order.shops.map((part) => part.shop.id), order.locale),
    reviewableArticles(ctx.db.kysely, order), reviewedArticles(ctx.db.kysely, partIds), ratedParts(ctx.db.kysely, partIds), withdrawalPeriodsOf(ctx.db.kysely, order),
  ]);
  const invoices = await summariesOfParts(ctx.db.kysely, order.shops.map((part) => part.id));
  const refunds = await refundsOfParts(ctx.db.kysely, partIds);
  const zone = timeZoneOf(isLocale(order.locale) ? order.locale : 'de-DE');
  return {
    number: order.number, token: await orderToken(ctx.db.kysely, order.number), createdAt: order.createdAt, deliveryCountry: order.deliveryCountry,
    email: order.email, phone: order.phone, deliveryAddress: order.deliveryAddress, billingAddress: order.billingAddress,
    itemsCents: order.itemsCents, shippingCents: order.shippingCents, totalCents: order.totalCents, vatCents: order.vatCents,
    transfer: await transferAnswerOf(order),
    refundAccountWanted: await accountWanted(ctx.db.kysely, order.id),
    shops: order.shops.map(({ id, terms: _t, cancellationPolicy: _c, termsAcceptedAt: _a, acknowledgedAt: _k, withdrawalDays: _d, shippedAt: _s, returnCosts, lines, withdrawal, ...part }) => {
      const steps = partSteps(events, id);
      const period = periods.get(id)!;
      return {
        ...part, lines: lines.map((line) => ({ ...line })), withdrawalPeriod: period,
        withdrawal: withdrawal && withdrawalAnswer(withdrawal), invoices: invoices.get(id) ?? [],
        refunds: (refunds.get(id) ?? []).map(({ amountCents, method, state, at }) => ({ amountCents, method, state, at })),
        steps,
        stage: partStage({ status: part.status, steps }),
        progress: partProgress({ status: part.status, paymentMethod: part.paymentMethod, deliveryBy: part.deliveryBy, steps, period }),
        cancellable: cancellable({ status: part.status, lines }),
        returns: { costs: returnCosts, sendBackBy: withdrawal ? sendBackByOf(withdrawal.receivedAt, zone) : null },
        returnAddress: returnTo.get(part.shop.id) ?? null,
        toReview: (reviewable.get(id) ?? []).filter((articleId) => !reviewed.has(`${id}:${articleId}`))
          .map((articleId) => ({ articleId, title: lines.find((line) => line.articleId === articleId)?.title ?? '' })),
        toRateShop: reviewable.has(id) && !rated.has(id),
      };
    }),
  };
}

export function withdrawalAnswer({ id: _id, locale: _l, acknowledgedAt: _a, ...withdrawal }: StoredWithdrawal): WithdrawalAnswer {
  return withdrawal;
}

async function rememberedOf(ctx: EndpointContext): Promise<{ email: string; phone: string | null; delivery: Address | null; billing: Address | null } | null> {
  const user = await signedInUser(ctx);
  if (!user) return null;
  const row = await ctx.db.kysely.selectFrom('user_addresses').select(['delivery_address as delivery', 'billing_address as billing', 'phone'])
    .where('user_id', '=', user.id).executeTakeFirst();
  return {
    email: user.email, phone: row?.phone ?? null,
    delivery: row ? (JSON.parse(row.delivery) as Address) : null,
    billing: row?.billing ? (JSON.parse(row.billing) as Address) : null,
  };
}

/** SP-YYMMDD-XXXXXX: an order's number, and the start of each of its parts' numbers. */
const ORDER_NUMBER_LENGTH = 'SP-261122-ABCDEF'.length;

export const orderEndpoints: Endpoint[] = [
  endpoint(CALLS['GET /checkout'], async (ctx) => {
    const session = await requireSession(ctx);
    if (!session.ok) return session.response;
    const quote = await buildQuote(ctx.db.kysely, session.sid, deliveryCountryOf(ctx), langNoOf(ctx));
    const remembered = await rememberedOf(ctx);
    return ok({ quote, providerMethods: providerMethods(ctx), signedIn: remembered !== null, remembered });
  }),
  endpoint(CALLS['POST /orders/settle'], async (ctx) => {
    if (!ctx.headers[CLIENT_ADDRESS_HEADER]) return throughShopOnly();
    const session = await requireSession(ctx);
    if (!session.ok) return session.response;
    const outcome = await settleOrderKey(ctx.db.kysely, session.sid, ctx.body.idempotencyKey, { country: deliveryCountryOf(ctx), langNo: langNoOf(ctx) });
    if (outcome.kind === 'keyUsed') return { status: 409, body: { error: 'key_used', message: 'this idempotency key belongs to another session' } };
    return ok(outcome.kind === 'placed' ? { placed: true, number: outcome.number, token: outcome.token } : { placed: false, number: null, token: null });
  }),
  endpoint(CALLS['GET /orders/:number'], async (ctx) => {
    const order = await visibleOrder(ctx, ctx.params.number, ctx.query.token);
    return order ? ok(await toAnswer(ctx, order)) : notFound('order');
  }),
  endpoint(CALLS['POST /orders/:number/payment'], async (ctx) => {
    const order = await visibleOrder(ctx, ctx.params.number, ctx.body.token);
    if (!order) return notFound('order');
    const state = await refreshPayment(ctx.db.kysely, ctx.deps.paymentProvider, order.id).catch(() => 'pending' as const);
    return ok({ state });
  }),
  endpoint(CALLS['POST /orders/:number/payment/start'], async (ctx) => {
    if (!ctx.headers[CLIENT_ADDRESS_HEADER]) return throughShopOnly();
    const body = ctx.body;
    const order = await visibleOrder(ctx, ctx.params.number, body.token);
    if (!order) return notFound('order');
    const db = ctx.db.kysely;
    const paymentUrl = await startPayment(db, ctx.deps.paymentProvider, { id: order.id, number: order.number, token: await orderToken(db, order.number), locale: order.locale }, body).catch(() => null);
    return ok({ paymentUrl });
  }),
  endpoint(CALLS['POST /orders/lookup'], async (ctx) => {
    const { number, email } = ctx.body;
    const typed = number.trim().toUpperCase();
    // A part's number (printed on its delivery note) names its order; the budget counts the order,
    // so trying suffixes gains nothing.
    const normalized = typed.slice(0, ORDER_NUMBER_LENGTH);
    // The web tier and its /api name the shopper's address; a call without one counts as one address.
    const wait = await spendLookupBudget(ctx.db.kysely, ctx.deps.orderLookups, ctx.headers[CLIENT_ADDRESS_HEADER] ?? 'unnamed', normalized);
    if (wait > 0) return { status: 429, headers: { 'retry-after': String(wait) }, body: { error: 'too_many_lookups', retryAfterSeconds: wait, message: 'too many order lookups; try again later' } };
    const order = await orderByNumber(ctx.db.kysely, normalized);
    const part = typed === normalized ? null : order?.shops.find((shopPart) => shopPart.number === typed)?.number;
    // The same answer for an unknown number, an unknown part and a wrong e-mail: the lookup tells nothing more.
    if (!order || part === undefined || order.email.toLowerCase() !== email.trim().toLowerCase()) return notFound('order');
    return ok({ number: order.number, token: await orderToken(ctx.db.kysely, order.number), part });
  }),
  endpoint(CALLS['POST /orders/:number/cancellations'], async (ctx) => {
    const order = await visibleOrder(ctx, ctx.params.number, ctx.body.token);
    if (!order) return notFound('order');
    const outcome = await cancelPart(ctx.db.kysely, order.id, ctx.body.part);
    // A refund the cancellation owes was recorded with it; the sender sends it now, outside this call.
    if (outcome.ok && outcome.created) refundsRequested();
    if (outcome.ok) return ok({ part: ctx.body.part, created: outcome.created });
    if (outcome.reason === 'not_found') return badRequest('part', 'no such part of this order');
    return { status: 409, body: { error: 'not_cancellable', status: outcome.status, message: `the part is ${outcome.status}: only a part nothing of which went out can be cancelled (once shipped, withdraw from it)` } };
  }),
  endpoint(CALLS['POST /orders/:number/refund-account'], async (ctx) => {
    const order = await visibleOrder(ctx, ctx.params.number, ctx.body.token);
    if (!order) return notFound('order');
    const outcome = await giveRefundAccount(ctx.db.kysely, order.id, ctx.body.holder, ctx.body.iban);
    if (!outcome.ok) return badRequest(outcome.field, outcome.field === 'iban' ? 'an IBAN with valid check digits, such as DE89 3704 0044 0532 0130 00' : 'the account holder\'s name, at most 70 characters');
    return ok({ saved: true });
  }),
  endpoint(CALLS['GET /orders/:number/invoices/:part/:invoice'], async (ctx) => {
    const order = await visibleOrder(ctx, ctx.params.number, ctx.query.token);
    const part = order?.shops.find((p) => p.number === ctx.params.part);
    const issued = part && await issuedByNumber(ctx.db.kysely, part.id, ctx.params.invoice);
    if (!issued) return notFound('invoice');
    const file = await documentPdf(ctx.db.kysely, issued);
    return ok({ filename: file.filename, contentType: 'application/pdf' as const, base64: Buffer.from(file.bytes).toString('base64') });
  }),
  endpoint(CALLS['GET /user/orders'], async (ctx) => {
    const user = await signedInUser(ctx);
    if (!user) return notSignedIn;
    const orders = await ordersOfUser(ctx.db.kysely, user.id);
    return ok({ orders: await Promise.all(orders.map((order) => toAnswer(ctx, order))) });
  }),
];
