/**
 * The bearer token of the calls between the web tier and the marketplace service: the shop's API
 * the web replicas call (/api), the shared counters and the change stream (/internal). Derived from
 * CHECK_SECRET, the one secret every process of a shop already shares, so there is no second secret
 * to distribute. A caller without it is refused: those calls trust what the web tier tells them
 * (the shopper's address its limits count, a checkout of its own).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { RequestHandler } from 'express';

export function internalToken(secret: string): string {
  return createHmac('sha256', secret).update('spareo internal calls').digest('base64url');
}

export function isInternalToken(secret: string, authorization: string | undefined): boolean {
  const expected = Buffer.from(`Bearer ${internalToken(secret)}`);
  const given = Buffer.from(authorization ?? '');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Lets through the web tier's calls only; anything else answers 401. */
export function requireInternalToken(secret: string): RequestHandler {
  return (req, res, next) => {
    if (isInternalToken(secret, req.get('authorization'))) return next();
    res.status(401).set('cache-control', 'no-store').json({ error: 'unauthorized', message: 'internal calls need the token derived from CHECK_SECRET' });
  };
}
