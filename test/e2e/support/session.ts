/** The real shop and Chromium for one test file: started before its tests, closed after them. */
import { launchBrowser, type BrowserKind, type TestBrowser } from './browser';
import { startShop, type RunningShop, type ShopOptions } from './server';

export interface ShopInBrowser {
  shop: RunningShop;
  chromium: TestBrowser;
}

/** `browser`: which Chromium the file's claims need (browser.ts). */
export function useShopInBrowser(options: ShopOptions = {}, { browser = 'shell' }: { browser?: BrowserKind } = {}): ShopInBrowser {
  const e2e = {} as ShopInBrowser;
  beforeAll(async () => {
    // Side by side: Chromium starts in processes of its own while the shop opens its database.
    // Each is kept as soon as it is up, so afterAll closes it even when the other failed.
    const started = await Promise.allSettled([
      startShop(options).then((shop) => (e2e.shop = shop)),
      launchBrowser({ kind: browser }).then((chromium) => (e2e.chromium = chromium)),
    ]);
    for (const result of started) if (result.status === 'rejected') throw result.reason;
  });
  afterAll(async () => {
    await e2e.chromium?.close();
    await e2e.shop?.close();
  });
  return e2e;
}
