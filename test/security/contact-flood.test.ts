/**
 * The contact form under a flood (real HTTP on loopback, two app instances on one database): the
 * messages one client address and one e-mail address may send are limited however the posts are
 * spread over processes; the refused shopper gets the form again, with what they typed and a clear
 * message in their language, never a 500; nothing beyond the limit reaches the inbox or its mail.
 * What got through over days from one sender is one row in the desk's inbox.
 */
import { LOCALES, type Locale } from '../../locales/editions';
import { createI18n, translatorFor } from '../../locales/i18n';
import { MESSAGES_PER_ADDRESS, MESSAGES_PER_EMAIL } from '../../server/marketplace/contact/budget';
import { pathFor } from '../../server/web/routes/table';
import { createTestApp } from '../support/app';
import { reopenDatabase } from '../support/database-location';
import { serveOnLoopback } from '../support/loopback';
import { createSeededDatabase, testBackend } from '../support/seeded-db';
import { createStaff, currentCode } from '../support/staff';

jest.setTimeout(120_000);

const db = createSeededDatabase();
// Two instances on one database, as two web processes or replicas (see sign-in-burst.test.ts).
const second = testBackend() === 'postgres' ? reopenDatabase(db) : db;
// The general write budget far away: what is tested is the contact form's own.
const env = { TRUST_PROXY: 'true', RATE_LIMIT_WRITES: '100000' };
const servers = [serveOnLoopback(createTestApp({ db, env }).app), serveOnLoopback(createTestApp({ db: second, env }).app)];
const i18n = createI18n();
const t = (locale: Locale) => translatorFor(i18n, locale);
const contactPath = (locale: Locale) => pathFor(`Info___${locale}`, { topic: t(locale)('info.support.slug') });
const escaped = (text: string) => text.replace(/'/g, '&#x27;');

afterAll(async () => {
  if (second !== db) await second.shut();
});

async function send(server: number, locale: Locale, address: string, form: Record<string, string>): Promise<{ status: number; text: string }> {
  const origin = servers[server]!.origin();
  const res = await fetch(origin + contactPath(locale), {
    method: 'POST', redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin, 'x-forwarded-for': address },
    body: new URLSearchParams(form).toString(),
  });
  return { status: res.status, text: await res.text() };
}
const stored = async (where: { email?: string; like?: string }) => {
  let query = db.kysely.selectFrom('contact_messages').select((eb) => eb.fn.countAll<number>().as('n'));
  if (where.email) query = query.where('email', '=', where.email);
  if (where.like) query = query.where('email', 'like', where.like);
  return Number((await query.executeTakeFirstOrThrow()).n);
};

test('one client address: messages beyond its budget are refused through either instance, the form coming back with what was typed', async () => {
  const address = '203.0.113.50';
  const statuses: number[] = [];
  for (let i = 0; i < MESSAGES_PER_ADDRESS.limit + 5; i += 1) {
    const answer = await send(i % 2, 'de-DE', address, { name: `Flut ${i}`, email: `flut-${i}@example.org`, message: `Nachricht Nummer ${i} der Flut an den Kundendienst.` });
    statuses.push(answer.status);
    if (answer.status === 429) {
      expect(answer.text).toContain(escaped(t('de-DE')('contact.error.limit')));
      expect(answer.text).toContain(`Nachricht Nummer ${i} der Flut`);
    }
  }
  expect(statuses).toEqual([...Array(MESSAGES_PER_ADDRESS.limit).fill(303), ...Array(5).fill(429)]);
  expect(await stored({ like: 'flut-%' })).toBe(MESSAGES_PER_ADDRESS.limit);
  // The shop's /api takes the same budget: no way around the form.
  const api = await fetch(`${servers[1]!.origin()}/api/contact-messages`, {
    method: 'POST', headers: { 'content-type': 'application/json', origin: servers[1]!.origin(), 'x-forwarded-for': address },
    body: JSON.stringify({ name: 'Flut', email: 'flut-api@example.org', message: 'Noch eine Nachricht über die API.' }),
  });
  expect(api.status).toBe(429);
  expect(await stored({ email: 'flut-api@example.org' })).toBe(0);
  // Another address is not held up.
  expect((await send(0, 'de-DE', '203.0.113.51', { name: 'Kim', email: 'kim-flut@example.org', message: 'Eine echte Frage zu Bremsscheiben.' })).status).toBe(303);
});

