/**
 * A forged X-Forwarded-Host cannot store one edition's page under another's key in the page cache.
 * @backends sqlite: the page cache's key is built in the web tier from the request.
 */
import request from 'supertest';
import { createTestApp } from '../support/app';

const langOf = (html: string) => /<html[^>]*\blang="([^"]+)"/.exec(html)?.[1];

test.each(['/', '/Warenkorb', '/info/impressum', '/nicht-vorhanden-xyz'])('forged X-Forwarded-Host on %s does not change what later shoppers of the German host get', async (path) => {
  const { app } = createTestApp({ env: { NODE_ENV: 'production', TRUST_PROXY: 'true', EDITION_HOSTS: 'www.spareo.de=de-DE,www.spareo.fr=fr-FR', UPSTREAM_CACHE_TTL_MS: '60000' } });
  const forged = await request(app).get(path).set('host', 'www.spareo.de').set('x-forwarded-host', 'www.spareo.fr').set('x-forwarded-proto', 'https');
  expect(langOf(forged.text)).toMatch(/^fr/);
  for (const headers of [{}, { 'x-forwarded-host': 'www.spareo.de', 'x-forwarded-proto': 'https' }]) {
    const later = await request(app).get(path).set('host', 'www.spareo.de').set(headers);
    expect(langOf(later.text)).toMatch(/^de/);
  }
});
