/**
 * Size budgets, deterministic bytes so they run with the tests: per page type, the
 * JavaScript the HTML links to run before any interaction (module scripts + modulepreloads,
 * brotli q11 as precompressed) and what the first 14,600 gzip bytes of the HTML carry (the whole
 * inline critical CSS and the page's h1). Times stay in the benchmark (npm run bench).
 * Raise a budget only on purpose: it is the line a change has to argue its way across.
 */
import fs from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import type { Locale } from '../../locales/editions';
import { distDir } from '../../server/shared/paths';
import type { ClientManifest } from '../../server/web/page-output/assets';
import { brotliSize, firstFlight, FIRST_FLIGHT_BYTES, gzipSize, inlineCss, linkedScripts, renderBlocking } from '../../scripts/bench/html';
import { benchIds, cartOffers, pagePaths, PAGE_TYPES, type PageType } from '../../scripts/bench/pages';
import { createTestApp } from '../support/app';
import { createSeededDatabase } from '../support/seeded-db';

/** No page executes more than 75 KB (brotli) before interaction. */
const JS_CEILING = 75 * 1024;
/**
 * Per page type: brotli bytes of the JS executed before interaction. Since the page furniture became
 * plain-DOM behaviours and no island hydrates on load or idle, that is the runtime alone (island
 * loader + behaviours + the input and clicks kept before an island wakes, ~4.2 KB with its shared
 * chunks) on every page: React waits for an island. Raised by 0.75 KB for asking for an island's
 * files at once and keeping the experiment report behind the islands that wake (~4.9 KB). Raised
 * by 0.25 KB for the early code that draws the vehicle dropdowns' series from the loader's answer
 * before their island wakes (~5.4 KB): on a phone the series list comes a second sooner. Raised by
 * 1.75 KB for the runtime's first file, which carries the search box's early answer whole (~1.8 KB,
 * ~7.1 KB in all): the same code came at the same first use before as four chunks of its own the
 * budget did not count (~1.95 KB), a round of the phone's connections later. Raised by 0.25 KB for
 * the loader asking for each typed term at the input and the series list drawn by the runtime's
 * first file (~7.35 KB): the first suggestion and series list leave before any script has come.
 */
const RUNTIME_BUDGET = 7.5 * 1024;
const JS_BUDGET: Record<PageType, number> = {
  home: RUNTIME_BUDGET,
  category: RUNTIME_BUDGET,
  search: RUNTIME_BUDGET,
  article: RUNTIME_BUDGET,
  cart: RUNTIME_BUDGET,
  '404': RUNTIME_BUDGET,
};
/**
 * Per page type: gzip bytes from the start of the HTML to the end of its h1. The hard line is
 * FIRST_FLIGHT_BYTES (14,600, the first round trip); the budgets are today's size plus ~15 %,
 * so the page top keeps room for the rest of the first flight.
 */
const TOP_BUDGET: Record<PageType, number> = {
  // Raised by 32 on purpose (2026-12-01): a phone's header hides a chosen car's label and the fitment note sits on
  // the title (~10 gzip bytes of CSS every page carries), so an article's first offer stays in a phone's first screen.
  home: 11_204, // raised from 10,000 with category, search and 404 below, for the same reasons
  // Raised from 10,000 on purpose: the icon in the head became a PNG (base64, ~250 gzip bytes more
  // than the SVG's text), which Chromium decodes instead of rendering a document on the main thread.
  // Raised again from 10,240 (home and search from 10,000, 404 from 8,600) on purpose: every page's CSS gained
  // ~150 gzip bytes for what a shopper sees on it (the phone header in three rows, the vehicle panel
  // inside the screen, the consent table, the trust badge off the content, readable suggestions); the
  // checkout's and order pages' own styles (~1 KB) are page styles that only those pages carry.
  // Each raised by 96 on purpose: the listing's filters and subcategories fold on a phone (~60 gzip
  // bytes of CSS every page carries), so the articles start in a phone's first screen.
  // Each raised by about 650 on purpose (2026-11-27): every page's CSS gained the phone's compact bar,
  // the delivery day and total on offers, review stars and the order steps (~370 gzip bytes), and the
  // header the order lookup. Each raised by 32 on purpose: every page's CSS holds the rules that keep a
  // lean line's listing pictures for the first scroll (a data saver's first view under 40 KB). Each
  // raised by 16 on purpose: a listing with nothing to filter by gives its cards the whole width.
  // Each raised by 48 on purpose: a phone's listing is a list with thumbnails (its largest element
  // the heading, painted with the page), ~40 gzip bytes of CSS every page carries.
  // Each raised by 96 on purpose (2026-11-28): every page's CSS holds the reviews' order links,
  // photos and helpful votes and the account's link to its orders (~60 gzip bytes). Each raised by 32
  // on purpose: the sort form is its full size from its first tag, so a busy phone painting mid-form
  // sees no shift (~10 gzip bytes of CSS every page carries). Raised by 48 on purpose (2026-11-29):
  // the vehicle dropdowns name generations with their chassis codes ("Golf VII (5G1, BQ1, BE1, BE2, BA5, BV5)"). Each page
  // raised by 48 on purpose (2026-11-29): the header's search field names its suggestions' address
  // and least length, so the page asks for the first suggestion at the input, before any script.
  // Raised by 48 on purpose (2026-12-01): a generation is named by every body's chassis code, Renault's
  // by its phases ("Mégane II (BM0/1, CM0/1, KM0/1, LM0/1, EM0/1)"), and the listing's vehicle
  // dropdowns carry the series' names before the heading.
  category: 11_648,
  // Raised by 32 on purpose (2026-12-01): the phone's header leaves a chosen car's chassis codes to
  // screen readers, a rule every page's CSS carries.
  search: 11_324,
  // Raised by 96 more on purpose: the head preloads the main product photo where it stands in a
  // desktop's first screen, so the photo comes with the first paint instead of after it.
  article: 11_432,
  cart: 11_092,
  // Raised from 7,500 on purpose: the header gained the vehicle panel, account state and consent
  // entry; from 8,800 by 64 for the listing's folded controls (above).
  '404': 9_832,
};
/** Inline critical CSS, gzip: raised by 96 for the listing's controls folded on a phone, by 416 more for the phone bar, delivery days, reviews and order steps (see TOP_BUDGET), by 64 for the criteria filters' counts and empty values, by 64 for a lean line's listing pictures kept for the first scroll, by 96 for the reviews' order, photos and helpful votes and the account's orders link, by 32 for headlines that wrap on a 320 px phone instead of pushing the page sideways (a brand's long name beside its logo), by 32 for a phone's header that leaves a chosen car's chassis codes to screen readers. */
const CSS_GZIP_BUDGET = 6 * 1024 + 800;

