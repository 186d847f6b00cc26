/**
 * The order domain's part of the checkout's door (POST /orders, whose flow is
 * server/marketplace/flows/place-order.ts): what a request must bring before an order is placed
 * (through the shop's own page, a session, addresses that fit their countries) and the answer an
 * outcome gives, with the provider's payment started for an order just placed.
 */
import { CLIENT_ADDRESS_HEADER } from '../../../contract/index';
import { addressProblems, phoneFits, type AddressLines } from '../../../contract/address-rules';
import type { PlaceOrderBody } from '../../../contract/calls/orders';
import type { CALLS } from '../../../contract/calls/index';
import { badRequest, ok, type Answered, type EndpointContext, type Refusal } from '../http/endpoint';
import { deliveryCountryOf, requestContext, requireSession } from '../session';
import { signedInUser } from '../users';
import { methodsWhere, providerMethodsFor, type CollectionAccount } from '../payments';
import type { Db } from '../db/connection';
import { startPayment } from './payment';
import type { PlaceOutcome } from './place';
import type { PaymentMethod } from '../../../contract/index';

type PlaceCall = typeof CALLS['POST /orders'];

/** Who places the order and where, as the request says it. */
export interface PlaceRequest {
  db: Db;
  sid: string;
  userId: number | null;
  locale: string;
  country: string;
  langNo: number;
  providerMethods: readonly string[];
  /** The marketplace's account prepayment shoppers transfer into (ctx.deps.collectionAccount). */
  payee: CollectionAccount;
}

/** The provider's methods for the request's edition and delivery country (methods.ts). */
export function providerMethods(ctx: EndpointContext): PaymentMethod[] {
  return providerMethodsFor(methodsWhere(ctx.headers, ctx.deps.paymentProvider));
}

const PROBLEM_MESSAGES: Record<string, (country: string) => string> = {
  postcode: (country) => `expected a postal code of ${country}`,
  control: () => 'control characters are not allowed',
  required: () => 'required',
  tooLong: () => 'too long',
};

/** The first field whose postal code or phone number does not fit its country, as the 400 to answer. */
function countryProblem(body: PlaceOrderBody, deliveryCountry: string): Refusal | null {
  const addresses: [string, AddressLines, string][] = [['delivery', body.delivery, deliveryCountry]];
  if (body.billing) addresses.push(['billing', body.billing, body.billing.country]);
  for (const [prefix, address, country] of addresses) {
    const [line, problem] = Object.entries(addressProblems(address, country))[0] ?? [];
    if (line && problem) return badRequest(`${prefix}.${line}`, (PROBLEM_MESSAGES[problem] ?? (() => problem))(country));
  }
  if (body.phone && !phoneFits(body.phone, deliveryCountry)) return badRequest('phone', `expected a phone number of ${deliveryCountry} or one with its country code`);
  return null;
}

/**
 * The shopper waits on the order's answer, and the web tier on the whole call (two seconds by
 * default): a provider slower than this leaves the payment to the order page's "pay now" button
 * rather than turning a placed order into an error page.
 */
const PAYMENT_START_BUDGET_MS = 1_200;

function withinBudget<T>(work: Promise<T>, ms: number): Promise<T | null> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

export const throughShopOnly = (): Refusal => badRequest(CLIENT_ADDRESS_HEADER, 'orders are placed through the shop\'s checkout page');

/** The request's placement, or the refusal it gets before any order is tried. */
export async function placeRequest(ctx: EndpointContext<PlaceCall>): Promise<{ ok: true; request: PlaceRequest } | { ok: false; refusal: Refusal }> {
  // Only the web tier's checkout sets this header (the public /api proxy never does): the
  // mails carry a link from this request, which must be the shop's own page.
  if (!ctx.headers[CLIENT_ADDRESS_HEADER]) return { ok: false, refusal: throughShopOnly() };
  const session = await requireSession(ctx);
  if (!session.ok) return { ok: false, refusal: session.response };
  const wrongForCountry = countryProblem(ctx.body, deliveryCountryOf(ctx));
  if (wrongForCountry) return { ok: false, refusal: wrongForCountry };
  const { edition } = requestContext(ctx.headers);
  return { ok: true, request: {
    db: ctx.db.kysely, sid: session.sid, userId: (await signedInUser(ctx))?.id ?? null, locale: edition.locale, country: deliveryCountryOf(ctx), langNo: edition.langNo,
    providerMethods: providerMethods(ctx), payee: ctx.deps.collectionAccount,
  } };
}

/** What the checkout is answered; an order just placed that the provider collects has its payment started. */
export async function placeAnswer(ctx: EndpointContext<PlaceCall>, outcome: PlaceOutcome, locale: string): Promise<Answered<PlaceCall>> {
  switch (outcome.kind) {
    case 'empty': return { status: 409, body: { error: 'empty', message: 'nothing in the cart can be ordered' } };
    case 'keyUsed': return { status: 409, body: { error: 'key_used', message: 'this idempotency key belongs to another session' } };
    case 'settled': return { status: 409, body: { error: 'key_settled', message: 'this idempotency key was settled as placing nothing; the form needs a new one' } };
    case 'changed': return { status: 409, body: { error: 'changed', message: 'prices, stock or shipping changed', changes: outcome.changes, quote: outcome.quote } };
    case 'invalid': return badRequest(outcome.field, outcome.message);
    case 'placed': {
      let paymentUrl: string | null = null;
      if (outcome.created && outcome.providerCents > 0 && ctx.body.paymentReturnUrl) {
        // The order stands even when the provider is unreachable or slow; the order page offers the payment again.
        const started = startPayment(ctx.db.kysely, ctx.deps.paymentProvider, { id: outcome.orderId, number: outcome.number, token: outcome.token, locale },
          { returnUrl: ctx.body.paymentReturnUrl, cancelUrl: ctx.body.orderUrl }).catch(() => null);
        paymentUrl = await withinBudget(started, PAYMENT_START_BUDGET_MS);
      }
      return ok({ number: outcome.number, token: outcome.token, created: outcome.created, paymentUrl });
    }
  }
}
