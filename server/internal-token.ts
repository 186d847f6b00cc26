/**
 * The bearer token of the calls between the web tier and the marketplace service that are not part
 * of the shop's API (shared counters, the change stream). Derived from CHECK_SECRET, the one secret
 * every process of a shop already shares, so there is no second secret to distribute.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export function internalToken(secret: string): string {
  return createHmac('sha256', secret).update('spareo internal calls').digest('base64url');
}

export function isInternalToken(secret: string, authorization: string | undefined): boolean {
  const expected = Buffer.from(`Bearer ${internalToken(secret)}`);
  const given = Buffer.from(authorization ?? '');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
