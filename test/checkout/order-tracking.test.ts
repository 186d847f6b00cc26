/**
 * Where is my order: the lookup is linked from the header, the footer, the confirmation and every
 * mail to the shopper; the order page shows each shop's part step by step with its moments, and a
 * shipment with its carrier and the carrier's tracking page. A shop reports the parcel delivered
 * through its API; the part stays shipped (the step is on its way, not a new state).
 */
import request from 'supertest';
import { trackingUrl, TRACKED_CARRIERS } from '../../contract/carriers';
import { addToCart, filledForm, orderNumberOf, SHOPPER, shopperAgent } from './helpers';
import { offersFromShops, shopToken, checkoutShopWithMailbox } from './support';
import { bookTransferReceived } from '../support/transfer-booked';

jest.setTimeout(120_000);

const started = checkoutShopWithMailbox();

const to = (mail: { to?: unknown }) => (mail.to && !Array.isArray(mail.to) ? (mail.to as { text: string }).text : '');
const decode = (html: string) => html.replace(/&amp;/g, '&').replace(/&#x27;/g, '\'').replace(/&quot;/g, '"');

test('every carrier the shops name has a tracking page', () => {
  expect(TRACKED_CARRIERS).toEqual(['DHL', 'DPD', 'GLS', 'UPS', 'Hermes', 'Colissimo', 'Chronopost', 'Correos', 'SEUR', 'BRT', 'PostNL', 'Österreichische Post']);
  for (const carrier of TRACKED_CARRIERS) expect(trackingUrl(carrier, 'AB 123', { country: 'NL', zip: '1011 AB' })).toMatch(/^https:\/\/[^ ]+AB%20123/);
});

test('the lookup is linked from the header and footer of every edition', async () => {
  for (const [path, words] of [['/', 'Bestellung verfolgen'], ['/fr-FR/', 'Suivre ma commande'], ['/es-ES/', 'Seguir mi pedido'], ['/it-IT/', 'Traccia il mio ordine'], ['/nl-NL/', 'Mijn bestelling volgen'], ['/de-AT/', 'Bestellung verfolgen']] as const) {
    const res = await request(started.shop.origin).get(path).redirects(1);
    expect(res.status).toBe(200);
    const links = [...res.text.matchAll(/<a [^>]*href="([^"]+)"[^>]*>([^<]+)<\/a>/g)].filter((m) => m[2] === words);
    expect(links.length).toBeGreaterThanOrEqual(2);
    const lookup = await request(started.shop.origin).get(links[0]![1]!);
    expect(lookup.status).toBe(200);
    expect(lookup.text).toContain('name="number"');
  }
});

test('confirmation, mails and order page: the lookup link, each step with its moment, the parcel with its tracking link, delivered', async () => {
  const [offer] = await offersFromShops(started.shop.db, 'DE', 1);
  const agent = shopperAgent(started.shop.origin);
  await addToCart(agent, started.shop.origin, '/Warenkorb', [offer!.offerId]);
  const form = await agent.get('/Kasse').expect(200);
  const placed = await agent.post('/Kasse').set('origin', started.shop.origin).type('form').send(filledForm(form.text)).expect(303);
  const number = orderNumberOf(placed.headers.location!);

  const confirmationPage = decode((await agent.get(placed.headers.location!).expect(200)).text);
  expect(confirmationPage).toMatch(/class="order-track-later">[^<]+(<!-- -->)? <a href="\/Bestellungen">Bestellung verfolgen<\/a>/);

  const confirmation = await started.mailbox.waitFor((m) => to(m).includes(SHOPPER.email) && (m.subject ?? '').includes(number));
  expect(confirmation.text).toMatch(/Alle Ihre Bestellungen finden Sie mit Bestellnummer und E-Mail-Adresse auch hier:\nhttp:\/\/127\.0\.0\.1:\d+\/Bestellungen(\n|$)/);
  const orderLink = /(http:\/\/127\.0\.0\.1:\d+\/Bestellungen\/SP-[^\s"<]+)/.exec(confirmation.text ?? '')![1]!;

  const auth = { authorization: `Bearer ${await shopToken(started.shop.db, offer!.shopId)}` };
  const list = await request(started.shop.origin).get(`/shop-orders/${offer!.shopId}/orders?status=all`).set(auth).expect(200);
  const part = (list.body.orders as { number: string; orderNumber: string }[]).find((o) => o.orderNumber === number)!.number;
  const status = (body: Record<string, unknown>) => request(started.shop.origin).post(`/shop-orders/${offer!.shopId}/orders/${part}/status`).set(auth).send(body);

  // Delivered only once shipped.
  expect((await status({ status: 'delivered' })).status).toBe(409);
  await status({ status: 'accepted' }).expect(200);
  await bookTransferReceived(started.shop.db.kysely, part);
  await status({ status: 'shipped', carrier: 'GLS', trackingNumber: 'GLS 4711 0815' }).expect(200);
  expect((await status({ status: 'delivered' }).expect(200)).body).toEqual({ number: part, status: 'shipped', changed: true });
  expect((await status({ status: 'delivered' }).expect(200)).body).toEqual({ number: part, status: 'shipped', changed: false });

  const shipped = await started.mailbox.waitFor((m) => to(m).includes(SHOPPER.email) && (m.subject ?? '').includes(number) && /verschickt/i.test(m.subject ?? ''));
  expect(shipped.text).toContain('Alle Ihre Bestellungen finden Sie');

  const page = decode((await request(started.shop.origin).get(new URL(orderLink).pathname + new URL(orderLink).search).expect(200)).text);
  const steps = [...page.matchAll(/<li data-step="([a-z]+)"[^>]*><span class="order-step-name">([^<]+)<\/span> <time dateTime="([^"]+)">([^<]+)<\/time>/g)]
    .map((m) => ({ step: m[1], name: m[2], at: m[3], shown: m[4] }));
  expect(steps.map((s) => [s.step, s.name])).toEqual([['received', 'Eingegangen'], ['accepted', 'Vom Shop angenommen'], ['paid', 'Bezahlt'], ['shipped', 'Versandt'], ['delivered', 'Zugestellt']]);
  for (const s of steps) expect(s.shown).toMatch(/^\d\d\.\d\d\.\d{4}, \d\d:\d\d/);
  expect(page).toContain('GLS, Sendungsnummer GLS 4711 0815');
  expect(page).toContain(`href="${trackingUrl('GLS', 'GLS 4711 0815', { country: 'DE', zip: '' })}"`);
  expect(page).toMatch(/<li data-step="delivered" aria-current="step">/);
});
