/**
 * The withdrawal pages. Withdraw (linked from every page's footer): a guest names the order by number
 * and e-mail. OrderWithdrawal: by the order's signed link (or for the signed-in shopper who placed
 * it), the form for the parts still open, and why the others are not. The lookup's action answers
 * 303 to that order's withdrawal form; the form's action records the withdrawal and answers 303 to
 * the order page, which shows it received. A refused form comes back with the reason beside the field.
 */
import { ORDER_NUMBER_PATTERN } from '../../../contract/calls/orders';
import { OrderWithdrawalPage } from '../../../views/pages/OrderWithdrawalPage';
import { WithdrawPage } from '../../../views/pages/WithdrawPage';
import { OrderPage } from '../../../views/pages/OrderPage';
import type { OrderPageProps } from '../../../views/checkout/types';
import type { OrderWithdrawalPageProps, WithdrawPageProps } from '../../../views/withdrawal/types';
import { withdrawalRefusedProblem } from '../../../contract/calls/orders';
import { CLIENT_ADDRESS_HEADER } from '../../../contract/headers';
import type { WithdrawalField } from '../../../views/withdrawal/types';
import { readWithdrawalForm, text, WITHDRAWAL_FIELDS } from '../withdrawal/form';
import type { WithdrawalOutcome, WithdrawLookupOutcome } from '../withdrawal/outcome';
import type { PageLoader } from './types';
import { defineScreen } from './screen';
import { pageView } from '../../../views/render/page-view';

export const loadWithdraw: PageLoader<'Withdraw', WithdrawLookupOutcome> = async ({ t, edition, sessionId, outcome }) => {
  const props: WithdrawPageProps = {
    lookup: { number: outcome?.number ?? '', email: outcome?.email ?? '', problem: outcome?.problem ?? null, retryMinutes: outcome?.retryMinutes },
    signedIn: edition.accounts && Boolean(sessionId),
  };
  return { kind: 'page', status: outcome?.status ?? 200, head: { title: t('withdrawal.title'), noindex: true }, view: pageView(WithdrawPage, props), personal: true, styles: 'checkout' };
};

export const loadOrderWithdrawal: PageLoader<'OrderWithdrawal', WithdrawalOutcome> = async ({ t, marketplace, upstreamHeaders, params, query, outcome }) => {
  const number = params.orderNumber;
  if (!ORDER_NUMBER_PATTERN.test(number)) return { kind: 'notFound' };
  const token = typeof query.t === 'string' ? query.t.slice(0, 64) : undefined;
  const answer = await marketplace.attempt('GET /orders/:number', { params: { number }, query: token ? { token } : {} }, upstreamHeaders);
  if (answer.status === 404 || answer.status === 400) return { kind: 'notFound' };
  const order = answer.ok ? answer.answer : null;
  if (!order?.number) return { kind: 'page', status: 503, head: { title: t('withdrawal.title'), noindex: true }, view: pageView(OrderPage, { order: null, placed: false, payment: null, token: '', unavailable: true, withdrawn: null } satisfies OrderPageProps), personal: true, styles: 'checkout' };
  const part = typeof query.part === 'string' && order.shops.some((p) => p.number === query.part) ? query.part : null;
  const props: OrderWithdrawalPageProps = {
    order, token: order.token,
    values: outcome?.values ?? null, chosenPart: part,
    problem: outcome?.problem ?? null,
  };
  return { kind: 'page', status: outcome?.status ?? 200, head: { title: t('withdrawal.title'), noindex: true }, view: pageView(OrderWithdrawalPage, props), personal: true, styles: 'checkout' };
};

const WITHDRAWAL_FORM = { limit: '16kb', parameterLimit: 1100 };

export const withdrawScreen = defineScreen({
  page: 'Withdraw',
  load: loadWithdraw,
  action: {
    form: WITHDRAWAL_FORM,
    async run({ body, request, response, marketplace, upstreamHeaders, link }) {
      const number = text(body?.number, 40).trim().toUpperCase();
      const email = text(body?.email, 254).trim();
      const answer = await marketplace.attempt('POST /orders/lookup', { body: { number, email } }, { ...upstreamHeaders, [CLIENT_ADDRESS_HEADER]: request.ip ?? 'unknown' });
      if (answer.ok && answer.answer.number) return { kind: 'redirect', location: link('OrderWithdrawal', { orderNumber: answer.answer.number }, { t: answer.answer.token }) };
      // Past the lookups' budget, which the order lookup shares: the form again, saying when to try.
      if (!answer.ok && answer.status === 429) {
        const seconds = typeof answer.problem.retryAfterSeconds === 'number' ? answer.problem.retryAfterSeconds : 900;
        response.set('retry-after', String(seconds));
        const tooMany: WithdrawLookupOutcome = { number, email, problem: 'tooMany', status: 429, retryMinutes: Math.max(1, Math.ceil(seconds / 60)) };
        return { kind: 'outcome', outcome: tooMany };
      }
      const problem = answer.status === 404 ? 'notFound' : answer.status === 400 ? 'invalid' : 'unavailable';
      const refused: WithdrawLookupOutcome = { number, email, problem, status: problem === 'notFound' ? 404 : problem === 'invalid' ? 400 : 503 };
      return { kind: 'outcome', outcome: refused };
    },
  },
});

export const orderWithdrawalScreen = defineScreen({
  page: 'OrderWithdrawal',
  load: loadOrderWithdrawal,
  action: {
    form: WITHDRAWAL_FORM,
    async run({ body, params, request, marketplace, upstreamHeaders, link }) {
      const orderNumber = params.orderNumber;
      const { values, token, positions } = readWithdrawalForm(body ?? {});
      const refuse = (outcome: WithdrawalOutcome) => ({ kind: 'outcome' as const, outcome });
      const refuseField = (field: WithdrawalField) => refuse({ values, problem: { kind: 'field', field }, status: 400 });
      if (!values.part) return refuseField('part');
      if (positions.length === 0) return refuseField('lines');
      const answer = await marketplace.attempt(
        'POST /orders/:number/withdrawals',
        { params: { number: orderNumber }, body: { token, part: values.part, lines: positions, name: values.name, email: values.email, reason: values.reason, refundAccount: values.account } },
        { ...upstreamHeaders, [CLIENT_ADDRESS_HEADER]: request.ip ?? 'unknown' },
      );
      if (answer.ok && answer.answer.part) return { kind: 'redirect', location: link('Order', { orderNumber }, { t: token, withdrawn: values.part }) };
      if (!answer.ok && answer.status === 400) {
        // refundAccount.holder and refundAccount.iban are the form's holder and iban.
        const path = (answer.problem.field ?? '').split('.');
        const named = path[0] === 'refundAccount' ? path[1] : path[0];
        return refuseField(WITHDRAWAL_FIELDS.find((field) => field === named) ?? 'part');
      }
      const refused = !answer.ok && answer.status === 409 ? withdrawalRefusedProblem.safeParse(answer.problem) : undefined;
      if (refused?.success) return refuse({ values, problem: { kind: 'period', part: values.part, period: refused.data.period }, status: 409 });
      if (answer.status !== 404) request.log?.warn({ status: answer.status }, 'withdrawal not recorded');
      return refuse({ values, problem: { kind: 'unavailable' }, status: answer.status === 404 ? 404 : 503 });
    },
  },
});
