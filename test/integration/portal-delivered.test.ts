/**
 * A shop that works in the portal alone reports a shipped part delivered there (no API or CSV
 * needed), so its buyers' review invitations and withdrawal period follow: the step is offered on
 * a shipped part only, and moves the part through the shops' one state machine.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTestApp } from '../support/app';
import { placeShopOrder } from '../support/portal-order';
import { createSeededDatabase } from '../support/seeded-db';
import { ownerCookie } from '../support/staff';
import { bookTransferReceived } from '../support/transfer-booked';

const SHOP = 4;
const { app, db, marketplace } = createTestApp({ db: createSeededDatabase() });
const server = http.createServer(app);
let base = '';
let cookie = '';
const post = (path: string, form: [string, string][]) =>
  fetch(`${base}${path}`, { method: 'POST', redirect: 'manual', headers: { cookie, origin: base, 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(form) });

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  cookie = await ownerCookie(db.kysely, SHOP, 'fr-FR');
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  db.close();
});

test('a shipped part is reported delivered from the portal\'s order list', async () => {
  const { part } = await placeShopOrder(marketplace, db, SHOP);
  const status = async () => (await db.kysely.selectFrom('order_shops').select('status').where('number', '=', part).executeTakeFirstOrThrow()).status;
  const list = async () => (await fetch(`${base}/portal/orders?q=${part}`, { headers: { cookie } })).text();
  expect(await list()).not.toContain('value="delivered"');
  // A prepayment part goes out once its transfer is booked.
  await bookTransferReceived(db.kysely, part);
  expect((await post(`/portal/orders/${part}/status`, [['status', 'shipped'], ['carrier', 'DHL'], ['trackingNumber', '00340434161234567890']])).status).toBe(303);
  expect(await status()).toBe('shipped');
  const shipped = await list();
  expect(shipped).toContain('value="delivered"');
  expect(shipped).toContain('Signaler la livraison');
  const delivered = await post(`/portal/orders/${part}/status`, [['status', 'delivered']]);
  expect(delivered.status).toBe(303);
  // Delivered is a step on the way (the timeline's), the part stays shipped.
  const steps = await db.kysely.selectFrom('order_events as e').innerJoin('order_shops as os', 'os.id', 'e.order_shop_id').select('e.kind').where('os.number', '=', part).execute();
  expect(steps.map((step) => step.kind)).toContain('delivered');
  expect(await status()).toBe('shipped');
});
