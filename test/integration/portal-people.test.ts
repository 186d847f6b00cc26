/**
 * The shop's people and the desk's on a real server and database (SQLite or PostgreSQL, by jest
 * project): the owner sees the shop's accounts, invites staff (a mail in the invitee's language with
 * a link on the public origin) and removes them, each with a fresh code of the second factor, each in
 * the audit log; the removed person is signed out at once and may be invited again. Staff and a key
 * can do none of it (403, nothing changed). The operator does the same for support and operators.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { issueShopToken } from '../../server/marketplace/shops/tokens';
import { createTestApp } from '../support/app';
import { createSeededDatabase } from '../support/seeded-db';
import { createStaff, currentCode, staffCookie, type TestStaff } from '../support/staff';

const SHOP = 4;
const OTHER = 5;
const ORIGIN = 'https://teile.example';
const { app, db } = createTestApp({ db: createSeededDatabase(), env: { PUBLIC_ORIGIN: ORIGIN } });
const server = http.createServer(app);
let base = '';

const get = (path: string, cookie: string) => fetch(`${base}${path}`, { redirect: 'manual', headers: { cookie } });
const post = (path: string, cookie: string, form: Record<string, string>) =>
  fetch(`${base}${path}`, { method: 'POST', redirect: 'manual', headers: { cookie, origin: base, 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(form) });
const mailsTo = (recipient: string) => db.kysely.selectFrom('mail_queue').select(['subject', 'text_body', 'kind']).where('recipient', '=', recipient).execute();
const audit = (action: string) => db.kysely.selectFrom('staff_audit').select(['staff_email', 'shop_id', 'detail']).where('action', '=', action).orderBy('id').execute();
const enabled = async (id: number) => (await db.kysely.selectFrom('staff').select('disabled_at').where('id', '=', id).executeTakeFirstOrThrow()).disabled_at === null;
/** The code of the next step: an account's code counts once, and its last step was just used. */
const nextCode = (member: TestStaff) => currentCode(member.secret, Date.now() + 30_000);

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  db.close();
});

test('the owner invites staff with a fresh code: the mail is in the invitee\'s language, its link on the public origin, the log says so', async () => {
  const owner = await createStaff(db.kysely, 'shop_owner', { shopId: SHOP });
  const cookie = staffCookie(owner.token);
  const page = await (await get('/portal/people', cookie)).text();
  expect(page).toContain(owner.email);
  expect(page).toContain('(Sie)');
  expect(page).toContain('action="/portal/people"');

  const answer = await post('/portal/people', cookie, { name: 'Camille Martin', email: 'Camille.Martin@atelier.example', locale: 'fr-FR', code: currentCode(owner.secret) });
  expect(answer.status).toBe(303);
  expect(answer.headers.get('location')).toBe('/portal/people?done=invited');
  const listed = await (await get('/portal/people?done=invited', cookie)).text();
  expect(listed).toContain('Die Einladung ist unterwegs.');
  expect(listed).toContain('camille.martin@atelier.example');
  expect(listed).toContain('Einladung offen bis');
  const [mail] = await mailsTo('camille.martin@atelier.example');
  expect(mail!.kind).toBe('invitation');
  expect(mail!.text_body).toContain('Bonjour');
  expect(mail!.text_body).toMatch(new RegExp(`${ORIGIN.replace(/\./g, '\\.')}/desk/invitation/inv_[\\w-]+`));
  // The page the link opens names the shop's portal, not the marketplace's service desk.
  const link = /\/desk\/invitation\/inv_[\w-]+/.exec(mail!.text_body)![0];
  const shopName = (await db.kysely.selectFrom('shops').select('name').where('id', '=', SHOP).executeTakeFirstOrThrow()).name;
  const invitation = await (await get(link, '')).text();
  expect(invitation).toContain(`<strong>Spareo · Espace vendeurs · ${shopName}</strong>`);
  expect(invitation).not.toContain('Service client');
  const [entry] = await audit('staff_invited');
  expect(entry).toMatchObject({ staff_email: owner.email, shop_id: SHOP });
  expect(JSON.parse(entry!.detail!)).toMatchObject({ role: 'shop_staff' });
  // The owner's log names it in words.
  expect(await (await get('/portal/log', cookie)).text()).toContain('Mitarbeiter eingeladen');
});

