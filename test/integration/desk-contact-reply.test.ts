/**
 * Support answers a contact message from the desk, on a real server, database (SQLite or
 * PostgreSQL, by jest project) and SMTP mailbox: the notification reaches support's mailbox in
 * support's language with the shopper as Reply-To; the message's page has an answer form starting
 * from a greeting and closing in the shopper's language; the answer is mailed to the shopper with
 * support's mailbox as Reply-To and stays in the message's thread; an empty answer comes back.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AddressObject } from 'mailparser';
import { startMailbox, type Mailbox } from '../checkout/support';
import { mailSettingsFrom } from '../../server/config/config';
import { startMailWorker } from '../../server/marketplace/mail/worker';
import { DEFAULT_RETENTION } from '../../server/marketplace/personal-data/settings';
import { createTestApp } from '../support/app';
import { createSeededDatabase } from '../support/seeded-db';
import { createStaff, staffCookie } from '../support/staff';

const SERVICE = 'service@spareo.example';
const { app, db, config, marketplace , dependencies } = createTestApp({ db: createSeededDatabase() });
const server = http.createServer(app);
let base = '';
let cookie = '';
let mailbox: Mailbox;
let worker: { stop(): Promise<void> };

const addresses = (field: AddressObject | AddressObject[] | undefined) => (Array.isArray(field) ? field : field ? [field] : []).map((a) => a.text).join(', ');
const decode = (html: string) => html.replace(/&#x27;/g, '\'').replace(/&quot;/g, '"').replace(/&amp;/g, '&');

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  mailbox = await startMailbox();
  dependencies.personalData = { serviceAddress: SERVICE, serviceLocale: 'de-DE', ...DEFAULT_RETENTION };
  worker = startMailWorker(db, { ...mailSettingsFrom(config), smtpUrl: `smtp://127.0.0.1:${mailbox.port}`, pollMs: 200 }, (await import('pino')).default({ level: 'silent' }));
  cookie = staffCookie((await createStaff(db.kysely, 'support', { locale: 'de-DE', name: 'Jana Service' })).token);
});
afterAll(async () => {
  dependencies.personalData = { serviceAddress: null, ...DEFAULT_RETENTION };
  await worker.stop();
  await mailbox.close();
  await new Promise((resolve) => server.close(resolve));
  db.close();
});

test('a French shopper\'s message: support is notified in German with the shopper as Reply-To, answers in French from the desk, and the answer stays in the thread', async () => {
  const sent = await marketplace.handle({ method: 'POST', path: '/contact-messages', query: {}, headers: { 'x-spareo-locale': 'fr-FR', 'x-spareo-client-address': '192.0.2.44' },
    body: { name: 'Camille Martin', email: 'camille@example.fr', orderNumber: '', message: 'Où en est ma commande ?' } });
  expect(sent.status).toBe(201);
  const id = (sent.body as { id: number }).id;

  const notice = await mailbox.waitFor((mail) => addresses(mail.to).includes(SERVICE) && (mail.text ?? '').includes('Où en est ma commande ?'));
  expect(notice.subject).toBe(`Kontaktanfrage #${id} von Camille Martin`);
  expect(addresses(notice.replyTo)).toContain('camille@example.fr');
  expect(notice.text).toContain('Von: Camille Martin <camille@example.fr>');

  // The shopper's receipt: in French, with the reference, answered into the message's thread.
  const receipt = await mailbox.waitFor((mail) => addresses(mail.to).includes('camille@example.fr'));
  expect(receipt.subject).toBe(`Votre message à Spareo est bien arrivé (K-${new Date().getUTCFullYear()}-${String(id).padStart(6, '0')})`);
  expect(addresses(receipt.replyTo)).toMatch(/^service\+[0-9a-f]{32}@spareo\.example$/);

  const page = await fetch(`${base}/desk/inbox/${id}`, { headers: { cookie } });
  expect(page.status).toBe(200);
  const html = decode(await page.text());
  expect(html).toContain(`action="/desk/inbox/${id}/replies"`);
  expect(html).toMatch(/<textarea id="reply-text" name="text"[^>]*>\s*Bonjour Camille Martin,\n\n\n\nCordialement,\nLe service client de Spareo<\/textarea>/);
  expect(html).toContain('Antwort senden');
  // The sender's language by its name in the support's language, not as a code.
  expect(html).toContain('Französisch (Frankreich)');
  // The page's style policy refuses style attributes: the message's lines are kept by the stylesheet's class.
  expect(html).not.toMatch(/<[^>]+ style="/);
  expect(html).not.toMatch(/>[^<]*\bfr-FR\b[^<]*</);

  const post = (text: string) => fetch(`${base}/desk/inbox/${id}/replies`, { method: 'POST', redirect: 'manual', headers: { cookie, origin: base, 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ text }) });
  const empty = await post('   ');
  expect(empty.status).toBe(400);
  expect(await empty.text()).toContain('<p class="error" id="reply-text-problem" role="alert">Bitte schreiben Sie eine Antwort.</p>');

  const answer = 'Bonjour Camille Martin,\n\nVotre commande part demain.\n\nCordialement,\nLe service client de Spareo';
  const done = await post(answer);
  expect(done.status).toBe(303);
  expect(done.headers.get('location')).toBe(`/desk/inbox/${id}?notice=sent`);

  const mail = await mailbox.waitFor((m) => addresses(m.to).includes('camille@example.fr') && (m.text ?? '').includes('Votre commande part demain.'));
  expect(mail.subject).toBe(`Votre message à Spareo (K-${new Date().getUTCFullYear()}-${String(id).padStart(6, '0')})`);
  // Customer service's mailbox, plus-addressed for this message: the shopper's answer comes back to it.
  expect(addresses(mail.replyTo)).toMatch(/^service\+[0-9a-f]{32}@spareo\.example$/);
  expect(mail.text).toContain('Votre commande part demain.');

  const thread = decode(await (await fetch(`${base}/desk/inbox/${id}?notice=sent`, { headers: { cookie } })).text());
  expect(thread).toContain('Die Antwort ist unterwegs.');
  expect(thread).toContain('Antwort von Jana Service');
  expect(thread).toContain('Votre commande part demain.');
  expect(thread).not.toMatch(/<[^>]+ style="/);
  expect(thread).toMatch(/<p class="text">[^<]*Votre commande part demain\./);
  const stored = await db.kysely.selectFrom('contact_messages').select('status').where('id', '=', id).executeTakeFirstOrThrow();
  expect(stored.status).toBe('answered');
});
