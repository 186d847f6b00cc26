/**
 * A shop's member without JavaScript, through the plain browser: the portal sends an outsider to
 * its sign-in, which leads to the desk's two steps (password, then the authenticator's code), and
 * the member lands in the portal in their language; a wrong code keeps the member outside. The
 * whole way in with JavaScript on, from the desk's invitation, is e2e/portal-member's.
 */
import { currentCode } from '../../server/marketplace/staff/totp';
import { offersFromShops } from '../checkout/support';
import { createTestApp } from '../support/app';
import { serveOnLoopback } from '../support/loopback';
import { PlainBrowser, type PlainPage } from '../support/plain-browser';
import { createSeededDatabase } from '../support/seeded-db';
import { createStaff } from '../support/staff';

const { app, db } = createTestApp({ db: createSeededDatabase() });
const shop = serveOnLoopback(app);
afterAll(() => db.close());

test('without JavaScript a member signs in with password and code and reaches the portal', async () => {
  const [offer] = await offersFromShops(db, 'DE', 1);
  const owner = await createStaff(db.kysely, 'shop_owner', { shopId: offer!.shopId, locale: 'nl-NL' });
  const browser = new PlainBrowser();
  let page = await browser.goto(`${shop.origin()}/portal/feeds`);
  expect(page.url.pathname).toBe('/portal/sign-in');
  page = await browser.follow(page, 'a.member-sign-in');
  const passwordStep = async (who: PlainBrowser, from: PlainPage) => {
    const code = await who.press(from, 'main button[type=submit]', { '#email': owner.email, '#password': owner.password });
    expect(code.url.pathname).toBe('/desk/sign-in/code');
    return code;
  };
  // The account's enrolment used the previous step's code: the next one is accepted.
  page = await browser.press(await passwordStep(browser, page), 'main button[type=submit]', { '#code': currentCode(owner.secret, Date.now() + 30_000) });
  expect(page.url.pathname).toMatch(/^\/portal\/?$/);
  expect(page.one('html').getAttribute('lang')).toBe('nl-NL');
  expect(browser.statuses.every((status) => status < 400)).toBe(true);

  // A wrong code is refused and the member stays outside.
  const other = new PlainBrowser();
  page = await other.press(await passwordStep(other, await other.goto(`${shop.origin()}/desk/sign-in`)), 'main button[type=submit]', { '#code': '000000' });
  expect(page.url.pathname).toBe('/desk/sign-in/code');
  expect((await other.goto(`${shop.origin()}/portal/feeds`)).url.pathname).toBe('/portal/sign-in');
});
