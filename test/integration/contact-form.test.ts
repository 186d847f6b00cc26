/**
 * The contact page gives a way to reach someone in every edition: an address, an e-mail address
 * and a form that works without JavaScript. A sent message is in the database and the shopper sees
 * a confirmation; bad input gets the form again naming the field (never a 500, nothing lost); what
 * the shopper wrote never reaches the log.
 * @backends sqlite: web tier, the contact page and its form in every edition.
 */
import { Writable } from 'node:stream';
import request from 'supertest';
import { EDITIONS, LOCALES, type Locale } from '../../locales/editions';
import { createI18n, translatorFor } from '../../locales/i18n';
import { createLogger } from '../../server/shared/logger';
import { pathFor } from '../../server/web/routes/table';
import { createTestApp } from '../support/app';
import { createSeededDatabase } from '../support/seeded-db';
import { HOST, ORIGIN, textOf } from './accounts-helpers';

const lines: string[] = [];
const logger = createLogger('debug', new Writable({
  write(chunk, _encoding, done) {
    lines.push(String(chunk));
    done();
  },
}));
const { app, db } = createTestApp({ db: createSeededDatabase(), logger });
const i18n = createI18n();
const t = (locale: Locale) => translatorFor(i18n, locale);
const contactPath = (locale: Locale) => pathFor(`Info___${locale}`, { topic: t(locale)('info.support.slug') });
const shopper = () => request.agent(app).set('host', HOST).set('origin', ORIGIN);
const messagesFrom = (email: string) => db.kysely.selectFrom('contact_messages').select(['locale', 'name', 'email', 'order_number as orderNumber', 'message']).where('email', '=', email).orderBy('id').execute();
const messageCount = async (handle = db) => Number((await handle.kysely.selectFrom('contact_messages').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
const PERSONAL = { name: 'Henriette Quellmalz', email: 'h.quellmalz-kontakt@example.org', message: 'Meine Bremsscheiben für den Golf VII sind nicht angekommen, Sendung 8823-QX.' };

describe.each(LOCALES)('%s contact page', (locale) => {
  test('shows an address, an e-mail address and a form posting to itself', async () => {
    const res = await request(app).get(contactPath(locale)).expect(200);
    const text = textOf(res.text);
    expect(text).toContain(t(locale)('contact.heading'));
    // The operator's address and e-mail from the configuration; its defaults say they are the demo's.
    for (const line of ['Spareo (Demo)', 'Beispielweg 1', '00000 Demostadt']) expect(text).toContain(line);
    expect(res.text).toContain('href="mailto:demo@spareo.example"');
    expect(text).toContain(textOf(t(locale)('info.operator.demo')));
    const form = /<form class="account-form contact-form"[^>]*>/.exec(res.text)?.[0] ?? '';
    expect(form).toContain(`action="${contactPath(locale)}"`);
    expect(form).toContain('method="post"');
    for (const field of ['name', 'email', 'message']) expect(res.text).toMatch(new RegExp(`<label for="contact-${field}">`));
  });

  test('a sent message is stored and the shopper sees the confirmation', async () => {
    const agent = shopper();
    const email = `kunde-${locale.toLowerCase()}@example.org`;
    const sent = await agent.post(contactPath(locale)).type('form').send({ name: 'Kim Muster', email, orderNumber: 'A-1001', message: `Frage aus ${locale}: passt dieser Filter?` });
    expect(sent.status).toBe(303);
    expect(sent.headers.location).toBe(`${contactPath(locale)}?sent=1`);
    const confirmation = await agent.get(String(sent.headers.location)).expect(200);
    expect(confirmation.text).toContain(`role="status">${t(locale)('contact.sent').replace(/'/g, '&#x27;')}`);
    expect(await messagesFrom(email)).toEqual([{ locale, name: 'Kim Muster', email, orderNumber: 'A-1001', message: `Frage aus ${locale}: passt dieser Filter?` }]);
  });
});

describe('bad input', () => {
  const cases: [string, Record<string, string | string[]>, string][] = [
    ['a malformed e-mail address', { name: 'Kim', email: 'kim-at-example', message: 'Eine ausreichend lange Nachricht.' }, 'email'],
    ['no name', { name: '   ', email: 'kim@example.org', message: 'Eine ausreichend lange Nachricht.' }, 'name'],
    ['a too short message', { name: 'Kim', email: 'kim@example.org', message: 'Hallo' }, 'message'],
    ['a too long message', { name: 'Kim', email: 'kim@example.org', message: 'x'.repeat(5001) }, 'message'],
    ['a too long order number', { name: 'Kim', email: 'kim@example.org', orderNumber: '9'.repeat(41), message: 'Eine ausreichend lange Nachricht.' }, 'orderNumber'],
    ['a field sent twice', { name: ['Kim', 'Kai'], email: 'kim@example.org', message: 'Eine ausreichend lange Nachricht.' }, 'name'],
  ];
  test.each(cases)('%s: 400, the form again naming the field, what was typed kept, nothing stored', async (_label, form, field) => {
    const before = await messageCount();
    const res = await shopper().post(contactPath('de-DE')).type('form').send(form);
    expect(res.status).toBe(400);
    expect(res.text).toContain(`role="alert" id="contact-error">${t('de-DE')(`contact.error.${field}`)}`);
    expect(res.text).toMatch(new RegExp(`id="contact-${field}"[^>]*aria-invalid="true"`));
    if (typeof form.message === 'string' && form.message.length < 100) expect(res.text).toContain(form.message);
    expect(await messageCount()).toBe(before);
  });

  test('the marketplace call answers 400 naming the field as JSON', async () => {
    const res = await request(app).post('/api/contact-messages').set('host', HOST).set('origin', ORIGIN).send({ name: 'Kim', email: 'kim@example.org', message: 42 });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: 'bad_request', field: 'message' });
  });

  test('an oversized post is refused with 413, never a 500', async () => {
    const res = await shopper().post(contactPath('de-DE')).type('form').send({ name: 'Kim', email: 'kim@example.org', message: 'x'.repeat(40_000) });
    expect(res.status).toBe(413);
  });

  test('a post from another site is refused', async () => {
    const res = await request(app).post(contactPath('de-DE')).set('host', HOST).set('origin', 'https://evil.example').type('form').send({ name: 'Kim', email: 'kim@example.org', message: 'Eine ausreichend lange Nachricht.' });
    expect(res.status).toBe(403);
  });
});

