/**
 * CSRF protection without tokens, so plain HTML forms keep working: a state-changing request
 * must come from this site. Browsers say where a request comes from in Sec-Fetch-Site, else in
 * Origin, else in Referer; a request carrying none of them is not a browser's cross-site request
 * (old browsers still send Referer on form posts) and the SameSite=Lax cookies cover the rest.
 */
import type { Request, RequestHandler } from 'express';
import { reject } from './reject';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function hostsOf(req: Request, trustProxy: boolean): string[] {
  const hosts = [req.get('host')];
  // Behind a TLS proxy the browser's host may arrive in X-Forwarded-Host.
  if (trustProxy) hosts.push(req.get('x-forwarded-host')?.split(',')[0]?.trim());
  return hosts.filter((h): h is string => Boolean(h)).map((h) => h.toLowerCase());
}

/** scheme://host of an Origin or Referer; an http page posting to the https shop is another origin. */
function originOf(url: string): { scheme: string; host: string } | undefined {
  try {
    const parsed = new URL(url);
    return { scheme: parsed.protocol.replace(/:$/, ''), host: parsed.host.toLowerCase() };
  } catch {
    return undefined;
  }
}

export function isSameOrigin(req: Request, trustProxy: boolean): boolean {
  const site = req.get('sec-fetch-site');
  if (site === 'same-origin' || site === 'none') return true;
  if (site === 'cross-site') return false;
  // 'same-site' (another subdomain) or no Sec-Fetch-Site: decide by the origin's host.
  const origin = req.get('origin');
  const referer = req.get('referer');
  const source = origin ?? referer;
  if (source === undefined) return site === undefined;
  if (source === 'null') return false;
  const from = originOf(source);
  // req.protocol is X-Forwarded-Proto only behind a trusted proxy.
  return from !== undefined && from.scheme === req.protocol && hostsOf(req, trustProxy).includes(from.host);
}

export function sameOriginCheck(options: { trustProxy: boolean }): RequestHandler {
  return (req, res, next) => {
    if (SAFE_METHODS.has(req.method) || isSameOrigin(req, options.trustProxy)) return next();
    req.log?.warn({ origin: req.get('origin'), referer: req.get('referer'), site: req.get('sec-fetch-site') }, 'cross-site request refused');
    reject(req, res, next, 403, 'cross_site_request');
  };
}
