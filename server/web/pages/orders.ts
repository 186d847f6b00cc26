/**
 * The shopper's orders. The orders page: signed in (DE, AT), the order history; everyone, the
 * lookup by order number and e-mail. The order page: by the signed link of the mail (or of the
 * confirmation redirect), or for the signed-in shopper who placed it; each shop's part with its
 * status, tracking and payment details. Back from the payment provider, it asks for the payment.
 * The orders page's action looks an order up (303 to its signed link); the order page's starts the
 * provider payment of the parts still awaiting it ("pay now"), rates an article or reports a problem with a part.
 */
import { ORDER_NUMBER_PATTERN } from '../../../contract/calls/orders';
import { REVIEW_LIMITS } from '../../../contract/calls/article-reviews';
import { OrderPage } from '../../../views/pages/OrderPage';
import { OrdersPage } from '../../../views/pages/OrdersPage';
import { REVIEW_SENT, RATING_PROBLEMS, type OrderAnswer, type OrderPageProps, type OrdersPageProps, type RatingAttempt, type RefundAccountAttempt, type ReviewSent } from '../../../views/checkout/types';
import { CLIENT_ADDRESS_HEADER } from '../../../contract/headers';
import { orderLink, orderListLink } from '../checkout/order-link';
import type { OrdersOutcome } from '../checkout/outcome';
import type { PageLoader } from './types';
import type { Problem } from '../../../contract/wire';
import { defineScreen } from './screen';
import { sendReview, sendShopRating } from './send-review';
import { pageView } from '../../../views/render/page-view';
import { problemReportOf, sendProblemReport, type ProblemOutcome } from './order-problem';
import { partMessagesOf, sendOrderMessage, type MessageOutcome } from './order-message';
import { MESSAGE_LIMITS } from '../../../contract/calls/order-messages';

const single = (value: unknown) => (typeof value === 'string' ? value : undefined);
/** The list's page a link asks for: 1 unless it names a later one. */
const pageOf = (value: unknown) => Math.min(10_000, Math.max(1, Math.floor(Number(single(value)) || 1)));

/** The rating's outcome as the redirect names it: 1 kept, 0 the form incomplete, else why it is no verified purchase. */
const reviewedOf = (value: string | undefined): ReviewSent | null =>
  value === '1' ? 'thanks' : value === '0' ? 'refused' : REVIEW_SENT.find((sent) => sent === value) ?? null;
const reviewedParam = (sent: ReviewSent): string => (sent === 'thanks' ? '1' : sent === 'refused' ? '0' : sent);

/** Back from cancelling: the part named by the redirect, when it is one of this order's. */
function cancelledOf(part: string | undefined, outcome: string | undefined, order: OrderAnswer | null): OrderPageProps['cancelled'] {
  if (!part || !order?.shops.some((candidate) => candidate.number === part)) return null;
  return { part, outcome: outcome === 'refused' || outcome === 'failed' ? outcome : 'cancelled' };
}

export const loadOrders: PageLoader<'Orders', OrdersOutcome> = async ({ t, marketplace, upstreamHeaders, edition, sessionId, query, outcome }) => {
  const page = pageOf(query.page);
  const listToken = single(query.k)?.slice(0, 800);
  // The mailed link's list; else, signed in, the account's.
  const mailedAnswer = listToken ? await marketplace.attempt('GET /order-list/mailed', { query: { token: listToken, page: String(page) } }, upstreamHeaders) : null;
  const answer = !listToken && edition.accounts && sessionId ? await marketplace.attempt('GET /user/order-list', { query: { page: String(page) } }, upstreamHeaders) : null;
  const history = answer?.ok ? { ...answer.answer, query: {} } : null;
  const mailed = mailedAnswer ? { list: mailedAnswer.ok ? { ...mailedAnswer.answer, query: { k: listToken! } } : null } : null;
  const lookup = outcome?.form === 'lookup' ? outcome : null;
  const listLink = outcome?.form === 'list' ? outcome : null;
  const props: OrdersPageProps = {
    history,
    mailed,
    lookup: { number: lookup?.number ?? '', email: lookup?.email ?? '', problem: lookup?.problem ?? null, retryMinutes: lookup?.retryMinutes },
    listLink: { email: listLink?.email ?? '', sent: !outcome && query.sent === '1', problem: listLink?.problem ?? null, retryMinutes: listLink?.retryMinutes },
    accounts: edition.accounts,
    unavailable: (answer !== null && answer.status >= 500) || (mailedAnswer !== null && mailedAnswer.status >= 500),
  };
  // A list link past its day (or changed): refused, with the form to ask for a new one.
  const status = outcome?.status ?? (mailedAnswer && !mailedAnswer.ok ? (mailedAnswer.status === 403 ? 403 : 503) : 200);
  const title = mailed ? 'orders.listLink.listTitle' : history ? 'orders.history.title' : 'orders.lookup.title';
  return { kind: 'page', status, head: { title: t(title), noindex: true }, view: pageView(OrdersPage, props), personal: true, styles: 'checkout' };
};

