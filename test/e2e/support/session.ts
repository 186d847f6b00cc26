/** The real shop and Chromium for one test file: started before its tests, closed after them. */
import { launchBrowser, type TestBrowser } from './browser';
import { startShop, type RunningShop, type ShopOptions } from './server';

export interface ShopInBrowser {
  shop: RunningShop;
  chromium: TestBrowser;
}

export function useShopInBrowser(options: ShopOptions = {}): ShopInBrowser {
  const e2e = {} as ShopInBrowser;
  beforeAll(async () => {
    e2e.shop = await startShop(options);
    e2e.chromium = await launchBrowser();
  });
  afterAll(async () => {
    await e2e.chromium?.close();
    await e2e.shop?.close();
  });
  return e2e;
}
