/**
 * The desk works a queue, on a real server, database (SQLite or PostgreSQL, by jest project) and
 * SMTP on both sides: what waits (a contact message, a withdrawal not refunded, a held feed, a mail
 * given up on, a shopper's mail back) is listed oldest first with its age and a way to act; the
 * order view shows lines, payment and the shop's steps; support answers a French shopper from a
 * template in French while reading the desk in German; the answer goes out with the conversation's
 * own Reply-To; the shopper's mail to it comes back in over SMTP into the order's conversation and
 * the queue, while mail to any other or a forged address is refused and a second delivery kept once.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import nodemailer from 'nodemailer';
import type { AddressObject } from 'mailparser';
import { startMailbox, type Mailbox } from '../checkout/support';
import { mailSettingsFrom } from '../../server/config/config';
import { startMailWorker } from '../../server/marketplace/mail/worker';
import sharp from 'sharp';
import { startInboundReceiver, type InboundReceiver } from '../../server/marketplace/mail/inbound';
import { replyConversations } from '../../server/marketplace/desk/threads';
import { DEFAULT_RETENTION } from '../../server/marketplace/personal-data/settings';
import { anonymiseOrders, exportPersonalData } from '../../server/marketplace/flows';
import { anonymiseContactMessages } from '../../server/marketplace/desk';
import { createTestApp } from '../support/app';
import { createSeededDatabase } from '../support/seeded-db';
import { createStaff, staffCookie } from '../support/staff';

const SERVICE = 'service@spareo.example';
const NUMBER = 'SP-261120-QUEUEA';
const { app, db, config , dependencies } = createTestApp({ db: createSeededDatabase(), env: { DESK_RATE_LIMIT: '100000' } });
const server = http.createServer(app);
const silent = { info() {}, warn() {}, error() {} };
let base = '';
let support = '';
let operator = '';
let mailbox: Mailbox;
let inbound: InboundReceiver;
let worker: { stop(): Promise<void> };
let shopId = 0;
let importId = 0;
let failedMailId = 0;
let contactId = 0;

const addresses = (field: AddressObject | AddressObject[] | undefined) => (Array.isArray(field) ? field : field ? [field] : []).map((a) => a.text).join(', ');
const decode = (html: string) => html.replace(/&#x27;/g, '\'').replace(/&quot;/g, '"').replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>');
const page = async (path: string, cookie = support) => {
  const answer = await fetch(`${base}${path}`, { headers: { cookie }, redirect: 'manual' });
  return { status: answer.status, html: decode(await answer.text()), location: answer.headers.get('location') };
};
const post = (path: string, body: Record<string, string>, cookie = support) => fetch(`${base}${path}`, {
  method: 'POST', redirect: 'manual', headers: { cookie, origin: base, 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(body),
});
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
/** A mail into the receiver, as the shopper's mail server would deliver it. */
async function deliver(mail: { from: string; to: string; subject?: string; text: string; messageId?: string; attachments?: { filename: string; content: Buffer; contentType: string }[] }) {
  const transport = nodemailer.createTransport({ host: '127.0.0.1', port: inbound.port, secure: false, ignoreTLS: true });
  try {
    return await transport.sendMail({ subject: 'Re: Votre commande', ...mail });
  } finally {
    transport.close();
  }
}

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  mailbox = await startMailbox();
  dependencies.personalData = { serviceAddress: SERVICE, serviceLocale: 'de-DE', ...DEFAULT_RETENTION };
  worker = startMailWorker(db, { ...mailSettingsFrom(config), smtpUrl: `smtp://127.0.0.1:${mailbox.port}`, pollMs: 200 }, silent);
  inbound = await startInboundReceiver(replyConversations(db.kysely, dependencies), { port: 0, host: '127.0.0.1', maxBytes: 200_000 }, silent);
  support = staffCookie((await createStaff(db.kysely, 'support', { locale: 'de-DE', name: 'Jana Service' })).token);
  operator = staffCookie((await createStaff(db.kysely, 'operator', { locale: 'fr-FR', name: 'Paul Exploitant' })).token);

  const k = db.kysely;
  const shop = await k.selectFrom('shops').select(['id', 'name']).orderBy('id').limit(1).executeTakeFirstOrThrow();
  shopId = shop.id;
  const offer = await k.selectFrom('offers').select(['id', 'article_id']).where('shop_id', '=', shopId).limit(1).executeTakeFirstOrThrow();
  // A French shopper's order of two parts of one shop: one shipped (a line refused), one withdrawn.
  const orderId = (await k.insertInto('orders').values({
    number: NUMBER, idempotency_key: 'desk-queue', locale: 'fr-FR', delivery_country: 'FR', email: 'camille@example.fr', phone: '+33 6 12 34 56 78',
    delivery_address: JSON.stringify({ name: 'Camille Martin', street: '3 rue des Lilas', zip: '75011', city: 'Paris', country: 'FR' }),
    billing_address: JSON.stringify({ name: 'Martin SARL', street: '9 quai Voltaire', zip: '75007', city: 'Paris', country: 'FR' }),
    items_cents: 9000, shipping_cents: 990, total_cents: 9990, vat_cents: 1665, page_url: 'http://127.0.0.1/x', created_at: daysAgo(9),
  }).returning('id').executeTakeFirstOrThrow()).id;
  const part = (suffix: string, status: string, extra: Record<string, string | null> = {}) => k.insertInto('order_shops').values({
    order_id: orderId, number: `${NUMBER}-${suffix}`, shop_id: shopId, shop_name: shop.name, status, payment_method: 'prepayment', payment_reference: `${NUMBER} ${suffix}`,
    items_cents: 4500, shipping_cents: 495, total_cents: 4995, vat_rate_bp: 2000, vat_cents: 833, delivery_days_min: 2, delivery_days_max: 4,
    terms: '-', cancellation_policy: '-', terms_accepted_at: daysAgo(9), status_changed_at: daysAgo(7), acknowledged_at: daysAgo(8.5), ...extra,
  }).returning('id').executeTakeFirstOrThrow();
  const shipped = (await part('1', 'shipped', { carrier: 'DHL', tracking_number: '00340434161094042557', shipped_at: daysAgo(7) })).id;
  const withdrawn = (await part('2', 'withdrawn', { shipped_at: daysAgo(8) })).id;
  const line = (partId: number, title: string, state: string) => ({ order_shop_id: partId, offer_id: offer.id, article_id: offer.article_id, article_number: '0 986 494 294', brand: 'BOSCH', title, quantity: 1, unit_price_cents: 2250, line_total_cents: 2250, refund_cents: 0, state });
  await k.insertInto('order_lines').values([line(shipped, 'Bremsbelagsatz', 'shipped'), line(shipped, 'Bremsscheibe', 'refused'), line(withdrawn, 'Ölfilter', 'shipped'), line(withdrawn, 'Luftfilter', 'shipped')]).execute();
  const event = (partId: number | null, kind: string, at: string, detail: object = {}) => ({ order_id: orderId, order_shop_id: partId, kind, at, actor: partId ? `shop:${shopId}` : 'shopper', detail: JSON.stringify(detail) });
  await k.insertInto('order_events').values([
    event(null, 'placed', daysAgo(9)), event(shipped, 'paid', daysAgo(8.8)), event(shipped, 'accepted', daysAgo(8.4)),
    event(shipped, 'refused', daysAgo(7.5), { reason: 'nicht lieferbar', lines: [2] }), event(shipped, 'shipped', daysAgo(7), { carrier: 'DHL', trackingNumber: '00340434161094042557', lines: [1] }),
    event(withdrawn, 'shipped', daysAgo(8)), event(withdrawn, 'withdrawn', daysAgo(5), { lines: [2] }),
  ]).execute();
  await k.insertInto('withdrawals').values({ order_id: orderId, order_shop_id: withdrawn, name: 'Camille Martin', email: 'camille@example.fr', lines: '[2]', whole_part: 0, statement: 'Je me rétracte.', locale: 'fr-FR', received_at: daysAgo(5) }).execute();
  // What else waits: a contact message (the oldest), a held feed, a mail given up on, and one replaced by a later copy.
  contactId = (await k.insertInto('contact_messages').values({ received_at: daysAgo(6), locale: 'de-DE', name: 'Erika Muster', email: 'erika@example.de', order_number: null, message: 'Wann kommt mein Paket?', status: 'new' }).returning('id').executeTakeFirstOrThrow()).id;
  importId = (await k.insertInto('feed_imports').values({ shop_id: shopId, status: 'held', source: 'api', created_at: daysAgo(3), hold_reason: JSON.stringify([{ kind: 'removal', removed: 40, current: 50, limitPercent: 30 }]) }).returning('id').executeTakeFirstOrThrow()).id;
  const mail = (recipient: string, failedAt: string | null) => ({ kind: 'shipped', order_id: orderId, recipient, subject: 'Votre colis est en route', text_body: '-', html_body: '-', next_attempt_at: daysAgo(2), created_at: daysAgo(2), failed_at: failedAt, attempts: failedAt ? 60 : 0, last_error: failedAt ? '550 mailbox unavailable' : null, sent_at: failedAt ? null : daysAgo(1) });
  failedMailId = (await k.insertInto('mail_queue').values(mail('camille@example.fr', daysAgo(1))).returning('id').executeTakeFirstOrThrow()).id;
  await k.insertInto('mail_queue').values([mail('old@example.fr', daysAgo(4)), mail('old@example.fr', null)]).execute();
});
afterAll(async () => {
  dependencies.personalData = { serviceAddress: null, ...DEFAULT_RETENTION };
  await worker.stop();
  await inbound.close();
  await mailbox.close();
  await new Promise((resolve) => server.close(resolve));
  db.close();
});

