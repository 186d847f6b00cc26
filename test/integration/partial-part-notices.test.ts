/**
 * A part its shop refused in part and shipped in part, on a real server and database (SQLite or
 * PostgreSQL, by jest project): the shopper's mails name the lines refused and the lines shipped
 * and ask only for what the kept lines cost (the amount the order page asks, by the one rule of
 * orders/transfer.ts); the delivery mail lists only what arrived; the inbox and the desk's payment
 * panel show the amount still to pay beside the total.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTestApp } from '../support/app';
import { placeShopOrder } from '../support/portal-order';
import { createSeededDatabase } from '../support/seeded-db';
import { createStaff, ownerCookie, staffCookie } from '../support/staff';
import { bookTransferReceived } from '../support/transfer-booked';

const SHOP = 4;
const { app, db, marketplace } = createTestApp({ db: createSeededDatabase() });
const server = http.createServer(app);
let base = '';
let owner = '';
let desk = '';

const get = (path: string, cookie = owner) => fetch(`${base}${path}`, { redirect: 'manual', headers: { cookie } });
const post = (path: string, form: [string, string][]) =>
  fetch(`${base}${path}`, { method: 'POST', redirect: 'manual', headers: { cookie: owner, origin: base, 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(form) });
const mailsOf = async (number: string, kind: string) => (await db.kysely.selectFrom('mail_queue as m').innerJoin('orders as o', 'o.id', 'm.order_id')
  .select(['m.subject', 'm.text_body']).where('o.number', '=', number).where('m.kind', '=', kind).orderBy('m.id').execute());
const euros = (cents: number, locale: string) => new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(cents / 100);
/** An amount as a pattern, whatever space the format puts before the sign. */
const amount = (cents: number, locale: string) => euros(cents, locale).replace(/\s/g, '\\s');

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  owner = await ownerCookie(db.kysely, SHOP);
  desk = staffCookie((await createStaff(db.kysely, 'support')).token);
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  db.close();
});

test('one line refused, the other shipped and delivered: every mail names its lines and asks only for the kept line', async () => {
  const placed = await placeShopOrder(marketplace, db, SHOP, { offers: 2 });
  const lines = await db.kysely.selectFrom('order_lines').innerJoin('order_shops', 'order_shops.id', 'order_lines.order_shop_id')
    .select(['order_lines.article_number', 'order_lines.line_total_cents as line_total']).where('order_shops.number', '=', placed.part).orderBy('order_lines.id').execute();
  const part = await db.kysely.selectFrom('order_shops').select(['total_cents']).where('number', '=', placed.part).executeTakeFirstOrThrow();
  const [kept, refused] = [lines[0]!, lines[1]!];
  const owed = part.total_cents - refused.line_total;

  expect((await post(`/portal/orders/${placed.part}/refuse`, [['lines', '2'], ['reason', 'Teil beschädigt'], ['confirm', '1']])).status).toBe(303);
  const [refusal] = await mailsOf(placed.number, 'refused');
  // The order is in French: the mail names the refused line, not the whole part, and what is still owed.
  expect(refusal!.text_body).toContain(refused.article_number);
  expect(refusal!.text_body).not.toMatch(/Vous ne payez rien pour cette partie/);
  expect(refusal!.text_body).toMatch(new RegExp(`il reste ${amount(owed, 'fr-FR')} à payer`));
  expect(refusal!.text_body).not.toMatch(new RegExp(`Total\\s:\\s${amount(part.total_cents, 'fr-FR')}`));

  // The inbox and the desk's payment panel: what is still to pay beside the total.
  const inbox = await (await get('/portal/orders')).text();
  const article = inbox.slice(inbox.indexOf(`id="${placed.part}"`));
  expect(article.slice(0, article.indexOf('</article>'))).toContain(`Noch zu zahlen`);
  const panel = await (await get(`/desk/orders/${placed.number}`, desk)).text();
  expect(panel).toMatch(new RegExp(`Noch zu zahlen: ${amount(owed, 'de-DE')}`));

  await bookTransferReceived(db.kysely, placed.part);
  expect((await post(`/portal/orders/${placed.part}/status`, [['status', 'shipped'], ['carrier', 'DHL'], ['trackingNumber', '00340434161094042557']])).status).toBe(303);
  const [shipment] = await mailsOf(placed.number, 'shipped');
  expect(shipment!.text_body).toContain(kept.article_number);
  expect(shipment!.text_body).toMatch(new RegExp(`À payer pour les articles restants\\s:\\s${amount(owed, 'fr-FR')}`));
  expect(shipment!.text_body).not.toMatch(new RegExp(`Total\\s:\\s${amount(part.total_cents, 'fr-FR')}`));
  expect(shipment!.text_body).toMatch(new RegExp(`Refusé par la boutique, rien à payer\\s:\\n[^\\n]*${refused.article_number}`));

  expect((await post(`/portal/orders/${placed.part}/status`, [['status', 'delivered']])).status).toBe(303);
  const [invitation] = await mailsOf(placed.number, 'review_invitation');
  expect(invitation!.text_body).toContain(kept.article_number);
  expect(invitation!.text_body).not.toContain(refused.article_number);
  expect(invitation!.text_body).not.toMatch(/Votre commande partielle \S+ chez .* est arrivée/);
});