test('a refused invitation comes back beside its field, typed text kept, the code never; an address in use is refused', async () => {
  const owner = await createStaff(db.kysely, 'shop_owner', { shopId: SHOP });
  const cookie = staffCookie(owner.token);
  const wrong = await post('/portal/people', cookie, { name: 'Jana Teil', email: 'jana@teile.example', locale: 'de-DE', code: '123' });
  expect(wrong.status).toBe(400);
  const page = await wrong.text();
  expect(page).toMatch(/id="invite-code"[^>]*aria-invalid="true"/);
  expect(page).toContain('Der Code stimmt nicht oder wurde schon verwendet');
  expect(page).toContain('value="Jana Teil"');
  expect(page).toContain('value="jana@teile.example"');
  expect(page).not.toContain('value="123"');
  expect(await mailsTo('jana@teile.example')).toEqual([]);

  const badEmail = await post('/portal/people', cookie, { name: 'Jana Teil', email: 'jana at teile', locale: 'de-DE', code: currentCode(owner.secret) });
  expect(badEmail.status).toBe(400);
  expect(await badEmail.text()).toMatch(/id="invite-email"[^>]*aria-invalid="true"/);

  const taken = await post('/portal/people', cookie, { name: 'Someone', email: owner.email, locale: 'de-DE', code: currentCode(owner.secret) });
  expect(taken.status).toBe(409);
  expect(await taken.text()).toContain('Zu dieser E-Mail-Adresse gibt es schon ein Konto.');
});

test('the owner removes staff with a fresh code: signed out at once, gone from the list, in the log; invited again, they start over', async () => {
  const owner = await createStaff(db.kysely, 'shop_owner', { shopId: SHOP });
  const staff = await createStaff(db.kysely, 'shop_staff', { shopId: SHOP, email: 'lager@teile.example' });
  const cookie = staffCookie(owner.token);
  expect((await get('/portal/orders', staffCookie(staff.token))).status).toBe(200);

  const refused = await post(`/portal/people/${staff.id}/remove`, cookie, { code: '000' });
  expect(refused.status).toBe(400);
  expect(await refused.text()).toMatch(new RegExp(`id="remove-${staff.id}-code"[^>]*aria-invalid="true"`));
  expect(await enabled(staff.id)).toBe(true);

  const removed = await post(`/portal/people/${staff.id}/remove`, cookie, { code: currentCode(owner.secret) });
  expect(removed.status).toBe(303);
  expect(await enabled(staff.id)).toBe(false);
  expect((await get('/portal/orders', staffCookie(staff.token))).status).toBe(303);
  expect(await (await get('/portal/people', cookie)).text()).not.toContain('lager@teile.example');
  expect((await audit('staff_removed')).some((entry) => entry.staff_email === owner.email && JSON.parse(entry.detail!).account === staff.id)).toBe(true);

  const again = await post('/portal/people', cookie, { name: 'Lager', email: 'lager@teile.example', locale: 'de-DE', code: nextCode(owner) });
  expect(again.status).toBe(303);
  const row = await db.kysely.selectFrom('staff').select(['disabled_at', 'password_hash', 'shop_id']).where('id', '=', staff.id).executeTakeFirstOrThrow();
  expect(row).toEqual({ disabled_at: null, password_hash: null, shop_id: SHOP });
});

test('the owner cannot remove an owner, themself, or another shop\'s staff; nor take another shop\'s pending invitation', async () => {
  const owner = await createStaff(db.kysely, 'shop_owner', { shopId: SHOP });
  const coOwner = await createStaff(db.kysely, 'shop_owner', { shopId: SHOP });
  const elsewhere = await createStaff(db.kysely, 'shop_staff', { shopId: OTHER });
  const cookie = staffCookie(owner.token);
  for (const id of [coOwner.id, owner.id, elsewhere.id]) {
    expect((await post(`/portal/people/${id}/remove`, cookie, { code: currentCode(owner.secret) })).status).toBe(404);
    expect(await enabled(id)).toBe(true);
  }
  const otherOwner = await createStaff(db.kysely, 'shop_owner', { shopId: OTHER });
  expect((await post('/portal/people', staffCookie(otherOwner.token), { name: 'Offen', email: 'offen@teile.example', locale: 'de-DE', code: currentCode(otherOwner.secret) })).status).toBe(303);
  expect((await post('/portal/people', cookie, { name: 'Offen', email: 'offen@teile.example', locale: 'de-DE', code: currentCode(owner.secret) })).status).toBe(409);
  expect((await db.kysely.selectFrom('staff').select('shop_id').where('email', '=', 'offen@teile.example').executeTakeFirstOrThrow()).shop_id).toBe(OTHER);
});

