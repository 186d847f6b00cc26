/**
 * Returns after a withdrawal: the reason the shopper gave, where to send the goods (the shop's
 * return address, else its own), and the refund; a part the shop never sent and the shopper never
 * paid is cancelled, with nothing to send back and nothing to refund; the order's total says what
 * is still owed.
 */
import request from 'supertest';
import { addToCart, filledForm, formOf, orderNumberOf, shopperAgent, type Agent } from './helpers';
import { offersFromShops, shopToken, checkoutShopWithMailbox } from './support';
import { bookTransferReceived } from '../support/transfer-booked';

jest.setTimeout(120_000);

const started = checkoutShopWithMailbox();

const text = (html: string) => html.replace(/<!-- -->/g, '').replace(/&amp;/g, '&').replace(/&#x27;/g, '\'');

/** A placed order of two shops (prepayment): the order page's path and the parts' numbers by shop. */
async function placeTwoShops(): Promise<{ agent: Agent; page: string; parts: { number: string; shopId: number }[] }> {
  const offers = await offersFromShops(started.shop.db, 'DE', 2);
  const agent = shopperAgent(started.shop.origin);
  await addToCart(agent, started.shop.origin, '/Warenkorb', offers.map((o) => o.offerId));
  const form = await agent.get('/Kasse').expect(200);
  const placed = await agent.post('/Kasse').set('origin', started.shop.origin).type('form').send(filledForm(form.text)).expect(303);
  const number = orderNumberOf(placed.headers.location!);
  const rows = await started.shop.db.kysely.selectFrom('order_shops as p').innerJoin('orders as o', 'o.id', 'p.order_id').select(['p.number', 'p.shop_id as shopId'])
    .where('o.number', '=', number).orderBy('p.id').execute();
  return { agent, page: placed.headers.location!.replace('&placed=1', ''), parts: rows };
}

async function withdrawPart(agent: Agent, page: string, part: string, reason: string) {
  const url = new URL(page, started.shop.origin);
  const formPage = await agent.get(`${url.pathname}/widerrufen${url.search}&part=${part}`).expect(200);
  expect(formPage.text).toContain('<select id="withdrawal-reason" name="reason">');
  const fields = formOf(formPage.text);
  const lines = [...new Set([...formPage.text.matchAll(new RegExp(`value="(${part}:\\d+)"`, 'g'))].map((m) => m[1]!))];
  const answer = await agent.post(`${url.pathname}/widerrufen${url.search}`).set('origin', started.shop.origin).type('form')
    .send(new URLSearchParams([...Object.entries({ ...fields, part, reason }).filter(([k]) => k !== 'lines'), ...lines.map((l) => ['lines', l] as [string, string])]).toString());
  expect(answer.status).toBe(303);
}

test('a part never sent nor paid is cancelled; a sent one goes back to the shop\'s return address; the total says what is owed', async () => {
  const { agent, page, parts } = await placeTwoShops();
  const [unsent, sent] = parts as [{ number: string; shopId: number }, { number: string; shopId: number }];
  await started.shop.db.kysely.updateTable('shops').set({ return_address: 'Retourenlager Teilestadt\nAm Güterbahnhof 4\n04109 Leipzig' }).where('id', '=', sent.shopId).execute();
  const auth = { authorization: `Bearer ${await shopToken(started.shop.db, sent.shopId)}` };
  await bookTransferReceived(started.shop.db.kysely, sent.number);
  await request(started.shop.origin).post(`/shop-orders/${sent.shopId}/orders/${sent.number}/status`).set(auth).send({ status: 'shipped', carrier: 'DPD', trackingNumber: '01234567890123' }).expect(200);

  await withdrawPart(agent, page, unsent.number, 'notNeeded');
  await withdrawPart(agent, page, sent.number, 'fit');

  const html = text((await agent.get(page).expect(200)).text);
  const partHtml = (number: string) => html.slice(html.indexOf(`id="part-${number}"`), html.indexOf('</section>', html.indexOf(`id="part-${number}"`)));
  const first = partHtml(unsent.number);
  expect(first).toContain('Ihr Grund: Nicht mehr benötigt');
  expect(first).toContain('Storniert: Der Shop hatte noch nichts verschickt, Sie müssen nichts zurücksenden.');
  expect(first).toContain('Nichts zu erstatten, nichts zu zahlen: Sie hatten für diese Teilbestellung nichts bezahlt, sie ist storniert.');
  expect(first).not.toContain('Bitte senden Sie die Ware an');

  const second = partHtml(sent.number);
  expect(second).toContain('Ihr Grund: Passt nicht zu meinem Fahrzeug');
  expect(second).toMatch(/Bitte senden Sie die Ware an:<\/span><span class="return-address-lines"><span>Retourenlager Teilestadt<br\/><\/span><span>Am Güterbahnhof 4<br\/><\/span><span>04109 Leipzig<br\/><\/span>/);
  expect(second).not.toContain('Storniert:');

  // Neither part is owed any more: one withdrawn before it left, the other withdrawn whole.
  expect(html).toMatch(/<dt class="order-owed">Noch zu zahlen<\/dt><dd class="order-owed">0,00\s€<\/dd>/);
  const reasons = await started.shop.db.kysely.selectFrom('withdrawals').select('reason').where('order_shop_id', 'in',
    started.shop.db.kysely.selectFrom('order_shops').select('id').where('number', 'in', [unsent.number, sent.number])).orderBy('id').execute();
  expect(reasons.map((r) => r.reason)).toEqual(['notNeeded', 'fit']);
});

test('a shop without a return address takes the goods back at its own address', async () => {
  const { agent, page, parts } = await placeTwoShops();
  const [, sent] = parts as [unknown, { number: string; shopId: number }];
  await started.shop.db.kysely.updateTable('shops').set({ return_address: null, legal_name: 'Teile Nord GmbH', street: 'Hafenstraße 1', postcode: '20457', city: 'Hamburg', country: 'DE' }).where('id', '=', sent.shopId).execute();
  const auth = { authorization: `Bearer ${await shopToken(started.shop.db, sent.shopId)}` };
  await bookTransferReceived(started.shop.db.kysely, sent.number);
  await request(started.shop.origin).post(`/shop-orders/${sent.shopId}/orders/${sent.number}/status`).set(auth).send({ status: 'shipped', carrier: 'GLS', trackingNumber: '12345678' }).expect(200);
  await withdrawPart(agent, page, sent.number, '');
  const html = text((await agent.get(page).expect(200)).text);
  expect(html).toContain('<span>Teile Nord GmbH<br/></span><span>Hafenstraße 1<br/></span><span>20457 Hamburg<br/></span><span>Deutschland<br/></span>');
  expect(html).not.toContain('Ihr Grund:');
});
