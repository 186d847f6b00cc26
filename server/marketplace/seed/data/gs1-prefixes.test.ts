/** Every EAN starts with its brand's GS1 company prefix, one of its home country's range, never an in-store code. */
import { BRANDS } from './brands';
import { BRAND_GS1, eanFitsBrand, eanInRestrictedRange, eanPrefixesOf, itemsUnder, prefixInCountry } from './gs1-prefixes';

const brandNames = BRANDS.map((line) => line.split('|')[0]!);

test('every brand has seven-digit company prefixes in its home country\'s GS1 range, none in the in-store range 20-29', () => {
  for (const brand of brandNames) {
    const { countries, prefixes } = BRAND_GS1[brand] ?? { countries: [], prefixes: [] };
    expect([brand, prefixes.length > 0]).toEqual([brand, true]);
    for (const prefix of prefixes) {
      expect([brand, prefix]).toEqual([brand, expect.stringMatching(/^\d{7}$/)]);
      expect([brand, prefix, eanInRestrictedRange(prefix), prefixInCountry(prefix, countries)]).toEqual([brand, prefix, false, true]);
    }
  }
  expect(Object.keys(BRAND_GS1).filter((brand) => !brandNames.includes(brand))).toEqual([]);
  expect(eanPrefixesOf('Brembo')).toEqual(['8020584']);
  expect(eanPrefixesOf('TRW')).toEqual(['3322937']);
  expect(eanPrefixesOf('Sachs')).toEqual(['4013872']);
  expect(eanPrefixesOf('Topran')[0]).toMatch(/^4[0-3]/);
  expect(itemsUnder('8020584')).toBe(100_000);
});

test('no two makers share a prefix, and no prefix starts another: only brands of one maker (Mahle and Knecht, Vemo and Vaico) share theirs', () => {
  const owners = new Map<string, string[]>();
  for (const [brand, { prefixes }] of Object.entries(BRAND_GS1)) for (const prefix of prefixes) owners.set(prefix, [...(owners.get(prefix) ?? []), brand]);
  expect([...owners].filter(([, brands]) => brands.length > 1).map(([, brands]) => brands.join('+')).sort()).toEqual(['Mahle+Knecht', 'Vemo+Vaico']);
  const all = [...owners.keys()];
  expect(all.filter((prefix) => all.some((other) => other !== prefix && other.startsWith(prefix)))).toEqual([]);
});

test('an EAN fits its brand only under the brand\'s prefixes; an in-store code fits none', () => {
  expect(eanFitsBrand('8020584252888', 'Brembo')).toBe(true);
  expect(eanFitsBrand('4010000000012', 'Brembo')).toBe(false);
  expect(eanFitsBrand('2026391434031', 'Topran')).toBe(false);
  expect(eanInRestrictedRange('2026391434031')).toBe(true);
  expect(() => eanPrefixesOf('Nobody')).toThrow(/no GS1 company prefix/);
});
