/**
 * The shopper's orders. The orders page: signed in (DE, AT), the order history; everyone, the
 * lookup by order number and e-mail. The order page: by the signed link of the mail (or of the
 * confirmation redirect), or for the signed-in shopper who placed it; each shop's part with its
 * status, tracking and payment details. Back from the payment provider, it asks for the payment.
 */
import { readAnswer } from '../../../contract/call';
import { ORDER_NUMBER_PATTERN, orderCalls } from '../../../contract/calls/orders';
import { OrderPage } from '../../../views/pages/OrderPage';
import { OrdersPage } from '../../../views/pages/OrdersPage';
import type { OrderPageProps, OrdersPageProps } from '../../../views/checkout/types';
import { lookupOutcomeOf } from '../checkout/outcome';
import type { PageLoader } from './types';

const single = (value: unknown) => (typeof value === 'string' ? value : undefined);

export const loadOrders: PageLoader<'Orders'> = async ({ t, marketplace, upstreamHeaders, request, edition, sessionId }) => {
  const outcome = lookupOutcomeOf(request);
  const answer = edition.accounts && sessionId ? await marketplace.call({ method: 'GET', path: '/user/orders', query: {}, headers: upstreamHeaders }) : null;
  const history = answer?.status === 200 ? readAnswer(orderCalls['GET /user/orders'], answer.body).orders : null;
  const props: OrdersPageProps = {
    history,
    lookup: { number: outcome?.number ?? '', email: outcome?.email ?? '', problem: outcome?.problem ?? null },
    accounts: edition.accounts,
    unavailable: answer !== null && answer.status >= 500,
  };
  return { kind: 'page', status: outcome?.status ?? 200, head: { title: t(history ? 'orders.history.title' : 'orders.lookup.title'), noindex: true }, component: OrdersPage, props, personal: true, styles: 'checkout' };
};

export const loadOrder: PageLoader<'Order'> = async ({ t, marketplace, upstreamHeaders, params, query, request }) => {
  const number = params.orderNumber;
  if (!ORDER_NUMBER_PATTERN.test(number)) return { kind: 'notFound' };
  const token = single(query.t)?.slice(0, 64);
  let payment: OrderPageProps['payment'] = query.payment === 'failed' ? 'failed' : null;
  if (query.payment === 'return' && token) {
    const paid = await marketplace.call({ method: 'POST', path: `/orders/${number}/payment`, query: {}, headers: upstreamHeaders, body: { token } });
    payment = paid.status === 200 ? readAnswer(orderCalls['POST /orders/:number/payment'], paid.body).state : 'pending';
  }
  const answer = await marketplace.call({ method: 'GET', path: `/orders/${number}`, query: token ? { token } : {}, headers: upstreamHeaders });
  if (answer.status === 404 || answer.status === 400) return { kind: 'notFound' };
  const order = answer.status === 200 ? readAnswer(orderCalls['GET /orders/:number'], answer.body, (message) => request.log?.warn(message)) : null;
  const withdrawn = single(query.withdrawn);
  const props: OrderPageProps = {
    order: order?.number ? order : null, placed: query.placed === '1', payment, token: order?.token ?? '', unavailable: !order?.number,
    withdrawn: withdrawn && order?.shops.some((part) => part.number === withdrawn) ? withdrawn : null,
  };
  return {
    kind: 'page',
    status: props.unavailable ? 503 : 200,
    head: { title: t('orders.title', { number }), noindex: true },
    component: OrderPage,
    props,
    personal: true,
    styles: 'checkout',
  };
};
