/**
 * From cart to order over real HTTP (the plain forms a browser without JavaScript posts): three
 * shops, guest checkout with prepayment, the confirmation mail on a real SMTP server, the shop
 * fetching the order as openTRANS (validated against the schema) and marking it shipped, and the
 * shopper's order page showing the tracking number. Also: bad input, the lookup, CSV both ways.
 */
import request from 'supertest';
import { addToCart, filledForm, orderNumberOf, SHOPPER, shopperAgent, validateOpenTrans } from './helpers';
import { countRows, offersFromShops, shopToken, checkoutShopWithMailbox } from './support';
import { bookTransferReceived } from '../support/transfer-booked';

jest.setTimeout(120_000);

const started = checkoutShopWithMailbox();

const countOrders = () => countRows(started.shop.db, 'orders');

test('guest checkout across three shops with prepayment: order page, mail, openTRANS for the shop, shipped with tracking', async () => {
  const offers = (await offersFromShops(started.shop.db, 'DE', 3));
  expect(offers).toHaveLength(3);
  const agent = shopperAgent(started.shop.origin);
  await addToCart(agent, started.shop.origin, '/Warenkorb', offers.map((o) => o.offerId));

  const page = await agent.get('/Kasse').expect(200);
  expect(page.headers['cache-control']).toContain('no-store');
  expect(page.text).toContain('Zahlungspflichtig bestellen');
  for (const offer of offers) expect(page.text).toContain(offer.shopName);

  const placed = await agent.post('/Kasse').set('origin', started.shop.origin).type('form').send(filledForm(page.text)).expect(303);
  const number = orderNumberOf(placed.headers.location!);
  expect(placed.headers.location).toMatch(/^\/Bestellungen\/SP-/);

  // The cart is empty after ordering.
  const cart = await agent.get('/api/Warenkorb').expect(200);
  expect(cart.body.cartArticles).toHaveLength(0);

  const confirmation = await agent.get(placed.headers.location!).expect(200);
  expect(confirmation.text).toContain(number);
  expect(confirmation.text).toContain('Vielen Dank für Ihre Bestellung!');
  expect(confirmation.text).toMatch(/DE\d{20}/); // the marketplace's IBAN
  expect(confirmation.text).toContain(`<dd class="order-reference">${number}</dd>`); // the transfer reference
  expect(confirmation.text).toContain('Eingegangen');

  const mail = await started.mailbox.waitFor((m) => (m.subject ?? '').includes(number));
  expect(mail.subject).toBe(`Ihre Bestellung ${number} bei Spareo`);
  expect(mail.to && 'text' in mail.to ? mail.to.text : '').toContain(SHOPPER.email);
  expect(mail.text).toContain(number);
  expect(mail.text).toMatch(/IBAN: DE\d{20}/);
  expect(mail.text).toContain('Widerrufsbelehrung');
  expect(mail.html).toContain(number);
  const link = /(http:\/\/127\.0\.0\.1:\d+\/Bestellungen\/SP-[^\s"<]+)/.exec(mail.text ?? '')![1]!;
  // The mail's signed link opens the order without the shopper's cookies.
  expect((await request(started.shop.origin).get(link.replace(started.shop.origin, '')).expect(200)).text).toContain(number);

  // The first shop fetches its new orders, reads this one as openTRANS and acknowledges it.
  const shopId = offers[0]!.shopId;
  const token = (await shopToken(started.shop.db, shopId));
  const auth = { authorization: `Bearer ${token}` };
  const list = await request(started.shop.origin).get(`/shop-orders/${shopId}/orders`).set(auth).expect(200);
  const part = list.body.orders.find((o: { orderNumber: string }) => o.orderNumber === number);
  expect(part).toMatchObject({ status: 'new', acknowledged: false, paymentMethod: 'prepayment' });
  const xml = await request(started.shop.origin).get(part.links.opentrans).set(auth).expect(200);
  expect(xml.headers['content-type']).toContain('application/xml');
  expect(xml.text).toContain(`<ORDER_ID>${part.number}</ORDER_ID>`);
  expect(xml.text).toContain(SHOPPER.street);
  expect(validateOpenTrans(xml.text)).toBe('');
  await request(started.shop.origin).post(`/shop-orders/${shopId}/orders/ack`).set(auth).send({ orders: [part.number] }).expect(200);
  const after = await request(started.shop.origin).get(`/shop-orders/${shopId}/orders`).set(auth).expect(200);
  expect(after.body.orders.map((o: { number: string }) => o.number)).not.toContain(part.number);

  // Another shop's token sees nothing of it.
  const otherToken = (await shopToken(started.shop.db, offers[1]!.shopId));
  await request(started.shop.origin).get(`/shop-orders/${shopId}/orders/${part.number}.xml`).set({ authorization: `Bearer ${otherToken}` }).expect(401);
  await request(started.shop.origin).get(`/shop-orders/${offers[1]!.shopId}/orders/${part.number}.xml`).set({ authorization: `Bearer ${otherToken}` }).expect(404);

  await request(started.shop.origin).post(`/shop-orders/${shopId}/orders/${part.number}/status`).set(auth).send({ status: 'shipped', carrier: 'DHL' }).expect(400);
  // Paid by prepayment: the operator books the transfer received before the part ships.
  await bookTransferReceived(started.shop.db.kysely, part.number);
  const shipped = await request(started.shop.origin).post(`/shop-orders/${shopId}/orders/${part.number}/status`).set(auth).send({ status: 'shipped', carrier: 'DHL', trackingNumber: '00340434161234567890' }).expect(200);
  expect(shipped.body).toMatchObject({ status: 'shipped', changed: true });

  const tracked = await agent.get(placed.headers.location!.replace('&placed=1', '')).expect(200);
  expect(tracked.text).toContain('00340434161234567890');
  expect(tracked.text).toContain('DHL, Sendungsnummer 00340434161234567890');
  const shippedMail = await started.mailbox.waitFor((m) => (m.subject ?? '').includes(number) && (m.text ?? '').includes('00340434161234567890'));
  expect(shippedMail.subject).toContain('hat Ihre Sendung verschickt');

  // The second shop refuses by CSV: the shopper hears of it.
  const secondId = offers[1]!.shopId;
  const secondList = await request(started.shop.origin).get(`/shop-orders/${secondId}/orders`).set({ authorization: `Bearer ${otherToken}` }).expect(200);
  const second = secondList.body.orders.find((o: { orderNumber: string }) => o.orderNumber === number).number as string;
  const csv = await request(started.shop.origin).post(`/shop-orders/${secondId}/status`).set({ authorization: `Bearer ${otherToken}` }).type('text/csv')
    .send(`order,status,carrier,tracking_number,reason\n${second},refused,,,Artikel beschädigt\nSP-000000-AAAAAA-1,accepted,,,\n`).expect(207);
  expect(csv.body.results).toEqual([
    { line: 2, order: second, ok: true, status: 'refused' },
    { line: 3, order: 'SP-000000-AAAAAA-1', ok: false, error: 'no such order of this shop' },
  ]);
  await started.mailbox.waitFor((m) => (m.subject ?? '').includes(number) && (m.text ?? '').includes('Artikel beschädigt'));
  const csvOrders = await request(started.shop.origin).get(`/shop-orders/${offers[2]!.shopId}/orders?format=csv`).set({ authorization: `Bearer ${(await shopToken(started.shop.db, offers[2]!.shopId))}` }).expect(200);
  expect(csvOrders.text.split('\r\n')[0]).toMatch(/^order_number,order_date,status/);
  expect(csvOrders.text).toContain(`${number}-`);
  expect(csvOrders.text).toContain(SHOPPER.street);
});

test('a wrong field comes back with the values typed and a message; nothing is ordered', async () => {
  const agent = shopperAgent(started.shop.origin);
  await addToCart(agent, started.shop.origin, '/Warenkorb', [(await offersFromShops(started.shop.db, 'DE', 1))[0]!.offerId]);
  const page = await agent.get('/Kasse').expect(200);
  const before = (await countOrders());
  const rejected = await agent.post('/Kasse').set('origin', started.shop.origin).type('form').send(filledForm(page.text, { zip: '!!' })).expect(400);
  expect(rejected.text).toContain('Bitte prüfen Sie: PLZ');
  expect(rejected.text).toContain(SHOPPER.street);
  const noTerms = filledForm(page.text);
  for (const key of Object.keys(noTerms)) if (key.startsWith('accept-')) delete noTerms[key];
  expect((await agent.post('/Kasse').set('origin', started.shop.origin).type('form').send(noTerms).expect(400)).text).toContain('Bitte akzeptieren Sie die Bedingungen jedes Shops.');
  expect((await countOrders())).toBe(before);
  // A cross-site post is refused before anything is read.
  await agent.post('/Kasse').set('origin', 'https://evil.example').type('form').send(filledForm(page.text)).expect(403);
  expect((await countOrders())).toBe(before);
});

test('a guest finds the order by number and e-mail; a wrong e-mail finds nothing', async () => {
  const agent = shopperAgent(started.shop.origin);
  await addToCart(agent, started.shop.origin, '/fr-FR/panier', [(await offersFromShops(started.shop.db, 'DE', 1))[0]!.offerId]);
  const page = await agent.get('/fr-FR/commande').expect(200);
  expect(page.text).toContain('Commande avec obligation de paiement');
  const placed = await agent.post('/fr-FR/commande').set('origin', started.shop.origin).type('form').send(filledForm(page.text)).expect(303);
  const number = orderNumberOf(placed.headers.location!);
  expect(placed.headers.location).toMatch(/^\/fr-FR\/mes-commandes\//);
  const mail = await started.mailbox.waitFor((m) => (m.subject ?? '').includes(number));
  expect(mail.subject).toBe(`Votre commande ${number} sur Spareo`);

  const stranger = shopperAgent(started.shop.origin);
  await stranger.get(`/fr-FR/mes-commandes/${number}`).expect(404);
  const wrong = await stranger.post('/fr-FR/mes-commandes').set('origin', started.shop.origin).type('form').send({ number, email: 'someone@example.org' }).expect(404);
  expect(wrong.text).toContain('Aucune commande ne correspond');
  const found = await stranger.post('/fr-FR/mes-commandes').set('origin', started.shop.origin).type('form').send({ number: number.toLowerCase(), email: SHOPPER.email.toUpperCase() }).expect(303);
  expect((await stranger.get(found.headers.location!).expect(200)).text).toContain(number);
});

test('signed in (DE): the order is in the history, opens without the link, and the addresses come back at the next checkout', async () => {
  const agent = shopperAgent(started.shop.origin);
  await agent.post('/Einloggen').set('origin', started.shop.origin).type('form').send({ action: 'register', email: 'stammkunde@example.org', password: 'ein langes und seltenes Passwort' }).expect(303);
  const [first, second] = (await offersFromShops(started.shop.db, 'DE', 2));
  await addToCart(agent, started.shop.origin, '/Warenkorb', [first!.offerId]);
  const page = await agent.get('/Kasse').expect(200);
  expect(page.text).toContain('Angemeldet als stammkunde@example.org');
  const placed = await agent.post('/Kasse').set('origin', started.shop.origin).type('form').send(filledForm(page.text, { email: 'stammkunde@example.org' })).expect(303);
  const number = orderNumberOf(placed.headers.location!);

  const history = await agent.get('/Bestellungen').expect(200);
  expect(history.text).toContain('Meine Bestellungen');
  expect(history.text).toContain(number);
  // The owner opens the order without the signed link; nobody else does.
  await agent.get(`/Bestellungen/${number}`).expect(200);
  await shopperAgent(started.shop.origin).get(`/Bestellungen/${number}`).expect(404);

  await addToCart(agent, started.shop.origin, '/Warenkorb', [second!.offerId]);
  const again = await agent.get('/Kasse').expect(200);
  expect(again.text).toContain(`value="${SHOPPER.street}"`);
  expect(again.text).toContain(`value="${SHOPPER.zip}"`);
  expect(again.text).toContain(`value="${SHOPPER.phone}"`);

  // Guests elsewhere: the Spanish orders page is the lookup form only.
  const lookup = await shopperAgent(started.shop.origin).get('/es-ES/pedidos').expect(200);
  expect(lookup.text).toContain('Buscar un pedido');
});
