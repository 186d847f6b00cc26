/**
 * Consent for external content: a status per requested domain (accepted or
 * denied) in two cookies, both rewritten on every change, each for one year: spareo_consent holds
 * the statuses, spareo_consent_domains the requested domains. Two content-delivery hosts are
 * accepted by default. Nine external hosts are never embedded on article pages, whatever the
 * consent: the article page links to them instead.
 */
import { COOKIES } from '../../locales/editions';

export type ConsentStatus = 'accepted' | 'denied';
export type Consent = Record<string, ConsentStatus>;

export const CONSENT_COOKIE_MAX_AGE_S = 365 * 86_400;

/** Where the footer's settings form posts without JavaScript (server/web/visitor/consent.ts); one path for every edition. */
export const CONSENT_PATH = '/consent';

/** Accepted unless the shopper denies them: the shop's own image and document CDNs. */
export const DEFAULT_ACCEPTED_DOMAINS = ['cdn.spareo.eu', 'media.spareo.eu'] as const;

/** External content the product may ask to show (videos, manufacturer documents, maps). */
export const REQUESTED_DOMAINS = [...DEFAULT_ACCEPTED_DOMAINS, 'www.youtube-nocookie.com', 'player.vimeo.com', 'www.tecalliance.net'] as const;

/** Never embedded on article pages (the page renders a link instead). */
export const BLOCKED_ON_ARTICLE_PAGES = [
  'youtube.com',
  'youtu.be',
  'youtube-nocookie.com',
  'vimeo.com',
  'dailymotion.com',
  'facebook.com',
  'instagram.com',
  'tiktok.com',
  'x.com',
] as const;

export function defaultConsent(): Consent {
  return Object.fromEntries(REQUESTED_DOMAINS.map((domain) => [domain, (DEFAULT_ACCEPTED_DOMAINS as readonly string[]).includes(domain) ? 'accepted' : 'denied']));
}

const DOMAIN = /^[a-z0-9.-]{1,253}$/;

/** Cookie values -> consent; unknown or malformed parts keep the defaults. */
export function parseConsent(statuses: string | undefined, domains: string | undefined): Consent {
  const consent = defaultConsent();
  const requested = new Set((safeDecode(domains) ?? '').split(',').filter((d) => DOMAIN.test(d)));
  for (const part of (safeDecode(statuses) ?? '').split(',')) {
    const [domain, status] = part.split(':');
    if (!domain || !DOMAIN.test(domain) || (status !== 'accepted' && status !== 'denied')) continue;
    if (requested.size && !requested.has(domain)) continue;
    consent[domain] = status;
  }
  return consent;
}

function safeDecode(value: string | undefined): string | undefined {
  try {
    return value === undefined ? undefined : decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

/** Both cookies as document.cookie strings (one year, path /, SameSite Lax). */
export function consentCookies(consent: Consent, secure: boolean): string[] {
  const attributes = `; Max-Age=${CONSENT_COOKIE_MAX_AGE_S}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
  const { statuses, domains } = consentCookieValues(consent);
  return [`${COOKIES.consent}=${encodeURIComponent(statuses)}${attributes}`, `${COOKIES.consentDomains}=${encodeURIComponent(domains)}${attributes}`];
}

/** The form field of a domain's choice (the same radio names with and without JavaScript). */
export const consentField = (domain: string) => `consent-${domain}`;

/** A posted settings form -> consent: each requested domain's choice; missing or odd values keep the default. */
export function consentFromForm(form: Record<string, unknown>): Consent {
  const consent = defaultConsent();
  for (const domain of REQUESTED_DOMAINS) {
    const status = form[consentField(domain)];
    if (status === 'accepted' || status === 'denied') consent[domain] = status;
  }
  return consent;
}

/** The two cookie values (not yet encoded), as consentCookies writes them. */
export function consentCookieValues(consent: Consent): { statuses: string; domains: string } {
  return { statuses: Object.entries(consent).map(([domain, status]) => `${domain}:${status}`).join(','), domains: Object.keys(consent).join(',') };
}

export function readConsentCookies(cookieHeader: string): Consent {
  const jar = new Map(cookieHeader.split(/;\s*/).map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]));
  return parseConsent(jar.get(COOKIES.consent), jar.get(COOKIES.consentDomains));
}

function hostOf(url: string): string | null {
  try {
    return new URL(url, 'http://spareo.invalid').hostname.toLowerCase();
  } catch {
    return null;
  }
}

const matches = (host: string, domain: string) => host === domain || host.endsWith(`.${domain}`);

export function isBlockedOnArticlePages(url: string): boolean {
  const host = hostOf(url);
  return host !== null && BLOCKED_ON_ARTICLE_PAGES.some((domain) => matches(host, domain));
}

/**
 * What an article page does with external content at `url`: 'embed' only for a host the shopper
 * accepted and that is not blocked; 'link' for a blocked host, a denied one, or one never asked.
 */
export function articleEmbed(url: string, consent: Consent): 'embed' | 'link' {
  const host = hostOf(url);
  if (host === null || host === 'spareo.invalid' || isBlockedOnArticlePages(url)) return 'link';
  return Object.entries(consent).some(([domain, status]) => status === 'accepted' && matches(host, domain)) ? 'embed' : 'link';
}
