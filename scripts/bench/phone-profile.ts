/**
 * The slow phone a shopper meets the shop on, in one place for the bench and the browser tests:
 * 360 x 640 with touch, CPU x4, 150 ms latency, 1.6 Mbit/s down and 750 kbit/s up.
 */
import type { Page } from 'puppeteer-core';

export const PHONE_LATENCY_MS = 150;
export const PHONE_DOWN_BYTES_PER_S = (1.6 * 1024 * 1024) / 8;
export const PHONE_NETWORK = { offline: false, latency: PHONE_LATENCY_MS, downloadThroughput: PHONE_DOWN_BYTES_PER_S, uploadThroughput: (750 * 1024) / 8 };
export const PHONE_VIEWPORT = { width: 360, height: 640, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

/** Puts the page on the phone: its screen, CPU and network (the page's own CDP session, returned for more). */
export async function onSlowPhone(page: Page) {
  await page.setViewport(PHONE_VIEWPORT);
  const cdp = await page.createCDPSession();
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', PHONE_NETWORK);
  await page.emulateCPUThrottling(4);
  return cdp;
}
