/**
 * What must not go wrong at the checkout: a price that changed between cart and order is shown
 * line by line and must be confirmed; a doubled or retried order POST places one order; a mail
 * server that is down delays the confirmation, never loses it; no address, e-mail or phone ever
 * reaches the log.
 */
import { addToCart, filledForm, orderNumberOf, SHOPPER, shopperAgent } from './helpers';
import { countRows, offersFromShops, startCheckoutShop, startMailbox, type CheckoutShop, checkoutShopWithMailbox } from './support';
import { waitFor } from '../support/wait-for';

jest.setTimeout(120_000);

const started = checkoutShopWithMailbox();

const countOrders = (s: CheckoutShop) => countRows(s.db, 'orders');

test('a price changed between cart and order is shown line by line and must be confirmed', async () => {
  const [first, second] = (await offersFromShops(started.shop.db, 'DE', 2));
  const agent = shopperAgent(started.shop.origin);
  await addToCart(agent, started.shop.origin, '/Warenkorb', [first!.offerId, second!.offerId]);
  const page = await agent.get('/Kasse').expect(200);
  const newPrice = first!.price + 250;
  await started.shop.db.kysely.updateTable('offers').set({ price_cents: newPrice }).where('id', '=', first!.offerId).execute();
  const before = (await countOrders(started.shop));

  const changed = await agent.post('/Kasse').set('origin', started.shop.origin).type('form').send(filledForm(page.text)).expect(409);
  const euro = (cents: number) => new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(cents / 100);
  expect(changed.text).toContain('Seit Sie die Kasse geöffnet haben, hat sich etwas geändert');
  expect(changed.text).toContain(first!.shopName);
  expect(changed.text.replace(/\u00a0/g, ' ')).toContain(`jetzt ${euro(newPrice).replace(/\u00a0/g, ' ')} statt ${euro(first!.price).replace(/\u00a0/g, ' ')}`);
  expect(changed.text).toContain(SHOPPER.street); // what was typed stays
  expect((await countOrders(started.shop))).toBe(before);

  // Not confirmed: nothing is ordered.
  const unconfirmed = await agent.post('/Kasse').set('origin', started.shop.origin).type('form').send(filledForm(changed.text)).expect(400);
  expect(unconfirmed.text).toContain('Bitte bestätigen Sie die Änderungen.');
  expect((await countOrders(started.shop))).toBe(before);

  const placed = await agent.post('/Kasse').set('origin', started.shop.origin).type('form').send(filledForm(changed.text, { acceptChanges: '1' })).expect(303);
  const number = orderNumberOf(placed.headers.location!);
  const price = await started.shop.db.kysely.selectFrom('order_lines as l').innerJoin('order_shops as s', 's.id', 'l.order_shop_id').innerJoin('orders as o', 'o.id', 's.order_id')
    .select('l.unit_price_cents as price').where('o.number', '=', number).where('l.offer_id', '=', first!.offerId).executeTakeFirstOrThrow();
  expect(price.price).toBe(newPrice);
});

test('a double-submitted order (two POSTs at once, then a retry) creates one order', async () => {
  const offers = (await offersFromShops(started.shop.db, 'DE', 3));
  const agent = shopperAgent(started.shop.origin);
  await addToCart(agent, started.shop.origin, '/Warenkorb', offers.map((o) => o.offerId));
  const form = filledForm((await agent.get('/Kasse').expect(200)).text);
  const before = (await countOrders(started.shop));
  const [a, b] = await Promise.all([
    agent.post('/Kasse').set('origin', started.shop.origin).type('form').send(form),
    agent.post('/Kasse').set('origin', started.shop.origin).type('form').send(form),
  ]);
  expect([a.status, b.status]).toEqual([303, 303]);
  const retried = await agent.post('/Kasse').set('origin', started.shop.origin).type('form').send(form).expect(303);
  const numbers = new Set([a, b, retried].map((r) => orderNumberOf(r.headers.location!)));
  expect(numbers.size).toBe(1);
  expect((await countOrders(started.shop))).toBe(before + 1);
  const [number] = [...numbers];
  const mails = await started.shop.db.kysely.selectFrom('mail_queue as q').innerJoin('orders as o', 'o.id', 'q.order_id')
    .select((eb) => eb.fn.countAll<number>().as('n')).where('o.number', '=', number!).where('q.kind', '=', 'confirmation').executeTakeFirstOrThrow();
  expect(Number(mails.n)).toBe(1);
});

