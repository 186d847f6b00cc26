/** hreflang alternates for pages whose params are the same in every edition (only route words differ). */
import { LOCALES, type Locale } from '../../../../locales/editions';
import { pageExists, pathFor, routeName, type PageName, type PageParams } from '../../routes/table';
import type { PageContext } from '../types';

type Query = Record<string, string | undefined>;

export function editionAlternates<P extends PageName>(context: PageContext, page: P, params: PageParams[P], query?: Query): Record<string, string> {
  const alternates: Record<string, string> = {};
  const locales = LOCALES.filter((locale) => pageExists(page, locale));
  for (const locale of locales) {
    alternates[locale] = context.absolute(pathFor(routeName(page, locale) as `${P}___${Locale}`, params, { query }));
  }
  if (alternates['de-DE']) alternates['x-default'] = alternates['de-DE'];
  return alternates;
}
