/** One feed row (cells by column) -> the offer it describes, or why it cannot be one. */
import { normalisePartNumber } from '../search';
import type { ColumnKey } from './fields';
import { readAvailability, readEan, parseDeliveryDays, parseGoogleShipping, parseList, readCount, readMoney } from './values';

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

/** What a layout means by what it leaves out. */
export interface RowDefaults {
  /**
   * The stock of a row that says it is available without a count (Google's "in stock" and no
   * quantity; an idealo row, whose template has no stock column: idealo lists what can be bought).
   */
  uncountedStock: number;
  /** A row without a stock or availability column is available (idealo's layout). */
  availableUnlessSaid: boolean;
}

/** Enough for a shopper's order of a few; the shop's next feed with a count says more. */
export const UNCOUNTED_STOCK = 10;
export const PLAIN_DEFAULTS: RowDefaults = { uncountedStock: UNCOUNTED_STOCK, availableUnlessSaid: false };

const DEFAULT_DELIVERY_DAYS = 2;
/** Google takes ten further photos per offer; a page shows fewer. */
const MAX_FURTHER_PHOTOS = 10;

/** Links in one cell, separated by commas, spaces, | or line breaks (a link's own comma is escaped as %2C). */
const parseLinks = (text: string | undefined): string[] => (text ?? '').split(/[\s,|;]+/).map((link) => link.trim().slice(0, 2000)).filter(Boolean);

/** The report's detail: the column, the cell as given (shortened, line breaks shown) and what is wrong with it. */
const detailOf = (column: string, text: string, problem: string) => `${column} "${JSON.stringify(text.slice(0, 40)).slice(1, -1)}": ${problem}`;

export function readRow(cells: string[], columns: Map<ColumnKey, number>, defaults: RowDefaults = PLAIN_DEFAULTS): RowResult {
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
  // idealo's "hans" lists the manufacturer's numbers: the first names the article.
  const mpn = cell('mpn') ?? parseList(cell('mpns'))[0] ?? '';
  // idealo's "eans" lists several: the first that is a GTIN names the article (else the first one's problem).
  const eanReads = parseList(cell('ean')).map((text) => readEan(text)!);
  const eanRead = eanReads.find((read) => 'ean' in read) ?? eanReads[0];
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
    // idealo's delivery costs per method: each an amount; the shop's shipping table decides the cost, as for a plain shipping column.
    if (kind === 'deliveryCosts') {
      if ('problem' in read) return { rejection: { reason: 'bad-value', detail: detailOf(key, text, read.problem), cell: cells[index] } };
      continue;
    }
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
  let priceCents = price.value;
  // Google's sale price: what the shopper pays while it is given.
  const saleText = cell('salePrice');
  if (saleText) {
    const sale = readMoney(saleText);
    if ('problem' in sale) return { rejection: { reason: 'bad-price', detail: detailOf('sale_price', saleText, sale.problem), cell: sent('salePrice') } };
    if (sale.value > 0 && sale.value < priceCents) priceCents = sale.value;
  }

  const depositText = cell('deposit');
  const deposit = depositText ? readMoney(depositText) : { value: 0 };
  if ('problem' in deposit) return { rejection: { reason: 'bad-value', detail: detailOf('deposit', depositText!, deposit.problem), cell: sent('deposit') } };
  const refundCents = deposit.value;
  const stockText = cell('stock');
  const stockRead = stockText ? readCount(stockText) : { value: 0 };
  if ('problem' in stockRead) return { rejection: { reason: 'bad-value', detail: detailOf('stock', stockText!, stockRead.problem), cell: sent('stock') } };
  let stock = stockRead.value;
  const availabilityText = cell('availability');
  if (availabilityText) {
    const availability = readAvailability(availabilityText);
    if (!availability) return { rejection: { reason: 'bad-value', detail: detailOf('availability', availabilityText, 'not in stock, out of stock, preorder or backorder'), cell: sent('availability') } };
    // Only what is on the shelf is sold: a preorder or backorder waits for the feed that says it arrived.
    if (availability !== 'in stock') stock = 0;
    else if (!stockText) stock = defaults.uncountedStock;
  } else if (!stockText && defaults.availableUnlessSaid && !columns.has('stock') && !columns.has('availability')) {
    stock = defaults.uncountedStock;
  }

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
