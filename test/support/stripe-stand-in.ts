/**
 * A stand-in for Stripe's API on a loopback port: the Checkout Session and refund calls the payment
 * provider makes, answered as Stripe answers them (the session object; Stripe's error object with a 400, 401,
 * 404 or 500), each request recorded as it came over the wire. As Stripe does, a creation sent
 * again with the same Idempotency-Key gets the first answer again instead of a second session.
 */
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StripeRequest {
  method: string;
  path: string;
  /** The form fields as the SDK encoded them, e.g. 'line_items[0][price_data][currency]'. */
  form: Record<string, string>;
  authorization: string | undefined;
  idempotencyKey: string | undefined;
  stripeVersion: string | undefined;
}

/** The fields of a Checkout Session that the shop sends or reads. */
export interface StandInSession {
  id: string;
  object: 'checkout.session';
  mode: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid' | 'no_payment_required';
  url: string | null;
  client_reference_id: string | null;
  success_url: string | null;
  cancel_url: string | null;
  locale: string | null;
  currency: string | null;
  amount_total: number;
  allowed_payment_method_types: string[];
  /** The payment taken, once paid. */
  payment_intent: string | null;
}

/** A refund as Stripe answers it. */
export interface StandInRefund {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  payment_intent: string;
  status: 'pending' | 'succeeded' | 'failed';
  metadata: Record<string, string>;
}

export interface StripeStandIn {
  /** The apiBase to give the provider. */
  origin: string;
  requests: StripeRequest[];
  sessions: Map<string, StandInSession>;
  refunds: Map<string, StandInRefund>;
  /** What Stripe reports from now on, e.g. once the shopper paid on Stripe's page. */
  settle(id: string, change: Partial<Pick<StandInSession, 'status' | 'payment_status'>>): void;
  /** The next request (to that path, when named) is answered with this status and Stripe's error object, and has no effect. */
  failNext(status: 400 | 401 | 404 | 500, message: string, path?: string): void;
  /** The next creation is carried out, but the connection drops before its answer. */
  dropNextAnswer(): void;
  /** The next request is answered only after this long (Stripe having a slow moment). */
  delayNext(ms: number): void;
  close(): Promise<void>;
}

interface Answer { status: number; body: unknown }

/** The parameters the stand-in knows; Stripe refuses any other with parameter_unknown. */
const REFUND_PARAMETER = /^(payment_intent|amount|metadata\[[a-z_]+\])$/;
const KNOWN_PARAMETER = /^(mode|client_reference_id|success_url|cancel_url|locale|allowed_payment_method_types\[\d+\]|line_items\[\d+\]\[(quantity|price_data\]\[(currency|unit_amount|product_data\]\[name))\])$/;

const ERROR_TYPE: Record<number, string> = { 400: 'invalid_request_error', 401: 'invalid_request_error', 404: 'invalid_request_error', 500: 'api_error' };

function stripeError(status: number, message: string, more: Record<string, string> = {}): Answer {
  return { status, body: { error: { type: ERROR_TYPE[status] ?? 'api_error', message, ...more } } };
}