test('the mail server is down during checkout: the order is placed, the mail goes out when it is back', async () => {
  const down = await startMailbox();
  const port = down.port;
  await down.close();
  const other = await startCheckoutShop({ smtpPort: port });
  try {
    const agent = shopperAgent(other.origin);
    await addToCart(agent, other.origin, '/Warenkorb', (await offersFromShops(other.db, 'DE', 2)).map((o) => o.offerId));
    const page = await agent.get('/Kasse').expect(200);
    const placed = await agent.post('/Kasse').set('origin', other.origin).type('form').send(filledForm(page.text)).expect(303);
    const number = orderNumberOf(placed.headers.location!);
    await agent.get(placed.headers.location!).expect(200);

    // The worker tried and failed; the mail waits in the queue with its next attempt scheduled.
    const queued = () => other.db.kysely.selectFrom('mail_queue').select(['attempts', 'sent_at as sentAt', 'last_error as lastError']).orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow();
    await waitFor('the worker to try the mail', async () => (await queued()).attempts > 0, 10_000, 100);
    expect(await queued()).toMatchObject({ sentAt: null });
    expect((await queued()).attempts).toBeGreaterThan(0);
    expect((await queued()).lastError).toMatch(/ECONNREFUSED|connect/i);

    const back = await startMailbox(port);
    try {
      const mail = await back.waitFor((m) => (m.subject ?? '').includes(number), 60_000);
      expect(mail.text).toContain(number);
      // The server answered the mail; the worker records it right after.
      await waitFor('the worker to record the mail sent', async () => (await queued()).sentAt !== null, 10_000, 100);
    } finally {
      await back.close();
    }
    // Nothing personal in this shop's log either, failed attempts included.
    const log = other.logs.join('');
    expect(log).toContain('mail not sent, will retry');
    for (const value of Object.values(SHOPPER)) expect(log).not.toContain(value);
  } finally {
    await other.close();
  }
});

test('placing an order writes no address, e-mail or phone to the log', async () => {
  const agent = shopperAgent(started.shop.origin);
  await addToCart(agent, started.shop.origin, '/Warenkorb', (await offersFromShops(started.shop.db, 'DE', 2)).map((o) => o.offerId));
  const page = await agent.get('/Kasse').expect(200);
  const billing = { billingDifferent: '1', billingName: 'Jorinde Wasserfall', billingStreet: 'Kranichsteiner Weg 7', billingZip: '64289', billingCity: 'Darmstadt', billingCountry: 'DE' };
  // A rejected attempt first (its values are logged nowhere either), then the order.
  await agent.post('/Kasse').set('origin', started.shop.origin).type('form').send(filledForm(page.text, { ...billing, phone: 'call me' })).expect(400);
  const placed = await agent.post('/Kasse').set('origin', started.shop.origin).type('form').send(filledForm(page.text, billing)).expect(303);
  const number = orderNumberOf(placed.headers.location!);
  await agent.get(placed.headers.location!).expect(200);
  await started.mailbox.waitFor((m) => (m.subject ?? '').includes(number));
  const log = started.shop.logs.join('');
  expect(log).toContain('mail sent');
  expect(log).toContain('/Kasse');
  for (const value of [...Object.values(SHOPPER), ...Object.values(billing).filter((v) => v.length > 2)]) expect([value, log.includes(value)]).toEqual([value, false]);
});
