/**
 * GET /api/vehicle/manufacturers requires the three check headers: a browser's
 * call without valid ones (bound to its session, fresh) answers 403 here. The web tier's own
 * in-process calls while rendering do not pass through /api and are not asked.
 */
import type { RequestHandler } from 'express';
import { COOKIES } from '../../../locales/editions';
import { verifyCheckHeaders } from '../../request-checks/check-challenge';
import { checkSecretOf } from './check-secret';

export function requireCheckHeaders(): RequestHandler {
  return async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    try {
      const result = await verifyCheckHeaders(req.headers, checkSecretOf(req), Date.now(), req.cookies?.[COOKIES.session]);
      if (result.ok) return next();
      res.set('cache-control', 'no-store').status(403).json({ error: 'check_failed', reason: result.reason, message: 'check headers missing, stale or wrong' });
    } catch (error) {
      next(error);
    }
  };
}
