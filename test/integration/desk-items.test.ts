/**
 * The desk's items through its screens, scripts off: a saved reply kept per language (a refused one
 * comes back as typed, the problem beside its field) and inserted into an answer, which re-renders
 * the form with what was typed and sends nothing; an internal note marked as internal; priority and
 * tags on the queue's cards and its filter; a contact message merged into an order's conversation
 * (a wrong order number said beside the field), closed with a link to the order, audited.
 * @backends sqlite: web tier, the desk's screens and forms with scripts off. Their calls (notes,
 * marks, the queue's filters, the merge, the order's note) run on both backends in
 * desk-item-calls.test.ts.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTestApp } from '../support/app';
import { createSeededDatabase } from '../support/seeded-db';
import { createStaff, staffCookie } from '../support/staff';

jest.setTimeout(180_000);

const { app, db } = createTestApp({ db: createSeededDatabase(), env: { DESK_RATE_LIMIT: '100000' } });
const server = http.createServer(app);
let base = '';
let cookie = '';
let messageId = 0;
const ORDER = 'SP-261120-KTEM2X';

const decode = (html: string) => html.replace(/&#x27;/g, '\'').replace(/&quot;/g, '"').replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>');
const page = async (path: string) => {
  const answer = await fetch(`${base}${path}`, { headers: { cookie }, redirect: 'manual' });
  return { status: answer.status, html: decode(await answer.text()) };
};
const post = async (path: string, body: URLSearchParams | Record<string, string>) => {
  const answer = await fetch(`${base}${path}`, { method: 'POST', redirect: 'manual', headers: { cookie, origin: base, 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(body) });
  return { status: answer.status, location: answer.headers.get('location') ?? '', html: decode(await answer.text()) };
};

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const k = db.kysely;
  const jana = await createStaff(k, 'support', { locale: 'de-DE', name: 'Jana Service' });
  cookie = staffCookie(jana.token);
  messageId = (await k.insertInto('contact_messages').values({ received_at: '2026-11-20T09:00:00.000Z', locale: 'fr-FR', name: 'Camille Martin', email: 'camille@example.fr', order_number: null, message: 'Le disque est arrivé cassé.', status: 'new' })
    .returning('id').executeTakeFirstOrThrow()).id;
  await k.insertInto('orders').values({
    number: ORDER, idempotency_key: 'items-1', locale: 'fr-FR', delivery_country: 'FR', email: 'camille@example.fr',
    delivery_address: JSON.stringify({ name: 'Camille Martin', street: '1 rue de la Paix', zip: '75002', city: 'Paris', country: 'FR' }),
    items_cents: 1000, shipping_cents: 0, total_cents: 1000, vat_cents: 160, page_url: 'http://127.0.0.1/', created_at: '2026-11-19T09:00:00.000Z',
  }).execute();
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  db.close();
});

test('a saved reply is kept per language and inserted into the answer as typed, nothing sent', async () => {
  const refused = await post('/desk/saved-replies', { locale: 'fr-FR', title: ' ', body: 'Bonjour, nous envoyons une nouvelle pièce.' });
  expect(refused.status).toBe(400);
  expect(refused.html).toContain('<p class="error" id="new-title-problem" role="alert">Bitte einen Titel eingeben.</p>');
  expect(refused.html).toContain('Bonjour, nous envoyons une nouvelle pièce.</textarea>');
  const kept = await post('/desk/saved-replies', { locale: 'fr-FR', title: 'Pièce cassée', body: 'Nous envoyons une nouvelle pièce.' });
  expect(kept).toMatchObject({ status: 303, location: '/desk/saved-replies?notice=created' });
  expect((await page('/desk/saved-replies')).html).toContain('Pièce cassée · Französisch (Frankreich)');

  const message = await page(`/desk/inbox/${messageId}`);
  expect(message.html).toContain(`Referenz: K-2026-${String(messageId).padStart(6, '0')}`);
  const savedId = /<option value="(\d+)">Pièce cassée<\/option>/.exec(message.html)![1]!;
  const typed = 'Bonjour Camille Martin,\n\nDésolés pour ce souci.\n\nCordialement,\nLe service client de Spareo';
  const inserted = await post(`/desk/inbox/${messageId}/replies`, { text: typed, savedReply: savedId, insert: '1' });
  expect(inserted.status).toBe(200);
  expect(inserted.html).toContain('Désolés pour ce souci.\n\nNous envoyons une nouvelle pièce.\n\nCordialement,');
  expect(inserted.html).toContain('Der Textbaustein ist eingefügt');
  expect(await db.kysely.selectFrom('contact_replies').select('id').execute()).toEqual([]);
});

test('a saved reply of the shopper\'s language goes into an order\'s answer the same way', async () => {
  const saved = (await db.kysely.selectFrom('desk_saved_replies').select('id').where('locale', '=', 'fr-FR').executeTakeFirstOrThrow()).id;
  const typed = 'Bonjour,\r\n\r\nMerci.\r\n\r\nCordialement,\nLe service client de Spareo';
  const inserted = await post(`/desk/orders/${ORDER}/answers`, { text: typed, savedReply: String(saved), insert: '1' });
  expect(inserted.status).toBe(200);
  expect(inserted.html).toContain('Merci.\n\nNous envoyons une nouvelle pièce.\n\nCordialement,');
  expect(await db.kysely.selectFrom('desk_thread_messages').select('id').where('direction', '=', 'answer').execute()).toEqual([]);
});

test('an internal note is marked as internal; an empty one comes back with the problem beside it', async () => {
  const empty = await post(`/desk/inbox/${messageId}/notes`, { text: '  ' });
  expect(empty.status).toBe(400);
  expect(empty.html).toContain('<p class="error" id="note-text-problem" role="alert">Bitte schreiben Sie eine Notiz.</p>');
  expect((await post(`/desk/inbox/${messageId}/notes`, { text: 'Photo demandée par téléphone.' })).status).toBe(303);
  const html = (await page(`/desk/inbox/${messageId}`)).html;
  expect(html).toContain('Intern – nur für Mitarbeitende sichtbar, wird nie an den Kunden gesendet');
  expect(html).toContain('Photo demandée par téléphone.');
});

test('priority and tags show on the queue card, urgent first, and filter the queue', async () => {
  const other = (await db.kysely.insertInto('contact_messages').values({ received_at: '2026-11-19T09:00:00.000Z', locale: 'de-DE', name: 'Erika Muster', email: 'erika@example.de', order_number: null, message: 'Frage', status: 'new' })
    .returning('id').executeTakeFirstOrThrow()).id;
  const marked = await post(`/desk/inbox/${messageId}/marks`, new URLSearchParams([['priority', 'urgent'], ['tags', 'damage'], ['tags', 'delivery'], ['more', 'Rückruf, Foto']]));
  expect(marked).toMatchObject({ status: 303, location: `/desk/inbox/${messageId}?notice=marked` });
  const queue = (await page('/desk/queue')).html;
  const camille = queue.indexOf('Camille Martin');
  expect(camille).toBeGreaterThan(0);
  expect(camille).toBeLessThan(queue.indexOf('Erika Muster'));
  expect(queue).toContain('<span class="prio urgent">Dringend</span><span class="label">Schaden</span><span class="label">Lieferung</span><span class="label">foto</span><span class="label">rückruf</span>');
  const filtered = (await page('/desk/queue?tag=damage')).html;
  expect(filtered).toContain('Camille Martin');
  expect(filtered).not.toContain('Erika Muster');
  expect((await page('/desk/queue?priority=normal')).html).not.toContain('Camille Martin');
  await db.kysely.deleteFrom('contact_messages').where('id', '=', other).execute();
});

test('a merge into an order says a wrong number beside the field, then closes the message with a link, audited', async () => {
  const wrong = await post(`/desk/inbox/${messageId}/merge`, { orderNumber: 'SP-2611' });
  expect(wrong.status).toBe(400);
  expect(wrong.html).toContain('<p class="error" id="merge-order-problem" role="alert">Bitte eine Bestellnummer wie SP-261122-ABCDEF eingeben.</p>');
  expect(wrong.html).toContain('value="SP-2611"');
  const unknown = await post(`/desk/inbox/${messageId}/merge`, { orderNumber: 'SP-261120-ABCDEF' });
  expect(unknown.status).toBe(400);
  expect(unknown.html).toContain('Keine Bestellung mit dieser Nummer.');
  expect((await post(`/desk/inbox/${messageId}/merge`, { orderNumber: ORDER.toLowerCase() })).status).toBe(303);
  const html = (await page(`/desk/inbox/${messageId}`)).html;
  expect(html).toContain(`Zusammengeführt in die Unterhaltung zur Bestellung ${ORDER}.`);
  expect(html).toContain(`href="/desk/orders/${ORDER}#conversation"`);
  expect(html).not.toContain('id="merge-order"');
  const order = (await page(`/desk/orders/${ORDER}`)).html;
  expect(order).toContain('Le disque est arrivé cassé.');
  expect(order).toContain('<span class="prio urgent">Dringend</span>');
  expect(order).toContain('Photo demandée par téléphone.');
  const audit = await db.kysely.selectFrom('staff_audit').select(['action', 'order_number']).where('action', '=', 'contact_merged').execute();
  expect(audit).toEqual([{ action: 'contact_merged', order_number: ORDER }]);
});