test('staff and the shop\'s key cannot see or manage the shop\'s people: 403, nothing changed, no link to it', async () => {
  const staff = await createStaff(db.kysely, 'shop_staff', { shopId: SHOP });
  const colleague = await createStaff(db.kysely, 'shop_staff', { shopId: SHOP });
  const key = await issueShopToken(db.kysely, SHOP);
  const signedIn = await fetch(`${base}/portal/sign-in`, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded', origin: base }, body: new URLSearchParams({ shopId: String(SHOP), token: key }) });
  const keyCookie = signedIn.headers.get('set-cookie')!.split(';')[0]!;
  for (const cookie of [staffCookie(staff.token), keyCookie]) {
    const page = await get('/portal/people', cookie);
    expect(page.status).toBe(403);
    const text = await page.text();
    expect(text).toContain('Das darf nur');
    expect(text).not.toContain(colleague.email);
    expect((await post('/portal/people', cookie, { name: 'Eindringling', email: 'eindringling@example.de', locale: 'de-DE', code: currentCode(staff.secret) })).status).toBe(403);
    expect((await post(`/portal/people/${colleague.id}/remove`, cookie, { code: currentCode(staff.secret) })).status).toBe(403);
    expect(await (await get('/portal', cookie)).text()).not.toContain('href="/portal/people"');
  }
  expect(await db.kysely.selectFrom('staff').select('id').where('email', '=', 'eindringling@example.de').executeTakeFirst()).toBeUndefined();
  expect(await enabled(colleague.id)).toBe(true);
});

test('the operator invites support and operators from the desk and removes them; support cannot', async () => {
  const operator = await createStaff(db.kysely, 'operator', { locale: 'fr-FR' });
  const cookie = staffCookie(operator.token);
  const page = await get('/desk/staff', cookie);
  expect(page.status).toBe(200);
  const text = await page.text();
  expect(text).toContain('Service client et exploitants');
  expect(text).toContain('href="/desk/staff"');

  const invited = await post('/desk/staff', cookie, { name: 'Sam Support', email: 'sam@spareo.example', role: 'support', locale: 'it-IT', code: currentCode(operator.secret) });
  expect(invited.status).toBe(303);
  const [mail] = await mailsTo('sam@spareo.example');
  expect(mail!.text_body).toMatch(new RegExp(`${ORIGIN.replace(/\./g, '\\.')}/desk/invitation/inv_`));
  const sam = await db.kysely.selectFrom('staff').select(['id', 'role', 'shop_id', 'locale']).where('email', '=', 'sam@spareo.example').executeTakeFirstOrThrow();
  expect(sam).toMatchObject({ role: 'support', shop_id: null, locale: 'it-IT' });

  const shopRole = await post('/desk/staff', cookie, { name: 'X', email: 'x@spareo.example', role: 'shop_owner', locale: 'de-DE', code: nextCode(operator) });
  expect(shopRole.status).toBe(400);
  expect(await shopRole.text()).toContain('value="x@spareo.example"');

  const support = await createStaff(db.kysely, 'support');
  expect((await get('/desk/staff', staffCookie(support.token))).status).toBe(403);
  expect((await post(`/desk/staff/${sam.id}/remove`, staffCookie(support.token), { code: currentCode(support.secret) })).status).toBe(403);
  expect((await get('/desk/staff', staffCookie((await createStaff(db.kysely, 'shop_owner', { shopId: SHOP })).token))).status).toBe(403);

  const other = await createStaff(db.kysely, 'operator');
  const removed = await post(`/desk/staff/${support.id}/remove`, staffCookie(other.token), { code: currentCode(other.secret) });
  expect(removed.status).toBe(303);
  expect(await enabled(support.id)).toBe(false);
  expect((await get('/desk/orders', staffCookie(support.token))).status).toBe(303);
  expect((await post(`/desk/staff/${other.id}/remove`, staffCookie(other.token), { code: nextCode(other) })).status).toBe(404);
  expect((await audit('staff_removed')).some((entry) => entry.staff_email === other.email && entry.shop_id === null)).toBe(true);
});
