/**
 * Everyone hears what happened, over real HTTP with the mail worker sending to a real SMTP server:
 * each shop of a two-shop order gets one mail for its new part, in the language of its country,
 * with its own lines only, the delivery address, the payment method and the part in its portal; a
 * card part only once it is paid. The shopper hears of each step of a part (accepted, shipped with
 * the carrier's tracking link, refused, withdrawn, refunded), each mail with the order number in the
 * subject, the order page's link, and a Reply-To: the shop for its part, the support otherwise.
 */
import type { ParsedMail } from 'mailparser';
import request from 'supertest';
import { stripeProvider } from '../../server/marketplace/payments/stripe';
import { startStripeStandIn, type StripeStandIn } from '../support/stripe-stand-in';
import { addToCart, filledForm, orderNumberOf, SHOPPER, shopperAgent } from './helpers';
import { offersFromShops, shopToken, startCheckoutShop, startMailbox, type CheckoutShop, type Mailbox } from './support';
import { bookTransferReceived } from '../support/transfer-booked';

jest.setTimeout(120_000);

let mailbox: Mailbox;
let shop: CheckoutShop;
let stripe: StripeStandIn;

const SUPPORT = 'kundenservice@spareo.example';

beforeAll(async () => {
  mailbox = await startMailbox();
  shop = await startCheckoutShop({ smtpPort: mailbox.port, env: { SERVICE_EMAIL: SUPPORT } });
  stripe = await startStripeStandIn('sk_test_notices');
});

afterAll(async () => {
  await shop.close();
  await mailbox.close();
  await stripe.close();
});

const to = (mail: ParsedMail) => (mail.to && !Array.isArray(mail.to) ? mail.to.text : '');
const replyTo = (mail: ParsedMail) => mail.replyTo?.value[0]?.address ?? '';
const mailsTo = (address: string, number: string) => mailbox.mails.filter((m) => to(m).includes(address) && (m.subject ?? '').includes(number));
/** Mails queued (sent or not) to this address about this order: a second one would show here before the worker sends it. */
async function queuedTo(address: string, orderNumber: string): Promise<number> {
  const rows = await shop.db.kysely.selectFrom('mail_queue as m').innerJoin('orders as o', 'o.id', 'm.order_id').select('m.id')
    .where('o.number', '=', orderNumber).where('m.recipient', '=', address).execute();
  return rows.length;
}

type PartAnswer = { number: string; lines: { title: string; articleNumber: string; quantity: number }[] };

async function partOf(shopId: number, orderNumber: string): Promise<{ part: PartAnswer; auth: { authorization: string } }> {
  const auth = { authorization: `Bearer ${await shopToken(shop.db, shopId)}` };
  const list = await request(shop.origin).get(`/shop-orders/${shopId}/orders?status=all`).set(auth).expect(200);
  const number = (list.body.orders as { number: string; orderNumber: string }[]).find((o) => o.orderNumber === orderNumber)!.number;
  const part = (await request(shop.origin).get(`/shop-orders/${shopId}/orders/${number}`).set(auth).expect(200)).body as PartAnswer;
  return { part, auth };
}

