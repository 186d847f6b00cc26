/**
 * CSRF protection without tokens, so plain HTML forms keep working: a state-changing request
 * must come from this site (the rule: server/request-checks/same-origin.ts). A refusal is logged with the origin
 * the browser named and the ones expected (origins only: a Referer's path may carry a token).
 */
import type { RequestHandler } from 'express';
import { claimedOrigin, expectedOrigins, isSameOrigin } from '../../request-checks/same-origin';
import { reject } from './reject';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function sameOriginCheck(options: { trustProxy: boolean; publicOrigins?: readonly string[] }): RequestHandler {
  return (req, res, next) => {
    if (SAFE_METHODS.has(req.method) || isSameOrigin(req, options.trustProxy, options.publicOrigins)) return next();
    req.log?.warn({ origin: claimedOrigin(req), site: req.get('sec-fetch-site'), expected: expectedOrigins(req, options.trustProxy, options.publicOrigins) }, 'cross-site request refused');
    reject(req, res, next, 403, 'cross_site_request');
  };
}
