/**
 * CSRF protection without tokens, so plain HTML forms keep working: a state-changing request
 * must come from this site (the rule: server/same-origin.ts).
 */
import type { RequestHandler } from 'express';
import { isSameOrigin } from '../../same-origin';
import { reject } from './reject';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function sameOriginCheck(options: { trustProxy: boolean }): RequestHandler {
  return (req, res, next) => {
    if (SAFE_METHODS.has(req.method) || isSameOrigin(req, options.trustProxy)) return next();
    req.log?.warn({ origin: req.get('origin'), referer: req.get('referer'), site: req.get('sec-fetch-site') }, 'cross-site request refused');
    reject(req, res, next, 403, 'cross_site_request');
  };
}
