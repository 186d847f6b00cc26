/**
 * The desk and the shops' portal on the real app and database show the same event at the same
 * time: each reader in the zone of their own edition, with the zone named (never UTC on one
 * screen and Berlin time on the other); the contact inbox calls a message's time its arrival.
 */
import request from 'supertest';
import { issueShopToken } from '../../server/marketplace/shops/tokens';
import { createTestApp } from '../support/app';
import { createSeededDatabase } from '../support/seeded-db';
import { createStaff, currentCode, type TestStaff } from '../support/staff';

const db = createSeededDatabase();
const { app } = createTestApp({ db, env: { DESK_RATE_LIMIT: '100000', DESK_SIGN_IN_LIMIT: '1000' } });
const agent = () => request(app);
/** A winter afternoon in UTC: 14:03 in Berlin and Madrid. */
const MOMENT = '2026-11-26T13:03:00.000Z';
let shopId = 0;
let portalCookie = '';

async function signIn(staff: TestStaff): Promise<string> {
  const first = await agent().post('/desk/sign-in').type('form').send({ email: staff.email, password: staff.password, next: '/desk/shops' });
  const cookie = String(first.headers['set-cookie']).split(';')[0]!;
  const second = await agent().post('/desk/sign-in/code').set('cookie', cookie).type('form').send({ code: currentCode(staff.secret), next: '/desk/shops' });
  expect(second.status).toBe(303);
  return String(second.headers['set-cookie']).split(';')[0]!;
}

beforeAll(async () => {
  const k = db.kysely;
  shopId = (await k.selectFrom('shops').select('id').where('country', '=', 'DE').orderBy('id').limit(1).executeTakeFirstOrThrow()).id;
  const token = await issueShopToken(k, shopId);
  await k.updateTable('shop_tokens').set({ created_at: MOMENT }).where('shop_id', '=', shopId).execute();
  const signedIn = await agent().post('/portal/sign-in').type('form').send({ shopId: String(shopId), token });
  expect(signedIn.status).toBe(303);
  portalCookie = String(signedIn.headers['set-cookie']).split(';')[0]!;
  await k.insertInto('contact_messages').values({ locale: 'de-DE', name: 'Erika Muster', email: 'erika@example.de', order_number: null, message: 'Wo bleibt mein Paket?', received_at: MOMENT }).execute();
});
afterAll(() => db.close());

test('the key issued at one moment reads the same on the desk (de-DE operator) and in the portal, both in Berlin time, named', async () => {
  const desk = await agent().get(`/desk/shops/${shopId}`).set('cookie', await signIn(await createStaff(db.kysely, 'operator', { locale: 'de-DE' })));
  expect(desk.status).toBe(200);
  const portal = await agent().get('/portal/token').set('cookie', portalCookie);
  expect(portal.status).toBe(200);
  for (const page of [desk.text, portal.text]) {
    expect(page).toContain('26.11.2026, 14:03 MEZ');
    expect(page).not.toMatch(/13:03(:00)? UTC/);
  }
});

test('a staff member of the Spanish edition reads the moment in Madrid time, named; the inbox calls it the arrival', async () => {
  const cookie = await signIn(await createStaff(db.kysely, 'support', { locale: 'es-ES' }));
  const inbox = await agent().get('/desk/inbox').set('cookie', cookie);
  expect(inbox.status).toBe(200);
  expect(inbox.text).toContain('26/11/2026, 14:03 CET');
  expect(inbox.text).toContain('<th>Recibido</th>');
  expect(inbox.text).not.toContain('Realizado');

  const german = await agent().get('/desk/inbox').set('cookie', await signIn(await createStaff(db.kysely, 'support', { locale: 'de-DE' })));
  expect(german.text).toContain('26.11.2026, 14:03 MEZ');
  expect(german.text).toContain('<th>Eingegangen</th>');
  expect(german.text).not.toContain('<th>Bestellt</th>');
});
