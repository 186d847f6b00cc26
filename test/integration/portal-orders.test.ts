/**
 * The portal's order inbox on a real server and database (SQLite or PostgreSQL, by jest project):
 * a shopper's order placed through the checkout, a member of the shop accepts and ships its part
 * from the inbox's forms and the shops' API and the shopper's order page show the same status; a
 * bad step is named beside its form; the delivery note is a PDF with the order's numbers; a member
 * of another shop gets 404 on every route of the part.
 */
import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { PDFDocument } from 'pdf-lib';
import request from 'supertest';
import { doorsApp } from '../support/doors-app';
import { STAFF_COOKIE } from '../../server/web/staff/cookie';
import { issueShopToken } from '../../server/marketplace/shops/tokens';
import { createTestApp } from '../support/app';
import { createSeededDatabase } from '../support/seeded-db';
import { createStaff, staffCookie } from '../support/staff';
import { bookTransferReceived } from '../support/transfer-booked';

const SHOP_A = 4;
const SHOP_B = 5;
const { app, db, marketplace, checkSecret } = createTestApp({ db: createSeededDatabase() });
const server = http.createServer(app);
const shopApi = doorsApp(db, { onError: (error) => { throw error; } });
let base = '';
const tokens: Record<number, string> = {};
const cookies: Record<number, string> = {};

async function signIn(shopId: number): Promise<string> {
  const answer = await fetch(`${base}/portal/sign-in`, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded', origin: base }, body: new URLSearchParams({ shopId: String(shopId), token: tokens[shopId]! }) });
  expect(answer.status).toBe(303);
  return answer.headers.get('set-cookie')!.split(';')[0]!;
}

const get = (path: string, shop = SHOP_A) => fetch(`${base}${path}`, { redirect: 'manual', headers: { cookie: cookies[shop]! } });
const post = (path: string, form: Record<string, string>, shop = SHOP_A) =>
  fetch(`${base}${path}`, { method: 'POST', redirect: 'manual', headers: { cookie: cookies[shop]!, origin: base, 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(form) });

const call = (method: 'GET' | 'POST', path: string, options: { query?: Record<string, string>; body?: unknown; headers?: Record<string, string> } = {}) =>
  marketplace.handle({ method, path, query: options.query ?? {}, body: options.body, headers: { 'x-spareo-locale': 'fr-FR', 'x-spareo-delivery-country': 'DE', ...options.headers } });

/** A shopper orders one of shop A's offers through the checkout, in French. */
async function placeOrder(extra: Record<string, unknown> = {}): Promise<{ number: string; token: string; part: string }> {
  const offer = await db.kysely.selectFrom('offers').innerJoin('shop_shipping', 'shop_shipping.shop_id', 'offers.shop_id')
    .select('offers.id').where('offers.shop_id', '=', SHOP_A).where('offers.stock', '>', 1).where('shop_shipping.country', '=', 'DE').orderBy('offers.id').executeTakeFirstOrThrow();
  const sid = ((await call('GET', '/session')).body as { sid: string }).sid;
  const as = { 'x-spareo-sid': sid, 'x-spareo-client-address': '192.0.2.9' };
  await call('POST', '/experiments/none/variation', { body: { variationId: 'x' }, headers: as });
  await db.kysely.insertInto('cart_lines').values({ session_id: sid, offer_id: offer.id, quantity: 2, added_at: new Date().toISOString() }).execute();
  const quote = ((await call('GET', '/checkout', { headers: as })).body as { quote: { fingerprint: string; shops: { shop: { id: number }; paymentMethods: string[] }[] } }).quote;
  const answer = await call('POST', '/orders', { headers: as, body: {
    idempotencyKey: `portal-orders-${Date.now()}`, fingerprint: quote.fingerprint, email: 'client@example.fr',
    delivery: { name: 'Élodie Lefèvre', street: 'Heidestraße 17', zip: '51147', city: 'Köln' },
    shops: quote.shops.map((s) => ({ shopId: s.shop.id, payment: s.paymentMethods[0], acceptTerms: true })), orderUrl: 'http://127.0.0.1/commande/{number}?t={token}', ...extra,
  } });
  expect(answer.status).toBe(200);
  const placed = answer.body as { number: string; token: string };
  const order = (await call('GET', `/orders/${placed.number}`, { query: { token: placed.token } })).body as { shops: { number: string; shop: { id: number } }[] };
  return { ...placed, part: order.shops.find((s) => s.shop.id === SHOP_A)!.number };
}

/** The part's article in the inbox. */
const articleOf = (html: string, part: string) => html.slice(html.indexOf(`<article class="order" id="${part}"`), html.indexOf('</article>', html.indexOf(`<article class="order" id="${part}"`)));

const shopperStatus = async (placed: { number: string; token: string; part: string }) =>
  ((await call('GET', `/orders/${placed.number}`, { query: { token: placed.token } })).body as { shops: { number: string; status: string }[] }).shops.find((s) => s.number === placed.part)!.status;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  for (const shop of [SHOP_A, SHOP_B]) {
    tokens[shop] = await issueShopToken(db.kysely, shop);
    cookies[shop] = await signIn(shop);
  }
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  db.close();
});

