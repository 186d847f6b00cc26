/**
 * The checkout page: the cart's orderable lines by shop with shipping, delivery time, VAT, payment
 * methods, terms and withdrawal policy, and the address form. Signed-in shoppers (DE, AT) get
 * their remembered addresses. A form the POST router rejected comes back with its values, the
 * message and, when prices, stock or shipping changed, the changes line by line (409).
 */
import { randomBytes } from 'node:crypto';
import { orderCalls } from '../../../contract/calls/orders';
import { CheckoutPage } from '../../../views/pages/CheckoutPage';
import { emptyValues, type CheckoutPageProps, type CheckoutValues } from '../../../views/checkout/types';
import { checkoutOutcomeOf } from '../checkout/outcome';
import type { PageLoader } from './types';
import { defineScreen } from './screen';
import { orderWords } from '../../../locales/editions';

const newKey = () => randomBytes(18).toString('base64url');

export const loadCheckout: PageLoader<'Checkout'> = async ({ t, marketplace, upstreamHeaders, sessionId, request }) => {
  const outcome = checkoutOutcomeOf(request);
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
  };
  return {
    kind: 'page',
    status: outcome?.status ?? (failed ? 503 : 200),
    head: { title: t('checkout.title'), noindex: true },
    component: CheckoutPage,
    props,
    personal: true,
    styles: 'checkout',
  };
};

export const checkoutScreen = defineScreen({ page: 'Checkout', route: { pattern: (w) => `/${orderWords(w).checkout}` }, load: loadCheckout });
