/**
 * Google Merchant Center's XML feed (RSS 2.0 with the `g:` namespace, or Atom 1.0) as rows: each
 * `<item>` (or `<entry>`) becomes one row under a fixed header of Google's attribute names, which
 * the common header names already understand. Nested `<g:shipping>` blocks become Google's text
 * notation `DE::Standard:4.95 EUR`, one per country, so both layouts read alike. Streamed through
 * saxes: memory stays flat, no DTD or entity of the file is expanded, and each row is reported
 * with the line of its `<item>`.
 */
import { SaxesParser } from 'saxes';
import { type FeedBounds, lineTooLong } from './bounds';

export const GOOGLE_NS = 'http://base.google.com/ns/1.0';

/** The attributes read (others, such as condition or google_product_category, are passed over). */
export const XML_COLUMNS = ['id', 'title', 'link', 'price', 'sale_price', 'availability', 'quantity', 'gtin', 'brand', 'mpn', 'shipping', 'image_link', 'additional_image_link', 'max_handling_time'] as const;
type XmlColumn = (typeof XML_COLUMNS)[number];
const INDEX = new Map<string, number>(XML_COLUMNS.map((name, index) => [name, index]));
/** RSS's own elements, used when the item has no g: attribute of the name. */
const PLAIN = new Set<XmlColumn>(['title', 'link', 'id']);
/** Google takes up to ten further photos (as separate elements). */
const MAX_LIST = 10;

export interface XmlRecord { record: string[]; line: number }

export class XmlFeedError extends Error {}

/** Rows of the feed: first the header, then one per item. */
export async function* googleXmlRecords(texts: AsyncIterable<string>, bounds: FeedBounds): AsyncGenerator<XmlRecord> {
  const parser = new SaxesParser({ xmlns: true, position: true });
  const ready: XmlRecord[] = [{ record: [...XML_COLUMNS], line: 1 }];
  let item: { values: Map<XmlColumn, string[]>; line: number } | undefined;
  let shipping: Map<string, string> | undefined;
  let field: { name: string; ns: string } | undefined;
  let text = '';
  let failure: Error | undefined;

  parser.on('opentag', (tag) => {
    const name = tag.local;
    if (!item) {
      if (name === 'item' || name === 'entry') item = { values: new Map(), line: parser.line };
      return;
    }
    if (tag.uri === GOOGLE_NS && name === 'shipping' && !shipping) shipping = new Map();
    field = { name, ns: tag.uri };
    text = '';
  });
  const keep = (chunk: string) => {
    if (!field) return;
    text += chunk;
    if (text.length > bounds.maxLineChars) failure ??= lineTooLong(bounds, parser.line);
  };
  parser.on('text', keep);
  parser.on('cdata', keep);
  parser.on('closetag', (tag) => {
    const name = tag.local;
    if (!item) return;
    if (name === 'item' || name === 'entry') {
      ready.push({ record: XML_COLUMNS.map((column) => (item!.values.get(column) ?? []).join(column === 'shipping' || column === 'additional_image_link' ? ',' : '')), line: item.line });
      item = undefined;
      return;
    }
    const value = text.trim();
    text = '';
    field = undefined;
    if (shipping && tag.uri === GOOGLE_NS && name !== 'shipping') {
      if (value) shipping.set(name, value);
      return;
    }
    if (shipping && name === 'shipping') {
      // country:region:service:price, as Google writes it in a text feed.
      const entry = [shipping.get('country') ?? '', shipping.get('region') ?? '', shipping.get('service') ?? '', shipping.get('price') ?? ''].join(':');
      shipping = undefined;
      if (entry.startsWith(':')) return; // no country: nothing to say per country
      add('shipping', entry);
      return;
    }
    const column = name as XmlColumn;
    if (!INDEX.has(column) || !value) return;
    if (tag.uri === GOOGLE_NS) add(column, value, true);
    else if (PLAIN.has(column) && !item.values.has(column)) add(column, value);
  });
  const add = (column: XmlColumn, value: string, google = false) => {
    const list = item!.values.get(column);
    if (column === 'additional_image_link' || column === 'shipping') {
      if (!list) item!.values.set(column, [value]);
      else if (list.length < MAX_LIST * 2) list.push(value);
    } else if (google || !list) item!.values.set(column, [value]);
  };
  parser.on('error', (error) => { failure ??= new XmlFeedError(`the XML is not well-formed: ${error.message.slice(0, 200)}`); });

  for await (const chunk of texts) {
    parser.write(chunk);
    if (failure) throw failure;
    while (ready.length) yield ready.shift()!;
  }
  parser.close();
  if (failure) throw failure;
  while (ready.length) yield ready.shift()!;
}
