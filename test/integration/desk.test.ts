/**
 * The desk on the real app and database: every desk route by role (nobody, a shopper, a shop's API
 * token, a shop's member, support, the operator); the sign-in's two steps through the forms; the
 * contact message mailed to the service address over SMTP; personal data past its retention
 * anonymised (both backends).
 */
import request from 'supertest';
import type { Mailbox } from '../checkout/support';
import { startMailbox } from '../checkout/support';
import { mailSettingsFrom } from '../../server/config/config';
import { startMailWorker } from '../../server/marketplace/mail/worker';
import { anonymiseExpired } from '../../server/marketplace/flows';
import { DEFAULT_RETENTION } from '../../server/marketplace/personal-data/settings';
import { issueShopToken } from '../../server/marketplace/shops/tokens';
import { createI18n, translatorFor } from '../../locales/i18n';
import { pathFor } from '../../server/web/routes/table';
import { createTestApp } from '../support/app';
import { HOST, ORIGIN } from './accounts-helpers';
import { createSeededDatabase } from '../support/seeded-db';
import { createStaff, currentCode, type TestStaff } from '../support/staff';

const db = createSeededDatabase();
const { app, config, invalidation , dependencies } = createTestApp({ db, env: { DESK_RATE_LIMIT: '100000', DESK_SIGN_IN_LIMIT: '1000' } });
const agent = () => request(app);

type Who = 'nobody' | 'shopper' | 'shopToken' | 'shopMember' | 'support' | 'operator';
const credentials: Partial<Record<Who, { cookie?: string; authorization?: string }>> = {};
let orderNumber = '';
let shopId = 0;

/** Signs in through the desk's two forms, as a person would; answers the staff cookie. */
async function signIn(staff: TestStaff): Promise<string> {
  const first = await agent().post('/desk/sign-in').type('form').send({ email: staff.email, password: staff.password, next: '/desk/orders' });
  expect(first.status).toBe(303);
  expect(first.headers.location).toMatch(/^\/desk\/sign-in\/code/);
  const cookie = String(first.headers['set-cookie']).split(';')[0]!;
  const second = await agent().post('/desk/sign-in/code').set('cookie', cookie).type('form').send({ code: currentCode(staff.secret), next: '/desk/orders' });
  expect(second.status).toBe(303);
  return String(second.headers['set-cookie']).split(';')[0]!;
}

beforeAll(async () => {
  const k = db.kysely;
  shopId = (await k.selectFrom('shops').select('id').orderBy('id').limit(1).executeTakeFirstOrThrow()).id;
  credentials.nobody = {};
  const session = await agent().get('/api/session');
  credentials.shopper = { cookie: String(session.headers['set-cookie'] ?? '').split(';')[0] };
  credentials.shopToken = { authorization: `Bearer ${await issueShopToken(k, shopId)}` };
  credentials.shopMember = { cookie: await signIn(await createStaff(k, 'shop_owner', { shopId })) };
  credentials.support = { cookie: await signIn(await createStaff(k, 'support', { locale: 'fr-FR' })) };
  credentials.operator = { cookie: await signIn(await createStaff(k, 'operator')) };
  // An order to look at: one row as checkout writes it (the desk reads it, never places it).
  const now = new Date().toISOString();
  orderNumber = 'SP-261125-DESKAB';
  await k.insertInto('orders').values({
    number: orderNumber, idempotency_key: 'desk-test', locale: 'de-DE', delivery_country: 'DE', email: 'erika@example.de',
    delivery_address: JSON.stringify({ name: 'Erika Muster', street: 'Weg 1', zip: '50667', city: 'Köln', country: 'DE' }),
    items_cents: 1000, shipping_cents: 0, total_cents: 1000, vat_cents: 160, page_url: 'http://127.0.0.1/x', created_at: now,
  }).execute();
});

