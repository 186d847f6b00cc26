/** Money as people type it into the portal's forms, and as it is shown back to them. */
import { amountCentsOf, typedAmount } from './amounts';

test.each([
  ['4,95', 495], ['4.95', 495], ['4,95 €', 495], ['€ 4,95', 495], ['4,95€', 495], ['12.34 EUR', 1234], ['4', 400], ['4,9', 490],
  ['0,05', 5], ['1.234,50', 123450], ['1 234,50', 123450], ['1.234', 123400],
])('"%s" is %i cents', (typed, cents) => expect(amountCentsOf(typed)).toBe(cents));

test.each(['', 'vier', '-5', '4,950', '1.2.3', '4,95,1', '1,234.50'])('"%s" is no amount', (typed) => expect(amountCentsOf(typed)).toBeNull());

test.each(['de-DE', 'de-AT', 'es-ES', 'fr-FR', 'it-IT', 'nl-NL'])('%s shows 4,95 € back as "4,95", as it is typed', (locale) => {
  expect(typedAmount(495, locale)).toBe('4,95');
  expect(amountCentsOf(typedAmount(123456, locale))).toBe(123456);
});
