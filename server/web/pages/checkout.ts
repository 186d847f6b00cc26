/**
 * The checkout page: the cart's orderable lines by shop with shipping, delivery time, VAT, payment
 * methods, terms and withdrawal policy, and the address form. Signed-in shoppers (DE, AT) get
 * their remembered addresses. Its action places the order and answers 303 to the order page's
 * signed link, or to the payment provider; a refused form comes back with its values, the message
 * and, when prices, stock or shipping changed, the changes line by line (409).
 */
import { randomBytes } from 'node:crypto';
import { orderCalls, orderChangedProblem } from '../../../contract/calls/orders';
import { CLIENT_ADDRESS_HEADER } from '../../../contract/headers';
import { CheckoutPage } from '../../../views/pages/CheckoutPage';
import { emptyValues, type CheckoutPageProps, type CheckoutValues } from '../../../views/checkout/types';
import { formFieldOf, placeOrderBodyOf, problemOf, readCheckoutForm } from '../checkout/form';
import { orderLink } from '../checkout/order-link';
import { settleOrder } from '../checkout/settle';
import type { CheckoutOutcome } from '../checkout/outcome';
import { deliveryCountryOf } from '../visitor/request-context';
import type { PageLoader } from './types';
import { defineScreen } from './screen';
import { articleFitment } from './cart-fitment';
import { pageView } from '../../../views/render/page-view';

const newKey = () => randomBytes(18).toString('base64url');

export const loadCheckout: PageLoader<'Checkout', CheckoutOutcome> = async (context) => {
  const { t, marketplace, upstreamHeaders, sessionId, outcome } = context;
  const answer = sessionId ? await marketplace.attempt('GET /checkout', {}, upstreamHeaders) : null;
  const failed = answer !== null && !answer.ok && answer.status !== 401;
  const checkout = answer?.ok ? answer.answer : orderCalls['GET /checkout'].fallback();
  const quote = outcome?.changed?.quote ?? (failed ? null : checkout.quote);

  let values: CheckoutValues = outcome?.values ?? emptyValues(newKey());
  if (!outcome && checkout.remembered) {
    const { remembered } = checkout;
    values = {
      ...values, email: remembered.email, phone: remembered.phone ?? '',
      ...(remembered.delivery ? { name: remembered.delivery.name, street: remembered.delivery.street, zip: remembered.delivery.zip, city: remembered.delivery.city } : {}),
      ...(remembered.billing ? { billingDifferent: true, billingName: remembered.billing.name, billingStreet: remembered.billing.street, billingZip: remembered.billing.zip, billingCity: remembered.billing.city, billingCountry: remembered.billing.country } : {}),
    };
  }
  if (!values.idempotencyKey) values = { ...values, idempotencyKey: newKey() };

  const props: CheckoutPageProps = {
    quote,
    providerMethods: checkout.providerMethods,
    signedInEmail: checkout.remembered?.email ?? null,
    values,
    changes: outcome?.changed?.changes ?? null,
    problem: outcome?.problem ?? (failed ? { kind: 'unavailable' } : null),
    // Whether each line fits the chosen vehicle, said once more before the order.
    fitment: quote ? await articleFitment(context, quote.shops.flatMap((shop) => shop.lines.map((line) => line.articleId))) : {},
  };
  return {
    kind: 'page',
    status: outcome?.status ?? (failed ? 503 : 200),
    head: { title: t('checkout.title'), noindex: true },
    view: pageView(CheckoutPage, props),
    personal: true,
    styles: 'checkout',
  };
};

export const checkoutScreen = defineScreen({
  page: 'Checkout',
  load: loadCheckout,
  action: {
    form: { limit: '16kb', parameterLimit: 300 },
    async run({ body, request, locale, marketplace, upstreamHeaders, config, link }) {
      const refuse = (outcome: CheckoutOutcome) => ({ kind: 'outcome' as const, outcome });
      const parsed = readCheckoutForm(body ?? {}, deliveryCountryOf(request, locale));
      if (parsed.problem) return refuse({ values: parsed.values, problem: parsed.problem, status: parsed.problem.kind === 'empty' ? 409 : 400 });
      const headers = { ...upstreamHeaders, [CLIENT_ADDRESS_HEADER]: request.ip ?? 'unknown' };
      const placeOrder = placeOrderBodyOf(parsed, orderLink(config, locale), orderLink(config, locale, { payment: 'return' }));
      const outcome = await marketplace.attempt('POST /orders', { body: placeOrder }, headers);
      const orderPage = (number: string, token: string) => link('Order', { orderNumber: number }, { t: token, placed: '1' });
      if (outcome.ok) {
        const placed = outcome.answer;
        return { kind: 'redirect', location: placed.paymentUrl ?? orderPage(placed.number, placed.token) };
      }
      // Nothing was ordered with this key, and nothing ever will be: the form gets a new one.
      const nothingOrdered = () => refuse({ values: { ...parsed.values, idempotencyKey: newKey() }, problem: { kind: 'unavailable' }, status: 503 });
      if (outcome.status >= 500 && !outcome.unsent) {
        // No answer is no "no": the order may have been placed all the same. Ask before telling.
        const settled = await settleOrder(marketplace, parsed.values.idempotencyKey, headers, { budgetMs: 3 * config.MARKETPLACE_TIMEOUT_MS, pauseMs: 500 });
        request.log?.warn({ status: outcome.status, settled: settled.state, ...(settled.state === 'placed' ? { order: settled.number } : {}) }, 'order call unanswered');
        if (settled.state === 'placed') return { kind: 'redirect', location: orderPage(settled.number, settled.token) };
        if (settled.state === 'none') return nothingOrdered();
        // Still unknown: the same key stays in the form, so sending it again places at most one order.
        return refuse({ values: parsed.values, problem: { kind: 'unsettled', email: parsed.values.email }, status: 503 });
      }
      if (outcome.status === 409 && outcome.problem.error === 'key_settled') return nothingOrdered();
      const changed = outcome.status === 409 ? orderChangedProblem.safeParse(outcome.problem) : undefined;
      if (changed?.success) return refuse({ values: parsed.values, problem: null, changed: { quote: changed.data.quote, changes: changed.data.changes }, status: 409 });
      if (outcome.status === 400 && outcome.problem.field) {
        return refuse({ values: parsed.values, problem: { kind: 'fields', fields: { [formFieldOf(outcome.problem.field)]: problemOf(outcome.problem.message) } }, status: 400 });
      }
      if (outcome.status === 409 || outcome.status === 401) return refuse({ values: parsed.values, problem: { kind: 'empty' }, status: 409 });
      request.log?.warn({ status: outcome.status }, 'order not placed');
      return nothingOrdered();
    },
  },
});
