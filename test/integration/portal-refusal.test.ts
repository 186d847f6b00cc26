/**
 * Refusing and shipping a shop's part line by line, on a real server and database (SQLite or
 * PostgreSQL, by jest project): the inbox's "Ablehnen" leads to a page of its own where lines,
 * reason and a tick are asked for (nothing changes without them); a shop refuses some lines and
 * ships the others, from the portal and the shops' API alike; the part's total is always what was
 * shipped plus what was refused; a paid part's refused lines are recorded as a refund; the shopper
 * withdraws from the delivered lines only.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import request from 'supertest';
import { doorsApp } from '../support/doors-app';
import { issueShopToken } from '../../server/marketplace/shops/tokens';
import { createTestApp } from '../support/app';
import { placeShopOrder } from '../support/portal-order';
import { createSeededDatabase } from '../support/seeded-db';
import { createStaff, staffCookie } from '../support/staff';
import { bookTransferReceived } from '../support/transfer-booked';

const SHOP = 4;
const { app, db, marketplace } = createTestApp({ db: createSeededDatabase() });
const server = http.createServer(app);
const shopApi = doorsApp(db, { onError: (error) => { throw error; } });
let base = '';
let cookie = '';
let token = '';

const get = (path: string) => fetch(`${base}${path}`, { redirect: 'manual', headers: { cookie } });
const post = (path: string, form: [string, string][]) =>
  fetch(`${base}${path}`, { method: 'POST', redirect: 'manual', headers: { cookie, origin: base, 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(form) });

interface ApiPart { status: string; totalCents: number; shippingCents: number; shippedCents: number; refusedCents: number; lines: { state: string; lineTotal: number }[] }
const apiPart = async (number: string) => (await request(shopApi).get(`/shop-orders/${SHOP}/orders/${number}`).set({ Authorization: `Bearer ${token}` }).expect(200)).body as ApiPart;
const apiStep = (number: string, body: Record<string, unknown>) => request(shopApi).post(`/shop-orders/${SHOP}/orders/${number}/status`).set({ Authorization: `Bearer ${token}` }).send(body);
const refunds = (number: string) => db.kysely.selectFrom('order_refunds').innerJoin('order_shops', 'order_shops.id', 'order_refunds.order_shop_id')
  .select(['order_refunds.amount_cents', 'order_refunds.cause', 'order_refunds.lines']).where('order_shops.number', '=', number).execute();

/** The invariant of a settled part: what went out plus what was refused is what was ordered, in whole cents. */
function expectSettled(part: ApiPart) {
  expect(part.lines.every((line) => line.state !== 'open')).toBe(true);
  expect(Number.isInteger(part.shippedCents) && Number.isInteger(part.refusedCents)).toBe(true);
  expect(part.shippedCents + part.refusedCents).toBe(part.totalCents);
}

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  token = await issueShopToken(db.kysely, SHOP);
  cookie = staffCookie((await createStaff(db.kysely, 'shop_staff', { shopId: SHOP })).token);
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  db.close();
});

