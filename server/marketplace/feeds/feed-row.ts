/** One feed row (cells by column) -> the offer it describes, or why it cannot be one. */
import { normalisePartNumber } from '../search/part-number';
import type { ColumnKey } from './fields';
import { normaliseEan, parseCount, parseDeliveryDays, parseGoogleShipping, parseList, parseMoney } from './values';

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
  /** JSON of per-country price/shipping, or null when the feed has none. */
  countryTerms: string | null;
}

export interface Rejection { reason: string; detail: string }

export type RowResult = { offer: FeedOffer } | { rejection: Rejection };

const DEFAULT_DELIVERY_DAYS = 2;

export function readRow(cells: string[], columns: Map<ColumnKey, number>): RowResult {
  const cell = (key: ColumnKey): string | undefined => {
    const index = columns.get(key);
    if (index === undefined) return undefined;
    const value = cells[index]?.trim();
    return value ? value : undefined;
  };
  const sku = cell('sku');
  if (!sku) return { rejection: { reason: 'missing-field', detail: 'sku' } };
  const brand = cell('brand') ?? '';
  const mpn = cell('mpn') ?? '';
  const eanText = cell('ean');
  const ean = normaliseEan(eanText);
  if (!ean && !(brand && mpn)) return { rejection: { reason: 'missing-field', detail: brand ? 'mpn' : 'brand' } };

  const priceText = cell('price');
  const countryTerms: Record<string, { price?: number; shipping?: number }> = {};
  for (const [key, index] of columns) {
    const [kind, country] = key.split('.');
    if (!country) continue;
    const cents = parseMoney(cells[index]);
    if (cents !== undefined) (countryTerms[country] ??= {})[kind as 'price' | 'shipping'] = cents;
  }
  const shippingText = cell('shipping');
  const google = shippingText ? parseGoogleShipping(shippingText) : undefined;
  if (google) for (const [country, cents] of google) (countryTerms[country] ??= {}).shipping = cents;
  else if (shippingText && parseMoney(shippingText) === undefined) return { rejection: { reason: 'bad-value', detail: `shipping "${shippingText.slice(0, 40)}"` } };

  // The plain price column is the default; a feed with only per-country prices uses the first one.
  const firstCountryPrice = Object.values(countryTerms).find((terms) => terms.price !== undefined)?.price;
  if (!priceText && firstCountryPrice === undefined) return { rejection: { reason: 'missing-field', detail: 'price' } };
  const priceCents = priceText ? parseMoney(priceText) : firstCountryPrice;
  if (priceCents === undefined || priceCents <= 0) return { rejection: { reason: 'bad-price', detail: `"${(priceText ?? '').slice(0, 40)}"` } };

  const depositText = cell('deposit');
  const refundCents = depositText ? parseMoney(depositText) : 0;
  if (refundCents === undefined) return { rejection: { reason: 'bad-value', detail: `deposit "${depositText!.slice(0, 40)}"` } };
  const stockText = cell('stock');
  const stock = stockText ? parseCount(stockText) : 0;
  if (stock === undefined) return { rejection: { reason: 'bad-value', detail: `stock "${stockText!.slice(0, 40)}"` } };

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
      countryTerms: Object.keys(countryTerms).length ? JSON.stringify(countryTerms) : null,
    },
  };
}
