/**
 * The information pages of the footer. Slugs are localized in the resources
 * (info.<topic>.slug); merchants and jobs exist only where the edition says so (DE). The privacy
 * page, which the law asks of every shop, stands beside the imprint.
 */
import type { Edition } from '../../locales/editions';

export const INFO_TOPICS = [
  'about', 'press', 'terms', 'imprint', 'privacy', 'support', 'oilDisposal', 'guide', 'allBrands', 'blog', 'newsletter', 'revocation',
  'merchants', 'jobs',
] as const;
export type InfoTopic = (typeof INFO_TOPICS)[number];

const EDITION_ONLY: Partial<Record<InfoTopic, (edition: Edition) => boolean>> = {
  merchants: (edition) => edition.merchantsAndJobs,
  jobs: (edition) => edition.merchantsAndJobs,
};

export function infoTopicsFor(edition: Edition): InfoTopic[] {
  return INFO_TOPICS.filter((topic) => EDITION_ONLY[topic]?.(edition) ?? true);
}
