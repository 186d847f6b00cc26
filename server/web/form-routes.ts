/** What the no-JS write paths (account, checkout) share: the page a POST was sent to, links, and the 303 after it. */
import type { Request, Response } from 'express';
import type { Locale } from '../../locales/editions';
import { localsOf } from './request-context';
import { matchRoute, pathFor, type PageName, type PageParams, type RouteMatch } from './routes/table';

/** The route of the page a form posted to, under the edition's path. */
export function routeOf(req: Request, res: Response): RouteMatch | null {
  const { locale } = localsOf(res);
  if (!locale) return null;
  return matchRoute((res.locals.editionPath as string | undefined) ?? req.path, locale);
}

/** A link to a page of this request's edition (with or without its prefix). */
export function linkTo<P extends PageName>(res: Response, page: P, params: PageParams[P], query?: Record<string, string>): string {
  const { locale, prefixed } = localsOf(res);
  return pathFor(`${page}___${locale}` as `${P}___${Locale}`, params, { prefix: prefixed, query });
}

/** Post/Redirect/Get: the answer to a handled form is never stored. */
export function done(res: Response, location: string): void {
  res.set('cache-control', 'no-store').redirect(303, location);
}
