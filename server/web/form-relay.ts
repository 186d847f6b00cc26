/**
 * The portal's and the desk's upload forms (contract/form-doors.ts), posted by the browser to the
 * web tier, which alone reads browser cookies: the form must come from this site (else back to its
 * screen, which says so), the caller is read from the cookies as every portal and desk page reads
 * it (the staff cookie only with a valid signature), and the form goes on, body streamed as it
 * arrives, to the marketplace's door with the identity headers of the contract's calls and the
 * internal token; the browser's own cookies and identity headers never pass.
 */
import http from 'node:http';
import https from 'node:https';
import cookieParser from 'cookie-parser';
import express, { type Request, type Response, type Router } from 'express';
import { FORM_DOORS } from '../../contract/form-doors';
import { PORTAL_HEADER, STAFF_SESSION_HEADER } from '../../contract/headers';
import { COOKIES } from '../../locales/editions';
import { internalToken } from '../request-checks/internal-token';
import { isSameOrigin } from '../request-checks/same-origin';
import { staffCookieReader } from './staff/cookie';

/** Hands the relayed request (its url the whole path again) to the marketplace and its answer back to the browser. */
export type FormForward = (req: Request, res: Response) => void;

export interface FormRelayOptions {
  secret: string;
  /** Behind a TLS proxy: the browser's host and scheme are the forwarded ones. */
  trustProxy: boolean;
  publicOrigins?: readonly string[];
}

export function formRelay(forward: FormForward, options: FormRelayOptions): Router {
  const router = express.Router();
  const staffSessionOf = staffCookieReader(options.secret);
  const token = `Bearer ${internalToken(options.secret)}`;
  router.use(cookieParser());
  router.use((req, res) => {
    const door = FORM_DOORS.find((form) => form.prefix === req.baseUrl.toLowerCase());
    if (door && req.method === 'POST' && !isSameOrigin(req, options.trustProxy, options.publicOrigins ?? [])) {
      req.resume();
      return void res.status(303).location(door.crossSite).end();
    }
    const portal = req.cookies?.[COOKIES.portal] as unknown;
    const staff = staffSessionOf(req);
    for (const name of ['cookie', 'authorization', PORTAL_HEADER, STAFF_SESSION_HEADER]) delete req.headers[name];
    if (typeof portal === 'string') req.headers[PORTAL_HEADER] = portal;
    if (staff) req.headers[STAFF_SESSION_HEADER] = staff;
    req.headers.authorization = token;
    req.url = req.originalUrl;
    forward(req, res);
  });
  return router;
}

/** The marketplace in this process: its doors' listener takes the request as it is. */
export const inProcessForward = (listener: http.RequestListener): FormForward => (req, res) => void listener(req, res);

/** The marketplace service at its addresses (taken in turn): the body streamed there, the answer streamed back. */
export function remoteForward(addresses: readonly string[]): FormForward {
  let turn = 0;
  return (req, res) => {
    const base = addresses[turn++ % addresses.length]!;
    const url = new URL(req.originalUrl, base);
    const upstream = (url.protocol === 'https:' ? https : http).request(url, { method: req.method, headers: { ...req.headers, host: url.host } }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    // Never sent again: a form whose sending began may have been taken.
    upstream.on('error', () => {
      req.resume();
      if (res.headersSent) return void res.destroy();
      res.status(503).set('retry-after', '5').json({ error: 'unavailable', message: 'marketplace unavailable' });
    });
    req.pipe(upstream);
  };
}
