/**
 * Debian's Chromium through puppeteer-core: headless, no network beyond loopback, a fresh profile.
 * A run of the backend runner starts one for all its browser files (they run one at a time) and
 * names it to the workers; each file then has browser contexts of its own in it, closed when the
 * file ends, so no cookie or stored vehicle passes from one file to the next. Started for each
 * file instead, Chromium's start and stop was a good part of a short browser file's work.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import puppeteer, { type Browser, type BrowserContext, type Page } from 'puppeteer-core';

/** Where the run's Chromium listens (set by the runner, read here). */
const CHROMIUM_VARIABLE = 'SPAREO_TEST_CHROMIUM';

export interface TestBrowser {
  /** For browser contexts of the file's own (createBrowserContext); pages come from newPage or open. */
  browser: Browser;
  /** A new page in the file's own browser context. */
  newPage(): Promise<Page>;
  /** A new page that records console errors and the scripts it requested. */
  open(options?: { javaScript?: boolean; width?: number }): Promise<{ page: Page; errors: string[]; scripts: string[] }>;
  close(): Promise<void>;
}

/** Starts Chromium with a profile folder of its own; `close` stops it and removes the folder. */
export async function startChromium(): Promise<{ browser: Browser; close: () => Promise<void> }> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'spareo-chromium-'));
  const browser = await puppeteer.launch({
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
      '--disable-component-update', '--disable-sync', `--user-data-dir=${profile}`,
    ],
  });
  return {
    browser,
    async close() {
      await browser.close();
      fs.rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** The runner's Chromium for the whole run: the environment that names it to the workers, and its stop. */
export async function shareChromium(): Promise<{ environment: Record<string, string>; close: () => Promise<void> }> {
  const { browser, close } = await startChromium();
  return { environment: { [CHROMIUM_VARIABLE]: browser.wsEndpoint() }, close };
}

/** The run's Chromium when the runner started one, else one of the file's own. */
export async function launchBrowser(): Promise<TestBrowser> {
  const endpoint = process.env[CHROMIUM_VARIABLE];
  const own = endpoint ? undefined : await startChromium();
  const browser = own?.browser ?? (await puppeteer.connect({ browserWSEndpoint: endpoint }));
  let context: Promise<BrowserContext> | undefined;
  const newPage = async () => (await (context ??= browser.createBrowserContext())).newPage();
  return {
    browser,
    newPage,
    async open({ javaScript = true, width = 1280 } = {}) {
      const page = await newPage();
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
      if (own) return own.close();
      // Every context but the browser's default one is a file's: those this file left open go with it.
      const contexts = browser.browserContexts().filter((candidate) => candidate !== browser.defaultBrowserContext());
      await Promise.all(contexts.map((candidate) => candidate.close().catch(() => undefined)));
      await browser.disconnect();
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

/**
 * The shopper's first sign of life, away from any island: a pointer over the page's top corner. On a
 * page whose islands all wait for use, this is what loads the runtime (views/render/runtime-loader.ts).
 */
export async function firstSign(page: Page): Promise<void> {
  await page.mouse.move(2, 2);
  await page.mouse.move(4, 4);
}