test('the desk opens on its queue: what waits, oldest first, each with its age and a way to act; a mail replaced by a later copy is not there', async () => {
  expect((await page('/desk/')).location).toBe('/desk/queue');
  const queue = await page('/desk/queue');
  expect(queue.status).toBe(200);
  const kinds = [...queue.html.matchAll(/<tr data-kind="(\w+)">/g)].map((m) => m[1]);
  expect(kinds).toEqual(['contact', 'withdrawal', 'import', 'mail']);
  expect(queue.html).toContain('Zu erledigen');
  expect(queue.html).toContain('vor\u00a06\u00a0Tagen');
  expect(queue.html).toMatch(/\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2} (MEZ|MESZ)/);
  expect(queue.html).toContain(`href="/desk/inbox/${contactId}"`);
  expect(queue.html).toContain(`href="/desk/orders/${NUMBER}?answer=withdrawalReceived#answer"`);
  expect(queue.html).toContain('Die Datei würde 40 von 50 Angeboten entfernen');
  expect(queue.html).toContain('Entscheidet der Betreiber.');
  expect(queue.html).toContain(`action="/desk/mails/${failedMailId}/resend"`);
  expect(queue.html).not.toContain('old@example.fr');
  expect(queue.html).toContain('Alle (4)');

  const mails = await page('/desk/queue?kind=mail');
  expect([...mails.html.matchAll(/<tr data-kind="(\w+)">/g)].map((m) => m[1])).toEqual(['mail']);

  // The operator reads it in French, and decides the held feed there.
  const french = await page('/desk/queue', operator);
  expect(french.html).toContain('lang="fr-FR"');
  expect(french.html).toContain('À traiter');
  expect(french.html).toContain('il\u00a0y\u00a0a\u00a06\u00a0jours');
  expect(french.html).toContain(`action="/desk/imports/${importId}/decision"`);
});

