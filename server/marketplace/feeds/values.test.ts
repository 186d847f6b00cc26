/** Cell values as shops write them, and the decisions taken from a file's first bytes. */
import { detectDelimiter, detectEncoding, isGzip } from './decode';
import { foldBrand } from './brands';
import { columnFromHeader } from './fields';
import { normaliseEan, parseCount, parseDeliveryDays, parseGoogleShipping, parseList, parseMoney, readMoney } from './values';

test.each<[string, number | undefined]>([
  ['12,90', 1290], ['12.90', 1290], ['1.234,50 €', 123450], ['1,234.50', 123450], ['EUR 7', 700], ['24.90 EUR', 2490], ['0,5', 50],
  ['gratis', undefined], ['-3,00', undefined], ['', undefined], ['1,2,3', undefined],
  ['1e308', undefined], ['0x10', undefined], ['12\n90', undefined], ['Infinity', undefined], ['1 000 001,00', undefined], ['1 000 000,00', 100_000_000], ['€ 1\u00a0234,5', 123450],
  ['1234', 123400], ['1.234,56', 123456], ['1,234.56', 123456], ['12,34', 1234],
  // A lone mark before three digits is refused, not read as 1,23 € (or 1,00 € through a float's error).
  ['1.234', undefined], ['1,234', undefined], ['1.005', undefined], ['12,345', undefined], ['1.234,567', undefined],
])('parseMoney(%p) = %p', (text, cents) => expect(parseMoney(text)).toBe(cents));

test.each([
  ['1.234', /^a point or comma before three digits/], ['1.005', /^a point or comma before three digits/], ['1234,567', /^three decimals/],
])('readMoney(%p) says why it is no amount', (text, problem) => expect(readMoney(text)).toEqual({ problem: expect.stringMatching(problem) }));

test.each<[string, number | undefined]>([
  ['12', 12], ['12,0', 12], ['> 50', 50], ['5 Stück', 5], ['0', 0], ['5000000', 1_000_000],
  ['-5', undefined], ['0x10', undefined], ['1e3', undefined], ['1.000', undefined], ['5\n0', undefined], ['viele', undefined],
])('parseCount(%p) = %p', (text, count) => expect(parseCount(text)).toBe(count));

test('lists, delivery times, EAN/GTIN and Google shipping', () => {
  expect(parseList('1K0 615 301 AA | 5Q0615301F,  ;x')).toEqual(['1K0 615 301 AA', '5Q0615301F', 'x']);
  expect(parseDeliveryDays('1-3 Werktage')).toBe(3);
  expect(parseDeliveryDays('sofort')).toBeUndefined();
  expect(normaliseEan('04047024123458')).toBe('4047024123458');
  expect(normaliseEan('123')).toBeUndefined();
  expect(parseGoogleShipping('DE:::4.95 EUR,AT::Standard:6,90 EUR')).toEqual(new Map([['DE', 495], ['AT', 690]]));
});

test('brand spellings fold to one key; headers of idealo and Google map to fields', () => {
  expect(new Set(['BOSCH', 'bosch', 'Bosch GmbH']).size).toBe(3);
  expect(new Set(['BOSCH', 'bosch', 'Bosch GmbH'].map(foldBrand))).toEqual(new Set(['bosch']));
  expect(foldBrand('Lemförder')).toBe('lemforder');
  expect(foldBrand('Robert Bosch GmbH')).toBe('robertbosch');
  expect([columnFromHeader('Herstellerartikelnummer'), columnFromHeader('image_link'), columnFromHeader('gtin'), columnFromHeader('Preis_AT'), columnFromHeader('shipping DE'), columnFromHeader('Farbe')])
    .toEqual(['mpn', 'image', 'ean', 'price.AT', 'shipping.DE', undefined]);
});

test('encoding, delimiter and gzip are told from the first bytes', () => {
  expect(detectEncoding(Buffer.from('Stoßdämpfer', 'utf8'))).toBe('utf-8');
  expect(detectEncoding(Buffer.from('Stoßdämpfer', 'utf8').subarray(0, 4))).toBe('utf-8'); // a character cut by the chunk
  expect(detectEncoding(Buffer.from([0x53, 0x74, 0x6f, 0xdf, 0x64, 0xe4]))).toBe('windows-1252');
  expect(detectDelimiter('a;b;"c,d,e"\n1,2,3')).toBe(';');
  expect(detectDelimiter('a\tb\tc')).toBe('\t');
  expect(detectDelimiter('sku,brand')).toBe(',');
  expect(isGzip(Buffer.from([0x1f, 0x8b, 8]))).toBe(true);
});
