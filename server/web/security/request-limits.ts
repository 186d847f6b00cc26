/**
 * Refuses overlong URLs (414) and bodies announced larger than the limit (413) before anything parses
 * them. Under `ownBounds` (the portal and the desk) each form's screen bounds its body from what its
 * fields allow and answers a larger one with the area's own page (back-office/mount.ts).
 */
import type { RequestHandler } from 'express';
import { reject } from './reject';

/**
 * maxUploadBytes: a form with files (multipart/form-data) may be this large: its screen bounds each
 * file itself and reads the rest away, so an oversized photo gets the form again with its reason.
 */
export function requestLimits(options: { maxUrlBytes: number; maxBodyBytes: number; maxUploadBytes?: number; ownBounds?: readonly string[] }): RequestHandler {
  const ownBounds = options.ownBounds ?? [];
  // As express routes them: without regard to case.
  const boundsItself = (path: string) => ownBounds.some((prefix) => {
    const lower = path.toLowerCase();
    return lower === prefix || lower.startsWith(`${prefix}/`);
  });
  return (req, res, next) => {
    if (Buffer.byteLength(req.originalUrl) > options.maxUrlBytes) return reject(req, res, next, 414, 'uri_too_long');
    const length = Number(req.get('content-length') ?? 0);
    const multipart = req.method === 'POST' && (req.get('content-type') ?? '').toLowerCase().startsWith('multipart/form-data');
    const bound = multipart && options.maxUploadBytes !== undefined ? Math.max(options.maxUploadBytes, options.maxBodyBytes) : options.maxBodyBytes;
    if (length > bound && !boundsItself(req.path)) {
      // Stop reading the rest of a large upload.
      res.set('connection', 'close');
      return reject(req, res, next, 413, 'payload_too_large');
    }
    next();
  };
}
