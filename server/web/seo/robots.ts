/** /robots.txt: everything crawlable except the API, the search redirect, carts and the country picker; points at the sitemap index. */
import type { RequestHandler } from 'express';
import { LOCALES } from '../../../locales/editions';
import { originOf } from '../request-context';
import { pathFor } from '../routes/table';

export function robotsTxt(origin: string): string {
  const disallow = new Set<string>(['/api/', pathFor('Search___de-DE', {})]);
  for (const locale of LOCALES) {
    disallow.add(pathFor(`Cart___${locale}`, {}));
    disallow.add(pathFor(`DeliveryCountry___${locale}`, {}));
    disallow.add(pathFor(`FulltextSearch___${locale}`, {}));
  }
  const lines = ['User-agent: *', 'Allow: /', ...[...disallow].map((path) => `Disallow: ${path}`), '', `Sitemap: ${origin}/sitemap.xml`, ''];
  return lines.join('\n');
}

export const robots: RequestHandler = (req, res) => {
  res.type('text/plain').set('cache-control', 'public, max-age=86400').send(robotsTxt(originOf(req)));
};
