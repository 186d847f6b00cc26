/**
 * A part's steps on the shopper's order page say each moment on the edition's own clock, as the
 * shopper reads a time ("26.11.2026, 14:03 Uhr"), never a zone's code ("UTC+1", "CET", "MEZ").
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { EDITIONS, type Locale } from '../../locales/editions';
import { createI18n, translatorFor } from '../../locales/i18n';
import { ShopContext, type ShopContextValue } from '../context';
import { PartSteps } from './PartSteps';
import { formatLocalMoment } from '../../locales/moments';

const i18n = createI18n();
const seen = (locale: Locale) => renderToStaticMarkup(
  <ShopContext.Provider value={{ locale, edition: EDITIONS[locale], t: translatorFor(i18n, locale) } as ShopContextValue}>
    <PartSteps steps={[{ step: 'received', at: '2026-11-26T13:03:00.000Z', carrier: null, trackingNumber: null }]} to={{ country: 'DE', zip: '10115' }} />
  </ShopContext.Provider>,
).replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim();

test.each([
  ['de-DE', '26.11.2026, 14:03 Uhr'],
  ['de-AT', '26.11.2026, 14:03 Uhr'],
  ['es-ES', '26/11/2026, 14:03'],
  ['fr-FR', '26/11/2026 14:03'],
  ['it-IT', '26/11/2026, 14:03'],
  ['nl-NL', '26-11-2026, 14:03'],
] as const)('%s: %s, on the edition\'s clock, no zone named', (locale, moment) => {
  const text = seen(locale);
  expect(text).toContain(moment);
  expect(text).not.toMatch(/UTC|GMT|CET|MEZ/);
});

test('a withdrawal\'s receipt is said to the second on the edition\'s clock, no zone named', () => {
  const at = '2026-11-25T21:41:07.000Z';
  expect(formatLocalMoment(at, 'de-DE')).toBe('25. November 2026 um 22:41:07 Uhr');
  expect(formatLocalMoment(at, 'fr-FR')).toBe('25 novembre 2026 à 22:41:07');
  expect(formatLocalMoment(at, 'es-ES')).toBe('25 de noviembre de 2026 a las 22:41:07');
  expect(formatLocalMoment(at, 'it-IT')).toBe('25 novembre 2026 alle ore 22:41:07');
  expect(formatLocalMoment(at, 'nl-NL')).toBe('25 november 2026 om 22:41:07');
});
