/** Refuses overlong URLs (414) and bodies announced larger than the limit (413) before anything parses them. */
import type { RequestHandler } from 'express';
import { reject } from './reject';

export function requestLimits(options: { maxUrlBytes: number; maxBodyBytes: number }): RequestHandler {
  return (req, res, next) => {
    if (Buffer.byteLength(req.originalUrl) > options.maxUrlBytes) return reject(req, res, next, 414, 'uri_too_long');
    const length = Number(req.get('content-length') ?? 0);
    if (length > options.maxBodyBytes) {
      // Stop reading the rest of a large upload.
      res.set('connection', 'close');
      return reject(req, res, next, 413, 'payload_too_large');
    }
    next();
  };
}