test('the order view shows the lines with their dates, the payment and the shop\'s steps', async () => {
  const view = await page(`/desk/orders/${NUMBER}`);
  expect(view.status).toBe(200);
  expect(view.html).toContain('Shops und Positionen');
  expect(view.html).toMatch(/Bremsbelagsatz[\s\S]*versandt am \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2} ME/);
  expect(view.html).toMatch(/Bremsscheibe[\s\S]*abgelehnt am \d{2}\.\d{2}\.\d{4}/);
  expect(view.html).toContain('Vorkasse (Überweisung)');
  expect(view.html).toContain('<strong class="paid">bezahlt</strong>');
  expect(view.html).toContain('<strong class="unpaid">nicht bezahlt</strong>');
  expect(view.html).toContain('Sendungsnummer: 00340434161094042557');
  expect(view.html).toContain('Grund: nicht lieferbar');
  expect(view.html).toContain('Widerrufene Positionen: 2');
  expect(view.html).toContain('Rechnungsadresse: Martin SARL, 9 quai Voltaire, 75007 Paris, Frankreich');
  // The delivery address too names the country, not its code.
  expect(view.html).toContain('Camille Martin, 3 rue des Lilas, 75011 Paris, Frankreich');
  expect(view.html).not.toMatch(/Paris, FR\b/);
  // Of the withdrawn part, the line the shopper withdrew says so; the other stays shipped.
  expect(view.html).toMatch(/Luftfilter[\s\S]*?<td data-label="[^"]*">versandt am \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2} MEZ · widerrufen<\/td>/);
  expect(view.html).toMatch(/Ölfilter[\s\S]*?<td data-label="[^"]*">versandt am \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2} MEZ<\/td>/);
  expect(view.html).toMatch(/Summe: 49,95\s€/);
});