test('a two-shop order: each shop one mail in its language with its own lines; the shopper one mail per step, the DHL link on the shipped one', async () => {
  const [first, second] = await offersFromShops(shop.db, 'DE', 2);
  // The German shop and a Spanish one (its country gives its language), each with its contact address.
  const german = { ...first!, email: 'bestellungen@teile-de.example' };
  const spanish = { ...second!, email: 'pedidos@recambios-es.example' };
  await shop.db.kysely.updateTable('shops').set({ email: german.email, country: 'DE' }).where('id', '=', german.shopId).execute();
  await shop.db.kysely.updateTable('shops').set({ email: spanish.email, country: 'ES' }).where('id', '=', spanish.shopId).execute();

  const agent = shopperAgent(shop.origin);
  await addToCart(agent, shop.origin, '/Warenkorb', [german.offerId, spanish.offerId]);
  const page = await agent.get('/Kasse').expect(200);
  const placed = await agent.post('/Kasse').set('origin', shop.origin).type('form').send(filledForm(page.text)).expect(303);
  const number = orderNumberOf(placed.headers.location!);
  const confirmation = await mailbox.waitFor((m) => to(m).includes(SHOPPER.email) && (m.subject ?? '').includes(number));
  const orderLink = /(http:\/\/127\.0\.0\.1:\d+\/Bestellungen\/SP-[^\s"<]+)/.exec(confirmation.text ?? '')![1]!;

  const { part: germanPart, auth: germanAuth } = await partOf(german.shopId, number);
  const { part: spanishPart, auth: spanishAuth } = await partOf(spanish.shopId, number);

  const germanMail = await mailbox.waitFor((m) => to(m).includes(german.email) && (m.subject ?? '').includes(number));
  expect(germanMail.subject).toBe(`Neue Bestellung ${germanPart.number} über Spareo`);
  expect(replyTo(germanMail)).toBe(SUPPORT);
  expect(germanMail.text).toContain('Bestellte Artikel');
  expect(germanMail.text).toContain(`1 × ${germanPart.lines[0]!.title}`);
  expect(germanMail.text).toContain(SHOPPER.street);
  expect(germanMail.text).toContain('Vorkasse (Überweisung)');
  expect(germanMail.text).toContain(`${shop.origin}/portal/orders#${germanPart.number}`);
  expect(germanMail.text).toContain('Antworten Sie einfach auf diese E-Mail');
  expect(germanMail.text).not.toContain(spanishPart.number);
  expect(germanMail.text).not.toContain(spanishPart.lines[0]!.articleNumber);

  const spanishMail = await mailbox.waitFor((m) => to(m).includes(spanish.email) && (m.subject ?? '').includes(number));
  expect(spanishMail.subject).toBe(`Nuevo pedido ${spanishPart.number} a través de Spareo`);
  expect(replyTo(spanishMail)).toBe(SUPPORT);
  expect(spanishMail.text).toContain('Artículos pedidos');
  expect(spanishMail.text).toContain(`1 × ${spanishPart.lines[0]!.title}`);
  expect(spanishMail.text).toContain('Dirección de entrega');
  expect(spanishMail.text).toContain(SHOPPER.street);
  expect(spanishMail.text).toContain(`${shop.origin}/portal/orders#${spanishPart.number}`);
  expect(spanishMail.text).not.toContain(germanPart.number);
  expect(spanishMail.text).not.toContain(germanPart.lines[0]!.articleNumber);
  expect(await queuedTo(german.email, number)).toBe(1);
  expect(await queuedTo(spanish.email, number)).toBe(1);

  const shopperMail = async (what: (mail: ParsedMail) => boolean) => {
    const mail = await mailbox.waitFor((m) => to(m).includes(SHOPPER.email) && (m.subject ?? '').includes(number) && what(m));
    expect(mail.text).toContain(orderLink);
    return mail;
  };
  const step = (shopId: number, part: PartAnswer, auth: { authorization: string }, body: Record<string, unknown>) =>
    request(shop.origin).post(`/shop-orders/${shopId}/orders/${part.number}/status`).set(auth).send(body).expect(200);

  await step(german.shopId, germanPart, germanAuth, { status: 'accepted' });
  const accepted = await shopperMail((m) => (m.subject ?? '').includes('angenommen'));
  expect(accepted.subject).toBe(`Bestellung ${number}: ${german.shopName} hat Ihre Bestellung angenommen`);
  expect(replyTo(accepted)).toBe(german.email);
  expect(accepted.text).toContain(`Fragen zu dieser Teilbestellung beantwortet ${german.shopName}`);

  await bookTransferReceived(shop.db.kysely, germanPart.number);
  await step(german.shopId, germanPart, germanAuth, { status: 'shipped', carrier: 'DHL', trackingNumber: '00340434161234567890' });
  const shipped = await shopperMail((m) => (m.subject ?? '').includes('verschickt'));
  expect(shipped.text).toContain('https://www.dhl.com/de-de/home/tracking/tracking-parcel.html?submit=1&tracking-id=00340434161234567890');
  const links = [...(shipped.html || '').matchAll(/href="([^"]+)"/g)].map((match) => match[1]!.replaceAll('&#38;', '&'));
  expect(links).toContain('https://www.dhl.com/de-de/home/tracking/tracking-parcel.html?submit=1&tracking-id=00340434161234567890');
  expect(replyTo(shipped)).toBe(german.email);
  // The order page links the same tracking page.
  const shippedPage = await agent.get(orderLink.replace(shop.origin, '')).expect(200);
  expect(shippedPage.text).toContain('<a href="https://www.dhl.com/de-de/home/tracking/tracking-parcel.html?submit=1&amp;tracking-id=00340434161234567890" rel="noopener noreferrer">Sendung bei DHL verfolgen</a>');

  await step(spanish.shopId, spanishPart, spanishAuth, { status: 'refused', reason: 'Artikel nicht mehr lieferbar' });
  const refused = await shopperMail((m) => (m.text ?? '').includes('Artikel nicht mehr lieferbar'));
  expect(refused.subject).toBe(`Bestellung ${number}: ${spanish.shopName} kann nicht liefern`);
  expect(replyTo(refused)).toBe(spanish.email);

  // The shopper withdraws from the shipped part with the order page's form.
  const orderPage = await agent.get(orderLink.replace(shop.origin, '')).expect(200);
  const formLink = /class="[^"]*withdrawal-link[^"]*" href="([^"]+)"/.exec(orderPage.text)![1]!.replaceAll('&amp;', '&');
  const token = new URL(formLink, shop.origin).searchParams.get('t')!;
  await agent.post(new URL(formLink, shop.origin).pathname).set('origin', shop.origin).type('form')
    .send({ token, part: germanPart.number, lines: `${germanPart.number}:1`, name: SHOPPER.name, email: SHOPPER.email }).expect(303);
  const withdrawn = await shopperMail((m) => (m.subject ?? '').includes('Widerruf'));
  expect(withdrawn.subject).toContain(germanPart.number);
  expect(replyTo(withdrawn)).toBe(german.email);

  await step(german.shopId, germanPart, germanAuth, { status: 'refunded' });
  // Paid to the marketplace: the marketplace sends the refund, and its mail says so.
  const refunded = await shopperMail((m) => (m.subject ?? '').includes('Erstattung'));
  expect(refunded.subject).toBe(`Bestellung ${number}: Ihre Erstattung ist veranlasst`);
  expect(replyTo(refunded)).toBe(german.email);

  // One mail per step, none twice; every one to the shopper names the order and says where an answer goes.
  const toShopper = mailsTo(SHOPPER.email, number);
  expect(toShopper.map((m) => m.subject)).toHaveLength(6);
  for (const mail of [...toShopper, germanMail, spanishMail]) {
    expect(mail.subject).toContain(number);
    expect(replyTo(mail)).not.toBe('');
  }
  expect(await queuedTo(SHOPPER.email, number)).toBe(6);
  expect(replyTo(confirmation)).toBe(SUPPORT);
  // The shop: its new part once, and the withdrawal notice.
  expect(mailsTo(german.email, number).map((m) => m.subject)).toEqual([`Neue Bestellung ${germanPart.number} über Spareo`, `Widerruf zu Teilbestellung ${germanPart.number}`]);
});

