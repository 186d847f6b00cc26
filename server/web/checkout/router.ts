/**
 * The checkout's write path, mounted after the edition middleware and before the page handler:
 * POST to the checkout page places the order, POST to the orders page looks one up (guests).
 * Success answers 303 (Post/Redirect/Get) to the order page's signed link, or to the payment
 * provider; a rejected form goes on to the page loader, which shows it again with the message and
 * the values typed. The same-origin check has already run for every POST.
 */
import express, { type Request, type Response, type Router } from 'express';
import { CLIENT_ADDRESS_HEADER } from '../../../contract/headers';
import type { Locale } from '../../../locales/editions';
import { publicOriginOf, type Config } from '../../config';
import { orderChangedProblem } from '../../../contract/calls/orders';
import type { MarketplaceClient } from '../marketplace-client';
import { done, linkTo, routeOf } from '../form-routes';
import { deliveryCountryOf, localsOf, upstreamHeadersOf } from '../request-context';
import { pathFor } from '../routes/table';
import type { PageName, PageParams } from '../routes/table';
import { formFieldOf, placeOrderBodyOf, problemOf, readCheckoutForm } from './form';
import { rememberCheckout, rememberLookup } from './outcome';

export function checkoutRouter(marketplace: MarketplaceClient, config: Config): Router {
  const router = express.Router();

  /**
   * The order page's signed link ({number} and {token} left open) as mails and the payment
   * provider carry it: on the edition's configured origin, never the request's Host header, which
   * anyone can set (a mail from the shop's own sender must not link elsewhere).
   */
  const orderLink = (locale: Locale, query: Record<string, string> = {}) => {
    const { origin, prefixed } = publicOriginOf(config, locale);
    return origin + pathFor(`Order___${locale}`, { orderNumber: '{number}' }, { prefix: prefixed, query: { t: '{token}', ...query } });
  };
  const form = express.urlencoded({ extended: false, limit: '16kb', parameterLimit: 300 });

  router.use((req, res, next) => {
    if (req.method !== 'POST') return next();
    const route = routeOf(req, res);
    if (route?.page !== 'Checkout' && route?.page !== 'Orders' && route?.page !== 'Order') return next();
    form(req, res, async (error?: unknown) => {
      try {
        const { locale } = localsOf(res);
        const headers = { ...upstreamHeadersOf(req, locale), [CLIENT_ADDRESS_HEADER]: req.ip ?? 'unknown' };
        const body = (error ? {} : (req.body ?? {})) as Record<string, unknown>;
        if (route.page === 'Orders') return await lookup(req, res, next, body, headers);
        if (route.page === 'Order') return await payAgain(res, locale, (route.params as PageParams['Order']).orderNumber, body, headers);

        const parsed = readCheckoutForm(body, deliveryCountryOf(req, locale));
        if (parsed.problem) {
          rememberCheckout(req, { values: parsed.values, problem: parsed.problem, status: parsed.problem.kind === 'empty' ? 409 : 400 });
          return next();
        }
        const outcome = await marketplace.attempt('POST /orders', { body: placeOrderBodyOf(parsed, orderLink(locale), orderLink(locale, { payment: 'return' })) }, headers);
        if (outcome.ok) {
          const placed = outcome.answer;
          return done(res, placed.paymentUrl ?? linkTo(res, 'Order', { orderNumber: placed.number }, { t: placed.token, placed: '1' }));
        }
        const changed = outcome.status === 409 ? orderChangedProblem.safeParse(outcome.problem) : undefined;
        if (changed?.success) {
          rememberCheckout(req, { values: parsed.values, problem: null, changed: { quote: changed.data.quote, changes: changed.data.changes }, status: 409 });
        } else if (outcome.status === 400 && outcome.problem.field) {
          rememberCheckout(req, { values: parsed.values, problem: { kind: 'fields', fields: { [formFieldOf(outcome.problem.field)]: problemOf(outcome.problem.message) } }, status: 400 });
        } else if (outcome.status === 409 || outcome.status === 401) {
          rememberCheckout(req, { values: parsed.values, problem: { kind: 'empty' }, status: 409 });
        } else {
          req.log?.warn({ status: outcome.status }, 'order not placed');
          rememberCheckout(req, { values: parsed.values, problem: { kind: 'unavailable' }, status: 503 });
        }
        next();
      } catch (failure) {
        next(failure);
      }
    });
  });

  /** The order page's "pay now": the provider payment of the parts still awaiting it. */
  async function payAgain(res: Response, locale: Locale, orderNumber: string, body: Record<string, unknown>, headers: Record<string, string | undefined>) {
    const token = typeof body.token === 'string' ? body.token.slice(0, 64) : '';
    const { paymentUrl } = await marketplace.request(
      'POST /orders/:number/payment/start',
      { params: { number: orderNumber }, body: { token, returnUrl: orderLink(locale, { payment: 'return' }), cancelUrl: orderLink(locale) } },
      headers,
    );
    done(res, paymentUrl ?? linkTo(res, 'Order', { orderNumber }, { t: token, payment: 'failed' }));
  }

  async function lookup(req: Request, res: Response, next: (error?: unknown) => void, body: Record<string, unknown>, headers: Record<string, string | undefined>) {
    const number = typeof body.number === 'string' ? body.number.trim().toUpperCase().slice(0, 40) : '';
    const email = typeof body.email === 'string' ? body.email.trim().slice(0, 254) : '';
    const outcome = await marketplace.attempt('POST /orders/lookup', { body: { number, email } }, headers);
    if (outcome.ok) return done(res, linkTo(res, 'Order', { orderNumber: outcome.answer.number }, { t: outcome.answer.token }));
    const problem = outcome.status === 404 ? 'notFound' : outcome.status === 400 ? 'invalid' : 'unavailable';
    rememberLookup(req, { number, email, problem, status: problem === 'notFound' ? 404 : problem === 'invalid' ? 400 : 503 });
    next();
  }

  return router;
}
