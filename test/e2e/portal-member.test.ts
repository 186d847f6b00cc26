/**
 * A shop's new member, the whole way in Chromium with JavaScript on: the operator signs in to the
 * desk and invites them; the invitation arrives on the in-process SMTP server; the member opens
 * its link, chooses a password and enrols the second factor (codes computed with otpauth from the
 * key the page shows, as an authenticator app would); signs in with both steps and lands in the
 * portal in their language, sees their shop's feed imports and orders, changes the shipping table
 * and sees the public shop page change. The same sign-in with JavaScript off is followed over HTTP:
 * integration/nojs-flows.
 */
import { Secret, TOTP } from 'otpauth';
import type { Page } from 'puppeteer-core';
import { SHOPPER } from '../checkout/helpers';
import { offersFromShops, shopToken } from '../checkout/support';
import { createStaff, type TestStaff } from '../support/staff';
import { checkoutInBrowser } from './support/checkout-in-browser';

jest.setTimeout(180_000);

const e2e = checkoutInBrowser();

/** What an authenticator app shows for the key at a moment. */
const codeAt = (secret: string, at: number) => new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate({ timestamp: at });

/** The pages share one browser profile: another person's browser is one without this one's cookies. */
const forgetCookies = async (page: Page) => void (await (await page.createCDPSession()).send('Network.clearBrowserCookies'));
const submit = (page: Page, selector: string) => Promise.all([page.waitForNavigation(), page.click(selector)]);
const path = (page: Page) => new URL(page.url()).pathname;

async function deskSignIn(page: Page, who: { email: string; password: string; secret: string }, at: number): Promise<void> {
  await page.goto(`${e2e.shop.origin}/desk/sign-in`);
  await page.type('#email', who.email);
  await page.type('#password', who.password);
  await submit(page, 'main button[type=submit]');
  expect(path(page)).toBe('/desk/sign-in/code');
  await page.type('#code', codeAt(who.secret, at));
  await submit(page, 'main button[type=submit]');
}

async function placeOrder(page: Page, offer: { offerId: number; shopId: number }): Promise<void> {
  await page.goto(`${e2e.shop.origin}/Warenkorb/generieren?cartParam[${offer.offerId}]=1`);
  await submit(page, '.cart-checkout a');
  await page.waitForSelector('.checkout-form');
  await page.type('#checkout-email', SHOPPER.email);
  await page.type('#checkout-name', SHOPPER.name);
  await page.type('#checkout-street', SHOPPER.street);
  await page.type('#checkout-zip', SHOPPER.zip);
  await page.type('#checkout-city', SHOPPER.city);
  await page.click(`input[name="payment-${offer.shopId}"][value="prepayment"]`);
  await page.click(`input[name="accept-${offer.shopId}"]`);
  await submit(page, '.checkout-place');
}