test('a card part: its shop hears of it once it is paid, not before', async () => {
  shop.dependencies.paymentProvider = stripeProvider({ secretKey: 'sk_test_notices', apiBase: stripe.origin });
  const rows = await shop.db.kysely.selectFrom('offers as o').innerJoin('shops as s', 's.id', 'o.shop_id')
    .innerJoin('shop_shipping as sh', (join) => join.onRef('sh.shop_id', '=', 's.id').on('sh.country', '=', 'DE'))
    .select(['o.id as offerId', 's.id as shopId', 's.payment_methods as methods']).where('o.stock', '>=', 10).orderBy('o.id').execute();
  const { offerId, shopId } = rows.find((row) => row.methods.split(',').includes('card'))!;
  const address = 'karte@teile.example';
  await shop.db.kysely.updateTable('shops').set({ email: address, country: 'FR' }).where('id', '=', shopId).execute();
  const agent = shopperAgent(shop.origin);
  await addToCart(agent, shop.origin, '/Warenkorb', [offerId]);
  const page = await agent.get('/Kasse').expect(200);
  await agent.post('/Kasse').set('origin', shop.origin).type('form').send(filledForm(page.text, { [`payment-${shopId}`]: 'card' })).expect(303);
  const session = [...stripe.sessions.values()].at(-1)!;
  const number = session.client_reference_id!;
  await mailbox.waitFor((m) => to(m).includes(SHOPPER.email) && (m.subject ?? '').includes(number));
  expect(await queuedTo(address, number)).toBe(0);

  stripe.settle(session.id, { status: 'complete', payment_status: 'paid' });
  await agent.get(session.success_url!.replace(/^http:\/\/[^/]+/, '')).expect(200);
  const mail = await mailbox.waitFor((m) => to(m).includes(address) && (m.subject ?? '').includes(number));
  expect(mail.subject).toBe(`Nouvelle commande ${number}-1 via Spareo`);
  expect(mail.text).toContain('Carte bancaire');
  // The page asked again: still one mail.
  await agent.get(session.success_url!.replace(/^http:\/\/[^/]+/, '')).expect(200);
  expect(await queuedTo(address, number)).toBe(1);
});
