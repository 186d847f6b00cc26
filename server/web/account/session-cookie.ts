/** The session cookie after sign-in (a new id: rotation) and after sign-out (gone). */
import type { Request, Response } from 'express';
import { COOKIES } from '../../../locales/editions';
import { SESSION_COOKIE_MAX_AGE_MS } from '../cart/session';

export function setSessionCookie(req: Request, res: Response, sid: string): void {
  res.cookie(COOKIES.session, sid, { httpOnly: true, sameSite: 'lax', secure: req.secure, path: '/', maxAge: SESSION_COOKIE_MAX_AGE_MS });
}

export function clearSessionCookie(req: Request, res: Response): void {
  res.clearCookie(COOKIES.session, { httpOnly: true, sameSite: 'lax', secure: req.secure, path: '/' });
}