const manifestFile = path.join(distDir, 'client', 'manifest.json');
if (!fs.existsSync(manifestFile)) throw new Error('dist/client/manifest.json is missing: run `npm run build` first (npm test does)');
const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as ClientManifest;

const db = createSeededDatabase();
const { app } = createTestApp({ db });
const ids = benchIds(db);
const offers = cartOffers(db);
const brotliOf = new Map<string, number>();

/** brotli size of a built chunk, computed once per chunk (q11 is slow on React). */
function chunkBrotli(url: string): number {
  let size = brotliOf.get(url);
  if (size === undefined) {
    const file = path.join(distDir, 'client', path.basename(url));
    if (!url.startsWith('/assets/') || !fs.existsSync(file)) throw new Error(`linked script ${url} is not a built chunk`);
    size = brotliSize(fs.readFileSync(file));
    brotliOf.set(url, size);
  }
  return size;
}

let cookie = '';
beforeAll(async () => {
  const session = await request(app).get('/api/session').expect(200);
  cookie = ([] as string[]).concat(session.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]!).find((c) => c.startsWith('spareo_sid='))!;
  for (const offer of offers) {
    await request(app).post(`/api/Warenkorb/Hinzufuegen/${offer}`).set('cookie', cookie).send({ quantity: 1 }).expect(200);
  }
});

describe.each(['de-DE', 'fr-FR'] as Locale[])('%s', (locale) => {
  const paths = pagePaths(ids, locale);
  describe.each([...PAGE_TYPES])('%s', (type) => {
    let html = '';
    beforeAll(async () => {
      const res = await request(app).get(paths[type]).set('cookie', type === 'cart' ? cookie : '').redirects(2);
      expect(res.status).toBe(type === '404' ? 404 : 200);
      html = res.text;
    });

    test('JS executed before interaction stays under its budget', () => {
      const scripts = linkedScripts(html);
      const brotli = scripts.reduce((sum, url) => sum + chunkBrotli(url), 0);
      if (process.env.BUDGET_REPORT) console.log(`${locale} ${type}: ${scripts.length} scripts, ${brotli} brotli bytes before interaction`);
      expect(brotli).toBeLessThanOrEqual(Math.min(JS_BUDGET[type], JS_CEILING));
    });

    test('before interaction only the runtime runs: no island chunk, no React, nothing preloaded for later', () => {
      // Every island of these pages waits for visibility or interaction. The runtime (and
      // the small chunks it shares with islands) is what finds them and runs the behaviours.
      const runtime = new Set([manifest.runtime!, ...(manifest.runtimeImports ?? [])]);
      const islandFiles = new Set(Object.values(manifest.islands).flatMap((entry) => [entry.file, ...entry.imports]));
      const scripts = linkedScripts(html);
      expect(scripts).toContain(manifest.runtime);
      for (const url of scripts) expect(runtime).toContain(url);
      const react = Object.values(manifest.islands).map((entry) => entry.imports).reduce((a, b) => a.filter((file) => b.includes(file)));
      for (const file of react) if (!runtime.has(file)) expect(scripts).not.toContain(file);
      for (const file of islandFiles) if (!runtime.has(file)) expect(scripts).not.toContain(file);
    });

    test('nothing render-blocking: no stylesheet link, no classic script in head', () => {
      expect(renderBlocking(html)).toEqual([]);
    });

    test(`critical CSS inline and complete within the first ${FIRST_FLIGHT_BYTES} gzip bytes`, () => {
      const css = inlineCss(html);
      expect(css.length).toBeGreaterThan(0);
      expect(gzipSize(css)).toBeLessThanOrEqual(CSS_GZIP_BUDGET);
      expect(firstFlight(html).hasCriticalCss).toBe(true);
    });

    test('compressed HTML up to the end of the h1 stays under its budget', () => {
      const flight = firstFlight(html);
      if (process.env.BUDGET_REPORT) console.log(`${locale} ${type}: ${flight.gzipBytesToH1} gzip bytes to the end of the h1`);
      expect(flight.gzipBytesToH1).not.toBeNull();
      expect(flight.gzipBytesToH1!).toBeLessThanOrEqual(Math.min(TOP_BUDGET[type], FIRST_FLIGHT_BYTES));
      expect(flight.hasH1).toBe(true);
    });
  });
});

test('the cart page measured holds 10 lines from 4 shops', () => {
  expect(offers).toHaveLength(10);
  const shops = new Set((db.prepare(`SELECT shop_id FROM offers WHERE id IN (${offers.join(',')})`).all() as { shop_id: number }[]).map((r) => r.shop_id));
  expect(shops.size).toBe(4);
});
