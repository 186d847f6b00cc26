/**
 * Per-client-IP rate limits (express-rate-limit): one budget for writes, one for search
 * suggestions, both configurable. Reads of pages are not limited here.
 */
import type { Request, RequestHandler } from 'express';
import { rateLimit, type Logger as LimiterLogger } from 'express-rate-limit';
import type { Config } from '../../config/config';
import type { Logger } from '../../shared/logger';
import { SharedRateLimitStore, type RateLimitCounters } from './rate-limit-store';
import { reject } from './reject';

const SUGGESTIONS = /^\/api\/(?:[\w-]+\/)?[\w-]*sugg/i;

/**
 * Requests a budget does not count never enter the limiter: its middleware is async even when it
 * skips, a few percent of every page view's CPU (profile of a cached page under load).
 */
function limiter(windowMs: number, limit: number, skip: (req: Request) => boolean, store: SharedRateLimitStore | undefined, failOpen: boolean, logger?: Logger): RequestHandler {
  const limited = rateLimit({
    windowMs,
    limit,
    store,
    // The shared counters are guarded (rate-limit-guard.ts) and count here when out of reach; a store
    // that still fails lets a read through but refuses a write.
    passOnStoreError: failOpen,
    ...(logger ? { logger: limiterLogger(logger) } : {}),
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    handler: (req, res, next) => reject(req, res, next, 429, 'too_many_requests'),
  });
  return (req, res, next) => (skip(req) ? next() : limited(req, res, next));
}

/** The library's own warnings (its checks of the set-up) as one JSON line each, not the console's multi-line text. */
export function limiterLogger(logger: Logger): LimiterLogger {
  return {
    warn: (error, message) => logger.warn({ err: error }, message ?? 'express-rate-limit warning'),
    error: (error, message) => logger.error({ err: error }, message ?? 'express-rate-limit error'),
  };
}

/**
 * Without shared counters the budgets are counted in this process's memory (one process serves the
 * shop); with them, in the store every process shares.
 */
export function rateLimits(config: Pick<Config, 'RATE_LIMIT_WINDOW_MS' | 'RATE_LIMIT_WRITES' | 'RATE_LIMIT_SUGGESTIONS'>, counters?: RateLimitCounters, logger?: Logger): RequestHandler[] {
  const store = (name: string) => (counters ? new SharedRateLimitStore(counters, `${name}:`) : undefined);
  return [
    limiter(config.RATE_LIMIT_WINDOW_MS, config.RATE_LIMIT_WRITES, (req) => req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS', store('writes'), false, logger),
    limiter(config.RATE_LIMIT_WINDOW_MS, config.RATE_LIMIT_SUGGESTIONS, (req) => !SUGGESTIONS.test(req.originalUrl), store('suggestions'), true, logger),
  ];
}