/** What the order page's forms answered with the page again: a problem report, or a rating not kept. */
type OrderOutcome = ProblemOutcome | RatingAttempt | RefundAccountAttempt | MessageOutcome;
const isRatingAttempt = (outcome: OrderOutcome | undefined): outcome is RatingAttempt => outcome !== undefined && 'articleId' in outcome;
const isAccountAttempt = (outcome: OrderOutcome | undefined): outcome is RefundAccountAttempt => outcome !== undefined && 'refundAccount' in outcome;
const isMessageAttempt = (outcome: OrderOutcome | undefined): outcome is MessageOutcome => outcome !== undefined && 'message' in outcome;

/** A rating the form must take again: 422 for what was typed, 409 when it is no verified purchase or decided already, 503 without an answer. */
function attemptStatus(attempt: RatingAttempt): number {
  if (attempt.problem === 'unavailable') return 503;
  return RATING_PROBLEMS[attempt.problem] === 'form' ? 409 : 422;
}

export const loadOrder: PageLoader<'Order', OrderOutcome> = async ({ t, marketplace, upstreamHeaders, params, query, outcome }) => {
  const rating = isRatingAttempt(outcome) ? outcome : undefined;
  const account = isAccountAttempt(outcome) ? outcome : undefined;
  const message = isMessageAttempt(outcome) ? outcome : undefined;
  const problem = isRatingAttempt(outcome) || isAccountAttempt(outcome) || isMessageAttempt(outcome) ? undefined : outcome;
  const number = params.orderNumber;
  if (!ORDER_NUMBER_PATTERN.test(number)) return { kind: 'notFound' };
  const token = single(query.t)?.slice(0, 64);
  let payment: OrderPageProps['payment'] = query.payment === 'failed' ? 'failed' : null;
  if (query.payment === 'return' && token) {
    payment = (await marketplace.request('POST /orders/:number/payment', { params: { number }, body: { token } }, upstreamHeaders)).state;
  }
  const [answer, conversation] = await Promise.all([
    marketplace.attempt('GET /orders/:number', { params: { number }, query: token ? { token } : {} }, upstreamHeaders),
    marketplace.attempt('GET /orders/:number/messages', { params: { number }, query: token ? { token } : {} }, upstreamHeaders),
  ]);
  if (answer.status === 404 || answer.status === 400) return { kind: 'notFound' };
  const order = answer.ok ? answer.answer : null;
  const withdrawn = single(query.withdrawn);
  const props: OrderPageProps = {
    order: order?.number ? order : null, placed: query.placed === '1', payment, token: order?.token ?? '', unavailable: !order?.number,
    withdrawn: withdrawn && order?.shops.some((part) => part.number === withdrawn) ? withdrawn : null,
    cancelled: cancelledOf(single(query.cancelled), single(query.cancel), order),
    reviewed: rating ? null : reviewedOf(single(query.reviewed)),
    ratingAttempt: rating ?? null,
    problemReport: problemReportOf(problem, query, order?.shops.map((part) => part.number) ?? []),
    messages: partMessagesOf(conversation.ok ? conversation.answer.messages : [], message, query, order?.shops.map((part) => part.number) ?? []),
    refundAccount: { attempt: account ?? null, saved: !account && query.account === '1' },
  };
  return {
    kind: 'page',
    status: props.unavailable ? 503 : rating ? attemptStatus(rating) : account ? (account.problem === 'unavailable' ? 503 : 422) : message?.status ?? problem?.status ?? 200,
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
    async run({ body, request, response, marketplace, upstreamHeaders, link, config, locale }) {
      const headers = { ...upstreamHeaders, [CLIENT_ADDRESS_HEADER]: request.ip ?? 'unknown' };
      if (body?.intent === 'list') {
        const email = typeof body.email === 'string' ? body.email.trim().slice(0, 254) : '';
        const asked = await marketplace.attempt('POST /order-list/link', { body: { email, listUrl: orderListLink(config, locale) } }, headers);
        // The same page whether the address has orders or not.
        if (asked.ok) return { kind: 'redirect', location: `${link('Orders', {}, { sent: '1' })}#list-link` };
        const refused = refusalOf(asked.status, asked.problem, response);
        return { kind: 'outcome', outcome: { form: 'list' as const, email, ...refused, problem: refused.problem === 'notFound' ? 'unavailable' : refused.problem } };
      }
      const number = typeof body?.number === 'string' ? body.number.trim().toUpperCase().slice(0, 40) : '';
      const email = typeof body?.email === 'string' ? body.email.trim().slice(0, 254) : '';
      const outcome = await marketplace.attempt('POST /orders/lookup', { body: { number, email } }, headers);
      if (outcome.ok) {
        // A part's number opens its order at that part.
        const anchor = outcome.answer.part ? `#part-${outcome.answer.part}` : '';
        return { kind: 'redirect', location: link('Order', { orderNumber: outcome.answer.number }, { t: outcome.answer.token }) + anchor };
      }
      return { kind: 'outcome', outcome: { form: 'lookup' as const, number, email, ...refusalOf(outcome.status, outcome.problem, response) } };
    },
  },
});