test('invited from the desk, the member enrols from the mail, signs in with the second factor and runs their shop page', async () => {
  const [offer] = await offersFromShops(e2e.shop.db, 'DE', 1);
  const shopId = offer!.shopId;
  const slug = (await e2e.shop.db.kysely.selectFrom('shops').select('slug').where('id', '=', shopId).executeTakeFirstOrThrow()).slug;
  // The shop already lives on Spareo: a feed through its API and an order from a shopper.
  const feed = await fetch(`${e2e.shop.origin}/feeds/${shopId}`, { method: 'PUT', headers: { authorization: `Bearer ${await shopToken(e2e.shop.db, shopId)}`, 'content-type': 'text/csv' }, body: 'sku;brand;mpn;price;stock\nX-1;Bosch;NOPE-1;1,00;1\n' });
  expect(feed.status).toBeLessThan(500);
  const operator: TestStaff = await createStaff(e2e.shop.db.kysely, 'operator');

  const { page, errors } = await e2e.chromium.open({ javaScript: true });
  await placeOrder(page, offer!);

  // The operator invites the member from the shop's desk screen.
  await deskSignIn(page, operator, Date.now() + 30_000);
  await page.goto(`${e2e.shop.origin}/desk/shops/${shopId}`);
  await page.type('#name', 'Camille Martin');
  await page.type('#email', 'camille@atelier.example');
  await page.select('#role', 'shop_owner');
  await page.select('#locale', 'fr-FR');
  await submit(page, 'form[action$="/members"] button[type=submit]');
  expect(await page.$eval('[data-invitation]', (el) => el.textContent)).toContain('/desk/invitation/');

  // The mail, in French, carries the one-time link on the shop's own origin.
  const mail = await e2e.mailbox.waitFor((m) => m.to !== undefined && JSON.stringify(m.to).includes('camille@atelier.example'));
  expect(mail.subject).toBe('Votre invitation sur Spareo');
  const link = new RegExp(`${e2e.shop.origin.replace(/[.:/]/g, '\\$&')}/desk/invitation/\\S+`).exec(mail.text ?? '')?.[0];
  expect(link).toBeDefined();

  // The member's own browser: none of the operator's cookies.
  const member = await e2e.chromium.open({ javaScript: true });
  await forgetCookies(member.page);
  await member.page.goto(link!);
  expect(await member.page.$eval('html', (el) => el.lang)).toBe('fr-FR');
  const secret = await member.page.$eval('code[data-secret]', (el) => (el.textContent ?? '').replace(/\s+/g, ''));
  await member.page.type('#password', 'un mot de passe assez long');
  await member.page.type('#code', codeAt(secret, Date.now()));
  await submit(member.page, 'main button[type=submit]');
  // Enrolled and signed in: a shop member's home is the portal.
  expect(path(member.page)).toMatch(/^\/portal\//);

  // Signed out, the portal's sign-in leads to the member sign-in: password, then the next code.
  await submit(member.page, 'header form[action="/portal/sign-out"] button');
  expect(path(member.page)).toBe('/portal/sign-in');
  await submit(member.page, 'a.member-sign-in');
  await deskSignIn(member.page, { email: 'camille@atelier.example', password: 'un mot de passe assez long', secret }, Date.now() + 30_000);
  // The start page first: what waits for the e2e.shop.
  expect(path(member.page)).toMatch(/^\/portal\/?$/);
  expect(await member.page.$eval('html', (el) => el.lang)).toBe('fr-FR');
  expect(await member.page.$eval('.portal-brand strong', (el) => el.textContent)).toBe(offer!.shopName);
  await member.page.goto(`${e2e.shop.origin}/portal/feeds`);
  expect(await member.page.$$eval('a[href^="/portal/feeds/"]', (links) => links.length)).toBeGreaterThan(0);

  await member.page.goto(`${e2e.shop.origin}/portal/orders`);
  expect(await member.page.$eval('main', (el) => el.textContent)).toContain(SHOPPER.name);

  // The shipping table: Germany costs 12,34 € from now on, and the public shop page says so at once.
  await member.page.goto(`${e2e.shop.origin}/portal/shop-page`);
  const germany = await member.page.$$eval('table.shipping input[name^="country_"]', (inputs) => inputs.find((input) => (input as HTMLInputElement).value === 'DE')?.getAttribute('name')?.split('_')[1]);
  expect(germany).toBeDefined();
  const cost = `input[name="cost_${germany}"]`;
  await member.page.$eval(cost, (input) => { (input as HTMLInputElement).value = ''; });
  await member.page.type(cost, '12,34');
  await submit(member.page, 'form[action="/portal/shop-page/shipping#shipping"] button[type=submit]');
  expect(await member.page.$eval('[role=status]', (el) => el.textContent)).toBeTruthy();
  await member.page.goto(`${e2e.shop.origin}/Shop/${slug}`);
  expect(await member.page.$eval('.shipping-table', (el) => el.textContent)).toContain('12,34');

  expect(errors).toEqual([]);
  expect(member.errors).toEqual([]);
  await member.page.close();
  await page.close();
});
