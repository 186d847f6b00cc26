/**
 * The staff session's cookie, apart from the shoppers' session cookie: HttpOnly, SameSite=Strict
 * (a link from a mail or another site does not carry it), signed with the secret every process of
 * the shop shares, so a value that was not handed out here is dropped before the marketplace sees it.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Request, Response } from 'express';
import { checkSecretOf } from '../security/check-secret';

export const STAFF_COOKIE = 'spareo_staff';
/** As long as the marketplace keeps a signed-in staff session. */
const MAX_AGE_MS = 12 * 3_600_000;

const signatureOf = (secret: string, token: string): string => createHmac('sha256', secret).update(`staff-session.${token}`).digest('base64url');

/** The session token of a validly signed cookie value, else undefined. */
function tokenOf(value: unknown, secret: string): string | undefined {
  if (typeof value !== 'string' || value.length > 300) return undefined;
  const at = value.lastIndexOf('.');
  if (at <= 0) return undefined;
  const token = value.slice(0, at);
  const given = Buffer.from(value.slice(at + 1));
  const expected = Buffer.from(signatureOf(secret, token));
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : undefined;
}

/** The session token of a validly signed cookie, else undefined. */
export function staffTokenOf(req: Request): string | undefined {
  return tokenOf(req.cookies?.[STAFF_COOKIE], checkSecretOf(req));
}

/**
 * The same check for doors that do not pass through the web app (the portal's uploads, mounted
 * beside it or served by the marketplace service): handed to them where they are mounted, with the
 * secret every process shares, so no door reads a staff identity without its signature.
 */
export function staffCookieReader(secret: string): (req: Pick<Request, 'cookies'>) => string | undefined {
  return (req) => tokenOf(req.cookies?.[STAFF_COOKIE], secret);
}

export function setStaffCookie(req: Request, res: Response, token: string): void {
  res.cookie(STAFF_COOKIE, `${token}.${signatureOf(checkSecretOf(req), token)}`, { httpOnly: true, sameSite: 'strict', secure: req.secure, path: '/', maxAge: MAX_AGE_MS });
}

export function clearStaffCookie(req: Request, res: Response): void {
  res.clearCookie(STAFF_COOKIE, { httpOnly: true, sameSite: 'strict', secure: req.secure, path: '/' });
}
