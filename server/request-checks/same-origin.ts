/**
 * Whether a state-changing request comes from this site: CSRF protection without tokens, so plain
 * HTML forms keep working. One rule for the web tier and the uploads mounted beside it. Browsers
 * say where a request comes from in Sec-Fetch-Site, else in Origin, else in Referer. Sec-Fetch-Site
 * comes first because pages sent with `Referrer-Policy: no-referrer` make the browser post their
 * forms with `Origin: null`, even to their own origin. A request carrying none of them is not a
 * browser's cross-site request (old browsers still send Referer on form posts) and the SameSite
 * cookies cover the rest. Over plain http on a host name (a staging box) Chromium sends no
 * Sec-Fetch-Site, so there the Origin decides: the pages' own policy (`same-origin`) lets the
 * browser name it. The shop's configured public origins count as this site whatever Host the
 * request arrived with (a proxy that passes its own).
 */
import type { Request } from 'express';

function hostsOf(req: Request, trustProxy: boolean): string[] {
  const hosts = [req.get('host')];
  // Behind a TLS proxy the browser's host may arrive in X-Forwarded-Host.
  if (trustProxy) hosts.push(req.get('x-forwarded-host')?.split(',')[0]?.trim());
  return hosts.filter((h): h is string => Boolean(h)).map((h) => h.toLowerCase());
}

/** The scheme the browser used: behind a trusted proxy the one it forwarded. */
function schemeOf(req: Request, trustProxy: boolean): string {
  const forwarded = trustProxy ? req.get('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase() : undefined;
  return forwarded || req.protocol;
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

/** The origins a form of this site may come from: the request's own, and the configured ones. */
export function expectedOrigins(req: Request, trustProxy: boolean, publicOrigins: readonly string[] = []): string[] {
  const scheme = schemeOf(req, trustProxy);
  return [...new Set([...hostsOf(req, trustProxy).map((host) => `${scheme}://${host}`), ...publicOrigins.map((origin) => origin.toLowerCase())])];
}

/** Where the browser says the request comes from, as scheme://host only (a Referer's path may hold a token). */
export function claimedOrigin(req: Request): string | undefined {
  const source = req.get('origin') ?? req.get('referer');
  if (source === undefined || source === 'null') return source;
  const from = originOf(source);
  return from ? `${from.scheme}://${from.host}` : 'unreadable';
}

export function isSameOrigin(req: Request, trustProxy: boolean, publicOrigins: readonly string[] = []): boolean {
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
  if (from === undefined) return false;
  if (from.scheme === schemeOf(req, trustProxy) && hostsOf(req, trustProxy).includes(from.host)) return true;
  return publicOrigins.some((configured) => {
    const own = originOf(configured);
    return own !== undefined && own.scheme === from.scheme && own.host === from.host;
  });
}
