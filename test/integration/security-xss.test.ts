/**
 * A CSP on every HTML page that runs no inline script and names its inline CSS by hash; XSS payloads in search terms, part numbers and filter values come
 * back escaped (in the HTML and in the embedded state); redirects stay on the site.
 */
import crypto from 'node:crypto';
import request from 'supertest';
import { createTestApp } from '../support/app';
import { serveOnLoopback } from '../support/loopback';
import { createSeededDatabase } from '../support/seeded-db';
import { pageUrls } from '../load/sample-urls';
import { EDITIONS } from '../../locales/editions';
import { LEAN_MARK, RUNTIME_LOADER } from '../../views/render/runtime-loader';

/** The one inline script the policy allows: the runtime's loader, by the hash of its exact text. */
const LOADER_HASH = `'sha256-${crypto.createHash('sha256').update(RUNTIME_LOADER).digest('base64')}'`;
const LEAN_MARK_HASH = `'sha256-${crypto.createHash('sha256').update(LEAN_MARK).digest('base64')}'`;

const db = createSeededDatabase();
const { app } = createTestApp({ db });
// One server for the file's hundreds of requests (supertest given the app listens anew for each).
const shop = serveOnLoopback(app);
const to = () => request(shop.origin());
const urls = pageUrls(db, ['de-DE', 'fr-FR']);

const PAYLOADS = [
  '"><script>alert(1)</script>',
  "'><img src=x onerror=alert(1)>",
  '</script><script>alert(1)</script>',
  '<svg/onload=alert(1)>',
  '\u2028</ScRiPt ><script>alert(1)</script>',
];
/** What a payload must never look like in the answer: a live tag or handler. */
const LIVE = /<script>alert|<img src=x onerror|<svg\/onload|<\/script><script>alert/i;
const QUERY_NAMES = ['q', 'page', 'sort', 'f_brand', 'f_position', 'modelId', 'hsn', 'tsn', 'plate', 'manufacturerId', 'notice', 'skipped', 'returnTo', 'kbaTypeId'];

function directive(csp: string, name: string): string[] {
  return (csp.split(';').map((part) => part.trim().split(/\s+/)).find(([key]) => key === name) ?? []).slice(1);
}

function checkHtml(res: request.Response, where: string) {
  const csp = String(res.headers['content-security-policy'] ?? '');
  // Scripts only from this origin, the runtime's loader and the listings' lean-line mark by their
  // hashes: no other inline script runs, whatever a payload manages to put in the page.
  expect([where, directive(csp, 'script-src')]).toEqual([where, ["'self'", LOADER_HASH, LEAN_MARK_HASH]]);
  for (const [, tag, text] of res.text.matchAll(/(<script\b[^>]*>)([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc=/i.test(tag!)) continue;
    if (/\bid="spareo-runtime"/.test(tag!)) expect([where, text]).toEqual([where, RUNTIME_LOADER]);
    else if (tag === '<script>') expect([where, text]).toEqual([where, LEAN_MARK]);
    else expect([where, tag]).toEqual([where, expect.stringMatching(/type="application\/(ld\+)?json"/i)]);
  }
  // Each inline stylesheet is allowed by its own hash, and nothing else inline is.
  const styleSources = directive(csp, 'style-src');
  expect([where, styleSources.some((source) => source.includes('unsafe-inline'))]).toEqual([where, false]);
  for (const [, css = ''] of res.text.matchAll(/<style>([\s\S]*?)<\/style>/g)) {
    const hash = `'sha256-${crypto.createHash('sha256').update(css).digest('base64')}'`;
    expect([where, styleSources]).toEqual([where, expect.arrayContaining([hash])]);
  }
}

let inputsTried = 0;
let escapedEchoes = 0;

test('every HTML page has a CSP that runs no inline script and allows its inline CSS by hash', async () => {
  for (const { url } of urls) {
    const res = await to().get(url).redirects(0);
    if (res.type !== 'text/html') continue;
    checkHtml(res, url);
  }
  for (const status of ['/Ersatzteile/vw/1-abc-', '/fr-FR/nope/nope/nope']) checkHtml(await to().get(status), status);
});

test.each(PAYLOADS)('payload %j in every query value of every page comes back escaped', async (payload) => {
  let echoed = 0;
  for (const { url } of urls) {
    const query = Object.fromEntries(QUERY_NAMES.map((name) => [name, payload]));
    const res = await to().get(url).query(query).redirects(0);
    inputsTried += QUERY_NAMES.length;
    expect([url, res.status < 500]).toEqual([url, true]);
    if (res.status >= 300 && res.status < 400) {
      // Redirects stay on this site: a relative path, never protocol-relative or absolute elsewhere.
      expect([url, res.headers.location]).toEqual([url, expect.stringMatching(/^\/(?![/\\])/)]);
      continue;
    }
    expect([url, LIVE.test(res.text)]).toEqual([url, false]);
    if (/&lt;(script|img|svg)|\\u003c(script|img|svg)/i.test(res.text)) echoed += 1;
    if (res.type === 'text/html') checkHtml(res, url);
  }
  escapedEchoes += echoed;
});

test.each(PAYLOADS)('the detector recognises %j when it is reflected raw', (payload) => {
  expect(LIVE.test(`<p>${payload}</p>`)).toBe(true);
});

test.each(PAYLOADS)('payload %j as a search term, part number and slug comes back escaped', async (payload) => {
  const w = EDITIONS['de-DE'].words;
  const encoded = encodeURIComponent(payload);
  const targets = [
    `/search?q=${encoded}`,
    `/${w.fulltextSearch}?q=${encoded}`,
    `/${w.partSearch}/bremsscheibe/bosch/${encoded}`,
    `/${w.partSearch}/${encoded}/${encoded}`,
    `/${encoded}/${w.allVehicles}/--1`,
    `/${w.shop}/${encoded}`,
    `/${w.info}/${encoded}`,
  ];
  for (const target of targets) {
    const res = await to().get(target).redirects(1);
    inputsTried += 1;
    expect([target, res.status < 500]).toEqual([target, true]);
    expect([target, LIVE.test(res.text)]).toEqual([target, false]);
    if (res.type === 'text/html') checkHtml(res, target);
  }
});

test('/api answers carry input as JSON, never as HTML', async () => {
  for (const payload of PAYLOADS) {
    const res = await to().get(`/api/Volltextsuche/${encodeURIComponent(payload)}`).query({ f: payload });
    inputsTried += 2;
    expect(res.status).toBeLessThan(500);
    expect(res.type).toBe('application/json');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  }
});

afterAll(() => {
  console.log(`security-xss: ${inputsTried} hostile inputs tried over ${urls.length} page URLs; ${escapedEchoes} answers echoed them escaped`);
});