test.each(LOCALES)('%s: one e-mail address from many client addresses is limited too, and told so in the edition\'s language', async (locale) => {
  const email = `viele-wege-${locale.toLowerCase()}@example.org`;
  const statuses: number[] = [];
  let refused = '';
  for (let i = 0; i <= MESSAGES_PER_EMAIL.limit; i += 1) {
    const answer = await send(i % 2, locale, `198.51.100.${LOCALES.indexOf(locale) * 20 + i + 1}`, { name: 'Kim', email, message: `Frage ${i} aus ${locale} zum Filter.` });
    statuses.push(answer.status);
    refused = answer.text;
  }
  expect(statuses).toEqual([...Array(MESSAGES_PER_EMAIL.limit).fill(303), 429]);
  expect(refused).toContain(`lang="${locale}"`);
  expect(refused).toContain(`role="alert" id="contact-error">${escaped(t(locale)('contact.error.limit'))}`);
  expect(await stored({ email })).toBe(MESSAGES_PER_EMAIL.limit);
});

test('plus-addresses of one mailbox share its budget: same+N@ is refused after the limit', async () => {
  const statuses: number[] = [];
  for (let i = 1; i <= MESSAGES_PER_EMAIL.limit + 2; i += 1) {
    const answer = await send(i % 2, 'de-DE', `192.0.2.${i + 100}`, { name: 'Kim', email: `Same+${i}@Example.org`, message: `Frage ${i} mit einem Zusatz in der Adresse.` });
    statuses.push(answer.status);
  }
  expect(statuses).toEqual([...Array(MESSAGES_PER_EMAIL.limit).fill(303), 429, 429]);
  expect(await stored({ like: 'Same+%' })).toBe(MESSAGES_PER_EMAIL.limit);
});

test('the desk\'s inbox folds a flood from one e-mail address into one row: the other shoppers\' messages stay in sight', async () => {
  const k = db.kysely;
  const at = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
  await k.insertInto('contact_messages').values({ locale: 'de-DE', name: 'Erika Echt', email: 'erika-echt@example.de', message: 'Wo bleibt meine Bestellung?', received_at: at(600) }).execute();
  // What came through from one sender over days: more than a page of the inbox.
  const flood = Array.from({ length: 300 }, (_, i) => ({ locale: 'de-DE', name: 'Flut GmbH', email: 'flut-sender@example.org', message: `Werbung Nummer ${i}`, received_at: at(300 - i) }));
  for (let i = 0; i < flood.length; i += 100) await k.insertInto('contact_messages').values(flood.slice(i, i + 100)).execute();
  // Anonymised messages have no sender left to fold by.
  await k.insertInto('contact_messages').values([1, 2].map((i) => ({ locale: 'de-DE', name: '–', email: '–', message: '–', received_at: at(900 + i), anonymised_at: at(1) }))).execute();

  const staff = await createStaff(k, 'support');
  const origin = servers[0]!.origin();
  const form = (path: string, body: Record<string, string>, cookie?: string) => fetch(origin + path, {
    method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded', origin, ...(cookie ? { cookie } : {}) }, body: new URLSearchParams(body).toString(),
  });
  const first = await form('/desk/sign-in', { email: staff.email, password: staff.password });
  const signedIn = await form('/desk/sign-in/code', { code: currentCode(staff.secret) }, first.headers.get('set-cookie')!.split(';')[0]);
  const cookie = signedIn.headers.get('set-cookie')!.split(';')[0]!;
  const inbox = await fetch(`${origin}/desk/inbox`, { headers: { cookie } });
  expect(inbox.status).toBe(200);
  const page = await inbox.text();
  expect(page).toContain('Erika Echt');
  expect(page.match(/Flut GmbH/g)).toHaveLength(1);
  expect(page).toContain('300 Nachrichten von dieser Adresse');
  expect(page).not.toContain('2 Nachrichten von dieser Adresse');
  // The newest of the flood lists the sender's others.
  const newest = /<a href="\/desk\/inbox\/(\d+)">\d+<\/a><\/td><td>[^<]*<\/td><td>Flut GmbH/.exec(page)?.[1];
  const message = await (await fetch(`${origin}/desk/inbox/${newest}`, { headers: { cookie } })).text();
  expect(message).toContain('Werbung Nummer 299');
  expect(message.match(/<li><a href="\.\/\d+">/g)).toHaveLength(100);
});
