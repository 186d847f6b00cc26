import { renderToString } from 'react-dom/server';
import { EDITIONS } from '../../locales/editions';
import { createI18n, translatorFor } from '../../locales/i18n';
import { ShopContext, type ShopContextValue } from '../context';
import { halfStars, StarRating, starsFor } from './StarRating';

const count = (rating: number, kind: string) => starsFor(rating).filter((k) => k === kind).length;

describe('stars', () => {
  test.each([
    // rating, full, half
    [4.82, 5, 0],
    [4.74, 4, 1],
    [4.75, 5, 0],
    [4.25, 4, 1],
    [4.24, 4, 0],
    [3.5, 3, 1],
    [0.2, 0, 0],
    [0, 0, 0],
    [5, 5, 0],
  ])('%s -> %s full, %s half', (rating, full, half) => {
    expect(count(rating, 'full')).toBe(full);
    expect(count(rating, 'half')).toBe(half);
    expect(starsFor(rating)).toHaveLength(5);
  });

  test.each([
    [4.82, 10],
    [4.74, 9],
    [3.5, 7],
    [0.2, 0],
    [Number.NaN, 0],
  ])('%s fills %s half stars', (rating, halves) => {
    expect(halfStars(rating)).toBe(halves);
  });

  test('out-of-range values stay within five stars', () => {
    expect(count(7, 'full')).toBe(5);
    expect(count(-1, 'empty')).toBe(5);
    expect(count(Number.NaN, 'empty')).toBe(5);
  });

  test('renders an accessible label in the edition language', () => {
    const i18n = createI18n();
    const shop = { locale: 'fr-FR', edition: EDITIONS['fr-FR'], t: translatorFor(i18n, 'fr-FR') } as unknown as ShopContextValue;
    const html = renderToString(<ShopContext.Provider value={shop}><StarRating rating={4.5} /></ShopContext.Provider>);
    expect(html).toContain('role="img"');
    expect(html).toContain('aria-label="4,5 sur 5 étoiles"');
    // One element; its class fills four and a half of the five stars.
    expect(html).toMatch(/^<span class="stars stars-9" role="img"[^>]*><\/span>$/);
  });
});
