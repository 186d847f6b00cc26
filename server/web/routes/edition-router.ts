/**
 * Which edition serves a request: a pure function returning a decision, wrapped by a thin
 * middleware in app.ts (after Astro's i18n router). Unit-tested without HTTP.
 */
import { DEFAULT_LOCALE, EDITIONS, LOCALES, isLocale, type Locale } from '../../../locales/editions';

export type EditionDecision =
  | { kind: 'continue'; locale: Locale; path: string; prefixed: boolean; remember: boolean }
  | { kind: 'redirect'; location: string; status: 301 | 302 };

export interface EditionRequest {
  path: string;
  /** Query string including '?', or ''. */
  search?: string;
  host?: string;
  /** The locale the visitor prefers: cookie, then Accept-Language, then the default. */
  preferred: Locale;
  /** Host -> edition map: an edition served on its own domain has no path prefix there. */
  hostEditions?: Record<string, Locale>;
  /** Only reads (GET, HEAD; the default) are sent to the path without a trailing slash: a redirected form post would lose its body. */
  method?: string;
}

/**
 * The one form of a path: no trailing slash (the home of the default edition is '/'). What it
 * returns becomes a Location, so leading slashes and backslashes collapse to one '/': '//host' or
 * '/\\host' there would leave the site.
 */
function withoutTrailingSlash(path: string): string {
  const trimmed = path.replace(/\/+$/, '');
  return trimmed ? trimmed.replace(/^[/\\\s]+/, '/') : '/';
}

const PREFIXED = new Map<string, Locale>(
  LOCALES.filter((l) => EDITIONS[l].prefix).map((l) => [EDITIONS[l].prefix.slice(1).toLowerCase(), l]),
);

export function decideEdition(request: EditionRequest): EditionDecision {
  const { path, search = '' } = request;
  const reads = request.method === undefined || request.method === 'GET' || request.method === 'HEAD';
  const slashed = reads && path !== '/' && path.endsWith('/');
  const hostLocale = request.host ? request.hostEditions?.[request.host.toLowerCase()] : undefined;
  if (hostLocale) {
    if (slashed) return { kind: 'redirect', location: `${withoutTrailingSlash(path)}${search}`, status: 301 };
    return { kind: 'continue', locale: hostLocale, path, prefixed: false, remember: true };
  }

  const [, first = '', ...rest] = path.split('/');
  // What remains after the prefix becomes a Location: '//host' or '/\\host' there would leave the site.
  const restPath = `/${rest.join('/')}`.replace(/^[/\\\s]+/, '/');
  // The default edition has no prefix: /de-DE/... is the same page without it.
  if (first.toLowerCase() === DEFAULT_LOCALE.toLowerCase()) {
    return { kind: 'redirect', location: `${reads ? withoutTrailingSlash(restPath) : restPath}${search}`, status: 301 };
  }
  const prefixed = PREFIXED.get(first.toLowerCase());
  if (prefixed) {
    // An edition's home is its bare prefix (/fr-FR), as pathFor writes it; /fr-FR/ redirects there.
    const rest = reads ? withoutTrailingSlash(restPath) : restPath;
    const canonical = `/${prefixed}${rest === '/' ? '' : rest}`;
    if (first !== prefixed || (reads && path !== canonical)) return { kind: 'redirect', location: `${canonical}${search}`, status: 301 };
    return { kind: 'continue', locale: prefixed, path: restPath, prefixed: true, remember: true };
  }
  if (slashed) return { kind: 'redirect', location: `${withoutTrailingSlash(path)}${search}`, status: 301 };
  // A first visit to the bare home goes to the visitor's preferred edition.
  if (path === '/' && request.preferred !== DEFAULT_LOCALE && isLocale(request.preferred)) {
    return { kind: 'redirect', location: `${EDITIONS[request.preferred].prefix}${search}`, status: 302 };
  }
  // Any other unprefixed path is an explicit choice of the default edition, except the bare
  // home, which must not overwrite a preference it did not act on.
  return { kind: 'continue', locale: DEFAULT_LOCALE, path, prefixed: false, remember: path !== '/' };
}
