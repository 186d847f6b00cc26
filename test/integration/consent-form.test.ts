/**
 * Consent settings without JavaScript: the footer form posts, both cookies are rewritten, the page shows the stored choices.
 * @backends sqlite: the consent choices live in cookies; no backend stores them.
 */
import request from 'supertest';
import { pathFor } from '../../server/web/routes/table';
import { createTestApp } from '../support/app';
import { createSeededDatabase } from '../support/seeded-db';

const db = createSeededDatabase();
const { app } = createTestApp({ db });
const ORIGIN = 'http://127.0.0.1';

/** The radio that is checked for a domain in the footer's settings form. */
function checkedFor(html: string, domain: string): string | undefined {
  const row = new RegExp(`<tr data-domain="${domain.replaceAll('.', '\\.')}">(.*?)</tr>`, 's').exec(html)?.[1] ?? '';
  const inputs = [...row.matchAll(/<input type="radio"[^>]*>/g)].map((m) => m[0]);
  return /value="(accepted|denied)"/.exec(inputs.find((tag) => tag.includes('checked=""')) ?? '')?.[1];
}

/** The footer form's post, from this shop's own pages. */
const postConsent = (form: Record<string, string>) => request(app).post('/consent').set('origin', ORIGIN).set('host', '127.0.0.1').type('form').send(form);
const setCookies = (res: request.Response) => ([] as string[]).concat(res.headers['set-cookie'] ?? []);

const cookieValue = (setCookie: string[], name: string) => {
  const line = setCookie.find((c) => c.startsWith(`${name}=`));
  return line ? decodeURIComponent(line.slice(name.length + 1, line.indexOf(';'))) : undefined;
};

describe('consent settings form', () => {
  test('every page renders the settings as a form that posts to /consent and comes back to the page', async () => {
    const path = pathFor('Cart___fr-FR', {}, { prefix: true });
    const res = await request(app).get(path);
    expect(res.status).toBe(200);
    expect(res.text).toMatch(/<form action="\/consent" method="post"><input type="hidden" name="returnTo" value="\/fr-FR\/panier"\/>/);
    expect(checkedFor(res.text, 'cdn.spareo.eu')).toBe('accepted');
    expect(checkedFor(res.text, 'player.vimeo.com')).toBe('denied');
  });

  test('a post rewrites both cookies for a year and returns to the page; the page then shows the choices', async () => {
    const res = await postConsent({ 'consent-cdn.spareo.eu': 'denied', 'consent-player.vimeo.com': 'accepted', returnTo: '/Warenkorb' });
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/Warenkorb');
    const setCookie = setCookies(res);
    expect(cookieValue(setCookie, 'spareo_consent')).toContain('cdn.spareo.eu:denied');
    expect(cookieValue(setCookie, 'spareo_consent')).toContain('player.vimeo.com:accepted');
    expect(cookieValue(setCookie, 'spareo_consent')).toContain('media.spareo.eu:accepted');
    expect(cookieValue(setCookie, 'spareo_consent_domains')?.split(',')).toContain('www.youtube-nocookie.com');
    for (const line of setCookie.filter((c) => c.startsWith('spareo_consent'))) {
      expect(line).toMatch(/Max-Age=31536000/);
      expect(line).toMatch(/Path=\//);
      expect(line).toMatch(/SameSite=Lax/);
    }

    const cookies = setCookie.map((c) => c.slice(0, c.indexOf(';'))).join('; ');
    const page = await request(app).get('/Warenkorb').set('cookie', cookies);
    expect(checkedFor(page.text, 'cdn.spareo.eu')).toBe('denied');
    expect(checkedFor(page.text, 'player.vimeo.com')).toBe('accepted');
    expect(checkedFor(page.text, 'media.spareo.eu')).toBe('accepted');
  });

  test('odd values keep the defaults, and a foreign returnTo goes home instead', async () => {
    const res = await postConsent({ 'consent-cdn.spareo.eu': 'maybe', 'consent-evil.example': 'accepted', returnTo: '//evil.example/x' });
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/');
    const consent = cookieValue(setCookies(res), 'spareo_consent') ?? '';
    expect(consent).toContain('cdn.spareo.eu:accepted');
    expect(consent).not.toContain('evil.example');
  });

  test('a post from another site changes nothing', async () => {
    const res = await request(app).post('/consent').set('origin', 'https://evil.example').type('form').send({ 'consent-cdn.spareo.eu': 'denied', returnTo: '/' });
    expect(res.status).toBe(403);
    expect(res.headers['set-cookie']).toBeUndefined();
  });
});
