/** A shop's review count is written as a number of the reader's language: thousands grouped, as in the header. */
import { createI18n, translatorFor } from './i18n';

const i18n = createI18n();

test.each([
  ['de-DE', '11.542 Bewertungen'],
  ['de-AT', '11\u00a0542 Bewertungen'],
  ['fr-FR', '11\u202f542 avis'],
  ['es-ES', '11.542 valoraciones'],
  ['it-IT', '11.542 recensioni'],
  ['nl-NL', '11.542 beoordelingen'],
] as const)('%s: %s', (locale, expected) => {
  expect(translatorFor(i18n, locale)('shop.reviews', { count: 11542 })).toBe(expected);
});

test('one review is still one, in the singular', () => {
  expect(translatorFor(i18n, 'de-DE')('shop.reviews', { count: 1 })).toBe('1 Bewertung');
});
