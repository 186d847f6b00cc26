/**
 * The check secret of the app a request reached. createApp hands its own secret to each of its
 * requests, so nothing process-wide holds it and two apps in one process (tests) keep theirs apart;
 * whatever signs or checks for a request (a page's challenge, the staff cookie) reads it here.
 */
import type { Request, RequestHandler } from 'express';

const handed = new WeakMap<Request, string>();

/** First in the app: every request carries the app's secret from here on. */
export function handCheckSecret(secret: string): RequestHandler {
  return (req, _res, next) => {
    handed.set(req, secret);
    next();
  };
}

/** The secret the request's app was handed; a request that did not pass the app has none. */
export function checkSecretOf(req: Request): string {
  const secret = handed.get(req);
  if (secret === undefined) throw new Error('the request carries no check secret: it did not pass through createApp');
  return secret;
}
