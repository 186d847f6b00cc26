/** Reading account paths back: is a redirect target the save path (then the login page says why)? */
import { EDITIONS, type Locale } from '../../../locales/editions';
import { matchRoute } from '../routes/table';

export function isSaveVehiclePath(path: string, locale: Locale): boolean {
  const pathname = path.split(/[?#]/)[0] ?? '';
  const prefix = EDITIONS[locale].prefix;
  const candidates = prefix && pathname.startsWith(`${prefix}/`) ? [pathname.slice(prefix.length), pathname] : [pathname];
  return candidates.some((candidate) => matchRoute(candidate, locale)?.page === 'SaveVehicle');
}

/** The path of this request as the browser sees it (with the edition prefix), without the query. */
export function requestPath(originalUrl: string): string {
  return originalUrl.split('?')[0] ?? '/';
}