test('support answers the French shopper from a French template, the shopper\'s mail comes back over SMTP into the conversation and the queue', async () => {
  // The template "where is my order", in the shopper's language, with the order's facts.
  const chosen = await page(`/desk/orders/${NUMBER}?answer=whereIsMyOrder`);
  expect(chosen.html).toContain('<option value="whereIsMyOrder" selected="">Wo ist meine Bestellung?</option>');
  expect(chosen.html).toContain('auf Französisch');
  const draft = /<textarea id="answer-text" name="text"[^>]*>([\s\S]*?)<\/textarea>/.exec(chosen.html)![1]!;
  expect(draft).toMatch(/^\s*Bonjour Camille Martin,\n\nVoici où en est votre commande\u00a0:/);
  expect(draft).toContain(`${NUMBER}-1 (`);
  expect(draft).toContain('par DHL, numéro de suivi 00340434161094042557');
  expect(draft).toContain('Cordialement,\nLe service client de Spareo');

  const empty = await post(`/desk/orders/${NUMBER}/answers`, { text: '  ' });
  expect(empty.status).toBe(400);
  expect(decode(await empty.text())).toContain('<p class="error" id="answer-text-problem" role="alert">Bitte schreiben Sie eine Antwort.</p>');

  const text = `${draft.trim().split('\n\n')[0]}\n\nVotre colis arrive demain.\n\nCordialement,\nLe service client de Spareo`;
  const sent = await post(`/desk/orders/${NUMBER}/answers`, { text });
  expect(sent.status).toBe(303);
  expect(sent.headers.get('location')).toBe(`/desk/orders/${NUMBER}?notice=sent#conversation`);

  const mail = await mailbox.waitFor((m) => addresses(m.to).includes('camille@example.fr') && (m.text ?? '').includes('Votre colis arrive demain.'));
  expect(mail.subject).toBe(`Votre commande ${NUMBER} chez Spareo`);
  const replyTo = addresses(mail.replyTo);
  expect(replyTo).toMatch(/^service\+[0-9a-f]{32}@spareo\.example$/);

  // Anyone's mail to an address that is not a conversation's is refused before it is sent.
  await expect(deliver({ from: 'camille@example.fr', to: SERVICE, text: 'hello' })).rejects.toThrow(/550/);
  await expect(deliver({ from: 'mallory@example.com', to: `service+${'0'.repeat(32)}@spareo.example`, text: 'injected' })).rejects.toThrow(/550/);
  await expect(deliver({ from: 'mallory@example.com', to: replyTo.replace('@spareo.example', '@elsewhere.example'), text: 'injected' })).rejects.toThrow(/550/);

  // The shopper answers; her mail server delivers it twice: it is kept once, without the quoted history.
  const reply = { from: 'Camille Martin <camille@example.fr>', to: replyTo, text: `Merci, mais le colis n’est pas arrivé.\n\nLe 26 nov. 2026, Spareo a écrit :\n> Votre colis arrive demain.`, messageId: '<reply-1@example.fr>' };
  await deliver(reply);
  await deliver(reply);
  const kept = await db.kysely.selectFrom('desk_thread_messages').select(['direction', 'text', 'sender', 'from_other']).where('direction', '=', 'reply').execute();
  expect(kept).toEqual([{ direction: 'reply', text: 'Merci, mais le colis n’est pas arrivé.', sender: 'camille@example.fr', from_other: 0 }]);

  const queue = await page('/desk/queue');
  expect(queue.html).toMatch(/<tr data-kind="reply">[\s\S]*camille@example.fr[\s\S]*Merci, mais le colis n’est pas arrivé\.[\s\S]*?href="\/desk\/orders\/SP-261120-QUEUEA#answer"/);

  const view = await page(`/desk/orders/${NUMBER}`);
  expect(view.html).toContain('Gespräch mit dem Kunden');
  expect(view.html).toContain('Antwort von Jana Service');
  expect(view.html).toContain('Kunde (camille@example.fr)');
  expect(view.html).toMatch(/Wartet auf Antwort seit \d{2}\.\d{2}\.\d{4}/);
  // The timeline keeps both, in order, beside the mails.
  const timeline = view.html.slice(view.html.indexOf('class="timeline"'));
  expect(timeline.indexOf('Antwort an den Kunden')).toBeGreaterThan(-1);
  expect(timeline.indexOf('Antwort des Kunden')).toBeGreaterThan(timeline.indexOf('Antwort an den Kunden'));

  // A mail from another address is kept, and said to be from another address.
  await deliver({ from: 'someone@example.com', to: replyTo, text: 'Je suis son mari.', messageId: '<reply-2@example.com>' });
  expect((await page(`/desk/orders/${NUMBER}`)).html).toContain('von einer anderen Adresse als der der Bestellung');

  // Photos in the shopper's mail are kept, without their EXIF, and shown to the desk; a PDF is not taken for one.
  const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#a33' } }).jpeg().withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 8/1 3000/100' } }).toBuffer();
  await deliver({ from: 'camille@example.fr', to: replyTo, text: 'Voici la photo du carton.', messageId: '<reply-3@example.fr>', attachments: [
    { filename: 'carton.jpg', content: photo, contentType: 'image/jpeg' }, { filename: 'facture.jpg', content: Buffer.from('%PDF-1.4 not a photo'), contentType: 'image/jpeg' },
  ] });
  const withPhoto = (await page(`/desk/orders/${NUMBER}`)).html;
  const thumbs = [...withPhoto.matchAll(/<img src="(\/desk\/message-photos\/[0-9a-f]{24}\?size=thumb)"/g)].map((match) => match[1]!);
  expect(thumbs).toHaveLength(1);
  const shown = await fetch(`${base}${thumbs[0]}`, { headers: { cookie: support } });
  expect(shown.headers.get('content-type')).toBe('image/jpeg');
  expect((await sharp(Buffer.from(await shown.arrayBuffer())).metadata()).exif).toBeUndefined();

  // Answered again: the conversation leaves the queue.
  expect((await post(`/desk/orders/${NUMBER}/answers`, { text: 'Bonjour, nous relançons la boutique.' })).status).toBe(303);
  expect((await page('/desk/queue')).html).not.toContain('data-kind="reply"');
  const audit = await db.kysely.selectFrom('staff_audit').select('order_number').where('action', '=', 'shopper_answered').execute();
  expect(audit).toHaveLength(2);
});