const SERVICE: Who[] = ['support', 'operator'];
const OPERATOR: Who[] = ['operator'];
/** Every desk route behind the guard, with a request that is harmless when allowed. */
const ROUTES: { method: 'get' | 'post'; path: () => string; body?: Record<string, string>; allowed: Who[] }[] = [
  { method: 'get', path: () => '/desk/orders', allowed: SERVICE },
  { method: 'get', path: () => `/desk/orders?number=${orderNumber}`, allowed: SERVICE },
  { method: 'get', path: () => `/desk/orders/${orderNumber}`, allowed: SERVICE },
  { method: 'post', path: () => `/desk/orders/${orderNumber}/notes`, body: { text: '' }, allowed: SERVICE },
  { method: 'post', path: () => `/desk/orders/${orderNumber}/mails/999999/resend`, allowed: SERVICE },
  { method: 'get', path: () => '/desk/queue', allowed: SERVICE },
  { method: 'get', path: () => '/desk/queue?kind=mail', allowed: SERVICE },
  { method: 'post', path: () => `/desk/orders/${orderNumber}/answers`, body: { text: '' }, allowed: SERVICE },
  { method: 'post', path: () => '/desk/mails/999999/resend', allowed: SERVICE },
  { method: 'post', path: () => '/desk/imports/999999/decision', body: { decision: 'reject' }, allowed: OPERATOR },
  { method: 'get', path: () => '/desk/inbox', allowed: SERVICE },
  { method: 'get', path: () => '/desk/inbox/999999', allowed: SERVICE },
  { method: 'post', path: () => '/desk/inbox/999999/status', body: { status: 'closed' }, allowed: SERVICE },
  { method: 'get', path: () => '/desk/personal-data', allowed: SERVICE },
  { method: 'get', path: () => '/desk/personal-data?email=nobody%40example.de', allowed: SERVICE },
  { method: 'post', path: () => '/desk/personal-data/erase', body: { email: 'not an address' }, allowed: SERVICE },
  { method: 'get', path: () => '/desk/shops', allowed: OPERATOR },
  { method: 'get', path: () => '/desk/audit', allowed: OPERATOR },
  { method: 'post', path: () => '/desk/shops', body: { name: 'x', slug: 'Not A Slug' }, allowed: OPERATOR },
  { method: 'get', path: () => `/desk/shops/${shopId}`, allowed: OPERATOR },
  { method: 'post', path: () => `/desk/shops/${shopId}/token`, body: { action: 'nothing' }, allowed: OPERATOR },
  { method: 'post', path: () => `/desk/shops/${shopId}/suspension`, body: { suspended: 'perhaps' }, allowed: OPERATOR },
  { method: 'post', path: () => `/desk/shops/${shopId}/members`, body: { email: 'bad', name: '', locale: 'de-DE', role: 'shop_staff' }, allowed: OPERATOR },
];
const EVERYONE: Who[] = ['nobody', 'shopper', 'shopToken', 'shopMember', 'support', 'operator'];

describe.each(ROUTES)('$method $path', (route) => {
  test.each(EVERYONE)('as %s', async (who) => {
    const given = credentials[who]!;
    let call = agent()[route.method](route.path());
    if (given.cookie) call = call.set('cookie', given.cookie);
    if (given.authorization) call = call.set('authorization', given.authorization);
    const answer = await (route.body ? call.type('form').send(route.body) : call);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers['x-robots-tag']).toMatch(/noindex/);
    const signedIn = who === 'shopMember' || who === 'support' || who === 'operator';
    if (route.allowed.includes(who)) {
      // Past the guard: the page, or the form's own answer (400 naming the field, 404 for what is not there).
      expect([200, 400, 404]).toContain(answer.status);
    } else if (signedIn) {
      expect(answer.status).toBe(403);
    } else if (route.method === 'get') {
      expect(answer.status).toBe(303);
      expect(answer.headers.location).toMatch(/^\/desk\/sign-in\?next=/);
    } else {
      expect(answer.status).toBe(401);
    }
  });
});

test('the staff calls cannot be reached through the shop\'s public /api', async () => {
  for (const path of ['/api/staff/me', '/api/desk/orders', '/api/Staff/sign-in']) {
    expect((await agent().get(path).set('cookie', credentials.operator!.cookie!)).status).toBe(404);
  }
});

