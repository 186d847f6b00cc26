/**
 * The desk in Chromium, without JavaScript as it is built: an invitation enrols the second factor
 * from the page's key, the sign-in takes the password and then the code, and an order's timeline
 * shows what happened to it; a note added through the form joins it.
 */
import { inviteStaff } from '../../server/marketplace/staff/repository';
import { currentCode } from '../../server/marketplace/staff/totp';
import { useShopInBrowser } from './support/session';

jest.setTimeout(90_000);

const e2e = useShopInBrowser();

test('invitation, sign-in with password and TOTP code, an order\'s timeline and a note', async () => {
  const k = e2e.shop.db.kysely;
  const invited = await inviteStaff(k, { email: 'sam@spareo.example', name: 'Sam Support', locale: 'fr-FR', role: 'support', shopId: null }, null);

  const at = (minutes: number) => new Date(Date.UTC(2026, 10, 24, 9, minutes)).toISOString();
  const { id } = await k.insertInto('orders').values({
    number: 'SP-261124-BRAKES', idempotency_key: 'e2e-desk', locale: 'de-DE', delivery_country: 'DE', email: 'erika@example.de',
    delivery_address: JSON.stringify({ name: 'Erika Muster', street: 'Weg 1', zip: '50667', city: 'Köln', country: 'DE' }),
    items_cents: 1000, shipping_cents: 0, total_cents: 1000, vat_cents: 160, page_url: 'http://127.0.0.1/', created_at: at(0),
  }).returning('id').executeTakeFirstOrThrow();
  await k.insertInto('order_events').values({ order_id: id, order_shop_id: null, kind: 'placed', at: at(0), actor: 'shopper', detail: '{}' }).execute();
  await k.insertInto('mail_queue').values({ kind: 'shipped', order_id: id, recipient: 'erika@example.de', subject: 'Unterwegs', text_body: '-', html_body: '-', next_attempt_at: at(5), created_at: at(5), failed_at: at(9), attempts: 60, last_error: '550 mailbox unavailable' }).execute();

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

  // Signed out, the desk sends back to the sign-in; then the two steps.
  await Promise.all([page.waitForNavigation(), page.click('header button[type=submit]')]);
  await page.goto(`${e2e.shop.origin}/desk/orders/SP-261124-BRAKES`);
  expect(new URL(page.url()).pathname).toBe('/desk/sign-in');
  await page.type('#email', 'sam@spareo.example');
  await page.type('#password', 'a desk password of length');
  await Promise.all([page.waitForNavigation(), page.click('main button[type=submit]')]);
  expect(new URL(page.url()).pathname).toBe('/desk/sign-in/code');
  // The enrolment's code is spent; the next step's code is within the accepted window.
  await page.type('#code', currentCode(secret, Date.now() + 30_000));
  await Promise.all([page.waitForNavigation(), page.click('main button[type=submit]')]);
  expect(new URL(page.url()).pathname).toBe('/desk/orders/SP-261124-BRAKES');

  const kinds = await page.$$eval('ol.timeline li .kind', (els) => els.map((el) => el.textContent));
  expect(kinds).toEqual(['commandée', 'e-mail en file', 'échec de l’e-mail']);
  expect(await page.$eval('ol.timeline li.mail_failed', (el) => el.textContent)).toContain('550 mailbox unavailable');

  await page.type('#text', 'Rappelée, adresse confirmée');
  await Promise.all([page.waitForNavigation(), page.click('form[action$="/notes"] button')]);
  expect(await page.$eval('[role=status]', (el) => el.textContent)).toBe('Enregistré.');
  expect(await page.$eval('ol.timeline li.note', (el) => el.textContent)).toContain('Rappelée, adresse confirmée');

  // Resending the failed mail queues it again and says so in the timeline.
  await Promise.all([page.waitForNavigation(), page.click('ol.timeline li.mail_failed button')]);
  expect(await page.$$eval('ol.timeline li .kind', (els) => els.filter((el) => el.textContent === 'e-mail en file').length)).toBe(2);
  expect(errors).toEqual([]);
  await page.close();
});