test('a member accepts and ships a part from the inbox; the shops\' API and the shopper see the same status, the member is on the timeline', async () => {
  const placed = await placeOrder();
  const inbox = await (await get('/portal/orders')).text();
  expect(inbox).toContain(placed.part);
  expect(inbox).toContain('Élodie Lefèvre');
  expect(inbox).toContain(`/portal/orders/${placed.part}/delivery-note.pdf`);

  const accepted = await post(`/portal/orders/${placed.part}/status`, { status: 'accepted' });
  expect(accepted.status).toBe(303);
  expect(accepted.headers.get('location')).toBe(`/portal/orders#${placed.part}`);
  const auth = { Authorization: `Bearer ${tokens[SHOP_A]}` };
  expect((await request(shopApi).get(`/shop-orders/${SHOP_A}/orders/${placed.part}`).set(auth).expect(200)).body.status).toBe('accepted');

  // Paid by prepayment: nothing leaves before the operator has booked the transfer received.
  const unpaid = await post(`/portal/orders/${placed.part}/status`, { status: 'shipped', carrier: 'DHL', trackingNumber: '00340434161094042557' });
  expect(unpaid.status).toBe(409);
  expect(articleOf(await unpaid.text(), placed.part)).toMatch(/role="alert"[^>]*>Status: Die Überweisung ist noch nicht eingegangen\. Bitte erst nach Zahlungseingang versenden\.</);
  expect(await shopperStatus(placed)).toBe('accepted');
  await bookTransferReceived(db.kysely, placed.part);

  const missing = await post(`/portal/orders/${placed.part}/status`, { status: 'shipped', carrier: 'DHL', trackingNumber: '' });
  expect(missing.status).toBe(400);
  expect(await missing.text()).toMatch(/role="alert"[^>]*>Sendungsnummer: /);

  expect((await post(`/portal/orders/${placed.part}/status`, { status: 'shipped', carrier: 'DHL', trackingNumber: '00340434161094042557' })).status).toBe(303);
  const api = (await request(shopApi).get(`/shop-orders/${SHOP_A}/orders/${placed.part}`).set(auth).expect(200)).body as { status: string; trackingNumber: string };
  expect(api.status).toBe('shipped');
  expect(api.trackingNumber).toBe('00340434161094042557');
  expect(await shopperStatus(placed)).toBe('shipped');
  expect(await (await get('/portal/orders')).text()).toContain('00340434161094042557');

  // A step the state machine does not allow from here is refused beside the part, not applied.
  const late = await post(`/portal/orders/${placed.part}/status`, { status: 'accepted' });
  expect(late.status).toBe(409);
  expect(await shopperStatus(placed)).toBe('shipped');

  const events = await db.kysely.selectFrom('order_events').innerJoin('order_shops', 'order_shops.id', 'order_events.order_shop_id')
    .select(['order_events.kind', 'order_events.actor']).where('order_shops.number', '=', placed.part).orderBy('order_events.id').execute();
  expect(events.filter((e) => e.kind === 'accepted' || e.kind === 'shipped')).toEqual([{ kind: 'accepted', actor: `shop:${SHOP_A}` }, { kind: 'shipped', actor: `shop:${SHOP_A}` }]);
  // Each step is in the shop's audit log too, with the order and its part; the refused one is not.
  const audit = await db.kysely.selectFrom('staff_audit').select(['action', 'detail']).where('order_number', '=', placed.number).orderBy('id').execute();
  expect(audit).toEqual([{ action: 'order_accepted', detail: JSON.stringify({ part: placed.part }) }, { action: 'order_shipped', detail: JSON.stringify({ part: placed.part }) }]);
});


