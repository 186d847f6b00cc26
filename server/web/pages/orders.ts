/**
 * The shopper's orders. The orders page: signed in (DE, AT), the order history; everyone, the
 * lookup by order number and e-mail. The order page: by the signed link of the mail (or of the
 * confirmation redirect), or for the signed-in shopper who placed it; each shop's part with its
 * status, tracking and payment details. Back from the payment provider, it asks for the payment.
 * The orders page's action looks an order up (303 to its signed link); the order page's starts the
 * provider payment of the parts still awaiting it ("pay now").
 */
import { ORDER_NUMBER_PATTERN } from '../../../contract/calls/orders';
import { OrderPage } from '../../../views/pages/OrderPage';
import { OrdersPage } from '../../../views/pages/OrdersPage';
import { REVIEW_SENT, RATING_PROBLEMS, type OrderPageProps, type OrdersPageProps, type RatingAttempt, type ReviewSent } from '../../../views/checkout/types';
import { CLIENT_ADDRESS_HEADER } from '../../../contract/headers';
import { orderLink } from '../checkout/order-link';
import type { LookupOutcome } from '../checkout/outcome';
import type { PageLoader } from './types';
import { defineScreen } from './screen';
import { sendReview, sendShopRating } from '../reviews/send-review';
import { pageView } from '../../../views/render/page-view';

const single = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** The rating's outcome as the redirect names it: 1 kept, 0 the form incomplete, else why it is no verified purchase. */
const reviewedOf = (value: string | undefined): ReviewSent | null =>
  value === '1' ? 'thanks' : value === '0' ? 'refused' : REVIEW_SENT.find((sent) => sent === value) ?? null;
const reviewedParam = (sent: ReviewSent): string => (sent === 'thanks' ? '1' : sent === 'refused' ? '0' : sent);

export const loadOrders: PageLoader<'Orders', LookupOutcome> = async ({ t, marketplace, upstreamHeaders, edition, sessionId, outcome }) => {
  const answer = edition.accounts && sessionId ? await marketplace.attempt('GET /user/orders', {}, upstreamHeaders) : null;
  const history = answer?.ok ? answer.answer.orders : null;
  const props: OrdersPageProps = {
    history,
    lookup: { number: outcome?.number ?? '', email: outcome?.email ?? '', problem: outcome?.problem ?? null, retryMinutes: outcome?.retryMinutes },
    accounts: edition.accounts,
    unavailable: answer !== null && answer.status >= 500,
  };
  return { kind: 'page', status: outcome?.status ?? 200, head: { title: t(history ? 'orders.history.title' : 'orders.lookup.title'), noindex: true }, view: pageView(OrdersPage, props), personal: true, styles: 'checkout' };
};

/** A rating the form must take again: 422 for what was typed, 409 when it is no verified purchase or decided already, 503 without an answer. */
function attemptStatus(attempt: RatingAttempt): number {
  if (attempt.problem === 'unavailable') return 503;
  return RATING_PROBLEMS[attempt.problem] === 'form' ? 409 : 422;
}

export const loadOrder: PageLoader<'Order', RatingAttempt> = async ({ t, marketplace, upstreamHeaders, params, query, outcome }) => {
  const number = params.orderNumber;
  if (!ORDER_NUMBER_PATTERN.test(number)) return { kind: 'notFound' };
  const token = single(query.t)?.slice(0, 64);
  let payment: OrderPageProps['payment'] = query.payment === 'failed' ? 'failed' : null;
  if (query.payment === 'return' && token) {
    payment = (await marketplace.request('POST /orders/:number/payment', { params: { number }, body: { token } }, upstreamHeaders)).state;
  }
  const answer = await marketplace.attempt('GET /orders/:number', { params: { number }, query: token ? { token } : {} }, upstreamHeaders);
  if (answer.status === 404 || answer.status === 400) return { kind: 'notFound' };
  const order = answer.ok ? answer.answer : null;
  const withdrawn = single(query.withdrawn);
  const props: OrderPageProps = {
    order: order?.number ? order : null, placed: query.placed === '1', payment, token: order?.token ?? '', unavailable: !order?.number,
    withdrawn: withdrawn && order?.shops.some((part) => part.number === withdrawn) ? withdrawn : null,
    reviewed: outcome ? null : reviewedOf(single(query.reviewed)),
    ratingAttempt: outcome ?? null,
  };
  return {
    kind: 'page',
    status: props.unavailable ? 503 : outcome ? attemptStatus(outcome) : 200,
    head: { title: t('orders.title', { number }), noindex: true },
    view: pageView(OrderPage, props),
    personal: true,
    styles: 'checkout',
  };
};

