/**
 * The desk's items asked of the marketplace in-process, on the project's backend, as its screens
 * ask (integration/desk-items and the back-office words files walk those screens on SQLite alone):
 * a contact message noted, marked and found by the queue's filters; merged into an order's
 * conversation, which the queue then shows as the order's, filtered the same way; the order's
 * note and its timeline naming the staff who acted; the audit log searched by an object's name.
 */
import { createMarketplace } from '../../server/marketplace/index';
import { STAFF_SESSION_HEADER } from '../../contract/headers';
import { createSeededDatabase } from '../support/seeded-db';
import { createStaff, type TestStaff } from '../support/staff';

const db = createSeededDatabase();
const market = createMarketplace(db);
const ORDER = 'SP-261120-KTEM3X';
let support: TestStaff;
let messageId = 0;

async function call(staff: TestStaff, method: 'GET' | 'POST', path: string, options: { query?: Record<string, string>; body?: unknown } = {}) {
  const answer = await market.handle({ method, path, query: options.query ?? {}, body: options.body, headers: { [STAFF_SESSION_HEADER]: staff.token, 'x-spareo-locale': 'de-DE' } });
  if (answer.status >= 300) throw new Error(`${method} ${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body as Record<string, unknown>;
}

/** The names of the queue's items with the filter, in its order. */
const queued = async (query: Record<string, string>) =>
  ((await call(support, 'GET', '/desk/queue', { query })).items as { title?: string; name?: string; orderNumber?: string; number?: string }[]).map((item) => JSON.stringify(item));

beforeAll(async () => {
  const k = db.kysely;
  support = await createStaff(k, 'support', { name: 'Jana Service' });
  messageId = (await k.insertInto('contact_messages').values({ received_at: '2026-11-20T09:00:00.000Z', locale: 'fr-FR', name: 'Camille Martin', email: 'camille@example.fr', order_number: null, message: 'Le disque est arrivé cassé.', status: 'new' })
    .returning('id').executeTakeFirstOrThrow()).id;
  await k.insertInto('contact_messages').values({ received_at: '2026-11-19T09:00:00.000Z', locale: 'de-DE', name: 'Erika Muster', email: 'erika@example.de', order_number: null, message: 'Frage', status: 'new' }).execute();
  await k.insertInto('orders').values({
    number: ORDER, idempotency_key: 'item-calls-1', locale: 'fr-FR', delivery_country: 'FR', email: 'camille@example.fr',
    delivery_address: JSON.stringify({ name: 'Camille Martin', street: '1 rue de la Paix', zip: '75002', city: 'Paris', country: 'FR' }),
    items_cents: 1000, shipping_cents: 0, total_cents: 1000, vat_cents: 160, page_url: 'http://127.0.0.1/', created_at: '2026-11-19T09:00:00.000Z',
  }).execute();
});

test('a contact message noted and marked: its page shows the note, the queue finds it by tag and leaves it out of normal priority', async () => {
  await call(support, 'POST', `/desk/contact-messages/${messageId}/notes`, { body: { text: 'Photo demandée par téléphone.' } });
  await call(support, 'POST', `/desk/contact-messages/${messageId}/marks`, { body: { priority: 'urgent', tags: ['damage', 'delivery'] } });
  expect(JSON.stringify(await call(support, 'GET', `/desk/contact-messages/${messageId}`))).toContain('Photo demandée par téléphone.');
  const tagged = await queued({ tag: 'damage' });
  expect(tagged.join()).toContain('Camille Martin');
  expect(tagged.join()).not.toContain('Erika Muster');
  const normal = await queued({ priority: 'normal' });
  expect(normal.join()).toContain('Erika Muster');
  expect(normal.join()).not.toContain('Camille Martin');
});

test('merged into the order\'s conversation, the message is closed and the queue finds the order by the same filters', async () => {
  expect(await call(support, 'POST', `/desk/contact-messages/${messageId}/merge`, { body: { orderNumber: ORDER } })).toMatchObject({ orderNumber: ORDER });
  expect(JSON.stringify(await call(support, 'GET', `/desk/contact-messages/${messageId}`))).toContain(ORDER);
  // The conversation waits for an answer as the order's, with the message's marks.
  expect((await queued({ tag: 'damage' })).join()).toContain(ORDER);
  expect((await queued({ priority: 'normal' })).join()).not.toContain(ORDER);
});

test('the order\'s note is kept, and its timeline names each member of staff who acted', async () => {
  const k = db.kysely;
  const colleague = await createStaff(k, 'support', { name: 'Paul Kollege' });
  await call(colleague, 'POST', `/desk/orders/${ORDER}/notes`, { body: { text: 'Ersatz zugesagt.' } });
  const { id } = await k.selectFrom('orders').select('id').where('number', '=', ORDER).executeTakeFirstOrThrow();
  for (const [staff, at] of [[support, '2026-11-20T10:00:00.000Z'], [colleague, '2026-11-20T11:00:00.000Z']] as const) {
    await k.insertInto('order_events').values({ order_id: id, order_shop_id: null, kind: 'note_added', at, actor: `staff:${staff.id}`, detail: '{}' }).execute();
  }
  const order = JSON.stringify(await call(support, 'GET', `/desk/orders/${ORDER}`));
  expect(order).toContain('Ersatz zugesagt.');
  expect(order).toContain('Jana Service');
  expect(order).toContain('Paul Kollege');
});

test('the audit log searched by an object finds the merge by its order\'s number, in part', async () => {
  const operator = await createStaff(db.kysely, 'operator');
  const found = await call(operator, 'GET', '/staff/audit', { query: { object: ORDER.slice(3, 12).toLowerCase() } });
  expect(JSON.stringify(found.entries)).toContain(ORDER);
  expect(JSON.stringify(found.entries)).toContain('contact_merged');
});
