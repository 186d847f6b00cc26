/**
 * Payment methods beyond prepayment. Cash on delivery where the shop offers it (openTRANS CASH,
 * valid against the schema). Card through the payment provider: offered only with a provider
 * installed, the shopper is sent to the provider, the shop sees its part only once the return to the
 * order page finds it paid. The provider is the Stripe one, pointed at a stand-in for Stripe's API on
 * loopback, so nothing reaches the network.
 */
import request from 'supertest';
import { stripeProvider } from '../../server/marketplace/payments/stripe';
import { startStripeStandIn, type StripeStandIn } from '../support/stripe-stand-in';
import { addToCart, filledForm, orderNumberOf, shopperAgent, validateOpenTrans } from './helpers';
import { countRows, shopToken, startCheckoutShop, startMailbox, type CheckoutShop, type Mailbox } from './support';

jest.setTimeout(120_000);

let mailbox: Mailbox;
let shop: CheckoutShop;
let stripe: StripeStandIn;

beforeAll(async () => {
  mailbox = await startMailbox();
  shop = await startCheckoutShop({ smtpPort: mailbox.port });
  stripe = await startStripeStandIn('sk_test_checkout');
});

afterAll(async () => {
  await shop.close();
  await mailbox.close();
  await stripe.close();
});

/** An orderable offer of a shop that takes the method. */
async function offerOfShopTaking(method: string): Promise<{ offerId: number; shopId: number }> {
  const rows = await shop.db.kysely.selectFrom('offers as o').innerJoin('shops as s', 's.id', 'o.shop_id')
    .innerJoin('shop_shipping as sh', (join) => join.onRef('sh.shop_id', '=', 's.id').on('sh.country', '=', 'DE'))
    .select(['o.id as offerId', 's.id as shopId', 's.payment_methods as methods']).where('o.stock', '>=', 10).orderBy('o.id').execute();
  return rows.find((row) => row.methods.split(',').includes(method))!;
}

test('cash on delivery where the shop offers it: openTRANS says CASH, markup in a name is escaped and the document stays valid', async () => {
  const { offerId, shopId } = await offerOfShopTaking('cod');
  const agent = shopperAgent(shop.origin);
  await addToCart(agent, shop.origin, '/Warenkorb', [offerId]);
  const page = await agent.get('/Kasse').expect(200);
  expect(page.text).toContain(`name="payment-${shopId}" value="cod"`);
  expect(page.text).not.toContain('value="card"'); // no provider installed
  const placed = await agent.post('/Kasse').set('origin', shop.origin).type('form').send(filledForm(page.text, { [`payment-${shopId}`]: 'cod', name: 'Müller & Söhne "<Werkstatt>"' })).expect(303);
  const number = orderNumberOf(placed.headers.location!);
  const xml = await request(shop.origin).get(`/shop-orders/${shopId}/orders/${number}-1.xml`).set({ authorization: `Bearer ${(await shopToken(shop.db, shopId))}` }).expect(200);
  expect(xml.text).toContain('<CASH>true</CASH>');
  // Markup escaped; a quotation mark in element text needs no escape.
  expect(xml.text).toContain('<bmecat:NAME>Müller &amp; Söhne "&lt;Werkstatt&gt;"</bmecat:NAME>');
  expect(validateOpenTrans(xml.text)).toBe('');
  expect((await agent.get(placed.headers.location!).expect(200)).text).toContain('Nachnahme');
});

test('a method the shop does not offer is refused with a message, nothing ordered', async () => {
  const { offerId, shopId } = await shop.db.kysely.selectFrom('offers as o').innerJoin('shops as s', 's.id', 'o.shop_id')
    .innerJoin('shop_shipping as sh', (join) => join.onRef('sh.shop_id', '=', 's.id').on('sh.country', '=', 'DE'))
    .select(['o.id as offerId', 's.id as shopId']).where('o.stock', '>=', 10).where('s.payment_methods', '=', 'prepayment').orderBy('o.id').limit(1).executeTakeFirstOrThrow();
  const agent = shopperAgent(shop.origin);
  await addToCart(agent, shop.origin, '/Warenkorb', [offerId]);
  const page = await agent.get('/Kasse').expect(200);
  const before = await countRows(shop.db, 'orders');
  const refused = await agent.post('/Kasse').set('origin', shop.origin).type('form').send(filledForm(page.text, { [`payment-${shopId}`]: 'invoice' })).expect(400);
  expect(refused.text).toContain('Bitte wählen Sie für jeden Shop eine Zahlungsart.');
  expect(await countRows(shop.db, 'orders')).toBe(before);
});

