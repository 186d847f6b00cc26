/**
 * The checkout shop (real server on loopback, an in-process SMTP mailbox) and one Chromium, started
 * before a file's tests and stopped after them: what the browser walks through an order share.
 */
import { startCheckoutShop, startMailbox, type CheckoutShop, type Mailbox } from '../../checkout/support';
import { launchBrowser, type BrowserKind, type TestBrowser } from './browser';
import { buildClient } from './build-client';

export interface CheckoutInBrowser {
  readonly mailbox: Mailbox;
  readonly shop: CheckoutShop;
  readonly chromium: TestBrowser;
}

/** `browser`: which Chromium the file's claims need (browser.ts). */
export function checkoutInBrowser({ browser = 'shell' }: { browser?: BrowserKind } = {}): CheckoutInBrowser {
  let mailbox: Mailbox | undefined;
  let shop: CheckoutShop | undefined;
  let chromium: TestBrowser | undefined;
  beforeAll(async () => {
    mailbox = await startMailbox();
    shop = await startCheckoutShop({ smtpPort: mailbox.port, client: buildClient() });
    chromium = await launchBrowser({ kind: browser });
  });
  afterAll(async () => {
    await chromium?.close();
    await shop?.close();
    await mailbox?.close();
  });
  const started = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`${what} is not started: use it inside a test`);
    return value;
  };
  return {
    get mailbox() { return started(mailbox, 'the mailbox'); },
    get shop() { return started(shop, 'the shop'); },
    get chromium() { return started(chromium, 'Chromium'); },
  };
}