test('a failed mail is resent from the queue and leaves it; the operator drops the held feed; support may not decide it', async () => {
  expect((await post(`/desk/imports/${importId}/decision`, { decision: 'reject' })).status).toBe(403);
  const resent = await post(`/desk/mails/${failedMailId}/resend`, {});
  expect(resent.status).toBe(303);
  expect(resent.headers.get('location')).toBe('/desk/queue?notice=resent');
  const decided = await post(`/desk/imports/${importId}/decision`, { decision: 'reject' }, operator);
  expect(decided.headers.get('location')).toBe('/desk/queue?notice=decided');
  const again = await post(`/desk/imports/${importId}/decision`, { decision: 'confirm' }, operator);
  expect(again.headers.get('location')).toBe('/desk/queue?notice=notHeld');
  const queue = await page('/desk/queue?notice=resent');
  expect(queue.html).toContain('Die Mail ist erneut eingereiht.');
  expect([...queue.html.matchAll(/<tr data-kind="(\w+)">/g)].map((m) => m[1])).toEqual(['contact', 'withdrawal']);
  const imported = await db.kysely.selectFrom('feed_imports').select('status').where('id', '=', importId).executeTakeFirstOrThrow();
  expect(imported.status).toBe('rejected');
});

test('the conversation is the shopper\'s: in their data\'s export, and gone with the order\'s personal data', async () => {
  const exported = await exportPersonalData(db.kysely, 'camille@example.fr');
  const order = (exported.orders as { number: string; conversation: { direction: string; text: string }[] }[]).find((o) => o.number === NUMBER)!;
  expect(order.conversation.map((m) => m.direction)).toEqual(['answer', 'reply', 'reply', 'reply', 'answer']);
  expect(order.conversation[1]!.text).toBe('Merci, mais le colis n’est pas arrivé.');

  const { id } = await db.kysely.selectFrom('orders').select('id').where('number', '=', NUMBER).executeTakeFirstOrThrow();
  await anonymiseOrders(db.kysely, [id]);
  const left = await db.kysely.selectFrom('desk_thread_messages').select(['text', 'sender']).execute();
  expect(left.every((m) => m.text === '—' && m.sender === null)).toBe(true);
  // The photos of its messages are no longer shown either.
  expect(await db.kysely.selectFrom('desk_thread_photos').selectAll().execute()).toEqual([]);
  const thread = await db.kysely.selectFrom('desk_threads').select('email').where('order_id', '=', id).executeTakeFirstOrThrow();
  expect(thread.email).toBe(`anonymised-${id}@invalid`);
  // An anonymised order is not answered any more.
  expect((await post(`/desk/orders/${NUMBER}/answers`, { text: 'Bonjour' })).status).toBe(404);
});

