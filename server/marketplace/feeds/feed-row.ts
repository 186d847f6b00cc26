/** One feed row (cells by column) -> the offer it describes, or why it cannot be one. */
import { normalisePartNumber } from '../search/part-number';
import type { ColumnKey } from './fields';
import { readEan, parseDeliveryDays, parseGoogleShipping, parseList, readCount, readMoney } from './values';

export interface FeedOffer {
  sku: string;
  brand: string;
  mpn: string;
  ean: string | undefined;
  oe: string[];
  priceCents: number;
  refundCents: number;
  stock: number;
  deliveryDays: number;
  url: string | null;
  image: string | null;
  /** Further photos (Google's additional_image_link: up to ten links in one cell). */
  images: string[];
  /** A link to the article's data sheet (PDF). */
  document: string | null;
  /** JSON of per-country price/shipping, or null when the feed has none. */
  countryTerms: string | null;
  /** The identifying cells as sent, for the report when the catalogue knows none of them. */
  sent: { brand: string | null; mpn: string | null; ean: string | null };
}

/** Why a row is no offer; `cell` is the cell at fault exactly as sent (null: the cell is missing or empty). */
export interface Rejection { reason: string; detail: string; cell?: string | null }

export type RowResult = { offer: FeedOffer } | { rejection: Rejection };

const DEFAULT_DELIVERY_DAYS = 2;
/** Google takes ten further photos per offer; a page shows fewer. */
const MAX_FURTHER_PHOTOS = 10;

/** Links in one cell, separated by commas, spaces, | or line breaks (a link's own comma is escaped as %2C). */
const parseLinks = (text: string | undefined): string[] => (text ?? '').split(/[\s,|]+/).map((link) => link.trim().slice(0, 2000)).filter(Boolean);

/** The report's detail: the column, the cell as given (shortened, line breaks shown) and what is wrong with it. */
const detailOf = (column: string, text: string, problem: string) => `${column} "${JSON.stringify(text.slice(0, 40)).slice(1, -1)}": ${problem}`;

export function readRow(cells: string[], columns: Map<ColumnKey, number>): RowResult {
  const cell = (key: ColumnKey): string | undefined => {
    const index = columns.get(key);
    if (index === undefined) return undefined;
    const value = cells[index]?.trim();
    return value ? value : undefined;
  };
  const sent = (key: ColumnKey): string | null => {
    const index = columns.get(key);
    return index === undefined ? null : (cells[index] ?? null);
  };
  const sku = cell('sku');
  if (!sku) return { rejection: { reason: 'missing-field', detail: 'sku', cell: sent('sku') } };
  const brand = cell('brand') ?? '';
  const mpn = cell('mpn') ?? '';
  const eanRead = readEan(cell('ean'));
  const ean = eanRead && 'ean' in eanRead ? eanRead.ean : undefined;
  // Brand and number name the article by themselves: a broken EAN beside them is passed over.
  if (!(brand && mpn)) {
    if (eanRead && 'problem' in eanRead) return { rejection: { reason: 'bad-ean', detail: eanRead.problem, cell: sent('ean') } };
    if (!ean) return { rejection: { reason: 'missing-field', detail: brand ? 'mpn' : 'brand', cell: sent(brand ? 'mpn' : 'brand') } };
  }

  const priceText = cell('price');
  const countryTerms: Record<string, { price?: number; shipping?: number }> = {};
  for (const [key, index] of columns) {
    const [kind, country] = key.split('.');
    const text = cells[index]?.trim();
    if (!country || !text) continue;
    const read = readMoney(text);
    if ('problem' in read) return { rejection: { reason: kind === 'price' ? 'bad-price' : 'bad-value', detail: detailOf(key, text, read.problem), cell: cells[index] } };
    (countryTerms[country] ??= {})[kind as 'price' | 'shipping'] = read.value;
  }
  const shippingText = cell('shipping');
  const google = shippingText ? parseGoogleShipping(shippingText) : undefined;
  if (google) for (const [country, cents] of google) (countryTerms[country] ??= {}).shipping = cents;
  else if (shippingText) {
    const read = readMoney(shippingText);
    if ('problem' in read) return { rejection: { reason: 'bad-value', detail: detailOf('shipping', shippingText, read.problem), cell: sent('shipping') } };
  }

  // The plain price column is the default; a feed with only per-country prices uses the first one.
  const firstCountryPrice = Object.values(countryTerms).find((terms) => terms.price !== undefined)?.price;
  if (!priceText && firstCountryPrice === undefined) return { rejection: { reason: 'missing-field', detail: 'price', cell: sent('price') } };
  const price = priceText ? readMoney(priceText) : { value: firstCountryPrice! };
  if ('problem' in price) return { rejection: { reason: 'bad-price', detail: detailOf('price', priceText!, price.problem), cell: sent('price') } };
  if (price.value <= 0) return { rejection: { reason: 'bad-price', detail: detailOf('price', priceText ?? '', 'zero'), cell: sent('price') } };
  const priceCents = price.value;

  const depositText = cell('deposit');
  const deposit = depositText ? readMoney(depositText) : { value: 0 };
  if ('problem' in deposit) return { rejection: { reason: 'bad-value', detail: detailOf('deposit', depositText!, deposit.problem), cell: sent('deposit') } };
  const refundCents = deposit.value;
  const stockText = cell('stock');
  const stockRead = stockText ? readCount(stockText) : { value: 0 };
  if ('problem' in stockRead) return { rejection: { reason: 'bad-value', detail: detailOf('stock', stockText!, stockRead.problem), cell: sent('stock') } };
  const stock = stockRead.value;

  return {
    offer: {
      sku: sku.slice(0, 100),
      brand,
      mpn: normalisePartNumber(mpn),
      ean,
      oe: parseList(cell('oe')),
      priceCents,
      refundCents,
      stock: Math.min(stock, 1_000_000),
      deliveryDays: parseDeliveryDays(cell('delivery')) ?? DEFAULT_DELIVERY_DAYS,
      url: cell('url')?.slice(0, 2000) ?? null,
      image: cell('image')?.slice(0, 2000) ?? null,
      images: parseLinks(cell('images')).slice(0, MAX_FURTHER_PHOTOS),
      document: cell('document')?.slice(0, 2000) ?? null,
      countryTerms: Object.keys(countryTerms).length ? JSON.stringify(countryTerms) : null,
      sent: { brand: sent('brand'), mpn: sent('mpn'), ean: sent('ean') },
    },
  };
}