export async function startStripeStandIn(secretKey: string): Promise<StripeStandIn> {
  const requests: StripeRequest[] = [];
  const sessions = new Map<string, StandInSession>();
  const refunds = new Map<string, StandInRefund>();
  const byIdempotencyKey = new Map<string, Answer>();
  const failures: { answer: Answer; path?: string }[] = [];
  let dropAnswer = false;
  let delayMs = 0;

  function createSession(form: Record<string, string>): Answer {
    const unknown = Object.keys(form).find((name) => !KNOWN_PARAMETER.test(name));
    if (unknown) return stripeError(400, `Received unknown parameter: ${unknown}`, { code: 'parameter_unknown', param: unknown });
    if (!form.mode) return stripeError(400, 'Missing required param: mode.', { code: 'parameter_missing', param: 'mode' });
    let amount = 0;
    for (let i = 0; form[`line_items[${i}][quantity]`] !== undefined; i++) {
      amount += Number(form[`line_items[${i}][quantity]`]) * Number(form[`line_items[${i}][price_data][unit_amount]`]);
    }
    const id = `cs_test_${randomBytes(12).toString('hex')}`;
    const session: StandInSession = {
      id, object: 'checkout.session', mode: form.mode, status: 'open', payment_status: 'unpaid', url: `https://checkout.stripe.com/c/pay/${id}`,
      client_reference_id: form.client_reference_id ?? null, success_url: form.success_url ?? null, cancel_url: form.cancel_url ?? null,
      locale: form.locale ?? null, currency: form['line_items[0][price_data][currency]'] ?? null, amount_total: amount,
      allowed_payment_method_types: Object.entries(form).filter(([name]) => name.startsWith('allowed_payment_method_types[')).map(([, value]) => value),
      payment_intent: null,
    };
    sessions.set(id, session);
    return { status: 200, body: session };
  }

  /** As Stripe: a refund of a payment taken, never more than is left of it. */
  function createRefund(form: Record<string, string>): Answer {
    const unknown = Object.keys(form).find((name) => !REFUND_PARAMETER.test(name));
    if (unknown) return stripeError(400, `Received unknown parameter: ${unknown}`, { code: 'parameter_unknown', param: unknown });
    const session = [...sessions.values()].find((s) => s.payment_intent === form.payment_intent);
    if (!session) return stripeError(404, `No such payment_intent: '${form.payment_intent ?? ''}'`, { code: 'resource_missing', param: 'payment_intent' });
    const refunded = [...refunds.values()].filter((r) => r.payment_intent === session.payment_intent).reduce((sum, r) => sum + r.amount, 0);
    const amount = form.amount === undefined ? session.amount_total - refunded : Number(form.amount);
    if (amount > session.amount_total - refunded) return stripeError(400, `Refund amount (€${amount / 100}) is greater than unrefunded amount on charge`, { code: 'amount_too_large', param: 'amount' });
    const metadata = Object.fromEntries(Object.entries(form).flatMap(([name, value]) => {
      const key = /^metadata\[(.+)\]$/.exec(name)?.[1];
      return key ? [[key, value]] : [];
    }));
    const refund: StandInRefund = { id: `re_test_${randomBytes(12).toString('hex')}`, object: 'refund', amount, currency: session.currency ?? 'eur', payment_intent: session.payment_intent!, status: 'pending', metadata };
    refunds.set(refund.id, refund);
    return { status: 200, body: refund };
  }

  function answer(request: StripeRequest): Answer {
    if (request.authorization !== `Bearer ${secretKey}`) return stripeError(401, `Invalid API Key provided: ${request.authorization?.slice(7, 15) ?? ''}****`);
    const at = failures.findIndex((f) => f.path === undefined || f.path === request.path);
    if (at >= 0) return failures.splice(at, 1)[0]!.answer;
    if (request.method === 'POST' && request.path === '/v1/checkout/sessions') return createSession(request.form);
    if (request.method === 'POST' && request.path === '/v1/refunds') return createRefund(request.form);
    const read = /^\/v1\/checkout\/sessions\/([^/?]+)$/.exec(request.path);
    if (request.method === 'GET' && read) {
      const id = decodeURIComponent(read[1]!);
      const session = sessions.get(id);
      return session ? { status: 200, body: session } : stripeError(404, `No such checkout.session: '${id}'`, { code: 'resource_missing', param: 'session' });
    }
    return stripeError(404, `Unrecognized request URL (${request.method}: ${request.path}).`);
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const header = (name: string) => (typeof req.headers[name] === 'string' ? req.headers[name] : undefined);
      const request: StripeRequest = {
        method: req.method ?? '', path: (req.url ?? '').split('?')[0]!, form: Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString())),
        authorization: header('authorization'), idempotencyKey: header('idempotency-key'), stripeVersion: header('stripe-version'),
      };
      requests.push(request);
      const replayed = request.idempotencyKey ? byIdempotencyKey.get(request.idempotencyKey) : undefined;
      const result = replayed ?? answer(request);
      if (request.idempotencyKey && !replayed && result.status < 500) byIdempotencyKey.set(request.idempotencyKey, result);
      if (dropAnswer && request.method === 'POST') {
        dropAnswer = false;
        req.socket.destroy();
        return;
      }
      const headers: http.OutgoingHttpHeaders = { 'content-type': 'application/json', 'request-id': `req_${randomBytes(7).toString('hex')}` };
      if (replayed) headers['idempotent-replayed'] = 'true';
      const wait = delayMs;
      delayMs = 0;
      setTimeout(() => res.writeHead(result.status, headers).end(JSON.stringify(result.body)), wait);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    sessions,
    refunds,
    settle(id, change) {
      const session = sessions.get(id)!;
      Object.assign(session, change);
      if (session.payment_status === 'paid') session.payment_intent ??= `pi_test_${randomBytes(12).toString('hex')}`;
    },
    failNext(status, message, path) {
      failures.push({ answer: stripeError(status, message), path });
    },
    dropNextAnswer() {
      dropAnswer = true;
    },
    delayNext(ms) {
      delayMs = ms;
    },
    close() {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
