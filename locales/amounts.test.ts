/** Money as people type it into forms and feeds, read by the one reader, and shown back to them. */
import { amountCentsOf, hundredths, moneyText, readAmount, typedAmount } from './amounts';

test.each([
  ['4,95', 495], ['4.95', 495], ['4,95 €', 495], ['€ 4,95', 495], ['4,95€', 495], ['12.34 EUR', 1234], ['euro 7', 700], ['4', 400], ['4,9', 490],
  ['0,05', 5], ['12,34', 1234], ['12.34', 1234], ['1.234,56', 123456], ['1,234.56', 123456], ['1234', 123400], ['1 234,50', 123450],
  ['1\u00a0234,5', 123450], ["1'234.50", 123450], ['1.234.567', 123456700], ['1,234,567.89', 123456789], ['1.234,5', 123450],
])('"%s" is %i cents', (typed, cents) => expect(amountCentsOf(typed)).toBe(cents));

test.each([
  ['', 'notAmount'], ['vier', 'notAmount'], ['-5', 'negative'], ['5 -', 'negative'], ['1.2.3', 'notAmount'], ['4,95,1', 'notAmount'],
  ['1e308', 'notAmount'], ['0x10', 'notAmount'], ['12\n90', 'lineBreak'], ['1.234.5', 'notAmount'], ['1 234.567,00', 'notAmount'],
  // Three decimals: a cent has two.
  ['1234,567', 'threeDecimals'], ['1.234,567', 'threeDecimals'], ['0,005', 'threeDecimals'], ['12.3456', 'threeDecimals'],
  // A lone mark before three digits: a thousand to one reader, three decimals to another.
  ['1.234', 'ambiguous'], ['1,234', 'ambiguous'], ['1.005', 'ambiguous'], ['12,345', 'ambiguous'], ['4,950', 'ambiguous'],
  ['1234567890123456', 'tooLarge'],
])('"%s" is no amount: %s', (typed, problem) => {
  expect(readAmount(typed)).toEqual({ problem });
  expect(amountCentsOf(typed)).toBeNull();
});

test.each(['de-DE', 'de-AT', 'es-ES', 'fr-FR', 'it-IT', 'nl-NL'])('%s shows 4,95 € back as "4,95", as it is typed', (locale) => {
  expect(typedAmount(495, locale)).toBe('4,95');
  expect(amountCentsOf(typedAmount(123456, locale))).toBe(123456);
});

/** A small seeded generator (xorshift), so a failing case is the same on every run. */
function generator(seed: number) {
  let state = seed;
  return (below: number) => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) % below;
  };
}

/** How people and programs write an amount: the grouping and decimal marks of the editions, the shops' exports and the trade's tools. */
const WRITINGS: Intl.NumberFormatOptions[] = [
  { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: true },
  { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false },
];
const LOCALES = ['de-DE', 'de-AT', 'es-ES', 'fr-FR', 'it-IT', 'nl-NL', 'en-GB', 'de-CH'];
const FORMATS = LOCALES.flatMap((locale) => WRITINGS.map((options) => new Intl.NumberFormat(locale, options)));

test('any amount written with two decimals in any edition\'s way, with or without thousands, is read back to its cents', () => {
  const next = generator(20261128);
  for (let i = 0; i < 5000; i++) {
    // Amounts of every size a price, deposit or shipping can have, from 1 cent to 10 million €.
    const cents = next(10) < 3 ? next(10_000) : next(10) < 7 ? next(10_000_000) : next(1_000_000_000);
    const written = FORMATS[next(FORMATS.length)]!.format(cents / 100);
    const withCurrency = [written, `${written} €`, `€ ${written}`, `${written} EUR`][next(4)]!;
    expect({ withCurrency, read: readAmount(withCurrency) }).toEqual({ withCurrency, read: { cents } });
  }
});

const GERMAN_WHOLE = new Intl.NumberFormat('de-DE', { useGrouping: true });

test('whole euros typed without decimals and without grouping are read back to their cents; grouped, when the grouping cannot be decimals', () => {
  const next = generator(7);
  for (let i = 0; i < 2000; i++) {
    const euros = next(10) < 5 ? next(1000) : next(100_000_000);
    expect(readAmount(String(euros))).toEqual({ cents: euros * 100 });
    const grouped = GERMAN_WHOLE.format(euros);
    // "1.234" alone is refused (a thousand or three decimals?); "1.234.567" and "123" are not.
    const lone = /^\d{1,3}\.\d{3}$/.test(grouped);
    expect(readAmount(grouped)).toEqual(lone ? { problem: 'ambiguous' } : { cents: euros * 100 });
  }
});

test('hundredths as machine-read text: two decimals, exact, negatives whole, a comma where asked', () => {
  expect([hundredths(1995), hundredths(5), hundredths(0), hundredths(-150), hundredths(-5), hundredths(1900), hundredths(123_456_789)]).toEqual(['19.95', '0.05', '0.00', '-1.50', '-0.05', '19.00', '1234567.89']);
  expect(hundredths(1995, ',')).toBe('19,95');
  // Read back by the reader people's amounts go through: the same cents.
  for (const cents of [1, 99, 100, 4_995, 1_000_005, -250]) expect(amountCentsOf(hundredths(Math.abs(cents)))).toBe(Math.abs(cents));
  expect(() => hundredths(19.95)).toThrow(RangeError);
});

test.each([
  ['de-DE', 123456, '1.234,56\u00a0€'],
  ['fr-FR', -150, '-1,50\u00a0€'],
  ['nl-NL', 5, '€\u00a00,05'],
])('%s reads %i cents as "%s"', (locale, cents, text) => {
  expect(moneyText(cents, locale)).toBe(text);
});
