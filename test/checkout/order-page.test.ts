/**
 * The shopper's order page as the big shops have it: each part's progress line (ordered, paid,
 * shipped, out for delivery, delivered) with the next step and its day; the status line saying the
 * same as the steps; out for delivery as a step the shop reports (API, portal); cancelling a part
 * before it ships (a paid one's refund owed recorded as a shop's cancellation records it, the shopper
 * and the shop mailed), the
 * withdrawal after; how a return goes; the carrier's tracking page in the page's language.
 */
import request from 'supertest';
import { portalOrderStep } from '../../contract/calls/portal';
import { pathFor } from '../../server/web/routes/table';
import { addToCart, filledForm, orderNumberOf, shopperAgent, type Agent } from './helpers';
import { offersFromShops, shopToken, checkoutShopWithMailbox, type PickedOffer } from './support';
import { bookTransferReceived } from '../support/transfer-booked';

jest.setTimeout(180_000);

const started = checkoutShopWithMailbox();

const decode = (html: string) => html.replace(/<!-- -->/g, '').replace(/&amp;/g, '&').replace(/&#x27;/g, '\'').replace(/&quot;/g, '"');
const plain = (html: string) => decode(html).replace(/<[^>]+>/g, '').replace(/[ \t\r\n]+/g, ' ').trim();

interface Placed { agent: Agent; number: string; part: string; page: string; token: string; offer: PickedOffer }

async function place(offerIndex = 0): Promise<Placed> {
  const offer = (await offersFromShops(started.shop.db, 'DE', offerIndex + 1))[offerIndex]!;
  const agent = shopperAgent(started.shop.origin);
  await addToCart(agent, started.shop.origin, '/Warenkorb', [offer.offerId]);
  const form = await agent.get('/Kasse').expect(200);
  const placed = await agent.post('/Kasse').set('origin', started.shop.origin).type('form').send(filledForm(form.text)).expect(303);
  const number = orderNumberOf(placed.headers.location!);
  const page = placed.headers.location!.replace(/&placed=1/, '');
  const token = new URL(page, started.shop.origin).searchParams.get('t')!;
  return { agent, number, part: `${number}-1`, page, token, offer };
}

async function stepper(placed: Placed) {
  const auth = { authorization: `Bearer ${await shopToken(started.shop.db, placed.offer.shopId)}` };
  return (body: Record<string, unknown>) => request(started.shop.origin).post(`/shop-orders/${placed.offer.shopId}/orders/${placed.part}/status`).set(auth).send(body);
}

const statusLine = (html: string) => plain(/<p class="order-status">(.*?)<\/p>/.exec(html)![1]!);
const progress = (html: string) => [...decode(html).matchAll(/<li data-progress="([a-z_]+)" class="order-progress-([a-z]+)"/g)].map((m) => `${m[1]}:${m[2]}`);
const nextStep = (html: string) => { const m = /<p class="order-next" data-next="[a-z_]+">(.*?)<\/p>/.exec(decode(html)); return m ? plain(m[1]!) : null; };

test('the progress line marks the current step and names the next with its day; the status line says what the last step says', async () => {
  const placed = await place();
  const status = await stepper(placed);
  const get = async (path = placed.page) => (await request(started.shop.origin).get(path).expect(200)).text;

  let page = await get();
  expect(progress(page)).toEqual(['received:current', 'paid:todo', 'shipped:todo', 'out_for_delivery:todo', 'delivered:todo']);
  expect(nextStep(page)).toBe('Nächster Schritt: Bezahlt');

  await status({ status: 'accepted' }).expect(200);
  await bookTransferReceived(started.shop.db.kysely, placed.part);
  page = await get();
  expect(progress(page)).toEqual(['received:done', 'paid:current', 'shipped:todo', 'out_for_delivery:todo', 'delivered:todo']);
  expect(statusLine(page)).toBe('Status: Bezahlt');
  expect(nextStep(page)).toBe('Nächster Schritt: Versandt');

  await status({ status: 'shipped', carrier: 'DHL', trackingNumber: '00340434161234567890' }).expect(200);
  page = await get();
  expect(statusLine(page)).toBe('Status: Versandt');
  // Once shipped, the day is the delivery presumed from the shipping (the withdrawal period's rule).
  const stored = await started.shop.db.kysely.selectFrom('order_shops').select('shipped_at').where('number', '=', placed.part).executeTakeFirstOrThrow();
  expect(stored.shipped_at).not.toBeNull();
  expect(nextStep(page)).toMatch(/^Nächster Schritt: In Zustellung · voraussichtlich am \w\w\. \d\d\.\d\d\.$/);
  expect(decode(page)).not.toContain('class="order-delivery"');

  // Out for delivery is a step the shop's API takes; the part stays shipped, repeating it changes nothing.
  expect((await status({ status: 'out_for_delivery' }).expect(200)).body).toEqual({ number: placed.part, status: 'shipped', changed: true });
  expect((await status({ status: 'out_for_delivery' }).expect(200)).body).toEqual({ number: placed.part, status: 'shipped', changed: false });
  page = await get();
  expect(statusLine(page)).toBe('Status: In Zustellung');
  expect(progress(page)).toEqual(['received:done', 'paid:done', 'shipped:done', 'out_for_delivery:current', 'delivered:todo']);
  expect(decode(page)).toMatch(/<li data-step="out_for_delivery" aria-current="step"><span class="order-step-name">In Zustellung<\/span>/);

  await status({ status: 'delivered' }).expect(200);
  expect((await status({ status: 'out_for_delivery' }).expect(200)).body.changed).toBe(false);
  page = await get();
  // The defect: "Status: Versandt" above a last step "Zugestellt".
  expect(statusLine(page)).toBe('Status: Zugestellt');
  expect(decode(page)).toMatch(/<li data-step="delivered" aria-current="step"><span class="order-step-name">Zugestellt<\/span>/);
  expect(progress(page)).toEqual(['received:done', 'paid:done', 'shipped:done', 'out_for_delivery:done', 'delivered:current']);
  expect(nextStep(page)).toBeNull();
});

test('a shipped part: the withdrawal and how a return goes, and DHL\'s tracking page in the page\'s language', async () => {
  const placed = await place();
  const status = await stepper(placed);
  await bookTransferReceived(started.shop.db.kysely, placed.part);
  await started.shop.db.kysely.updateTable('order_shops').set({ return_costs: 'shop' }).where('number', '=', placed.part).execute();
  await status({ status: 'shipped', carrier: 'DHL', trackingNumber: '00340434161234567890' }).expect(200);

  const german = decode((await request(started.shop.origin).get(placed.page).expect(200)).text);
  expect(german).toContain('href="https://www.dhl.com/de-de/home/tracking/tracking-parcel.html?submit=1&tracking-id=00340434161234567890"');
  expect(german).not.toContain('name="intent" value="cancel"');
  expect(german).toContain('class="button button-secondary withdrawal-link"');
  const returns = plain(/<div class="order-returns">(.*?)<\/div>/.exec(german)![1]!);
  expect(returns).toContain(`Die Kosten der Rücksendung trägt ${placed.offer.shopName}.`);
  expect(returns).toContain('Nach Ihrem Widerruf haben Sie 14 Tage Zeit, die Ware zurückzusenden.');
  expect(returns).toContain('Sperrige oder schwere Teile');

  const french = decode((await request(started.shop.origin).get(pathFor('Order___fr-FR', { orderNumber: placed.number }, { query: { t: placed.token } })).expect(200)).text);
  expect(french).toContain('href="https://www.dhl.com/fr-fr/home/tracking/tracking-parcel.html?submit=1&tracking-id=00340434161234567890"');
  expect(plain(/<p class="order-status">(.*?)<\/p>/.exec(french)![1]!)).toBe('Statut\u00a0: Expédiée');
  expect(plain(/<div class="order-returns">(.*?)<\/div>/.exec(french)![1]!)).toContain(`Les frais de retour sont à la charge de ${placed.offer.shopName}.`);

  // Once withdrawn, the day by which the goods must go back: the withdrawal's day and 14 more.
  const ids = await started.shop.db.kysely.selectFrom('order_shops').select(['id', 'order_id']).where('number', '=', placed.part).executeTakeFirstOrThrow();
  await started.shop.db.kysely.insertInto('withdrawals').values({
    order_id: ids.order_id, order_shop_id: ids.id, name: 'Erika Mustermann', email: 'erika@example.de', lines: '[1]', whole_part: 1, statement: 'Widerruf', locale: 'de-DE',
    received_at: '2026-12-01T10:00:00.000Z',
  }).execute();
  await started.shop.db.kysely.updateTable('order_shops').set({ status: 'withdrawn' }).where('id', '=', ids.id).execute();
  const day = '2026-12-15';
  const after = decode((await request(started.shop.origin).get(placed.page).expect(200)).text);
  expect(after).toMatch(new RegExp(`Bitte senden Sie die Ware bis spätestens <time dateTime="${day}">`));
});

test('before it ships the shopper cancels a part ("Stornieren"); a paid one\'s refund is owed as when its shop cancels it; once shipped, the withdrawal applies', async () => {
  const kysely = started.shop.db.kysely;
  const refunds = async (part: string) => kysely.selectFrom('order_refunds').innerJoin('order_shops', 'order_shops.id', 'order_refunds.order_shop_id')
    .select(['order_refunds.amount_cents as cents', 'order_refunds.cause as cause', 'order_refunds.lines as lines', 'order_shops.total_cents as total']).where('order_shops.number', '=', part).execute();

  // The shopper's own cancellation of a paid part.
  const mine = await place();
  await bookTransferReceived(kysely, mine.part);
  let page = decode((await mine.agent.get(mine.page).expect(200)).text);
  expect(page).toMatch(/<summary class="button button-secondary">Stornieren<\/summary>/);
  expect(page).not.toContain('withdrawal-link');
  const cancelled = await mine.agent.post(pathFor('Order___de-DE', { orderNumber: mine.number })).set('origin', started.shop.origin).type('form')
    .send({ intent: 'cancel', token: mine.token, part: mine.part }).expect(303);
  page = decode((await mine.agent.get(cancelled.headers.location!.replace(/#.*$/, '')).expect(200)).text);
  expect(page).toContain(`Die Teilbestellung ${mine.part} ist storniert.`);
  expect(statusLine(page)).toBe('Status: Storniert');
  expect(page).not.toContain('name="intent" value="cancel"');
  const [own] = await refunds(mine.part);
  expect(own).toEqual({ cents: own!.total, cause: 'cancelled', lines: '[1]', total: own!.total });
  // Both hear of it: the shopper that it is cancelled and how the money comes back, the shop not to ship it.
  const mails = await kysely.selectFrom('mail_queue').innerJoin('orders', 'orders.id', 'mail_queue.order_id')
    .select(['mail_queue.kind as kind', 'mail_queue.recipient as recipient', 'mail_queue.subject as subject', 'mail_queue.text_body as text'])
    .where('orders.number', '=', mine.number).where('mail_queue.kind', 'in', ['cancelled_by_shopper', 'cancelled_by_shopper_shop']).orderBy('mail_queue.id').execute();
  expect(mails.map((m) => m.kind)).toEqual(['cancelled_by_shopper', 'cancelled_by_shopper_shop']);
  expect(mails[0]!.subject).toBe(`Bestellung ${mine.number}: Teilbestellung ${mine.part} storniert`);
  expect(mails[0]!.text).toContain(`Den bereits bezahlten Betrag von ${(own!.total / 100).toFixed(2).replace('.', ',')}\u00a0€ erstatten wir Ihnen`);
  expect(mails[1]!.text).toContain(`Der Käufer hat die Teilbestellung ${mine.part} (Bestellung ${mine.number}) storniert`);
  expect(mails[1]!.recipient).not.toBe(mails[0]!.recipient);
  // The shop sees it among its new orders again, cancelled, and may no longer ship it.
  const status = await stepper(mine);
  expect((await status({ status: 'shipped', carrier: 'DHL', trackingNumber: '00340434161234567890' })).status).toBe(409);

  // The shop's cancellation of a paid part records the same.
  const theirs = await place();
  await bookTransferReceived(kysely, theirs.part);
  await (await stepper(theirs))({ status: 'cancelled', reason: 'ausverkauft' }).expect(200);
  const [shops] = await refunds(theirs.part);
  expect(shops).toEqual({ cents: shops!.total, cause: 'cancelled', lines: '[1]', total: shops!.total });

  // Shipped meanwhile: the cancellation is refused and the page says the withdrawal applies.
  const late = await place();
  await bookTransferReceived(kysely, late.part);
  await (await stepper(late))({ status: 'shipped', carrier: 'GLS', trackingNumber: 'GLS 4711 0815' }).expect(200);
  const refused = await late.agent.post(pathFor('Order___de-DE', { orderNumber: late.number })).set('origin', started.shop.origin).type('form')
    .send({ intent: 'cancel', token: late.token, part: late.part }).expect(303);
  page = decode((await late.agent.get(refused.headers.location!.replace(/#.*$/, '')).expect(200)).text);
  expect(page).toContain(`Die Teilbestellung ${late.part} ist bereits versandt und kann nicht mehr storniert werden.`);
  expect(await refunds(late.part)).toEqual([]);
});

test('a shop without the API reports out for delivery and delivered from the portal\'s step forms', () => {
  expect(portalOrderStep.safeParse({ status: 'out_for_delivery' }).success).toBe(true);
  expect(portalOrderStep.safeParse({ status: 'delivered' }).success).toBe(true);
});
