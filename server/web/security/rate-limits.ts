/**
 * Per-client-IP rate limits (express-rate-limit): one budget for writes, one for search
 * suggestions, both configurable. Reads of pages are not limited here.
 */
import type { Request, RequestHandler } from 'express';
import { rateLimit } from 'express-rate-limit';
import type { Config } from '../../config';
import { reject } from './reject';

const SUGGESTIONS = /^\/api\/(?:[\w-]+\/)?[\w-]*sugg/i;

/**
 * Requests a budget does not count never enter the limiter: its middleware is async even when it
 * skips, a few percent of every page view's CPU (profile of a cached page under load, issue 8).
 */
function limiter(windowMs: number, limit: number, skip: (req: Request) => boolean): RequestHandler {
  const limited = rateLimit({
    windowMs,
    limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    handler: (req, res, next) => reject(req, res, next, 429, 'too_many_requests'),
  });
  return (req, res, next) => (skip(req) ? next() : limited(req, res, next));
}

export function rateLimits(config: Pick<Config, 'RATE_LIMIT_WINDOW_MS' | 'RATE_LIMIT_WRITES' | 'RATE_LIMIT_SUGGESTIONS'>): RequestHandler[] {
  return [
    limiter(config.RATE_LIMIT_WINDOW_MS, config.RATE_LIMIT_WRITES, (req) => req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS'),
    limiter(config.RATE_LIMIT_WINDOW_MS, config.RATE_LIMIT_SUGGESTIONS, (req) => !SUGGESTIONS.test(req.originalUrl)),
  ];
}