export const ordersScreen = defineScreen({
  page: 'Orders',
  load: loadOrders,
  action: {
    form: { limit: '16kb', parameterLimit: 300 },
    async run({ body, request, response, marketplace, upstreamHeaders, link }) {
      const number = typeof body?.number === 'string' ? body.number.trim().toUpperCase().slice(0, 40) : '';
      const email = typeof body?.email === 'string' ? body.email.trim().slice(0, 254) : '';
      const outcome = await marketplace.attempt('POST /orders/lookup', { body: { number, email } }, { ...upstreamHeaders, [CLIENT_ADDRESS_HEADER]: request.ip ?? 'unknown' });
      if (outcome.ok) return { kind: 'redirect', location: link('Order', { orderNumber: outcome.answer.number }, { t: outcome.answer.token }) };
      // Past the lookups' budget (per address or per order number): the form again, saying when to try.
      if (outcome.status === 429) {
        const seconds = typeof outcome.problem.retryAfterSeconds === 'number' ? outcome.problem.retryAfterSeconds : 900;
        response.set('retry-after', String(seconds));
        const tooMany: LookupOutcome = { number, email, problem: 'tooMany', status: 429, retryMinutes: Math.max(1, Math.ceil(seconds / 60)) };
        return { kind: 'outcome', outcome: tooMany };
      }
      const problem = outcome.status === 404 ? 'notFound' : outcome.status === 400 ? 'invalid' : 'unavailable';
      const refused: LookupOutcome = { number, email, problem, status: problem === 'notFound' ? 404 : problem === 'invalid' ? 400 : 503 };
      return { kind: 'outcome', outcome: refused };
    },
  },
});

export const orderScreen = defineScreen<'Order', RatingAttempt>({
  page: 'Order',
  load: loadOrder,
  action: {
    form: { limit: '16kb', parameterLimit: 300 },
    async run({ body, params, request, locale, marketplace, upstreamHeaders, config, link }) {
      const token = typeof body?.token === 'string' ? body.token.slice(0, 64) : '';
      // The order page's other forms: an article of a delivered part rated, or the part's shop.
      if (body?.intent === 'review' || body?.intent === 'shopRating') {
        const sent = body.intent === 'review'
          ? await sendReview(marketplace, upstreamHeaders, params.orderNumber, token, body)
          : await sendShopRating(marketplace, upstreamHeaders, params.orderNumber, token, body);
        // Not kept: the page again, the form with what was typed and why beside the field.
        if (!sent.ok) return { kind: 'outcome', outcome: sent.attempt };
        const thanks: ReviewSent = body.intent === 'review' ? 'thanks' : 'shopRated';
        return { kind: 'redirect', location: `${link('Order', { orderNumber: params.orderNumber }, { t: token, reviewed: reviewedParam(thanks) })}#main` };
      }
      const { paymentUrl } = await marketplace.request(
        'POST /orders/:number/payment/start',
        { params: { number: params.orderNumber }, body: { token, returnUrl: orderLink(config, locale, { payment: 'return' }), cancelUrl: orderLink(config, locale) } },
        { ...upstreamHeaders, [CLIENT_ADDRESS_HEADER]: request.ip ?? 'unknown' },
      );
      return { kind: 'redirect', location: paymentUrl ?? link('Order', { orderNumber: params.orderNumber }, { t: token, payment: 'failed' }) };
    },
  },
});