test('card through Stripe: redirected to pay, the shop sees the part only once it is paid', async () => {
  shop.dependencies.paymentProvider = stripeProvider({ secretKey: 'sk_test_checkout', apiBase: stripe.origin });
  const { offerId, shopId } = await offerOfShopTaking('card');
  const agent = shopperAgent(shop.origin);
  await addToCart(agent, shop.origin, '/Warenkorb', [offerId]);
  const page = await agent.get('/Kasse').expect(200);
  expect(page.text).toContain(`name="payment-${shopId}" value="card"`);
  const placed = await agent.post('/Kasse').set('origin', shop.origin).type('form').send(filledForm(page.text, { [`payment-${shopId}`]: 'card' })).expect(303);
  const [first] = [...stripe.sessions.values()];
  expect(placed.headers.location).toBe(first!.url);
  const orderNumber = first!.client_reference_id!;
  expect(first).toMatchObject({ mode: 'payment', currency: 'eur', locale: 'de', allowed_payment_method_types: ['card'] });
  expect(first!.amount_total).toBeGreaterThan(0);
  expect(first!.success_url).toContain(`/Bestellungen/${orderNumber}`);

  const auth = { authorization: `Bearer ${(await shopToken(shop.db, shopId))}` };
  const hidden = await request(shop.origin).get(`/shop-orders/${shopId}/orders`).set(auth).expect(200);
  expect(hidden.body.orders.map((o: { orderNumber: string }) => o.orderNumber)).not.toContain(orderNumber);

  // Back unpaid: still waiting, with a button to pay again (a new Checkout Session).
  const back = first!.success_url!.replace(/^http:\/\/[^/]+/, '');
  const waiting = await agent.get(back).expect(200);
  expect(waiting.text).toContain('Zahlung ausstehend');
  expect(waiting.text).toContain('Jetzt bezahlen');
  const token = /name="token" value="([^"]+)"/.exec(waiting.text)![1]!;
  const again = await agent.post(`/Bestellungen/${orderNumber}`).set('origin', shop.origin).type('form').send({ token }).expect(303);
  const [, second] = [...stripe.sessions.values()];
  expect(again.headers.location).toBe(second!.url);
  expect(second).toMatchObject({ client_reference_id: orderNumber, amount_total: first!.amount_total });
  stripe.settle(second!.id, { status: 'complete', payment_status: 'paid' });
  const paid = await agent.get(back).expect(200);
  expect(paid.text).toContain('Zahlung erhalten');
  expect(paid.text).not.toContain('Jetzt bezahlen');
  const visible = await request(shop.origin).get(`/shop-orders/${shopId}/orders`).set(auth).expect(200);
  expect(visible.body.orders.find((o: { orderNumber: string }) => o.orderNumber === orderNumber)).toMatchObject({ status: 'new', paymentMethod: 'card' });
});

test('Stripe slow to answer: the order is placed and the shopper lands on its page, which offers to pay, instead of waiting on Stripe past the web tier', async () => {
  shop.dependencies.paymentProvider = stripeProvider({ secretKey: 'sk_test_checkout', apiBase: stripe.origin });
  const { offerId, shopId } = await offerOfShopTaking('card');
  const agent = shopperAgent(shop.origin);
  await addToCart(agent, shop.origin, '/Warenkorb', [offerId]);
  const page = await agent.get('/Kasse').expect(200);
  const before = await countRows(shop.db, 'orders');
  // Longer than the web tier waits for the marketplace's answer (two seconds by default).
  stripe.delayNext(4_000);
  const placed = await agent.post('/Kasse').set('origin', shop.origin).type('form').send(filledForm(page.text, { [`payment-${shopId}`]: 'card' })).expect(303);
  expect(await countRows(shop.db, 'orders')).toBe(before + 1);
  expect(placed.headers.location).toMatch(/\/Bestellungen\/SP-/);
  const order = await agent.get(placed.headers.location!).expect(200);
  expect(order.text).toContain('Zahlung ausstehend');
  expect(order.text).toContain('Jetzt bezahlen');
});
