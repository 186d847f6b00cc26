/**
 * The translator keeps answers per edition (locales/i18n.ts): whatever it kept, each call must read
 * exactly as i18next reads it, plurals, interpolation and the French "de" included.
 */
import { createI18n, translatorFor } from './i18n';
import { LOCALES } from './editions';

const i18n = createI18n();

test('texts with options read as i18next reads them, the first time and again', () => {
  const calls: Array<[string, Record<string, unknown>]> = [
    ['shop.reviews', { count: 1 }],
    ['shop.reviews', { count: 2 }],
    ['shop.reviews', { count: 1 }],
    ['shop.reviews', { count: '1' }],
    ['shop.rating', { value: '4,5' }],
    ['article.shippingCost', { price: '3,90 €' }],
    ['article.shippingCost', { price: '<b>&' }],
    ['article.deliveryTime', { min: 1, max: 3 }],
    ['article.deliveryTime', { max: 3, min: 1 }],
    ['article.soldBy', { name: 'Autoteile Müller GmbH', city: 'Köln', status: 'gewerblich' }],
    ['article.soldBy', { name: 'Autoteile Müller GmbH', city: 'Köln', status: true }],
  ];
  for (const locale of LOCALES) {
    const kept = translatorFor(i18n, locale) as unknown as (key: string, options: object) => unknown;
    const direct = i18n.getFixedT(locale) as unknown as (key: string, options: object) => unknown;
    for (let round = 0; round < 2; round++) {
      for (const [key, options] of calls) expect(kept(key, options)).toBe(direct(key, options));
    }
  }
});

test('options that are not all strings, numbers or booleans are not kept', () => {
  const kept = translatorFor(i18n, 'de-DE') as unknown as (key: string, options: object) => unknown;
  const first = kept('article.shippingCost', { price: { toString: () => '1 €' } });
  const second = kept('article.shippingCost', { price: { toString: () => '2 €' } });
  expect(first).not.toBe(second);
});
