/** The contact page is the information page "help and contact"; its slug differs per language. */
import type { i18n as I18n } from 'i18next';
import type { Locale } from '../../../../locales/editions';
import { createI18n, translatorFor } from '../../../../locales/i18n';

let texts: I18n | undefined;

export function contactTopicSlug(locale: Locale): string {
  texts ??= createI18n();
  return translatorFor(texts, locale)('info.support.slug');
}