test('a forged or tampered staff cookie signs nobody in', async () => {
  const [name, value] = credentials.operator!.cookie!.split('=') as [string, string];
  const tampered = `${name}=${value.slice(0, -2)}xx`;
  const answer = await agent().get('/desk/orders').set('cookie', tampered);
  expect(answer.status).toBe(303);
});

test('the timeline shows the order, the notes and writes the audit log; support reads it in French', async () => {
  const note = await agent().post(`/desk/orders/${orderNumber}/notes`).set('cookie', credentials.support!.cookie!).type('form').send({ text: 'Kundin angerufen' });
  expect(note.status).toBe(303);
  const page = await agent().get(`/desk/orders/${orderNumber}`).set('cookie', credentials.support!.cookie!);
  expect(page.status).toBe(200);
  expect(page.text).toContain('lang="fr-FR"');
  expect(page.text).toContain('Historique');
  expect(page.text).toContain('>commandée<');
  expect(page.text).toContain('Kundin angerufen');
  const audit = await db.kysely.selectFrom('staff_audit').select(['action', 'order_number']).where('action', '=', 'note_added').execute();
  expect(audit).toEqual([{ action: 'note_added', order_number: orderNumber }]);
});

test('a wrong code is refused with the form again; the same code cannot be used twice', async () => {
  const staff = await createStaff(db.kysely, 'support');
  const first = await agent().post('/desk/sign-in').type('form').send({ email: staff.email, password: staff.password });
  const cookie = String(first.headers['set-cookie']).split(';')[0]!;
  const wrong = await agent().post('/desk/sign-in/code').set('cookie', cookie).type('form').send({ code: '000000' === currentCode(staff.secret) ? '111111' : '000000' });
  expect(wrong.status).toBe(400);
  // The same code both times: asking for the current one again could cross into the next 30 s step.
  const code = currentCode(staff.secret);
  const right = await agent().post('/desk/sign-in/code').set('cookie', cookie).type('form').send({ code });
  expect(right.status).toBe(303);
  const again = await agent().post('/desk/sign-in').type('form').send({ email: staff.email, password: staff.password });
  const replay = await agent().post('/desk/sign-in/code').set('cookie', String(again.headers['set-cookie']).split(';')[0]!).type('form').send({ code });
  expect(replay.status).toBe(400);
});

describe('the service address', () => {
  let mailbox: Mailbox;
  beforeAll(async () => {
    mailbox = await startMailbox();
  });
  afterAll(async () => {
    dependencies.personalData = { serviceAddress: null, ...DEFAULT_RETENTION };
    await mailbox.close();
  });

  test('each new contact message is also mailed there, over SMTP', async () => {
    dependencies.personalData = { serviceAddress: 'service@spareo.example', ...DEFAULT_RETENTION };
    const worker = startMailWorker(db, { ...mailSettingsFrom(config), smtpUrl: `smtp://127.0.0.1:${mailbox.port}`, pollMs: 200 }, (await import('pino')).default({ level: 'silent' }));
    try {
      // The contact page's own form, as a shopper sends it.
      const contactPath = pathFor('Info___de-DE', { topic: translatorFor(createI18n(), 'de-DE')('info.support.slug') });
      const sent = await request.agent(app).set('host', HOST).set('origin', ORIGIN).post(contactPath).type('form')
        .send({ name: 'Erika Muster', email: 'erika@example.de', orderNumber, message: 'Wo bleibt meine Lieferung bitte?' });
      expect(sent.status).toBe(303);
      const mail = await mailbox.waitFor((m) => (m.subject ?? '').includes('Erika Muster'));
      expect(mail.to && 'text' in mail.to ? mail.to.text : '').toContain('service@spareo.example');
      expect(mail.text).toContain('Wo bleibt meine Lieferung bitte?');
      expect(mail.text).toContain(orderNumber);
    } finally {
      await worker.stop();
    }
  });
});