test('a tracking number or carrier with markup is refused alike by the portal (in the member\'s language), the shops\' API and its CSV; real ones pass everywhere', async () => {
  const markup = '"><svg/onload=alert(1)>';
  const auth = { Authorization: `Bearer ${tokens[SHOP_A]}` };
  const stored = async (part: string) => db.kysely.selectFrom('order_shops').select(['status', 'carrier', 'tracking_number']).where('number', '=', part).executeTakeFirstOrThrow();
  const [portal, api, csv] = [await placeOrder(), await placeOrder(), await placeOrder()];
  for (const placed of [portal, api, csv]) await bookTransferReceived(db.kysely, placed.part);

  const refused = await post(`/portal/orders/${portal.part}/status`, { status: 'shipped', carrier: 'DHL', trackingNumber: markup });
  expect(refused.status).toBe(400);
  const part = articleOf(await refused.text(), portal.part);
  expect(part).toMatch(/role="alert"[^>]*>Sendungsnummer: Nur Buchstaben, Ziffern, Leerzeichen und Bindestriche/);
  expect(part).not.toContain('<svg');
  const badCarrier = await post(`/portal/orders/${portal.part}/status`, { status: 'shipped', carrier: markup, trackingNumber: '00340434161234567890' });
  expect(badCarrier.status).toBe(400);
  expect(articleOf(await badCarrier.text(), portal.part)).toMatch(/role="alert"[^>]*>[^<]*: Nur Buchstaben, Ziffern, Leerzeichen und \. &amp; \/ \( \) -/);
  expect(await stored(portal.part)).toMatchObject({ tracking_number: null, carrier: null });
  expect((await post(`/portal/orders/${portal.part}/status`, { status: 'shipped', carrier: 'DHL', trackingNumber: '00340434161234567890' })).status).toBe(303);
  expect(await stored(portal.part)).toEqual({ status: 'shipped', carrier: 'DHL', tracking_number: '00340434161234567890' });

  const apiRefused = await request(shopApi).post(`/shop-orders/${SHOP_A}/orders/${api.part}/status`).set(auth).send({ status: 'shipped', carrier: 'DHL', trackingNumber: markup }).expect(400);
  expect(apiRefused.body).toMatchObject({ error: 'bad_request', field: 'trackingNumber' });
  await request(shopApi).post(`/shop-orders/${SHOP_A}/orders/${api.part}/status`).set(auth).send({ status: 'shipped', carrier: markup, trackingNumber: '1Z999AA10123456784' }).expect(400);
  await request(shopApi).post(`/shop-orders/${SHOP_A}/orders/${api.part}/status`).set(auth).send({ status: 'shipped', carrier: 'UPS', trackingNumber: '1Z999AA10123456784' }).expect(200);
  expect(await stored(api.part)).toEqual({ status: 'shipped', carrier: 'UPS', tracking_number: '1Z999AA10123456784' });

  const quoted = `"${markup.replace(/"/g, '""')}"`;
  const rows = await request(shopApi).post(`/shop-orders/${SHOP_A}/status`).set(auth).type('text/csv')
    .send(`order,status,carrier,tracking_number\n${csv.part},shipped,DHL,${quoted}\n${csv.part},shipped,${quoted},00340434161234567890\n${csv.part},shipped,DHL,00340434161234567890\n`).expect(207);
  expect(rows.body.results).toEqual([
    { line: 2, order: csv.part, ok: false, error: expect.stringMatching(/^trackingNumber /) },
    { line: 3, order: csv.part, ok: false, error: expect.stringMatching(/^carrier /) },
    { line: 4, order: csv.part, ok: true, status: 'shipped' },
  ]);
  expect(await stored(csv.part)).toEqual({ status: 'shipped', carrier: 'DHL', tracking_number: '00340434161234567890' });
});