test('a marketplace that cannot store the message shows the form again with everything typed (503)', async () => {
  const failing = createTestApp({
    db: createSeededDatabase(),
    transport: (inner) => (req, signal) => (req.path === '/contact-messages' ? Promise.resolve({ status: 503, body: { error: 'unavailable' } }) : inner(req, signal)),
  });
  const res = await request(failing.app).post(contactPath('fr-FR')).set('host', HOST).set('origin', ORIGIN).type('form')
    .send({ name: 'Camille', email: 'camille@example.fr', message: 'Où en est ma commande de plaquettes ?' });
  expect(res.status).toBe(503);
  expect(res.text).toContain(t('fr-FR')('contact.error.unavailable').replace(/'/g, '&#x27;'));
  expect(res.text).toContain('camille@example.fr');
  expect(res.text).toContain('Où en est ma commande de plaquettes ?');
});

test('the name, e-mail address and text of a message never appear in the log', async () => {
  lines.length = 0;
  const agent = shopper();
  await agent.post(contactPath('de-DE')).type('form').send(PERSONAL).expect(303);
  await agent.post(contactPath('de-DE')).type('form').send({ ...PERSONAL, email: 'h.quellmalz-kontakt(at)example.org' }).expect(400);
  await agent.post('/api/contact-messages').send({ ...PERSONAL, name: 7 }).expect(400);
  expect(await messagesFrom(PERSONAL.email)).toHaveLength(1);
  const log = lines.join('');
  expect(lines.length).toBeGreaterThan(2);
  for (const value of [PERSONAL.name, PERSONAL.email, 'h.quellmalz-kontakt', 'Quellmalz', '8823-QX']) expect(log).not.toContain(value);
});

test('the contact page names its edition words', () => {
  for (const locale of LOCALES) expect(contactPath(locale).startsWith(`${EDITIONS[locale].prefix}/`)).toBe(true);
});

test('contact posts count against the write rate limit like every other write', async () => {
  const limited = createTestApp({ db: createSeededDatabase(), env: { RATE_LIMIT_WRITES: '2' } });
  const post = () => request(limited.app).post(contactPath('de-DE')).set('host', HOST).set('origin', ORIGIN).type('form')
    .send({ name: 'Kim', email: 'kim@example.org', message: 'Eine ausreichend lange Nachricht.' });
  expect((await post()).status).toBe(303);
  expect((await post()).status).toBe(303);
  expect((await post()).status).toBe(429);
  expect(await messageCount(limited.db)).toBe(2);
});
