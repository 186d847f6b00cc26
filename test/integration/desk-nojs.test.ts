/**
 * The desk without JavaScript, as it is built: an invitation enrols the second factor from the
 * page's key, the sign-in takes the password and then the code, and an order's timeline shows what
 * happened to it; a note added through the form joins it, a failed mail is sent again. Through the
 * plain browser (forms and links over HTTP); that the pages load without an error in a browser is
 * e2e/desk's.
 */
import { inviteStaff } from '../../server/marketplace/staff/repository';
import { currentCode } from '../../server/marketplace/staff/totp';
import { createTestApp } from '../support/app';
import { serveOnLoopback } from '../support/loopback';
import { PlainBrowser } from '../support/plain-browser';
import { createSeededDatabase } from '../support/seeded-db';

const { app, db } = createTestApp({ db: createSeededDatabase() });
const shop = serveOnLoopback(app);
afterAll(() => db.close());

test('invitation, sign-in with password and TOTP code, an order\'s timeline and a note', async () => {
  const k = db.kysely;
  const invited = await inviteStaff(k, { email: 'sam@spareo.example', name: 'Sam Support', locale: 'fr-FR', role: 'support', shopId: null }, null);

  const at = (minutes: number) => new Date(Date.UTC(2026, 10, 24, 9, minutes)).toISOString();
  const { id } = await k.insertInto('orders').values({
    number: 'SP-261124-BRAKES', idempotency_key: 'e2e-desk', locale: 'de-DE', delivery_country: 'DE', email: 'erika@example.de',
    delivery_address: JSON.stringify({ name: 'Erika Muster', street: 'Weg 1', zip: '50667', city: 'Köln', country: 'DE' }),
    items_cents: 1000, shipping_cents: 0, total_cents: 1000, vat_cents: 160, page_url: 'http://127.0.0.1/', created_at: at(0),
  }).returning('id').executeTakeFirstOrThrow();
  await k.insertInto('order_events').values({ order_id: id, order_shop_id: null, kind: 'placed', at: at(0), actor: 'shopper', detail: '{}' }).execute();
  await k.insertInto('mail_queue').values({ kind: 'shipped', order_id: id, recipient: 'erika@example.de', subject: 'Unterwegs', text_body: '-', html_body: '-', next_attempt_at: at(5), created_at: at(5), failed_at: at(9), attempts: 60, last_error: '550 mailbox unavailable' }).execute();

  const browser = new PlainBrowser();
  // The invitation: the key as the page shows it is what an authenticator app would read from the QR code.
  let page = await browser.goto(`${shop.origin()}/desk/invitation/${invited!.token}`);
  expect(page.one('html').getAttribute('lang')).toBe('fr-FR');
  expect(page.document.querySelector('.qr svg')).not.toBeNull();
  const secret = page.text('code[data-secret]');
  page = await browser.press(page, 'main button[type=submit]', { '#password': 'a desk password of length', '#code': currentCode(secret) });
  expect(page.url.pathname).toBe('/desk/queue');

  // Signed out, the desk sends back to the sign-in; then the two steps.
  page = await browser.press(page, 'header button[type=submit]');
  page = await browser.goto(`${shop.origin()}/desk/orders/SP-261124-BRAKES`);
  expect(page.url.pathname).toBe('/desk/sign-in');
  page = await browser.press(page, 'main button[type=submit]', { '#email': 'sam@spareo.example', '#password': 'a desk password of length' });
  expect(page.url.pathname).toBe('/desk/sign-in/code');
  // The enrolment's code is spent; the next step's code is within the accepted window.
  page = await browser.press(page, 'main button[type=submit]', { '#code': currentCode(secret, Date.now() + 30_000) });
  expect(page.url.pathname).toBe('/desk/orders/SP-261124-BRAKES');

  const kinds = () => page.all('ol.timeline li .kind').map((el) => el.text);
  expect(kinds()).toEqual(['commandée', 'e-mail en file', 'échec de l’e-mail']);
  expect(page.text('ol.timeline li.mail_failed')).toContain('550 mailbox unavailable');

  page = await browser.press(page, 'form[action$="/notes"] button', { '#text': 'Rappelée, adresse confirmée' });
  expect(page.text('[role=status]')).toBe('Enregistré.');
  expect(page.text('ol.timeline li.note')).toContain('Rappelée, adresse confirmée');

  // Resending the failed mail queues it again and says so in the timeline.
  page = await browser.press(page, 'ol.timeline li.mail_failed button');
  expect(kinds().filter((kind) => kind === 'e-mail en file')).toHaveLength(2);
  expect(browser.statuses.every((status) => status < 400)).toBe(true);
});
