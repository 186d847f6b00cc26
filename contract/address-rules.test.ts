/**
 * The address rules the checkout and the marketplace share: every delivery country the shop offers
 * has a postal code format, each edition's country takes its own codes and refuses its neighbours',
 * phone numbers are judged for the delivery country, and control characters are refused.
 */
import { postcodeValidatorExistsForCountry } from 'postcode-validator';
import { addressProblems, hasControlCharacters, phoneFits, postcodeFits } from './address-rules';
import { DELIVERY_COUNTRIES } from '../locales/editions';

test('every delivery country the shop offers has a postal code format', () => {
  expect(DELIVERY_COUNTRIES.filter((country) => !postcodeValidatorExistsForCountry(country))).toEqual([]);
});

test.each([
  ['DE', '10115', ['1234', '101155', 'ABCDE']],
  ['AT', '1010', ['10115', '101']],
  ['FR', '75001', ['7500', '750011']],
  ['ES', '28013', ['2801', 'AB123']],
  ['IT', '00184', ['0018', '001845']],
  ['NL', '1011 ab', ['1011', '10115']],
  ['GB', 'SW1A 1AA', ['12345']],
] as const)('%s takes %s and refuses %j', (country, good, bad) => {
  expect(postcodeFits(good, country)).toBe(true);
  for (const code of bad) expect(postcodeFits(code, country)).toBe(false);
});

test('phone numbers: the delivery country\'s own format or any with its prefix', () => {
  expect(phoneFits('030 1234567', 'DE')).toBe(true);
  expect(phoneFits('06 12 34 56 78', 'FR')).toBe(true);
  expect(phoneFits('+33 6 12 34 56 78', 'DE')).toBe(true);
  expect(phoneFits('0033 6 12 34 56 78', 'DE')).toBe(true);
  expect(phoneFits('0612', 'DE')).toBe(false);
  expect(phoneFits('12345', 'DE')).toBe(false);
  expect(phoneFits('call me', 'FR')).toBe(false);
});

test('control characters: C0 and C1 refused, tab and line breaks allowed', () => {
  for (const code of [0x00, 0x07, 0x1b, 0x7f, 0x85, 0x9f]) expect(hasControlCharacters(`Ber${String.fromCharCode(code)}lin`)).toBe(true);
  for (const text of ['Berlin', 'Straße\t1', 'a\r\nb', 'Łódź', 'Ærøskøbing']) expect(hasControlCharacters(text)).toBe(false);
  expect(addressProblems({ name: 'A', street: 'B 1', zip: '10115', city: 'Ber\u0000lin' }, 'DE')).toEqual({ city: 'control' });
  expect(addressProblems({ name: ' ', street: 'B 1', zip: '1234', city: 'Berlin' }, 'DE')).toEqual({ name: 'required', zip: 'postcode' });
});
