/**
 * One log line per request, with chosen fields only: id, method, path (no query string), route,
 * edition, status, duration, upstream calls and cache hits. Never headers: cookies, check headers
 * and forwarded addresses carry session ids and personal data, and the security headers are noise.
 */
import crypto from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Response } from 'express';
import { pinoHttp } from 'pino-http';
import { chosenFieldsOnly, type Logger } from '../../logger';
import type { DoorAnswer } from '../page-door';
import type { RequestScope } from './request-scope';

const pathOf = (url: string | undefined) => (url ?? '').split('?')[0]!.slice(0, 300);

// A 4xx is the visitor's mistake, not ours: info like any other answer.
const levelOf = (status: number, error?: unknown) => (error || status >= 500 ? 'error' : 'info');

export function requestLog(logger: Logger) {
  return pinoHttp({
    logger,
    genReqId: (_req, res) => {
      const id = crypto.randomUUID();
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
        ? { route: locals?.routeName, edition: locals?.locale, upstreamCalls: scope.upstreamCalls, cacheHits: scope.cacheHits, pageCache: scope.pageCache }
        : {};
    },
    customLogLevel: (_req, res, error) => levelOf(res.statusCode, error),
    // When the level leaves request lines out, pino-http need not prepare them.
    autoLogging: logger.isLevelEnabled('info') ? { ignore: (req) => req.url === '/healthz' || req.url === '/readyz' } : false,
  });
}

/**
 * The same line for a stored page answered at the door, before express (page-door.ts): its own id
 * and timing, without the child logger and scope that a rendered page's calls and warnings need.
 */
export function storedAnswerLog(logger: Logger): (req: IncomingMessage, res: ServerResponse, answer: DoorAnswer) => void {
  const logs = logger.isLevelEnabled('info');
  const lines = chosenFieldsOnly(logger);
  return (req, res, answer) => {
    const id = crypto.randomUUID();
    res.setHeader('x-request-id', id);
    if (!logs) return;
    const start = Date.now();
    res.once('close', () => {
      const status = res.statusCode;
      lines[levelOf(status)](
        {
          req: { id, method: req.method, path: pathOf(req.url) },
          res: { status },
          ms: Date.now() - start,
          route: answer.routeName,
          edition: answer.locale,
          upstreamCalls: 0,
          cacheHits: 0,
          pageCache: 'hit',
        },
        res.writableFinished ? 'request completed' : 'request aborted',
      );
    });
  };
}
