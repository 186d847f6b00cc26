/**
 * The shop front, the cart and the desk with JavaScript off, in Chromium: what only a browser
 * shows. The pages' own resources load without an error and no island hydrates, on a page full of
 * islands and on the cart after an add through the plain form; the desk's invitation, queue and an
 * order's timeline load without an error. The flows themselves (vehicle by dropdowns, search,
 * article, cart, delivery country, consent; the desk's enrolment, sign-in, notes) are followed over
 * HTTP: integration/nojs-flows. The portal's smoke is e2e/plain-http-forms.
 */
import { inviteStaff } from '../../server/marketplace/staff/repository';
import { currentCode } from '../../server/marketplace/staff/totp';
import { orderWithUndeliveredMail } from '../support/desk-queue';
import { articlePath } from './support/articles';
import { useShopInBrowser } from './support/session';

jest.setTimeout(120_000);

const e2e = useShopInBrowser();

test('shop front and cart without JavaScript: every resource loads, nothing errs, no island hydrates', async () => {
  const article = await articlePath(e2e.shop.origin);
  const { page, errors } = await e2e.chromium.open({ javaScript: false });
  await page.goto(`${e2e.shop.origin}/fr-FR`);
  expect(await page.$$('spareo-island')).not.toEqual([]);
  expect(await page.$$('spareo-island[data-hydrated]')).toEqual([]);

  await page.goto(`${e2e.shop.origin}${article}`);
  const [answer] = await Promise.all([page.waitForNavigation(), page.click('form.add-to-cart button[type=submit]:not([disabled])')]);
  expect(answer?.status()).toBe(200);
  expect(new URL(page.url()).pathname).toBe('/Warenkorb');
  expect(await page.$$('.cart-line')).toHaveLength(1);
  expect(await page.$$('spareo-island[data-hydrated]')).toEqual([]);
  expect(errors).toEqual([]);
  await page.close();
});

test('the desk without JavaScript: invitation, queue and an order\'s timeline load without an error', async () => {
  const k = e2e.shop.db.kysely;
  const invited = await inviteStaff(k, { email: 'sam@spareo.example', name: 'Sam Support', locale: 'fr-FR', role: 'support', shopId: null }, null);

  await orderWithUndeliveredMail(k);

  const { page, errors } = await e2e.chromium.open({ javaScript: false });
  // The invitation: the key as the page shows it is what an authenticator app would read from the QR code.
  await page.goto(`${e2e.shop.origin}/desk/invitation/${invited!.token}`);
  expect(await page.$eval('html', (el) => el.lang)).toBe('fr-FR');
  expect(await page.$('.qr svg')).not.toBeNull();
  const secret = await page.$eval('code[data-secret]', (el) => el.textContent ?? '');
  await page.type('#password', 'a desk password of length');
  await page.type('#code', currentCode(secret));
  await Promise.all([page.waitForNavigation(), page.click('main button[type=submit]')]);
  expect(new URL(page.url()).pathname).toBe('/desk/queue');

  await page.goto(`${e2e.shop.origin}/desk/orders/SP-261124-BRAKES`);
  expect(await page.$$('ol.timeline li')).toHaveLength(3);
  expect(errors).toEqual([]);
  await page.close();
});
