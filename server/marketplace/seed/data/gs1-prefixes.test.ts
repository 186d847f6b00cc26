/** Every EAN starts with its brand's real GS1 company prefix, or with a placeholder no maker's GTIN can carry. */
import { BRANDS } from './brands';
import { GS1_PREFIXES, eanFitsBrand, eanPrefixesOf, itemsUnder, placeholderPrefix } from './gs1-prefixes';

test('prefixes are seven-digit company prefixes of brands the catalogue has, outside the restricted-circulation range', () => {
  const brands = new Set(BRANDS.map((line) => line.split('|')[0]));
  for (const [brand, prefixes] of Object.entries(GS1_PREFIXES)) {
    expect([brand, brands.has(brand)]).toEqual([brand, true]);
    for (const prefix of prefixes) {
      expect([brand, prefix]).toEqual([brand, expect.stringMatching(/^\d{7}$/)]);
      expect([brand, /^2/.test(prefix)]).toEqual([brand, false]);
    }
  }
  expect(eanPrefixesOf('Brembo', 10)).toEqual(['8020584']);
  expect(eanPrefixesOf('Bosch', 1)).toEqual(['4047023', '4047024', '3165143']);
});

test('a brand without a known prefix gets one in GS1\'s in-store range 20-29, its own by its id', () => {
  expect(placeholderPrefix(7)).toBe('2007');
  expect(eanPrefixesOf('Topran', 26)).toEqual(['2026']);
  expect(itemsUnder('2026')).toBe(100_000_000);
  expect(itemsUnder('8020584')).toBe(100_000);
});

test('an EAN fits its brand only under the brand\'s prefixes: "4" and the brand id is not Brembo\'s', () => {
  expect(eanFitsBrand('8020584252888', 'Brembo', 10)).toBe(true);
  expect(eanFitsBrand('4010000000012', 'Brembo', 10)).toBe(false);
  expect(eanFitsBrand('2026391434031', 'Topran', 26)).toBe(true);
  expect(eanFitsBrand('2027391434030', 'Topran', 26)).toBe(false);
});
