/** Layouts told from the file, Google's XML as rows, availability as stock, a mapped column before a common name, sealed passwords. */
import fs from 'node:fs';
import path from 'node:path';
import { feedCredentialsSecret, loadConfig } from '../../config/config';
import { keptSecret } from '../../config/kept-secret';
import { feedCredentials } from './credentials';
import { readRow } from './feed-row';
import { formatOfHeader, looksLikeXml, rowDefaultsOf } from './formats';
import { googleXmlRecords } from './google-xml';
import { DEFAULT_FEED_BOUNDS } from './bounds';
import { resolveColumns } from './mapping';
import { readAvailability } from './values';
import { tempDir } from '../../../test/support/temp-dir';

async function rows(xml: string): Promise<string[][]> {
  const out: string[][] = [];
  for await (const { record } of googleXmlRecords((async function* () { yield* xml.match(/[\s\S]{1,7}/g)!; })(), DEFAULT_FEED_BOUNDS)) out.push(record);
  return out;
}

test('the layout is told from the first bytes and the header, not the name', () => {
  expect(looksLikeXml('\uFEFF  <?xml version="1.0"?><rss>')).toBe(true);
  expect(looksLikeXml('sku;price')).toBe(false);
  expect(formatOfHeader(['id', 'title', 'price', 'availability'], '\t', 0)).toBe('google-tsv');
  expect(formatOfHeader(['id', 'title', 'price', 'link'], ',', 0)).toBe('google-csv');
  expect(formatOfHeader(['sku', 'brand', 'hans', 'eans', 'price', 'deliveryCosts_dhl'], ',', 0)).toBe('idealo-csv');
  expect(formatOfHeader(['Interne Nr', 'VK'], ';', 2)).toBe('mapped');
  expect(formatOfHeader(['sku', 'brand', 'mpn', 'price'], ';', 0)).toBe('csv');
});

test('Google XML items become rows; nested shipping becomes the text notation; a DTD entity is not expanded', async () => {
  const xml = '<?xml version="1.0"?><rss xmlns:g="http://base.google.com/ns/1.0" version="2.0"><channel><title>x</title><item><title>Plain</title><g:id>A1</g:id><g:price>88.29 EUR</g:price>'
    + '<g:shipping><g:country>DE</g:country><g:service>Standard</g:service><g:price>4.95 EUR</g:price></g:shipping><g:shipping><g:country>AT</g:country><g:price>6.90 EUR</g:price></g:shipping>'
    + '<g:additional_image_link>https://a/1.jpg</g:additional_image_link><g:additional_image_link>https://a/2.jpg</g:additional_image_link></item></channel></rss>';
  const [header, row] = await rows(xml);
  const cell = (name: string) => row![header!.indexOf(name)];
  expect(cell('id')).toBe('A1');
  expect(cell('title')).toBe('Plain');
  expect(cell('price')).toBe('88.29 EUR');
  expect(cell('shipping')).toBe('DE::Standard:4.95 EUR,AT:::6.90 EUR');
  expect(cell('additional_image_link')).toBe('https://a/1.jpg,https://a/2.jpg');
  await expect(rows('<!DOCTYPE r [<!ENTITY x "boom">]><rss><channel><item><g:id xmlns:g="http://base.google.com/ns/1.0">&x;</g:id></item></channel></rss>')).rejects.toThrow(/not well-formed/);
});

test('availability is the stock; a sale price under the price is the price; idealo lists and delivery costs', () => {
  expect(['in stock', 'in_stock', 'https://schema.org/InStock', 'Auf Lager'].map(readAvailability)).toEqual(['in stock', 'in stock', 'in stock', 'in stock']);
  expect(readAvailability('backorder')).toBe('backorder');
  const google = resolveColumns(['id', 'brand', 'mpn', 'price', 'sale_price', 'availability']);
  expect(readRow(['A', 'Mahle', 'OC 359', '12.49 EUR', '9.99 EUR', 'in stock'], google)).toMatchObject({ offer: { priceCents: 999, stock: 10 } });
  expect(readRow(['A', 'Mahle', 'OC 359', '12.49 EUR', '', 'preorder'], google)).toMatchObject({ offer: { stock: 0 } });
  expect(readRow(['A', 'Mahle', 'OC 359', '12.49 EUR', '', 'bald'], google)).toMatchObject({ rejection: { reason: 'bad-value' } });
  const headers = ['sku', 'brand', 'hans', 'eans', 'price', 'deliveryCosts_dhl', 'paymentCosts_paypal'];
  const idealo = resolveColumns(headers);
  const read = readRow(['I', 'Vaico', 'V32-9406,V329406', '4006381333963,4006381333962', '21.40', '4.90', '0.00'], idealo, rowDefaultsOf('idealo-csv'));
  expect(read).toMatchObject({ offer: { mpn: 'V329406', ean: '4006381333962', stock: 10 } });
  expect(readRow(['I', 'Vaico', 'V32-9406', '', '21.40', 'gratis', ''], idealo, rowDefaultsOf('idealo-csv'))).toMatchObject({ rejection: { reason: 'bad-value' } });
});

test('a mapped column sets the common name aside only in a file that has it', () => {
  expect(resolveColumns(['Preis', 'VK brutto'], { price: 'VK brutto' }).get('price')).toBe(1);
  expect(resolveColumns(['Preis', 'other'], { price: 'VK brutto' }).get('price')).toBe(0);
});

test('a password is sealed (AES-GCM, bound to the shop) and opens only with its key; the key is kept beside the SQLite file', () => {
  const dir = tempDir('spareo-feed-key-');
  const config = loadConfig({ DATABASE_PATH: path.join(dir, 'spareo.db') });
  const secret = feedCredentialsSecret(config, keptSecret)!;
  expect(fs.readFileSync(path.join(dir, 'feed-credentials-key'), 'utf8').trim()).toBe(secret);
  expect(feedCredentialsSecret(config, keptSecret)).toBe(secret); // the same after a restart
  expect(feedCredentialsSecret({ ...config, DATABASE_URL: 'postgres://x/y' }, keptSecret)).toBeUndefined();
  const credentials = feedCredentials(secret);
  const sealed = credentials.seal(7, 'geheim');
  expect(sealed).not.toContain('geheim');
  expect(credentials.seal(7, 'geheim')).not.toBe(sealed); // a fresh IV each time
  expect(credentials.open(7, sealed)).toBe('geheim');
  const [v, iv, tag, data] = sealed.split('.');
  expect(() => credentials.open(7, [v, iv, tag, `A${data!.slice(1)}`].join('.'))).toThrow();
  expect(() => feedCredentials('another key of more than thirty-two characters').open(7, sealed)).toThrow();
});
