/**
 * /robots.txt: everything crawlable except the API, the search pages, carts and the country picker;
 * points at the sitemap index. Robots rules are path prefixes, and some editions' search word is the
 * first word of their article paths (/fr-FR/recherche, /fr-FR/recherche-piece/...), so each blocked
 * page is named exactly: the path alone ($), with a query (?) or below it (/), never as a bare prefix.
 */
import type { RequestHandler } from 'express';
import { LOCALES, type Locale } from '../../../locales/editions';
import type { Config } from '../../config/config';
import { originOf } from '../visitor/request-context';
import { pathFor, routeName, type PageName } from '../routes/table';

const BLOCKED: PageName[] = ['Search', 'Cart', 'DeliveryCountry', 'FulltextSearch'];

/** The blocked paths of the editions this host serves: all of them with prefixes, or one edition on its own host. */
export function blockedPaths(hostLocale?: Locale): string[] {
  const locales = hostLocale ? [hostLocale] : LOCALES;
  const paths = new Set<string>();
  for (const locale of locales) {
    for (const page of BLOCKED) paths.add(pathFor(routeName(page, locale), {}, { prefix: !hostLocale }));
  }
  return [...paths];
}

export function robotsTxt(origin: string, hostLocale?: Locale): string {
  const rules = ['/api/', ...blockedPaths(hostLocale).flatMap((path) => [`${path}$`, `${path}?`, `${path}/`])];
  const lines = ['User-agent: *', 'Allow: /', ...rules.map((rule) => `Disallow: ${rule}`), '', `Sitemap: ${origin}/sitemap.xml`, ''];
  return lines.join('\n');
}

export function robots(config: Pick<Config, 'EDITION_HOSTS'>): RequestHandler {
  return (req, res) => {
    const hostLocale = config.EDITION_HOSTS[req.hostname.toLowerCase()];
    res.type('text/plain').set('cache-control', 'public, max-age=86400').send(robotsTxt(originOf(req), hostLocale));
  };
}
