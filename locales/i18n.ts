/**
 * i18next resources: one file per language; Austria overlays German where it really differs.
 * Resources are bundled, so the server and the client read the same texts.
 */
import i18next, { type TFunction, type i18n as I18n } from 'i18next';
import { DEFAULT_LOCALE, EDITIONS, LOCALES, type Locale } from './editions';
import de from './resources/de.json';
import deAT from './resources/de-AT.json';
import es from './resources/es.json';
import fr from './resources/fr.json';
import it from './resources/it.json';
import nl from './resources/nl.json';

const BY_LANGUAGE = { de, es, fr, it, nl } as const;

export type Translate = TFunction;

export function createI18n(): I18n {
  const instance = i18next.createInstance();
  const resources = Object.fromEntries(
    LOCALES.map((locale) => [locale, { translation: BY_LANGUAGE[EDITIONS[locale].language] }]),
  );
  // de-AT falls back to de-DE key by key, so only real differences are written down.
  resources['de-AT'] = { translation: deAT as typeof de };
  instance.init({
    resources,
    supportedLngs: [...LOCALES],
    fallbackLng: { 'de-AT': ['de-DE'], default: [] },
    lng: DEFAULT_LOCALE,
    initAsync: false,
    interpolation: { escapeValue: false }, // React escapes
    returnNull: false,
  });
  return instance;
}

export function translatorFor(i18n: I18n, locale: Locale): Translate {
  return i18n.getFixedT(locale);
}
