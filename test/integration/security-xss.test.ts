/**
 * CSP nonce on every HTML page; XSS payloads in search terms, part numbers and filter values come
 * back escaped (in the HTML and in the embedded state); redirects stay on the site.
 */
import request from 'supertest';
import { createTestApp } from '../support/app';
import { createSeededDatabase } from '../support/seeded-db';
import { pageUrls } from '../load/sample-urls';
import { EDITIONS } from '../../locales/editions';

const db = createSeededDatabase();
const { app } = createTestApp({ db });
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

function checkHtml(res: request.Response, where: string) {
  const csp = String(res.headers['content-security-policy'] ?? '');
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
  expect([where, Boolean(nonce), /script-src[^;]*unsafe-inline/.test(csp)]).toEqual([where, true, false]);
  // Every executable script carries this response's nonce.
  for (const tag of res.text.match(/<script\b[^>]*>/gi) ?? []) {
    if (/type="application\/(ld\+)?json"/i.test(tag)) continue;
    expect([where, tag]).toEqual([where, expect.stringContaining(`nonce="${nonce}"`)]);
  }
}

let inputsTried = 0;
let escapedEchoes = 0;

test('every HTML page has a CSP with a fresh nonce on all its scripts', async () => {
  for (const { url } of urls) {
    const res = await request(app).get(url).redirects(0);
    if (res.type !== 'text/html') continue;
    checkHtml(res, url);
  }
  for (const status of ['/Ersatzteile/vw/1-abc-', '/fr-FR/nope/nope/nope']) checkHtml(await request(app).get(status), status);
});

test.each(PAYLOADS)('payload %j in every query value of every page comes back escaped', async (payload) => {
  let echoed = 0;
  for (const { url } of urls) {
    const query = Object.fromEntries(QUERY_NAMES.map((name) => [name, payload]));
    const res = await request(app).get(url).query(query).redirects(0);
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
    const res = await request(app).get(target).redirects(1);
    inputsTried += 1;
    expect([target, res.status < 500]).toEqual([target, true]);
    expect([target, LIVE.test(res.text)]).toEqual([target, false]);
    if (res.type === 'text/html') checkHtml(res, target);
  }
});

test('/api answers carry input as JSON, never as HTML', async () => {
  for (const payload of PAYLOADS) {
    const res = await request(app).get(`/api/Volltextsuche/${encodeURIComponent(payload)}`).query({ f: payload });
    inputsTried += 2;
    expect(res.status).toBeLessThan(500);
    expect(res.type).toBe('application/json');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  }
});

afterAll(() => {
  console.log(`security-xss: ${inputsTried} hostile inputs tried over ${urls.length} page URLs; ${escapedEchoes} answers echoed them escaped`);
});
