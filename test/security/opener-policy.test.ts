/**
 * Pages that show a known person's data keep Cross-Origin-Opener-Policy: no other site can hold
 * their window. The public pages drop it, also when answered again from the page store, so a
 * shopper's first page from a search result does not wait for a renderer process of its own.
 * @backends sqlite: the header is set by the web tier by page kind.
 */
import request from 'supertest';
import { createTestApp } from '../support/app';

const COOP = 'cross-origin-opener-policy';

describe('the opener policy per page', () => {
  const { app } = createTestApp({ env: { NODE_ENV: 'production', UPSTREAM_CACHE_TTL_MS: '60000' } });

  test.each(['/', '/Warenkorb', '/info/impressum', '/fr-FR', '/nicht-vorhanden-xyz'])('%s, a public page, has none, the first time and from the page store', async (path) => {
    for (let visit = 0; visit < 3; visit++) {
      const page = await request(app).get(path);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.headers[COOP]).toBeUndefined();
      // The rest of the security headers stay.
      expect(page.headers['content-security-policy']).toBeDefined();
      expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    }
  });

  test.each(['/Einloggen', '/Bestellungen', '/Kasse', '/Mein-Spareo/Fahrzeuge'])('%s, a page with personal data, keeps same-origin', async (path) => {
    for (let visit = 0; visit < 2; visit++) {
      const page = await request(app).get(path);
      expect(page.headers[COOP]).toBe('same-origin');
    }
  });

  test('answers that are not pages keep it', async () => {
    const answer = await request(app).get('/api/session');
    expect(answer.headers[COOP]).toBe('same-origin');
  });
});
