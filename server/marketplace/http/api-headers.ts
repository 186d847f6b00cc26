/**
 * The security headers of the shops' APIs (offer feeds, orders), which are mounted beside the web
 * tier and so do not pass its helmet: the same set, fitted to answers that are data, never a page
 * to show or frame: nothing may load from them (default-src 'none'), no framing, no referrer, no
 * sniffing, and no cache keeps them (orders hold addresses; a report belongs to one shop).
 */
import type { RequestHandler } from 'express';
import helmet from 'helmet';

/** hsts: behind a TLS proxy, as the web tier sends it. */
export function apiSecurityHeaders(options: { hsts?: boolean } = {}): RequestHandler {
  const headers = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"], baseUri: ["'none'"], formAction: ["'none'"] } },
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    strictTransportSecurity: options.hsts ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
  return (req, res, next) => {
    res.set('cache-control', 'no-store');
    headers(req, res, next);
  };
}
