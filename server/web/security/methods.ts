/**
 * Pages and files are read with GET and HEAD and written with POST; any other method (TRACE, PUT,
 * DELETE, OPTIONS, PATCH, ...) answers 405 with Allow instead of the page. /api has its own 405.
 */
import type { RequestHandler } from 'express';
import { reject } from './reject';

const SERVED = new Set(['GET', 'HEAD', 'POST']);

export function allowedMethods(): RequestHandler {
  return (req, res, next) => {
    if (SERVED.has(req.method)) return next();
    res.set('allow', 'GET, HEAD, POST');
    reject(req, res, next, 405, 'method_not_allowed');
  };
}
