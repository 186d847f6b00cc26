/** Information pages of the footer: the localized slug names the topic; unknown topics (or merchants/jobs outside DE) are 404. */
import type { i18n as I18n } from 'i18next';
import { EDITIONS, LOCALES } from '../../../locales/editions';
import { createI18n, translatorFor } from '../../../locales/i18n';
import { infoTopicsFor, type InfoTopic } from '../../../views/layout/info-topics';
import { InfoPage } from '../../../views/pages/InfoPage';
import { pathFor } from '../routes/table';
import type { PageLoader } from './types';

// Slugs differ per language, so the alternates need every edition's texts, not only this request's.
let texts: I18n | undefined;
function slugIn(locale: (typeof LOCALES)[number], topic: InfoTopic): string {
  texts ??= createI18n();
  return translatorFor(texts, locale)(`info.${topic}.slug`);
}

export const loadInfo: PageLoader<'Info'> = async ({ t, edition, params, absolute }) => {
  const topic = infoTopicsFor(edition).find((candidate) => t(`info.${candidate}.slug`) === params.topic);
  if (!topic) return { kind: 'notFound' };
  const editions = LOCALES.filter((locale) => infoTopicsFor(EDITIONS[locale]).includes(topic));
  const alternates: Record<string, string> = {};
  for (const locale of editions) alternates[locale] = absolute(pathFor(`Info___${locale}`, { topic: slugIn(locale, topic) }));
  if (editions.length === LOCALES.length) alternates['x-default'] = alternates['de-DE']!;
  return {
    kind: 'page',
    head: { title: `${t(`info.${topic}.title`)} | Spareo`, description: t(`info.${topic}.text`), alternates },
    component: InfoPage,
    props: { topic },
  };
};
