/**
 * The marketplace service's line per request, as the web tier writes its own (chosen fields, never
 * headers or bodies): under the id the web tier handed the shopper's request (x-request-id), so one
 * grep finds both tiers' lines, with the order a call created or changed, and the error that failed
 * it on the same line: one line per failed request.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import { pinoHttp } from 'pino-http';
import { ORDER_HEADER, REQUEST_ID_HEADER } from '../../contract/headers';
import { writeKeyOf } from '../../contract/write-key';
import { chosenFieldsOnly, loggedPath, type Logger } from '../shared/logger';
import { requestIdOf } from './request-id';

/** A shop's order API call that changes a part of an order names it in its path. */
const SHOP_ORDER_CHANGE = /^\/shop-orders\/\d+\/orders\/(SP-\d{6}-[2-9A-HJKMNP-Z]{6}-\d{1,3})\/status$/;
const PROBES = new Set(['/healthz', '/readyz', '/metrics']);

const pathOf = loggedPath;

/** A write's idempotency key (express has parsed the body by the time the line is written). */
function keyOf(req: IncomingMessage): { key?: string } {
  const key = writeKeyOf((req as IncomingMessage & { body?: unknown }).body);
  return key ? { key } : {};
}

export interface MarketplaceRequestLog {
  middleware: RequestHandler;
  /** An error met while answering: on the current request's line when there is one, else a line of its own. */
  failed(error: unknown, what: string): void;
}

export function marketplaceRequestLog(logger: Logger): MarketplaceRequestLog {
  const current = new AsyncLocalStorage<ServerResponse>();
  const failureOf = (res: ServerResponse) => (res as ServerResponse & { err?: unknown }).err;
  const log = pinoHttp({
    logger: chosenFieldsOnly(logger),
    genReqId: (req, res) => {
      const id = requestIdOf(req);
      res.setHeader(REQUEST_ID_HEADER, id);
      return id;
    },
    wrapSerializers: false,
    serializers: {
      req: (req: IncomingMessage & { id?: unknown; originalUrl?: string }) => ({ id: req.id, method: req.method, path: pathOf(req.originalUrl ?? req.url) }),
      res: (res: ServerResponse) => ({ status: res.statusCode }),
    },
    customAttributeKeys: { responseTime: 'ms' },
    customProps: (req, res) => {
      const header = res.getHeader(ORDER_HEADER);
      const order = typeof header === 'string' ? header : req.method === 'POST' ? SHOP_ORDER_CHANGE.exec(pathOf(req.url))?.[1] : undefined;
      return { ...(order ? { order } : {}), ...keyOf(req) };
    },
    customLogLevel: (_req, res, error) => (error || failureOf(res) || res.statusCode >= 500 ? 'error' : 'info'),
    customErrorObject: (_req, res, _error, line: Record<string, unknown>) => ({ ...line, err: failureOf(res) }),
    autoLogging: { ignore: (req) => PROBES.has(pathOf(req.url)) },
  });
  const lines = chosenFieldsOnly(logger);
  /**
   * A caller that gave up (the web tier's timeout) leaves a line "request aborted" before the call
   * is done; what the call then did (an order made, its status) gets a line of its own when it
   * ends, under the same request id, so the order is found by its number.
   */
  const afterTheCallerLeft = (req: IncomingMessage & { id?: unknown; originalUrl?: string }, res: ServerResponse, started: number) => {
    const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
    (res as { end: (...args: unknown[]) => ServerResponse }).end = (...args: unknown[]) => {
      if (req.readableAborted || res.destroyed) {
        const header = res.getHeader(ORDER_HEADER);
        lines[res.statusCode >= 500 ? 'error' : 'warn'](
          {
            req: { id: req.id, method: req.method, path: pathOf(req.originalUrl ?? req.url) }, res: { status: res.statusCode }, ms: Date.now() - started,
            ...(typeof header === 'string' ? { order: header } : {}), ...keyOf(req),
          },
          'answered after the caller had gone',
        );
      }
      return end(...args);
    };
  };
  return {
    middleware: (req, res, next) => log(req, res, () => {
      afterTheCallerLeft(req, res, Date.now());
      current.run(res, next);
    }),
    failed(error, what) {
      const res = current.getStore();
      if (res && !res.writableFinished) (res as unknown as { err?: unknown }).err ??= error;
      else logger.error({ err: error }, what);
    },
  };
}
