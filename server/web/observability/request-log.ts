/**
 * One log line per request, with chosen fields only: id, method, path (no query string), route,
 * edition, status, duration, upstream calls, cache hits, failed calls and the slowest call. Never headers: cookies, check headers
 * and forwarded addresses carry session ids and personal data, and the security headers are noise.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Response } from 'express';
import { pinoHttp } from 'pino-http';
import { chosenFieldsOnly, loggedPath, type Logger } from '../../shared/logger';
import { requestIdOf } from '../../telemetry/request-id';
import type { Metrics } from './metrics';
import type { RequestScope } from './request-scope';

const pathOf = loggedPath;

// A 4xx is the visitor's mistake, not ours: info like any other answer.
const levelOf = (status: number, error?: unknown) => (error || status >= 500 ? 'error' : 'info');

/** What failed the request: the error handler's error, or the in-process marketplace's (request-scope.ts puts it there). */
function failureOf(res: ServerResponse): unknown {
  return (res as ServerResponse & { err?: unknown }).err;
}

export function requestLog(logger: Logger) {
  return pinoHttp({
    logger,
    genReqId: (req, res) => {
      const id = requestIdOf(req);
      res.setHeader('x-request-id', id);
      return id;
    },
    wrapSerializers: false,
    serializers: {
      req: (req: IncomingMessage & { id?: unknown; originalUrl?: string }) => ({ id: req.id, method: req.method, path: pathOf(req.originalUrl ?? req.url) }),
      res: (res: ServerResponse) => ({ status: res.statusCode }),
    },
    customAttributeKeys: { responseTime: 'ms' },
    customProps: (_req, res) => {
      const locals = (res as unknown as Response).locals as { routeName?: string; locale?: string; scope?: RequestScope } | undefined;
      const scope = locals?.scope;
      return scope
        ? {
            route: locals?.routeName, edition: locals?.locale, upstreamCalls: scope.upstreamCalls, cacheHits: scope.cacheHits,
            upstreamFailures: scope.upstreamFailures || undefined, slowestUpstream: scope.slowestUpstream, slowestUpstreamMs: scope.slowestUpstream ? scope.slowestUpstreamMs : undefined,
            pageCache: scope.pageCache, order: scope.order, key: scope.writeKey,
          }
        : {};
    },
    customLogLevel: (_req, res, error) => levelOf(res.statusCode, error ?? failureOf(res)),
    // One line per failed request: the error that failed it (the error page's, the marketplace's) on
    // the request's own line; a 5xx the shop answered on purpose (its 503 page) gets no made-up stack.
    customErrorObject: (_req, res, _error, line: Record<string, unknown>) => ({ ...line, err: failureOf(res) }),
    // When the level leaves request lines out, pino-http need not prepare them.
    autoLogging: logger.isLevelEnabled('info') ? { ignore: (req) => req.url === '/healthz' || req.url === '/readyz' } : false,
  });
}

/**
 * The same line for a stored page answered at the door, before express (page-door.ts): its own id,
 * written once the answer is handed to the socket, without the child logger and scope that a
 * rendered page's calls and warnings need. An answer whose socket was gone is logged as aborted and
 * left out of the metrics, as pino-http and the metrics do for the chain's answers.
 */
/** What the log and the metrics hear of a stored page's answer (page-output/page-door.ts hands them its own). */
export interface StoredAnswerSeen { id: string; ms: number; routeName?: string; locale?: string }

export function observeStoredAnswers(logger: Logger, metrics: Metrics): {
  requestId: (req: IncomingMessage) => string;
  answered: (req: IncomingMessage, res: ServerResponse, answer: StoredAnswerSeen) => void;
} {
  const logs = logger.isLevelEnabled('info');
  const lines = chosenFieldsOnly(logger);
  return {
    requestId: requestIdOf,
    answered(req, res, { id, ms, routeName, locale }) {
      const status = res.statusCode;
      const completed = res.writableEnded && res.socket?.destroyed === false;
      if (completed) metrics.record(routeName ?? 'not_found', req.method, status, ms / 1000);
      if (!logs) return;
      lines[levelOf(status)](
        {
          req: { id, method: req.method, path: pathOf(req.url) },
          res: { status },
          ms: Math.round(ms),
          route: routeName,
          edition: locale,
          upstreamCalls: 0,
          cacheHits: 0,
          pageCache: 'hit',
        },
        completed ? 'request completed' : 'request aborted',
      );
    },
  };
}