test('"Ablehnen" is a secondary link to a page of its own; without lines, reason and the tick nothing is refused', async () => {
  const placed = await placeShopOrder(marketplace, db, SHOP);
  const inbox = await (await get('/portal/orders')).text();
  const part = inbox.slice(inbox.indexOf(`id="${placed.part}"`));
  expect(part).toContain(`<a class="button secondary" href="/portal/orders/${placed.part}/refuse">Ablehnen</a>`);
  expect(inbox).not.toMatch(/name="status" value="refused"/);

  // The old one-click form's request leads to the confirmation page and changes nothing.
  const oneClick = await post(`/portal/orders/${placed.part}/status`, [['status', 'refused'], ['reason', 'weg']]);
  expect(oneClick.status).toBe(303);
  expect(oneClick.headers.get('location')).toBe(`/portal/orders/${placed.part}/refuse`);
  expect((await apiPart(placed.part)).status).toBe('new');

  const page = await (await get(`/portal/orders/${placed.part}/refuse`)).text();
  expect(page).toContain(`Bestellung ${placed.part} ablehnen`);
  // No line is ticked to start with: what is refused is chosen.
  expect(page).toMatch(/<input id="refuse-line-1" type="checkbox" name="lines" value="1"\/>/);
  expect(page).toContain('name="confirm"');
  expect(page).toContain('class="danger"');

  const unticked = await post(`/portal/orders/${placed.part}/refuse`, [['lines', '1'], ['reason', 'Nicht mehr lieferbar']]);
  expect(unticked.status).toBe(400);
  const untickedPage = await unticked.text();
  expect(untickedPage).toContain('<span class="field-problem" id="refusal-confirm-problem" role="alert">Bitte bestätigen Sie die Ablehnung mit dem Häkchen.</span>');
  expect(untickedPage).toContain('Nicht mehr lieferbar');
  const noReason = await post(`/portal/orders/${placed.part}/refuse`, [['lines', '1'], ['confirm', '1']]);
  expect(noReason.status).toBe(400);
  expect(await noReason.text()).toContain('Bitte geben Sie eine Begründung an');
  expect((await apiPart(placed.part)).status).toBe('new');

  const done = await post(`/portal/orders/${placed.part}/refuse`, [['lines', '1'], ['reason', 'Nicht mehr lieferbar'], ['confirm', '1']]);
  expect(done.status).toBe(303);
  expect(done.headers.get('location')).toBe(`/portal/orders#${placed.part}`);
  const refused = await apiPart(placed.part);
  expect(refused.status).toBe('refused');
  expectSettled(refused);
  expect(refused.refusedCents).toBe(refused.totalCents);
});

test('a shop refuses one line in the portal and ships the other from the inbox; the part\'s total is shipped plus refused', async () => {
  const placed = await placeShopOrder(marketplace, db, SHOP, { offers: 2 });
  const before = await apiPart(placed.part);
  expect(before.lines).toHaveLength(2);

  expect((await post(`/portal/orders/${placed.part}/refuse`, [['lines', '2'], ['reason', 'Teil beschädigt'], ['confirm', '1']])).status).toBe(303);
  const half = await apiPart(placed.part);
  expect(half.status).toBe('new');
  expect(half.lines.map((line) => line.state)).toEqual(['open', 'refused']);
  expect(half.refusedCents).toBe(half.lines[1]!.lineTotal);
  const inbox = await (await get('/portal/orders')).text();
  expect(inbox.slice(inbox.indexOf(`id="${placed.part}"`))).toContain('(abgelehnt)');

  // The refused line can be refused no more; the open one still can.
  const again = await post(`/portal/orders/${placed.part}/refuse`, [['lines', '2'], ['reason', 'noch einmal'], ['confirm', '1']]);
  expect(again.status).toBe(400);
  expect(await again.text()).toContain('Bitte wählen Sie mindestens eine Position, die noch offen ist.');

  // Paid by prepayment: the operator books the transfer received before the rest ships.
  await bookTransferReceived(db.kysely, placed.part);
  expect((await post(`/portal/orders/${placed.part}/status`, [['status', 'shipped'], ['carrier', 'DHL'], ['trackingNumber', '00340434161094042557']])).status).toBe(303);
  const settled = await apiPart(placed.part);
  expect(settled.status).toBe('shipped');
  expect(settled.lines.map((line) => line.state)).toEqual(['shipped', 'refused']);
  expectSettled(settled);
  expect(settled.shippedCents).toBe(settled.lines[0]!.lineTotal + settled.shippingCents);

  // The shopper withdraws from what was delivered, never from the refused line.
  const withdraw = (lines?: number[]) => marketplace.handle({ method: 'POST', path: `/orders/${placed.number}/withdrawals`, query: {}, headers: { 'x-spareo-locale': 'fr-FR' },
    body: { token: placed.token, part: placed.part, ...(lines ? { lines } : {}), name: 'Élodie Lefèvre', email: 'client@example.fr' } });
  const refusedLine = await withdraw([2]);
  expect(refusedLine.status).toBe(400);
  expect(refusedLine.body).toMatchObject({ field: 'lines' });
  const whole = await withdraw();
  expect(whole.status).toBe(200);
  expect((whole.body as { withdrawal: { lines: number[]; wholePart: boolean } }).withdrawal).toMatchObject({ lines: [1], wholePart: true });
});