test('a prepayment part says in the inbox whether its money is in; the operator books the transfer from the desk', async () => {
  const placed = await placeOrder();
  const unpaid = articleOf(await (await get('/portal/orders')).text(), placed.part);
  expect(unpaid).toContain('Vorkasse');
  expect(unpaid).toContain('<strong class="unpaid">Zahlung noch nicht eingegangen</strong>');
  const deskCookie = async (role: 'operator' | 'support') => {
    const staff = await createStaff(db.kysely, role);
    return `${STAFF_COOKIE}=${staff.token}.${createHmac('sha256', checkSecret).update(`staff-session.${staff.token}`).digest('base64url')}`;
  };
  const book = (cookie: string) => fetch(`${base}/desk/orders/${placed.number}/parts/${placed.part}/payment`, { method: 'POST', redirect: 'manual', headers: { cookie, origin: base, 'content-type': 'application/x-www-form-urlencoded' }, body: '' });
  const operator = await deskCookie('operator');
  // The operator's order page offers the booking; support may not book money.
  expect(await (await fetch(`${base}/desk/orders/${placed.number}`, { headers: { cookie: operator } })).text()).toContain(`action="/desk/orders/${placed.number}/parts/${placed.part}/payment"`);
  expect((await book(await deskCookie('support'))).status).toBe(403);
  expect(articleOf(await (await get('/portal/orders')).text(), placed.part)).toContain('Zahlung noch nicht eingegangen');
  expect((await book(operator)).status).toBe(303);
  expect((await book(operator)).status).toBe(303);
  const paid = articleOf(await (await get('/portal/orders')).text(), placed.part);
  expect(paid).toContain('<strong class="paid">bezahlt</strong>');
  expect(paid).not.toContain('Zahlung noch nicht eingegangen');
  const events = await db.kysely.selectFrom('order_events').innerJoin('order_shops', 'order_shops.id', 'order_events.order_shop_id').select('order_events.actor')
    .where('order_shops.number', '=', placed.part).where('order_events.kind', '=', 'paid').execute();
  expect(events).toEqual([{ actor: expect.stringMatching(/^staff:\d+$/) }]);
});

test('the shops\' API refuses to ship a prepayment part before its transfer is booked (409 unpaid, a CSV row\'s error); accepting still works, and once booked it ships', async () => {
  const placed = await placeOrder();
  const auth = { Authorization: `Bearer ${tokens[SHOP_A]}` };
  const ship = { status: 'shipped', carrier: 'DHL', trackingNumber: '00340434161094042559' };
  const refused = await request(shopApi).post(`/shop-orders/${SHOP_A}/orders/${placed.part}/status`).set(auth).send(ship).expect(409);
  expect(refused.body).toEqual({ error: 'unpaid', message: expect.stringMatching(/transfer has not been received yet/) });
  const lines = await request(shopApi).post(`/shop-orders/${SHOP_A}/orders/${placed.part}/status`).set(auth).send({ ...ship, lines: [1] }).expect(409);
  expect(lines.body.error).toBe('unpaid');
  const csv = await request(shopApi).post(`/shop-orders/${SHOP_A}/status`).set(auth).type('text/csv').send(`order,status,carrier,tracking_number\n${placed.part},shipped,DHL,00340434161094042559\n`);
  expect(csv.body.results).toEqual([{ line: 2, order: placed.part, ok: false, error: expect.stringMatching(/transfer has not been received yet/) }]);
  // Nothing was written: no shipment on the timeline, no invoice.
  const kinds = await db.kysely.selectFrom('order_events').innerJoin('order_shops', 'order_shops.id', 'order_events.order_shop_id').select('order_events.kind').where('order_shops.number', '=', placed.part).execute();
  expect(kinds.map((e) => e.kind)).not.toContain('shipped');
  expect(await shopperStatus(placed)).toBe('new');
  await request(shopApi).post(`/shop-orders/${SHOP_A}/orders/${placed.part}/status`).set(auth).send({ status: 'accepted' }).expect(200);

  await bookTransferReceived(db.kysely, placed.part);
  expect((await request(shopApi).post(`/shop-orders/${SHOP_A}/orders/${placed.part}/status`).set(auth).send(ship).expect(200)).body).toEqual({ number: placed.part, status: 'shipped', changed: true });
  expect(await shopperStatus(placed)).toBe('shipped');
});

