import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { distDir } from '../../server/shared/paths';
import { EDITIONS, LOCALES } from '../../locales/editions';
import { pathFor } from '../../server/web/routes/table';
import { createTestApp } from '../support/app';
import { LEAN_MARK, RUNTIME_LOADER } from '../../views/render/runtime-loader';

const { app } = createTestApp();

describe('every edition', () => {
  for (const locale of LOCALES) {
    test(`${locale}: home and cart answer 200 with <html lang>`, async () => {
      const home = await request(app).get(pathFor(`Home___${locale}`, {})).set('cookie', `spareo_locale=${locale}`);
      expect(home.status).toBe(200);
      expect(home.text).toContain(`<html lang="${locale}">`);
      expect(home.text).toMatch(/^<!DOCTYPE html>/);
      const cart = await request(app).get(pathFor(`Cart___${locale}`, {}));
      expect(cart.status).toBe(200);
      expect(cart.text).toContain(`<html lang="${locale}">`);
      expect(cart.text).toContain(`<link rel="canonical"`);
      expect(cart.text).toContain('hrefLang="x-default"');
    });
  }
});

describe('head', () => {
  test('title, canonical and hreflang alternates are in <head>', async () => {
    const res = await request(app).get('/fr-FR/panier');
    const head = res.text.slice(0, res.text.indexOf('</head>'));
    expect(head).toContain('<title>Votre panier | Spareo</title>');
    expect(head).toContain('rel="canonical" href="http://127.0.0.1');
    for (const locale of LOCALES) expect(head).toContain(`hrefLang="${locale}"`);
    expect(head).toMatch(new RegExp(`hrefLang="es-ES" href="http://[^"]+/es-ES/${EDITIONS['es-ES'].words.cart}"`));
  });
});

describe('locale detection at the root', () => {
  test('first visit with a French browser goes to the French home', async () => {
    const res = await request(app).get('/').set('accept-language', 'fr-FR,fr;q=0.9');
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/fr-FR');
  });
  test('the locale cookie wins over the browser', async () => {
    const res = await request(app).get('/').set('accept-language', 'fr-FR').set('cookie', 'spareo_locale=it-IT');
    expect(res.headers.location).toBe('/it-IT');
  });
  test('an explicit edition path wins and sets the cookie for a year', async () => {
    const res = await request(app).get('/nl-NL/winkelwagen').set('cookie', 'spareo_locale=fr-FR');
    expect(res.status).toBe(200);
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toContain('spareo_locale=nl-NL');
    expect(cookie).toMatch(/Max-Age=31536000/);
  });
  test('German browser stays on the unprefixed home', async () => {
    const res = await request(app).get('/').set('accept-language', 'de-DE');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<html lang="de-DE">');
  });
});

describe('error pages', () => {
  test('an invalid id answers the 404 page with noindex', async () => {
    const res = await request(app).get('/Ersatzteile/vw/1-abc-');
    expect(res.status).toBe(404);
    expect(res.text).toContain('<meta name="robots" content="noindex"/>');
    expect(res.text).toContain('Seite nicht gefunden');
    expect(res.text).toContain('href="/"');
  });
  test('the 404 page speaks the edition and links to its home', async () => {
    const res = await request(app).get('/fr-FR/Ersatzteile/vw/1-abc-');
    expect(res.status).toBe(404);
    expect(res.text).toContain('<html lang="fr-FR">');
    expect(res.text).toContain('Page introuvable');
    expect(res.text).toContain('href="/fr-FR"');
  });
  test('a throwing loader answers the 500 page without a stack', async () => {
    const { app: failing } = createTestApp({
      loaders: { Home: async () => { throw new Error('database exploded at /secret/path.ts:12'); } },
    });
    const res = await request(failing).get('/');
    expect(res.status).toBe(500);
    expect(res.text).toContain('Unerwarteter Fehler');
    expect(res.text).toContain('noindex');
    expect(res.text).not.toContain('secret');
    expect(res.text).not.toContain('exploded');
  });
  test('status taken from the error', async () => {
    const { app: unavailable } = createTestApp({
      loaders: { Home: async () => { throw Object.assign(new Error('down'), { status: 503 }); } },
    });
    const res = await request(unavailable).get('/es-ES');
    expect(res.status).toBe(503);
    expect(res.headers['retry-after']).toBeDefined();
    // Briefly unavailable, said so in the edition's language: not "an unexpected error".
    expect(res.text).toContain('No disponible temporalmente');
    expect(res.text).not.toContain('Error inesperado');
  });
  test('unknown API path answers JSON 404', async () => {
    const res = await request(app).get('/api/nothing-here');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ error: 'not_found' });
  });
});

describe('security headers and probes', () => {
  test('CSP allows two inline scripts, the runtime\'s loader and the listings\' lean-line mark, and the inline CSS, each by its hash, the same for every response', async () => {
    const first = await request(app).get('/');
    const second = await request(app).get('/');
    const csp = String(first.headers['content-security-policy']);
    const hash = (text: string) => `'sha256-${crypto.createHash('sha256').update(text).digest('base64')}'`;
    expect(csp).toContain(`script-src 'self' ${hash(RUNTIME_LOADER)} ${hash(LEAN_MARK)};`);
    expect(first.text).toContain(`>${RUNTIME_LOADER}</script>`);
    expect(csp).not.toContain('unsafe-inline');
    const css = /<style>([\s\S]*?)<\/style>/.exec(first.text)?.[1] ?? '';
    expect(css.length).toBeGreaterThan(1000);
    expect(csp).toContain(`'sha256-${crypto.createHash('sha256').update(css).digest('base64')}'`);
    expect(second.headers['content-security-policy']).toBe(csp);
    expect(first.headers['x-content-type-options']).toBe('nosniff');
    expect(first.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(first.headers['x-powered-by']).toBeUndefined();
  });
  test('/healthz and /readyz', async () => {
    expect((await request(app).get('/healthz')).body).toEqual({ status: 'ok' });
    expect((await request(app).get('/readyz')).status).toBe(200);
  });
  test('responses are compressed', async () => {
    const res = await request(app).get('/').set('accept-encoding', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
  });
});

describe('static files', () => {
  test('hashed client chunks are cached for a year as immutable; static files for a day', async () => {
    const manifest = JSON.parse(fs.readFileSync(path.join(distDir, 'client', 'manifest.json'), 'utf8'));
    const chunk = await request(app).get(manifest.runtime);
    expect(chunk.status).toBe(200);
    expect(chunk.headers['cache-control']).toMatch(/max-age=31536000/);
    expect(chunk.headers['cache-control']).toMatch(/immutable/);
    const favicon = await request(app).get('/static/favicon.svg');
    expect(favicon.status).toBe(200);
    expect(favicon.headers['cache-control']).toMatch(/max-age=86400/);
    expect(favicon.headers['cache-control']).not.toMatch(/immutable/);
  });
});