test('guest orders and contact messages past their retention are anonymised; younger ones are kept', async () => {
  const k = db.kysely;
  const old = new Date(Date.now() - (DEFAULT_RETENTION.guestOrderDays + 1) * 86_400_000).toISOString();
  const oldMessage = new Date(Date.now() - (DEFAULT_RETENTION.contactMessageDays + 1) * 86_400_000).toISOString();
  const { id: oldOrder } = await k.insertInto('orders').values({
    number: 'SP-150101-OLDABC', idempotency_key: 'desk-old', locale: 'de-DE', delivery_country: 'DE', email: 'old@example.de', phone: '0221 123',
    delivery_address: JSON.stringify({ name: 'Otto Alt', street: 'Altweg 2', zip: '50667', city: 'Köln', country: 'DE' }),
    items_cents: 500, shipping_cents: 0, total_cents: 500, vat_cents: 80, page_url: 'http://127.0.0.1/y', created_at: old,
  }).returning('id').executeTakeFirstOrThrow();
  await k.insertInto('mail_queue').values({ kind: 'confirmation', order_id: oldOrder, recipient: 'old@example.de', subject: 'Bestellung', text_body: 'Hallo Otto Alt', html_body: '<p>Hallo Otto Alt</p>', next_attempt_at: old, created_at: old, sent_at: old }).execute();
  const { id: oldContact } = await k.insertInto('contact_messages').values({ locale: 'de-DE', name: 'Otto Alt', email: 'old@example.de', message: 'Eine alte Frage zu Teilen', received_at: oldMessage }).returning('id').executeTakeFirstOrThrow();

  const counts = await anonymiseExpired(k, DEFAULT_RETENTION);
  expect(counts.orders).toBeGreaterThanOrEqual(1);
  expect(counts.contactMessages).toBeGreaterThanOrEqual(1);
  const order = await k.selectFrom('orders').selectAll().where('id', '=', oldOrder).executeTakeFirstOrThrow();
  expect(order.email).not.toContain('old@example.de');
  expect(order.phone).toBeNull();
  expect(order.delivery_address).not.toContain('Otto');
  expect(order.total_cents).toBe(500);
  expect(order.anonymised_at).not.toBeNull();
  const mail = await k.selectFrom('mail_queue').selectAll().where('order_id', '=', oldOrder).executeTakeFirstOrThrow();
  expect(`${mail.recipient} ${mail.text_body} ${mail.html_body}`).not.toContain('Otto');
  const message = await k.selectFrom('contact_messages').selectAll().where('id', '=', oldContact).executeTakeFirstOrThrow();
  expect(`${message.name} ${message.email} ${message.message}`).not.toMatch(/Otto|old@/);
  // The young order of this test is untouched, and a second run changes nothing.
  expect((await k.selectFrom('orders').select('email').where('number', '=', orderNumber).executeTakeFirstOrThrow()).email).toBe('erika@example.de');
  expect(await anonymiseExpired(k, DEFAULT_RETENTION)).toEqual({ orders: 0, contactMessages: 0 });
});

