/**
 * Debian's Chromium through puppeteer-core: headless, no network beyond loopback, a fresh profile.
 * Which one a file starts follows what it claims. A file about what the browser itself does beyond
 * its page engine (paint as it reports it, layout shifts while a page arrives, what it fetches
 * ahead, offline, the PDF it opens) starts the full browser in its headless mode; every other file
 * (pages, forms, keyboard, islands on the slowed phone, audits, the back office) starts Debian's
 * chromium-headless-shell: the same Blink, slowed by the same DevTools calls, at a fraction of the CPU.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import puppeteer, { type Browser, type HTTPRequest, type Page } from 'puppeteer-core';

const { addOrphanedCpu, zygoteCpuSeconds } = require('../../support/file-cpu.js') as {
  addOrphanedCpu(seconds: number | undefined): void;
  zygoteCpuSeconds(browser: number): number | undefined;
};

export interface TestBrowser {
  browser: Browser;
  /** A new page that records console errors and the scripts it requested. */
  open(options?: { javaScript?: boolean; width?: number }): Promise<{ page: Page; errors: string[]; scripts: string[] }>;
  close(): Promise<void>;
}

/** `shopper`: the full browser, for what it does beyond the page engine; `shell`: the headless shell. */
export type BrowserKind = 'shopper' | 'shell';

const EXECUTABLES: Record<BrowserKind, { executablePath: string; headless: true | 'shell' }> = {
  shopper: { executablePath: '/usr/bin/chromium', headless: true },
  shell: { executablePath: '/usr/bin/chromium-headless-shell', headless: 'shell' },
};

/** `args`: more of Chromium's switches, e.g. a host-resolver rule that maps a host name to loopback. */
export async function launchBrowser(options: { args?: string[]; kind?: BrowserKind } = {}): Promise<TestBrowser> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'spareo-chromium-'));
  const browser = await puppeteer.launch({
    ...EXECUTABLES[options.kind ?? 'shell'],
    args: [
      '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
      '--disable-component-update', '--disable-sync', `--user-data-dir=${profile}`, ...(options.args ?? []),
    ],
  });
  return {
    browser,
    async open({ javaScript = true, width = 1280 } = {}) {
      const page = await browser.newPage();
      await page.setViewport({ width, height: 900 });
      await page.setJavaScriptEnabled(javaScript);
      const errors: string[] = [];
      const scripts: string[] = [];
      page.on('console', (message) => {
        // Resource failures are recorded with their URL below.
        if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(String(error)));
      page.on('response', (response) => {
        if (response.status() >= 400 && response.request().resourceType() !== 'document') errors.push(`${response.status()} ${response.url()}`);
      });
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
      });
      return { page, errors, scripts };
    },
    async close() {
      // Chromium's renderers end as init's children, not the worker's: counted before they go.
      const pid = browser.process()?.pid;
      if (pid !== undefined) addOrphanedCpu(zygoteCpuSeconds(pid));
      await browser.close();
      fs.rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** Waits until the runtime has started the named plain-DOM behaviour (loading bar, connection, experiment, cart count). */
export async function behaviourReady(page: Page, name: string): Promise<void> {
  await page.waitForSelector(`spareo-behaviour[data-name="${name}"][data-ready]`, { timeout: 10_000 });
}

/** Waits until the named island has hydrated (the runtime marks it). */
export async function hydrated(page: Page, name: string): Promise<void> {
  await page.waitForSelector(`spareo-island[data-name="${name}"][data-hydrated]`, { timeout: 10_000 });
}

/**
 * Holds the browser's requests for `files` until release(): input lands between waking and
 * hydrating, however fast the link and the machine. `requested` settles at the first of them asked for.
 */
export async function holdChunk(page: Page, ...files: string[]): Promise<{ requested: Promise<void>; release: () => void }> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let asked = () => {};
  const requested = new Promise<void>((resolve) => (asked = resolve));
  await page.setRequestInterception(true);
  page.on('request', (request) => {
    if (!files.includes(new URL(request.url()).pathname)) return void request.continue();
    asked();
    // A request the page gave up meanwhile (it navigated away) cannot be continued: nothing to do.
    void held.then(() => request.continue().catch(() => undefined));
  });
  return { requested, release };
}

/** A request the page made to fill the cache ahead of use (a link rel=prefetch), not to use it now. */
export const isPrefetch = (request: HTTPRequest): boolean => /^prefetch/.test(request.headers()['sec-purpose'] ?? '');

/**
 * Nothing fetched ahead, however long the test's own steps take: the page's idle prefetch (1.5 s
 * after its load) is turned away, as if the shopper had touched the page before it began. A test
 * driver slowed by a busy machine otherwise leaves the page idle long enough for the prefetch to
 * bring the very files whose order the test looks at.
 */
export async function withoutPrefetch(page: Page): Promise<void> {
  await page.setRequestInterception(true);
  page.on('request', (request) => {
    if (request.isInterceptResolutionHandled()) return;
    // A request the page gave up meanwhile cannot be answered: nothing to do.
    void (isPrefetch(request) ? request.abort('blockedbyclient') : request.continue()).catch(() => undefined);
  });
}

/**
 * The shopper's first sign of life, away from any island: a pointer over the page's top corner. On a
 * page whose islands all wait for use, this is what loads the runtime (views/render/runtime-loader.ts).
 */
export async function firstSign(page: Page): Promise<void> {
  await page.mouse.move(2, 2);
  await page.mouse.move(4, 4);
}

/**
 * A later event heard, to show that something did not happen: a request the page sends now,
 * answered. Whatever the page began before it (a navigation, a fetch, a form sent) has been asked
 * for by then, and a navigation would have ended this document.
 */
export async function afterRoundTrip(page: Page): Promise<void> {
  await page.evaluate(() => fetch('/healthz', { cache: 'no-store' }).then((answer) => answer.text()));
}

/** Two frames drawn: what the page did in reaction to an event before them (a render, a focus, a scroll step) is done. */
export async function afterFrames(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}