test('a contact message\'s sender answers back by mail: the message waits again, with the answer on its page', async () => {
  expect((await post(`/desk/inbox/${contactId}/replies`, { text: 'Guten Tag Erika Muster,\n\nIhr Paket kommt morgen.' })).status).toBe(303);
  expect((await page('/desk/queue?kind=contact')).html).not.toContain('data-kind="contact"');
  const mail = await mailbox.waitFor((m) => addresses(m.to).includes('erika@example.de'));
  const replyTo = addresses(mail.replyTo);
  expect(replyTo).toMatch(/^service\+[0-9a-f]{32}@spareo\.example$/);
  await deliver({ from: 'erika@example.de', to: replyTo, subject: 'Re: Ihre Nachricht', text: 'Es ist immer noch nicht da.\n\nAm 27.11.2026 schrieb Spareo:\n> Ihr Paket kommt morgen.', messageId: '<erika-1@example.de>' });
  const stored = await db.kysely.selectFrom('contact_messages').select('status').where('id', '=', contactId).executeTakeFirstOrThrow();
  expect(stored.status).toBe('new');
  const queue = await page('/desk/queue?kind=contact');
  expect(queue.html).toMatch(/<tr data-kind="contact">[\s\S]*Es ist immer noch nicht da\./);
  const message = await page(`/desk/inbox/${contactId}`);
  expect(message.html).toContain('Kunde (erika@example.de)');
  expect(message.html.indexOf('Es ist immer noch nicht da.')).toBeGreaterThan(message.html.indexOf('Ihr Paket kommt morgen.'));

  await anonymiseContactMessages(db.kysely, [contactId]);
  const kept = await db.kysely.selectFrom('desk_thread_messages as m').innerJoin('desk_threads as t', 't.id', 'm.thread_id').select('m.text').where('t.contact_message_id', '=', contactId).execute();
  expect(kept).toEqual([{ text: '—' }]);
});