test('a shop ships some lines first (partial shipment) and the rest later, from the inbox', async () => {
  const placed = await placeShopOrder(marketplace, db, SHOP, { offers: 2 });
  const inbox = await (await get('/portal/orders')).text();
  expect(inbox.slice(inbox.indexOf(`id="${placed.part}"`))).toContain('Diese Positionen gehen mit dieser Sendung raus');
  const none = await post(`/portal/orders/${placed.part}/status`, [['status', 'shipped'], ['partial', '1'], ['carrier', 'DHL'], ['trackingNumber', '00340434161094042557']]);
  expect(none.status).toBe(400);
  expect(await none.text()).toContain('Positionen: bitte mindestens eine Position wählen');

  await bookTransferReceived(db.kysely, placed.part);
  expect((await post(`/portal/orders/${placed.part}/status`, [['status', 'shipped'], ['partial', '1'], ['lines', '1'], ['carrier', 'DHL'], ['trackingNumber', '00340434161094042557']])).status).toBe(303);
  const first = await apiPart(placed.part);
  expect(first.status).toBe('accepted');
  expect(first.lines.map((line) => line.state)).toEqual(['shipped', 'open']);
  expect(first.shippedCents).toBe(first.lines[0]!.lineTotal + first.shippingCents);

  expect((await post(`/portal/orders/${placed.part}/status`, [['status', 'shipped'], ['carrier', 'GLS'], ['trackingNumber', 'GLS-4711-0815']])).status).toBe(303);
  const all = await apiPart(placed.part);
  expect(all.status).toBe('shipped');
  expectSettled(all);
  expect(all.refusedCents).toBe(0);
});

test('the shops\' API refuses and ships chosen lines by the same rules; a line not open is a 400 naming the field', async () => {
  const placed = await placeShopOrder(marketplace, db, SHOP, { offers: 2 });
  const wrong = await apiStep(placed.part, { status: 'refused', reason: 'x', lines: [3] });
  expect(wrong.status).toBe(400);
  expect(wrong.body).toMatchObject({ field: 'lines', open: [1, 2] });
  expect((await apiStep(placed.part, { status: 'refused', reason: 'Lieferant hat nicht', lines: [1] })).body).toMatchObject({ status: 'new', changed: true });
  expect((await apiStep(placed.part, { status: 'shipped', carrier: 'DHL', trackingNumber: '00340434161094042557', lines: [1] })).status).toBe(400);
  await bookTransferReceived(db.kysely, placed.part);
  expect((await apiStep(placed.part, { status: 'shipped', carrier: 'DHL', trackingNumber: '00340434161094042557', lines: [2] })).body).toMatchObject({ status: 'shipped' });
  const part = await apiPart(placed.part);
  expect(part.lines.map((line) => line.state)).toEqual(['refused', 'shipped']);
  expectSettled(part);
  // The shopper had not paid when the line was refused: nothing to pay back.
  expect(await refunds(placed.part)).toEqual([]);
});

test('refused lines of a part the shopper had paid are recorded as a refund in cents; the whole part\'s refusal pays the shipping back too', async () => {
  const placed = await placeShopOrder(marketplace, db, SHOP, { offers: 2 });
  const stored = await db.kysely.selectFrom('order_shops').select(['id', 'order_id']).where('number', '=', placed.part).executeTakeFirstOrThrow();
  // As the payment provider's confirmation records it.
  await db.kysely.insertInto('order_events').values({ order_id: stored.order_id, order_shop_id: stored.id, kind: 'paid', actor: 'system', at: new Date().toISOString(), detail: '{}' }).execute();
  const part = await apiPart(placed.part);

  expect((await post(`/portal/orders/${placed.part}/refuse`, [['lines', '1'], ['reason', 'Teil beschädigt'], ['confirm', '1']])).status).toBe(303);
  expect(await refunds(placed.part)).toEqual([{ amount_cents: part.lines[0]!.lineTotal, cause: 'refused', lines: '[1]' }]);
  expect((await apiStep(placed.part, { status: 'refused', reason: 'auch das nicht' })).body).toMatchObject({ status: 'refused' });
  const after = await refunds(placed.part);
  expect(after[1]).toEqual({ amount_cents: part.lines[1]!.lineTotal + part.shippingCents, cause: 'refused', lines: '[2]' });
  expect(after.reduce((sum, refund) => sum + refund.amount_cents, 0)).toBe(part.totalCents);
  expectSettled(await apiPart(placed.part));
});
