/**
 * The desk's refund queue through the web tier, as support and the operator work it: refunds by
 * state with their amounts in the agent's money format and the states in the agent's language (no
 * raw codes), a failed provider refund offering its retry, the tabs' counts; the order's payment
 * panel reads the ledger.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTestApp } from '../support/app';
import { shipPaidPartInOctober } from '../support/october-parts';
import { createSeededDatabase } from '../support/seeded-db';
import { createStaff, staffCookie } from '../support/staff';
import { postRefund } from '../../server/marketplace/ledger/index';

const { app, db } = createTestApp({ db: createSeededDatabase(), env: { DESK_RATE_LIMIT: '100000' } });
const server = http.createServer(app);
let base = '';
const cookies: Record<string, string> = {};
const plain = (html: string) => html.replace(/<!-- -->/g, '').replace(/<[^>]+>/g, ' ').replace(/&#x27;/g, '\'').replace(/[ \t\r\n]+/g, ' ');

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  cookies.de = staffCookie((await createStaff(db.kysely, 'support')).token);
  cookies.fr = staffCookie((await createStaff(db.kysely, 'operator', { locale: 'fr-FR' })).token);
  const number = await shipPaidPartInOctober(db.kysely, 2, 'SP-261015-RFNDX');
  const part = await db.kysely.selectFrom('order_shops').select(['id', 'order_id']).where('number', '=', number).executeTakeFirstOrThrow();
  const at = '2026-10-20T09:00:00.000Z';
  await db.kysely.insertInto('refunds').values([
    { order_id: part.order_id, order_shop_id: part.id, amount_cents: 123_450, cause: 'withdrawal', method: 'provider', state: 'failed', idempotency_key: 'spareo-refund-t1', attempts: 2, failure: 'timeout', requested_at: at, failed_at: at },
    { order_id: part.order_id, order_shop_id: part.id, amount_cents: 1_250, cause: 'cancelled', method: 'transfer', state: 'requested', idempotency_key: 'spareo-refund-t2', attempts: 0, requested_at: at },
  ]).execute();
  await postRefund(db.kysely, { key: 'refund-owed:t2', orderShopId: part.id, cents: 1_250 });
}, 60_000);
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  db.close();
});

test.each([
  ['de', 'Fehlgeschlagen', '1.234,50\u00a0€', 'Erneut senden'],
  ['fr', 'Échoués', '1\u202f234,50\u00a0€', 'Renvoyer'],
])('%s: the failed refund is listed with its amount in the agent\'s format and its retry, with no raw code', async (lang, state, amount, retry) => {
  const answer = await fetch(`${base}/desk/refunds?state=failed`, { headers: { cookie: cookies[lang]! } });
  expect(answer.status).toBe(200);
  const page = await answer.text();
  expect(plain(page)).toContain(amount);
  expect(plain(page)).toContain(state);
  expect(plain(page)).toContain(retry);
  expect(page).toMatch(/<form[^>]*action="\/desk\/refunds\/\d+\/retry"/);
  expect(plain(page)).not.toMatch(/\brefunds\.[a-z]+\.[a-zA-Z.]+/);
  expect(plain(page)).not.toMatch(/\b(requested|failed|transfer|provider)\b/);
});

test.each([
  ['de', 'Bei Spareo eingegangen: 104,95\u00a0€', 'Erstattung offen: 12,50\u00a0€'],
  ['fr', 'Reçu par Spareo\u00a0: 104,95\u00a0€', 'Remboursement dû\u00a0: 12,50\u00a0€'],
])('%s: the order\'s payment panel states what the ledger holds: received, and a refund owed as owed, not as refunded', async (lang, received, owed) => {
  const answer = await fetch(`${base}/desk/orders/SP-261015-RFNDX2`, { headers: { cookie: cookies[lang]! } });
  expect(answer.status).toBe(200);
  const page = plain(await answer.text());
  expect(page).toContain(received);
  expect(page).toContain(owed);
  expect(page).not.toMatch(/Erstattet:|Remboursé\s:/);
});
