/**
 * The withdrawal's write path (works without JavaScript), mounted after the edition middleware:
 * a POST to the withdrawal page of the footer looks the order up (number and e-mail) and answers
 * 303 to that order's withdrawal form; a POST to an order's withdrawal form confirms the withdrawal
 * through the marketplace and answers 303 to the order page, which shows it received. A refused
 * form goes on to the page loader, which shows it again with the reason beside the field. The
 * same-origin check and the write rate limit have already run for every POST.
 */
import express, { type Request, type Response, type Router } from 'express';
import { readAnswer } from '../../../contract/call';
import { CALLS } from '../../../contract/calls/index';
import { CLIENT_ADDRESS_HEADER } from '../../../contract/headers';
import type { WithdrawalPeriodAnswer } from '../../../contract/calls/orders';
import type { WithdrawalField, WithdrawalValues } from '../../../views/withdrawal/types';
import { done, linkTo, routeOf } from '../form-routes';
import { pathOf, type MarketplaceClient } from '../marketplace-client';
import { localsOf, upstreamHeadersOf } from '../request-context';
import type { PageParams } from '../routes/table';
import { rememberWithdrawal, rememberWithdrawLookup } from './outcome';

const FIELDS: readonly WithdrawalField[] = ['name', 'email', 'part', 'lines'];
const text = (value: unknown, max: number) => (typeof value === 'string' ? value.slice(0, max) : '');
const list = (value: unknown) => (Array.isArray(value) ? value : [value]).filter((v): v is string => typeof v === 'string').slice(0, 1000);

/** The form's fields; the lines are the chosen part's ticked positions. */
function readForm(body: Record<string, unknown>): { values: WithdrawalValues; token: string; positions: number[] } {
  const values = { name: text(body.name, 200), email: text(body.email, 300), part: text(body.part, 40), lines: list(body.lines).map((line) => line.slice(0, 60)) };
  const positions = values.lines.filter((line) => line.startsWith(`${values.part}:`)).map((line) => Number(line.slice(values.part.length + 1)))
    .filter((position) => Number.isInteger(position) && position >= 1 && position <= 1000);
  return { values, token: text(body.token, 64), positions };
}

export function withdrawalRouter(marketplace: MarketplaceClient): Router {
  const router = express.Router();
  const form = express.urlencoded({ extended: false, limit: '16kb', parameterLimit: 1100 });

  router.use((req, res, next) => {
    if (req.method !== 'POST') return next();
    const route = routeOf(req, res);
    if (route?.page !== 'Withdraw' && route?.page !== 'OrderWithdrawal') return next();
    form(req, res, async (error?: unknown) => {
      try {
        const { locale } = localsOf(res);
        const headers = { ...upstreamHeadersOf(req, locale), [CLIENT_ADDRESS_HEADER]: req.ip ?? 'unknown' };
        const body = (error ? {} : (req.body ?? {})) as Record<string, unknown>;
        if (route.page === 'Withdraw') return await lookup(req, res, next, body, headers);
        await confirm(req, res, next, (route.params as PageParams['OrderWithdrawal']).orderNumber, body, headers);
      } catch (failure) {
        next(failure);
      }
    });
  });

  async function lookup(req: Request, res: Response, next: (error?: unknown) => void, body: Record<string, unknown>, headers: Record<string, string | undefined>) {
    const number = text(body.number, 40).trim().toUpperCase();
    const email = text(body.email, 254).trim();
    const answer = await marketplace.call({ method: CALLS['POST /orders/lookup'].method, path: pathOf('POST /orders/lookup'), query: {}, headers, body: { number, email } });
    if (answer.status === 200) {
      const found = readAnswer(CALLS['POST /orders/lookup'], answer.body);
      if (found.number) return done(res, linkTo(res, 'OrderWithdrawal', { orderNumber: found.number }, { t: found.token }));
    }
    const problem = answer.status === 404 ? 'notFound' : answer.status === 400 ? 'invalid' : 'unavailable';
    rememberWithdrawLookup(req, { number, email, problem, status: problem === 'notFound' ? 404 : problem === 'invalid' ? 400 : 503 });
    next();
  }

  async function confirm(req: Request, res: Response, next: (error?: unknown) => void, orderNumber: string, body: Record<string, unknown>, headers: Record<string, string | undefined>) {
    const { values, token, positions } = readForm(body);
    const refuse = (field: WithdrawalField) => {
      rememberWithdrawal(req, { values, problem: { kind: 'field', field }, status: 400 });
      next();
    };
    if (!values.part) return refuse('part');
    if (positions.length === 0) return refuse('lines');
    const call = CALLS['POST /orders/:number/withdrawals'];
    const answer = await marketplace.call({
      method: call.method, path: pathOf('POST /orders/:number/withdrawals', { number: orderNumber }), query: {}, headers,
      body: { token, part: values.part, lines: positions, name: values.name, email: values.email },
    });
    if (answer.status === 200 && readAnswer(call, answer.body).part) {
      return done(res, linkTo(res, 'Order', { orderNumber }, { t: token, withdrawn: values.part }));
    }
    const refusal = (answer.body ?? {}) as { field?: unknown; period?: WithdrawalPeriodAnswer };
    if (answer.status === 400) {
      const field = String(refusal.field ?? '').split('.')[0] as WithdrawalField;
      return refuse(FIELDS.includes(field) ? field : 'part');
    }
    if (answer.status === 409 && refusal.period) {
      rememberWithdrawal(req, { values, problem: { kind: 'period', part: values.part, period: refusal.period }, status: 409 });
      return next();
    }
    if (answer.status !== 404) req.log?.warn({ status: answer.status }, 'withdrawal not recorded');
    rememberWithdrawal(req, { values, problem: { kind: 'unavailable' }, status: answer.status === 404 ? 404 : 503 });
    next();
  }

  return router;
}
