/**
 * Information pages of the footer: the localized slug names the topic; unknown topics (or
 * merchants/jobs outside DE) are 404. The data-sources page (info.sources.slug) exists only while
 * imported reference data is in the catalogue (GET /sources) and gives each licence's attribution.
 */
import type { i18n as I18n } from 'i18next';
import type { AnswerOf, CallOf } from '../../../contract/index';
import { EDITIONS, LOCALES } from '../../../locales/editions';
import { createI18n, translatorFor } from '../../../locales/i18n';
import { infoTopicsFor, type InfoTopic } from '../../../views/layout/info-topics';
import { InfoPage } from '../../../views/pages/InfoPage';
import { SourcesPage, type SourceEntry } from '../../../views/pages/SourcesPage';
import { ContactPage, type ContactPageProps } from '../../../views/pages/ContactPage';
import type { ContactOutcome } from './contact/form-outcome';
import { sendContactMessage } from './contact/send';
import { contactTopicSlug } from './contact/topic';
import { requestEntity } from './catalogue/fetch';
import { countryName } from './catalogue/listing-view';
import { pathFor } from '../routes/table';
import type { PageContext, PageLoader, PageResult } from './types';
import { defineScreen } from './screen';
import { pageView } from '../../../views/render/page-view';

// Slugs differ per language, so the alternates need every edition's texts, not only this request's.
let texts: I18n | undefined;
function slugIn(locale: (typeof LOCALES)[number], topic: InfoTopic | 'sources'): string {
  texts ??= createI18n();
  return translatorFor(texts, locale)(`info.${topic}.slug`);
}

function alternatesFor(absolute: (path: string) => string, topic: InfoTopic | 'sources', locales: readonly (typeof LOCALES)[number][]) {
  const alternates: Record<string, string> = {};
  for (const locale of locales) alternates[locale] = absolute(pathFor(`Info___${locale}`, { topic: slugIn(locale, topic) }));
  if (locales.length === LOCALES.length) alternates['x-default'] = alternates['de-DE']!;
  return alternates;
}

/** Sources without a title, notice or licence are not attributable and not listed. */
function listedSources(answer: AnswerOf<CallOf<'GET /sources'>> | null): SourceEntry[] {
  return (answer?.sources ?? []).filter((source) => source.title && source.notice && source.licence);
}

/** The imported data sources for the footer's link: none while the marketplace does not answer. */
export async function importedDataSources(context: Pick<PageContext, 'marketplace' | 'upstreamHeaders'>): Promise<SourceEntry[]> {
  return listedSources(await context.marketplace.request('GET /sources', {}, context.upstreamHeaders));
}

async function loadSources(context: PageContext<'Info'>): Promise<PageResult> {
  // The page itself: a marketplace that does not answer is the 503 page, never "no such page".
  const sources = listedSources(await requestEntity(context, 'GET /sources'));
  if (!sources.length) return { kind: 'notFound' };
  const { t, absolute } = context;
  return {
    kind: 'page',
    head: { title: `${t('info.sources.title')} | Spareo`, description: t('info.sources.text'), alternates: alternatesFor(absolute, 'sources', LOCALES) },
    view: pageView(SourcesPage, { sources }),
  };
}

export const loadInfo: PageLoader<'Info', ContactOutcome> = async (context) => {
  const { t, edition, params, absolute } = context;
  if (params.topic === t('info.sources.slug')) return loadSources(context);
  const topic = infoTopicsFor(edition).find((candidate) => t(`info.${candidate}.slug`) === params.topic);
  if (!topic) return { kind: 'notFound' };
  const editions = LOCALES.filter((locale) => infoTopicsFor(EDITIONS[locale]).includes(topic));
  if (topic === 'support') {
    // The help and contact page carries the contact form; a refused post shows it again (contact/send.ts).
    const { operator, outcome } = context;
    const props: ContactPageProps = {
      address: [operator.name, operator.street, `${operator.postcode} ${operator.city}`, countryName(context.locale, operator.country)],
      email: operator.email,
      demo: operator.demo,
      action: context.link('Info', { topic: params.topic }),
      sent: !outcome && context.query.sent === '1',
      values: outcome?.values ?? {},
      error: outcome?.error,
    };
    return {
      kind: 'page',
      status: outcome?.status,
      head: {
        title: `${t('contact.heading')} | Spareo`, description: t(`info.${topic}.text`), alternates: alternatesFor(absolute, topic, editions),
        canonical: absolute(context.link('Info', { topic: params.topic })),
      },
      view: pageView(ContactPage, props),
    };
  }
  return {
    kind: 'page',
    head: { title: `${t(`info.${topic}.title`)} | Spareo`, description: t(`info.${topic}.text`), alternates: alternatesFor(absolute, topic, editions) },
    view: pageView(InfoPage, { topic, operator: context.operator, operatorCountry: countryName(context.locale, context.operator.country) }),
  };
};

export const infoScreen = defineScreen({
  page: 'Info',
  load: loadInfo,
  // Only the help and contact topic takes a form: the contact message.
  action: {
    form: { limit: '16kb', parameterLimit: 10 },
    run: async (context) => (context.params.topic === contactTopicSlug(context.locale) ? sendContactMessage(context) : { kind: 'page' }),
  },
});