/**
 * Why a form of the orders page was refused: past the lookups' budget (per address, order number
 * or mailbox) the form again, saying when to try (and Retry-After); a field the marketplace
 * refused; nothing found; or the marketplace not answering.
 */
function refusalOf(status: number, problem: Problem, response: { set(name: string, value: string): unknown }) {
  if (status === 429) {
    const seconds = typeof problem.retryAfterSeconds === 'number' ? problem.retryAfterSeconds : 900;
    response.set('retry-after', String(seconds));
    return { problem: 'tooMany' as const, status: 429, retryMinutes: Math.max(1, Math.ceil(seconds / 60)) };
  }
  if (status === 404) return { problem: 'notFound' as const, status: 404 };
  if (status === 400) return { problem: 'invalid' as const, status: 400 };
  return { problem: 'unavailable' as const, status: 503 };
}

export const orderScreen = defineScreen<'Order', OrderOutcome>({
  page: 'Order',
  load: loadOrder,
  action: {
    // The review form and the message to a shop are sent with their photos (multipart); the others as plain forms.
    // Each form checks its own bound of the photos (the larger is read, so the smaller's refusal can say so).
    form: { limit: '16kb', parameterLimit: 300, files: { field: 'photos', count: Math.max(REVIEW_LIMITS.photos, MESSAGE_LIMITS.photos), bytesEach: Math.max(REVIEW_LIMITS.photoBytes, MESSAGE_LIMITS.photoBytes) } },
    async run(context) {
      const { body, params, request, locale, marketplace, upstreamHeaders, config, link } = context;
      // A problem reported with a part: the page again with the reason, or a 303 naming the reference.
      if (body?.intent === 'problem') return sendProblemReport(context);
      // A message to a part's shop: the page again with what was typed and the reason, or a 303 to the part's messages.
      if (body?.intent === 'message') return sendOrderMessage(context);
      const token = typeof body?.token === 'string' ? body.token.slice(0, 64) : '';
      // The order page's other forms: an article of a delivered part rated, or the part's shop.
      if (body?.intent === 'review' || body?.intent === 'shopRating') {
        const sent = body.intent === 'review'
          ? await sendReview(marketplace, upstreamHeaders, params.orderNumber, token, body, context.files)
          : await sendShopRating(marketplace, upstreamHeaders, params.orderNumber, token, body);
        // Not kept: the page again, the form with what was typed and why beside the field.
        if (!sent.ok) return { kind: 'outcome', outcome: sent.attempt };
        const thanks: ReviewSent = body.intent === 'review' ? 'thanks' : 'shopRated';
        return { kind: 'redirect', location: `${link('Order', { orderNumber: params.orderNumber }, { t: token, reviewed: reviewedParam(thanks) })}#main` };
      }
      // The account a prepayment refund goes to: refused, the form again with what was typed and why beside the field.
      if (body?.intent === 'refundAccount') {
        const values = { holder: typeof body.holder === 'string' ? body.holder.slice(0, 200) : '', iban: typeof body.iban === 'string' ? body.iban.slice(0, 100) : '' };
        const answer = await marketplace.attempt('POST /orders/:number/refund-account', { params: { number: params.orderNumber }, body: { token, ...values } }, upstreamHeaders);
        if (answer.status === 404) return { kind: 'redirect', location: link('Orders', {}) };
        if (answer.ok) return { kind: 'redirect', location: `${link('Order', { orderNumber: params.orderNumber }, { t: token, account: '1' })}#main` };
        const problem = answer.status === 400 && (answer.problem.field === 'holder' || answer.problem.field === 'iban') ? answer.problem.field : 'unavailable';
        return { kind: 'outcome', outcome: { refundAccount: true, values, problem } satisfies RefundAccountAttempt };
      }
      // A part nothing of which went out yet, cancelled: the message at the top says whether it was.
      if (body?.intent === 'cancel') {
        const part = typeof body.part === 'string' ? body.part.slice(0, 40) : '';
        const answer = await marketplace.attempt('POST /orders/:number/cancellations', { params: { number: params.orderNumber }, body: { token, part } }, upstreamHeaders);
        if (answer.status === 404) return { kind: 'redirect', location: link('Orders', {}) };
        const outcome = answer.ok ? {} : { cancel: answer.status === 409 ? 'refused' : 'failed' };
        return { kind: 'redirect', location: `${link('Order', { orderNumber: params.orderNumber }, { t: token, cancelled: part, ...outcome })}#main` };
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
