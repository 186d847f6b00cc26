/**
 * A slow phone in Chromium: CPU x4 and, where the case needs it, a slow mobile link; a fresh
 * browser context (no cookies, storage or cached chunks from other tests), and ways to act before
 * the page's islands wake.
 */
import type { Browser, Page } from 'puppeteer-core';

/** About a slow 3G connection: 400 ms round trip, 50 KB/s down. */
export const SLOW_NETWORK = { download: 50 * 1024, upload: 25 * 1024, latency: 400 };

/** `link: false` keeps the loopback's speed: for a case whose window is a held chunk, not the transfer. */
export async function slowDown(page: Page, { link = true }: { link?: boolean } = {}): Promise<void> {
  await page.emulateCPUThrottling(4);
  if (link) await page.emulateNetworkConditions(SLOW_NETWORK);
}

export async function fullSpeed(page: Page): Promise<void> {
  await page.emulateCPUThrottling(1);
  await page.emulateNetworkConditions(null);
}

export interface SlowPage {
  page: Page;
  /** Console errors and failed subresources (favicon and static images left out: layout, not islands). */
  errors: string[];
  close(): Promise<void>;
}

/** A page in its own browser context, not yet slowed (so a test can prepare at full speed). */
export async function freshPage(browser: Browser, width = 1280): Promise<SlowPage> {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.setViewport({ width, height: 800 });
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  page.on('response', (response) => {
    const url = response.url();
    if (response.status() >= 400 && response.request().resourceType() !== 'document' && !/\/(static|img)\//.test(url)) errors.push(`${response.status()} ${url}`);
  });
  return { page, errors, close: () => context.close() };
}

/**
 * Starts loading `url` and returns as soon as `selector` is in the markup, long before the page has
 * loaded: the shopper acts on what is already shown. The returned promise is the page load.
 */
export async function openEarly(page: Page, url: string, selector: string): Promise<Promise<unknown>> {
  const loaded = page.goto(url, { waitUntil: 'load', timeout: 120_000 }).catch((error: unknown) => error);
  await page.waitForSelector(selector, { timeout: 60_000 });
  return loaded;
}

/** Loads `url` up to DOMContentLoaded: the runtime has run, no island that waits for view or input has woken. */
export async function openParsed(page: Page, url: string): Promise<void> {
  await page.goto(url, { waitUntil: 'domcontentloaded', timeout: 120_000 });
}

export const isAwake = (page: Page, name: string): Promise<boolean> =>
  page.$eval(`spareo-island[data-name="${name}"]`, (marker) => (marker as HTMLElement).dataset.hydrated !== undefined);

export const SLOW_TIMEOUT = 60_000;
