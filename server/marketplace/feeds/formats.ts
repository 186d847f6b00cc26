/**
 * Which layout a feed comes in, told from its first bytes and its header (never from the file's
 * name): Google Merchant Center's RSS 2.0 XML or its text layout, idealo's CSV, a layout the shop
 * mapped on the portal's screen, or the common names. The import's report names what it found, and
 * the layout says what a row leaves out means (an idealo row without a stock column is for sale).
 */
import { type RowDefaults, PLAIN_DEFAULTS, UNCOUNTED_STOCK } from './feed-row';
import { type ColumnKey, foldHeader } from './fields';

export const FEED_FORMATS = ['google-xml', 'google-tsv', 'google-csv', 'idealo-csv', 'mapped', 'csv'] as const;
export type FeedFormat = (typeof FEED_FORMATS)[number];

/** True when the text is XML (an RSS or Atom document), told by its first non-blank character. */
export const looksLikeXml = (text: string): boolean => /^\uFEFF?\s*</.test(text);

/** The layout a delimited feed's header shows. `mapped`: the shop's own mapping named one of its columns. */
export function formatOfHeader(headers: string[], delimiter: string, mappedColumns: number): FeedFormat {
  const names = new Set(headers.map(foldHeader));
  if (names.has('hans') || names.has('eans') || names.has('categorypath') || [...names].some((name) => name.startsWith('deliverycosts'))) return 'idealo-csv';
  if (names.has('id') && names.has('price') && (names.has('availability') || names.has('image link') || names.has('link'))) return delimiter === '\t' ? 'google-tsv' : 'google-csv';
  return mappedColumns > 0 ? 'mapped' : 'csv';
}

/** What a row of the layout means by what it leaves out. */
export function rowDefaultsOf(format: FeedFormat): RowDefaults {
  return format === 'idealo-csv' ? { uncountedStock: UNCOUNTED_STOCK, availableUnlessSaid: true } : PLAIN_DEFAULTS;
}

/** Which of an offer's required columns the resolved header lacks (empty: it can be imported). */
export function missingColumns(columns: Map<ColumnKey, number>): string[] {
  const missing: string[] = [];
  if (!columns.has('sku')) missing.push('sku');
  if (!columns.has('price') && ![...columns.keys()].some((key) => key.startsWith('price.'))) missing.push('price');
  if (!columns.has('ean') && !(columns.has('brand') && (columns.has('mpn') || columns.has('mpns')))) missing.push('brand and mpn, or ean');
  return missing;
}