test('the operator suspends a shop: its offers leave at once, stored pages are dropped, its feeds are refused until it is lifted', async () => {
  const k = db.kysely;
  const target = await k.selectFrom('offers').select('shop_id').where('shop_id', '<>', shopId).groupBy('shop_id').orderBy('shop_id').limit(1).executeTakeFirstOrThrow();
  const token = await issueShopToken(k, target.shop_id);
  let dropped = 0;
  invalidation.onInvalidate(() => dropped++);
  // Without the tick nothing happens: the page again, the reason beside the button, the shop's offers still there.
  const offersOf = async () => Number((await k.selectFrom('offers').select((eb) => eb.fn.countAll<number>().as('n')).where('shop_id', '=', target.shop_id).executeTakeFirstOrThrow()).n);
  const before = await offersOf();
  const page = await agent().get(`/desk/shops/${target.shop_id}`).set('cookie', credentials.operator!.cookie!);
  expect(page.text).toMatch(/<input type="checkbox" required="" name="confirm" value="1"\/> Ja, [^<]+ sperren: /);
  const unconfirmed = await agent().post(`/desk/shops/${target.shop_id}/suspension`).set('cookie', credentials.operator!.cookie!).type('form').send({ suspended: 'yes' });
  expect(unconfirmed.status).toBe(400);
  expect(unconfirmed.text).toContain('Bitte bestätigen Sie die Sperre mit dem Häkchen.');
  expect(await offersOf()).toBe(before);
  expect(before).toBeGreaterThan(0);
  const answer = await agent().post(`/desk/shops/${target.shop_id}/suspension`).set('cookie', credentials.operator!.cookie!).type('form').send({ suspended: 'yes', confirm: '1' });
  expect(answer.status).toBe(303);
  expect(Number((await k.selectFrom('offers').select((eb) => eb.fn.countAll<number>().as('n')).where('shop_id', '=', target.shop_id).executeTakeFirstOrThrow()).n)).toBe(0);
  expect(dropped).toBeGreaterThan(0);
  const feed = await agent().put(`/feeds/${target.shop_id}`).set('authorization', `Bearer ${token}`).set('content-type', 'text/csv').send('sku;brand;number\n');
  expect(feed.status).toBe(403);
  const audit = await k.selectFrom('staff_audit').select('action').where('shop_id', '=', target.shop_id).execute();
  expect(audit.map((row) => row.action)).toContain('shop_suspended');
  // Lifted: feeds are taken again.
  await agent().post(`/desk/shops/${target.shop_id}/suspension`).set('cookie', credentials.operator!.cookie!).type('form').send({ suspended: 'no' });
  expect((await agent().put(`/feeds/${target.shop_id}`).set('authorization', `Bearer ${token}`).set('content-type', 'text/csv').send('sku;brand;number\n')).status).not.toBe(403);
});

test('support downloads a shopper\'s data: the account with its saved vehicles and cart, and the orders', async () => {
  const k = db.kysely;
  const now = new Date().toISOString();
  const email = 'auskunft@example.de';
  const user = await k.insertInto('users').values({ email, password_hash: 'x', created_at: now }).returning('id').executeTakeFirstOrThrow();
  const offer = await k.selectFrom('offers').select('id').where('stock', '>', 0).orderBy('id').limit(1).executeTakeFirstOrThrow();
  const model = await k.selectFrom('models').select('id').orderBy('id').limit(1).executeTakeFirstOrThrow();
  await k.insertInto('sessions').values({ id: 'S'.repeat(43), created_at: now, last_seen_at: now, user_id: user.id }).execute();
  await k.insertInto('cart_lines').values({ session_id: 'S'.repeat(43), offer_id: offer.id, model_id: null, quantity: 2, added_at: now }).execute();
  await k.insertInto('saved_vehicles').values({ user_id: user.id, model_id: model.id, saved_at: now }).execute();
  const answer = await agent().get(`/desk/personal-data?email=${encodeURIComponent(email)}`).set('cookie', credentials.support!.cookie!);
  expect(answer.status).toBe(200);
  expect(answer.headers['content-disposition']).toMatch(/attachment; filename="personal-data-/);
  const data = JSON.parse(answer.text) as { email: string; account: { savedVehicles: { modelId: number }[]; cart: { offerId: number; quantity: number }[] } };
  expect(data.email).toBe(email);
  expect(data.account.savedVehicles).toEqual([{ modelId: Number(model.id), savedAt: now }]);
  expect(data.account.cart).toEqual([{ offerId: offer.id, modelId: null, quantity: 2, addedAt: now }]);
});

test('the inbox names each contact status in the support\'s language', async () => {
  const page = await agent().get('/desk/inbox').set('cookie', credentials.support!.cookie!);
  expect(page.status).toBe(200);
  for (const word of ['nouveau', 'répondu', 'clos', 'Messages']) expect(page.text).toContain(word);
});

test('the operator reads the audit log: the support\'s note on the order is in it', async () => {
  await agent().post(`/desk/orders/${orderNumber}/notes`).set('cookie', credentials.support!.cookie!).type('form').send({ text: 'Rückruf erledigt' });
  const page = await agent().get('/desk/audit').set('cookie', credentials.operator!.cookie!);
  expect(page.status).toBe(200);
  expect(page.text).toContain('<td>Notiz hinzugefügt</td>');
  expect(page.text).toContain(`href="/desk/orders/${orderNumber}"`);
});
