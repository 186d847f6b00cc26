/** Consent for external content: defaults, both cookies, one year, the nine blocked hosts. */
import { COOKIES } from '../../locales/editions';
import {
  BLOCKED_ON_ARTICLE_PAGES,
  CONSENT_COOKIE_MAX_AGE_S,
  DEFAULT_ACCEPTED_DOMAINS,
  articleEmbed,
  consentCookies,
  defaultConsent,
  isBlockedOnArticlePages,
  parseConsent,
  readConsentCookies,
} from './policy';

test('two content-delivery hosts are accepted by default, everything else denied', () => {
  const consent = defaultConsent();
  expect(DEFAULT_ACCEPTED_DOMAINS).toHaveLength(2);
  expect(Object.entries(consent).filter(([, s]) => s === 'accepted').map(([d]) => d)).toEqual([...DEFAULT_ACCEPTED_DOMAINS]);
  expect(consent['player.vimeo.com']).toBe('denied');
});

test('a change writes both cookies for one year and reads back; bad values keep the defaults', () => {
  const changed = { ...defaultConsent(), 'player.vimeo.com': 'accepted' as const, 'cdn.spareo.eu': 'denied' as const };
  const cookies = consentCookies(changed, true);
  expect(cookies.map((c) => c.split('=')[0])).toEqual([COOKIES.consent, COOKIES.consentDomains]);
  for (const cookie of cookies) expect(cookie).toContain(`Max-Age=${CONSENT_COOKIE_MAX_AGE_S}; Path=/; SameSite=Lax; Secure`);
  expect(CONSENT_COOKIE_MAX_AGE_S).toBe(31_536_000);
  const header = cookies.map((c) => c.split(';')[0]).join('; ');
  expect(readConsentCookies(header)).toEqual(changed);
  expect(parseConsent('%E0%A4%A', undefined)).toEqual(defaultConsent());
  expect(parseConsent(encodeURIComponent('evil.example:maybe,<x>:accepted'), undefined)).toEqual(defaultConsent());
});

test('nine hosts are never embedded on article pages, subdomains included, even when accepted', () => {
  expect(BLOCKED_ON_ARTICLE_PAGES).toHaveLength(9);
  expect(isBlockedOnArticlePages('https://www.youtube.com/watch?v=1')).toBe(true);
  expect(isBlockedOnArticlePages('https://m.facebook.com/x')).toBe(true);
  expect(isBlockedOnArticlePages('https://notyoutube.com/x')).toBe(false);
  expect(isBlockedOnArticlePages('/docs/1-2-3.pdf')).toBe(false);
  const all = { ...defaultConsent(), 'www.youtube-nocookie.com': 'accepted' as const, 'player.vimeo.com': 'accepted' as const };
  expect(articleEmbed('https://www.youtube-nocookie.com/embed/1', all)).toBe('link');
  expect(articleEmbed('https://player.vimeo.com/video/1', all)).toBe('link');
  expect(articleEmbed('https://cdn.spareo.eu/video/brake.mp4', all)).toBe('embed');
  expect(articleEmbed('https://cdn.spareo.eu/video/brake.mp4', { ...all, 'cdn.spareo.eu': 'denied' })).toBe('link');
  expect(articleEmbed('https://www.tecalliance.net/doc.pdf', defaultConsent())).toBe('link');
  expect(articleEmbed('/docs/local.pdf', all)).toBe('link');
});