test('an owner working in French is told in French that the transfer is not in yet; once booked, the part ships', async () => {
  const placed = await placeOrder();
  const owner = await createStaff(db.kysely, 'shop_owner', { shopId: SHOP_A, locale: 'fr-FR' });
  const asOwner = (form: Record<string, string>) => fetch(`${base}/portal/orders/${placed.part}/status`, { method: 'POST', redirect: 'manual', headers: { cookie: staffCookie(owner.token, checkSecret), origin: base, 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(form) });
  const ship = { status: 'shipped', carrier: 'DHL', trackingNumber: '00340434161094042558' };
  const refused = await asOwner(ship);
  expect(refused.status).toBe(409);
  const part = articleOf(await refused.text(), placed.part);
  expect(part).toContain('Le virement n’est pas encore arrivé. N’expédiez qu’après réception du paiement.');
  expect(part).toContain('paiement pas encore reçu');
  expect(part).not.toContain('unpaid:');
  expect(await shopperStatus(placed)).toBe('new');
  await bookTransferReceived(db.kysely, placed.part);
  expect((await asOwner(ship)).status).toBe(303);
  expect(await shopperStatus(placed)).toBe('shipped');
});

test('the delivery note is a PDF in the order\'s language with the order\'s numbers', async () => {
  const placed = await placeOrder();
  const answer = await get(`/portal/orders/${placed.part}/delivery-note.pdf`);
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-type')).toBe('application/pdf');
  expect(answer.headers.get('cache-control')).toBe('no-store');
  const pdf = await PDFDocument.load(new Uint8Array(await answer.arrayBuffer()));
  expect(pdf.getPageCount()).toBe(1);
  expect(pdf.getTitle()).toBe(`Bon de livraison ${placed.part}`);
  expect(pdf.getSubject()).toBe(placed.number);
});

test('a member of shop B gets 404 on every route of shop A\'s part, and does not see it in the inbox', async () => {
  const placed = await placeOrder();
  expect((await get(`/portal/orders/${placed.part}/delivery-note.pdf`, SHOP_B)).status).toBe(404);
  expect((await post(`/portal/orders/${placed.part}/status`, { status: 'accepted' }, SHOP_B)).status).toBe(404);
  expect((await get(`/portal/orders/${placed.part}/refuse`, SHOP_B)).status).toBe(404);
  expect((await post(`/portal/orders/${placed.part}/refuse`, { lines: '1', reason: 'nope', confirm: '1' }, SHOP_B)).status).toBe(404);
  expect(await (await get('/portal/orders', SHOP_B)).text()).not.toContain(placed.part);
  expect(await shopperStatus(placed)).toBe('new');
  // Without a sign-in, the inbox leads to the sign-in and the note is not given.
  expect((await fetch(`${base}/portal/orders/${placed.part}/delivery-note.pdf`, { redirect: 'manual' })).headers.get('location')).toBe('/portal/sign-in');
});

test('a step by a staff account of the shop is on the timeline with that account as the actor', async () => {
  const placed = await placeOrder();
  const staff = await createStaff(db.kysely, 'shop_staff', { shopId: SHOP_A });
  // The staff cookie as the desk's sign-in signs it.
  const cookie = `${STAFF_COOKIE}=${staff.token}.${createHmac('sha256', checkSecret).update(`staff-session.${staff.token}`).digest('base64url')}`;
  const answer = await fetch(`${base}/portal/orders/${placed.part}/refuse`, { method: 'POST', redirect: 'manual', headers: { cookie, origin: base, 'content-type': 'application/x-www-form-urlencoded' }, body: 'lines=1&reason=Nicht+mehr+lieferbar&confirm=1' });
  expect(answer.status).toBe(303);
  const event = await db.kysely.selectFrom('order_events').innerJoin('order_shops', 'order_shops.id', 'order_events.order_shop_id')
    .select(['order_events.actor', 'order_events.detail']).where('order_shops.number', '=', placed.part).where('order_events.kind', '=', 'refused').executeTakeFirstOrThrow();
  expect(event.actor).toBe(`staff:${staff.id}`);
  expect(JSON.parse(event.detail)).toEqual({ reason: 'Nicht mehr lieferbar' });
  expect(await shopperStatus(placed)).toBe('refused');
});

test('after the shopper withdrew, the member records the goods received back and the refund in euros; a malformed amount, or one above what was paid, is named beside the field', async () => {
  const placed = await placeOrder();
  // Paid (the transfer booked): there is money to give back.
  await bookTransferReceived(db.kysely, placed.part);
  const withdrawn = await call('POST', `/orders/${placed.number}/withdrawals`, { body: { token: placed.token, part: placed.part, name: 'Élodie Lefèvre', email: 'client@example.fr' } });
  expect(withdrawn.status).toBeLessThan(300);
  const inbox = await (await get('/portal/orders')).text();
  expect(inbox).toMatch(new RegExp(`id="group-withdrawn"[\\s\\S]*id="${placed.part}"`));

  expect((await post(`/portal/orders/${placed.part}/status`, { status: 'returned' })).status).toBe(303);
  expect(await shopperStatus(placed)).toBe('returned');
  const bad = await post(`/portal/orders/${placed.part}/status`, { status: 'refunded', refund: '12,5x' });
  expect(bad.status).toBe(400);
  expect(await bad.text()).toContain('Betrag in €: bitte einen Betrag wie 12,50 angeben');
  // More than the shopper paid for the part: refused beside the field, in the member's language, the amount typed kept.
  const over = await post(`/portal/orders/${placed.part}/status`, { status: 'refunded', refund: '99999,00' });
  expect(over.status).toBe(400);
  const overPage = await over.text();
  expect(overPage).toMatch(/<input id="[^"]*-refund"[^>]*aria-describedby="[^"]*-refund-problem"[^>]*value="99999,00"\/><span class="field-problem" id="[^"]*-refund-problem" role="alert">Betrag in €: Höchstens [\d.,]+\s€ können noch erstattet werden/);
  expect(await shopperStatus(placed)).toBe('returned');
  expect((await post(`/portal/orders/${placed.part}/status`, { status: 'refunded', refund: '12,5' })).status).toBe(303);
  expect(await shopperStatus(placed)).toBe('refunded');
  const refund = await db.kysely.selectFrom('withdrawals').innerJoin('order_shops', 'order_shops.id', 'withdrawals.order_shop_id')
    .select(['withdrawals.refund_cents', 'withdrawals.goods_received_at']).where('order_shops.number', '=', placed.part).executeTakeFirstOrThrow();
  expect(refund.refund_cents).toBe(1250);
  expect(refund.goods_received_at).not.toBeNull();
  const audit = await db.kysely.selectFrom('staff_audit').select('action').where('order_number', '=', placed.number).orderBy('id').execute();
  expect(audit.map((entry) => entry.action)).toEqual(expect.arrayContaining(['order_returned', 'order_refunded']));
});

test('the inbox shows what the shop needs to fulfil: how the buyer pays, their e-mail and phone, the billing address', async () => {
  const placed = await placeOrder({ phone: '+49 221 1234567', billing: { name: 'Lefèvre SARL', street: 'Rue de la Paix 3', zip: '75002', city: 'Paris', country: 'FR' } });
  const plain = await placeOrder();
  const inbox = await (await get('/portal/orders')).text();
  const partOf = (number: string) => inbox.slice(inbox.indexOf(`id="${number}"`), inbox.indexOf('</article>', inbox.indexOf(`id="${number}"`)));
  const part = partOf(placed.part);
  const { payment_method: method } = await db.kysely.selectFrom('order_shops').select('payment_method').where('number', '=', placed.part).executeTakeFirstOrThrow();
  const words: Record<string, string> = { prepayment: 'Vorkasse', cod: 'Nachnahme', invoice: 'Rechnung', card: 'Karte', paypal: 'PayPal' };
  expect(part).toMatch(new RegExp(`Zahlart</strong><br/>${words[method]}`));
  expect(part).toContain('href="mailto:client@example.fr"');
  expect(part).toContain('+49 221 1234567');
  expect(part).toMatch(/Rechnungsadresse<\/strong><br\/>Lefèvre SARL<br\/>Rue de la Paix 3<br\/>75002 Paris/);
  // Without a billing address of its own, the invoice goes to the delivery address, and it says so.
  expect(partOf(plain.part)).toMatch(/Rechnungsadresse<\/strong><br\/>wie Lieferadresse/);
});
