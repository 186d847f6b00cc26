/**
 * /merchant-<locale>.xml and /merchant-<locale>.csv: the edition's product feed for shopping and
 * price-comparison services, in the Google Merchant layout (RSS 2.0 with the g: namespace, or the
 * same attributes as CSV columns). One item per article a shop ships to the edition's country, at
 * its lowest price; image_link and additional_image_link are the photos' largest files on our own
 * origin, the category's icon only for an article without any photo. A marketplace failure answers
 * 503, never a feed written short as if it were whole.
 */
import type { RequestHandler } from 'express';
import { csvText } from '../../shared/csv-writer';
import { CONTEXT_HEADERS } from '../../../contract/headers';
import type { MerchantItem } from '../../../contract/index';
import { EDITIONS, isLocale, type Locale } from '../../../locales/editions';
import type { MarketplaceClient } from '../marketplace-client';
import { originOf } from '../visitor/request-context';
import { editionLink } from './sitemap';
import { hundredths } from '../../../locales/amounts';

const GOOGLE_NAMESPACE = 'http://base.google.com/ns/1.0';
const COLUMNS = ['id', 'title', 'description', 'link', 'image_link', 'additional_image_link', 'price', 'availability', 'brand', 'gtin', 'mpn', 'condition', 'shipping', 'identifier_exists'] as const;
type Column = (typeof COLUMNS)[number];
/** GTIN-8, -12, -13 or -14. */
const GTIN = /^(\d{8}|\d{12,14})$/;

export class MerchantFeedUnavailable extends Error {}

/** Every item of the edition, page by page; throws when any page is the call's fallback. */
async function allItems(marketplace: MarketplaceClient, locale: Locale, pageSize: number): Promise<MerchantItem[]> {
  const headers = { [CONTEXT_HEADERS.locale]: locale, [CONTEXT_HEADERS.deliveryCountry]: EDITIONS[locale].country };
  const items: MerchantItem[] = [];
  for (let page = 1; ; page++) {
    const answer = await marketplace.request('GET /merchant/items', { query: { page: String(page), pageSize: String(pageSize) } }, headers);
    if (!answer.complete) throw new MerchantFeedUnavailable(`page ${page} of ${locale} failed`);
    items.push(...answer.items);
    if (page >= answer.pageCount) return items;
  }
}

/** One item's attributes as the Merchant specification names them. */
function rowOf(item: MerchantItem, locale: Locale, origin: string): Record<Column, string> {
  const edition = EDITIONS[locale];
  const absolute = (path: string) => (path.startsWith('/') ? `${origin}${path}` : path);
  const name = [item.partType, item.keyFacts].filter(Boolean).join(' ');
  const euros = (cents: number) => `${hundredths(cents)} ${edition.currency}`;
  const gtin = item.ean?.trim() ?? '';
  return {
    id: String(item.articleId),
    title: `${item.brand.name} ${name} ${item.articleNumber}`.slice(0, 150),
    description: `${item.brand.name} ${item.articleNumber}: ${name}`,
    link: `${origin}${editionLink(locale)('Article', { brandName: item.brand.seoName, normNumber: item.normNumber })}`,
    image_link: item.images[0] ? absolute(item.images[0]) : '',
    additional_image_link: item.images.slice(1).map(absolute).join(','),
    price: euros(item.priceCents),
    availability: item.inStock ? 'in_stock' : 'out_of_stock',
    brand: item.brand.name,
    gtin: GTIN.test(gtin) ? gtin : '',
    mpn: item.articleNumber,
    condition: 'new',
    // country:region:service:price; the region and service are left empty (the shop's own table).
    shipping: `${edition.country}:::${euros(item.shippingCents)}`,
    identifier_exists: 'yes',
  };
}

export async function merchantXml(items: MerchantItem[], locale: Locale, origin: string): Promise<string> {
  // xmlbuilder2 loads with the first feed asked for, not with every process.
  const { create } = await import('xmlbuilder2');
  const channel = create({ version: '1.0', encoding: 'UTF-8' }).ele('rss', { version: '2.0', 'xmlns:g': GOOGLE_NAMESPACE }).ele('channel');
  channel.ele('title').txt(`Spareo ${locale}`);
  channel.ele('link').txt(`${origin}${editionLink(locale)('Home', {})}`);
  channel.ele('description').txt(`Spareo ${locale}`);
  for (const item of items) {
    const row = rowOf(item, locale, origin);
    const entry = channel.ele('item');
    for (const column of COLUMNS) {
      if (column === 'additional_image_link') {
        for (const link of row.additional_image_link.split(',').filter(Boolean)) entry.ele(GOOGLE_NAMESPACE, 'g:additional_image_link').txt(link);
      } else if (row[column]) {
        entry.ele(GOOGLE_NAMESPACE, `g:${column}`).txt(row[column]);
      }
    }
  }
  return channel.end({ prettyPrint: false });
}

export function merchantCsv(items: MerchantItem[], locale: Locale, origin: string): string {
  const rows = items.map((item) => { const row = rowOf(item, locale, origin); return COLUMNS.map((column) => row[column]); });
  return csvText([[...COLUMNS], ...rows], { delimiter: ',', lineEnd: '\r\n' });
}

export function merchantFeed(marketplace: MarketplaceClient, options: { pageSize?: number } = {}): RequestHandler {
  return async (req, res, next) => {
    const match = /^\/merchant-([\w-]+)\.(xml|csv)$/.exec(req.path);
    const locale = match?.[1];
    if (!match || !isLocale(locale)) return next();
    try {
      const items = await allItems(marketplace, locale, options.pageSize ?? 5_000);
      const origin = originOf(req);
      res.set('cache-control', 'public, max-age=3600');
      if (match[2] === 'xml') res.type('application/xml').send(await merchantXml(items, locale, origin));
      else res.type('text/csv; charset=utf-8').send(merchantCsv(items, locale, origin));
    } catch (error) {
      if (!(error instanceof MerchantFeedUnavailable)) return next(error);
      res.status(503).set('retry-after', '60').type('text/plain').send('The product feed is unavailable; try again shortly.');
    }
  };
}
