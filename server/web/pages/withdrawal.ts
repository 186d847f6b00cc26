/**
 * The withdrawal pages. Withdraw (linked from every page's footer): a guest names the order by number
 * and e-mail. OrderWithdrawal: by the order's signed link (or for the signed-in shopper who placed
 * it), the form for the parts still open, and why the others are not.
 */
import { ORDER_NUMBER_PATTERN } from '../../../contract/calls/orders';
import { OrderWithdrawalPage } from '../../../views/pages/OrderWithdrawalPage';
import { WithdrawPage } from '../../../views/pages/WithdrawPage';
import { OrderPage } from '../../../views/pages/OrderPage';
import type { OrderPageProps } from '../../../views/checkout/types';
import type { OrderWithdrawalPageProps, WithdrawPageProps } from '../../../views/withdrawal/types';
import { withdrawalOutcomeOf, withdrawLookupOutcomeOf } from '../withdrawal/outcome';
import type { PageLoader } from './types';
import { defineScreen } from './screen';
import { orderWords } from '../../../locales/editions';

export const loadWithdraw: PageLoader<'Withdraw'> = async ({ t, request, edition, sessionId }) => {
  const outcome = withdrawLookupOutcomeOf(request);
  const props: WithdrawPageProps = {
    lookup: { number: outcome?.number ?? '', email: outcome?.email ?? '', problem: outcome?.problem ?? null },
    signedIn: edition.accounts && Boolean(sessionId),
  };
  return { kind: 'page', status: outcome?.status ?? 200, head: { title: t('withdrawal.title'), noindex: true }, component: WithdrawPage, props, personal: true, styles: 'checkout' };
};

export const loadOrderWithdrawal: PageLoader<'OrderWithdrawal'> = async ({ t, marketplace, upstreamHeaders, params, query, request }) => {
  const number = params.orderNumber;
  if (!ORDER_NUMBER_PATTERN.test(number)) return { kind: 'notFound' };
  const token = typeof query.t === 'string' ? query.t.slice(0, 64) : undefined;
  const answer = await marketplace.attempt('GET /orders/:number', { params: { number }, query: token ? { token } : {} }, upstreamHeaders);
  if (answer.status === 404 || answer.status === 400) return { kind: 'notFound' };
  const order = answer.ok ? answer.answer : null;
  if (!order?.number) return { kind: 'page', status: 503, head: { title: t('withdrawal.title'), noindex: true }, component: OrderPage, props: { order: null, placed: false, payment: null, token: '', unavailable: true, withdrawn: null } satisfies OrderPageProps, personal: true, styles: 'checkout' };
  const outcome = withdrawalOutcomeOf(request);
  const part = typeof query.part === 'string' && order.shops.some((p) => p.number === query.part) ? query.part : null;
  const props: OrderWithdrawalPageProps = {
    order, token: order.token,
    values: outcome?.values ?? null, chosenPart: part,
    problem: outcome?.problem ?? null,
  };
  return { kind: 'page', status: outcome?.status ?? 200, head: { title: t('withdrawal.title'), noindex: true }, component: OrderWithdrawalPage, props, personal: true, styles: 'checkout' };
};

export const withdrawScreen = defineScreen({ page: 'Withdraw', route: { pattern: (w) => `/${orderWords(w).orders}/${orderWords(w).withdraw}` }, load: loadWithdraw });
export const orderWithdrawalScreen = defineScreen({ page: 'OrderWithdrawal', route: { pattern: (w) => `/${orderWords(w).orders}/:orderNumber/${orderWords(w).withdraw}` }, load: loadOrderWithdrawal });
