/**
 * The owner sets the shop's dispatch cut-off and return address in the portal (without JavaScript):
 * a time the form cannot read comes back beside its field with what was typed kept; staff and the
 * shop's key are refused; the saved cut-off moves the delivery day the cart shows for the shop's
 * offer, and the saved return address is where the shopper sends a withdrawn part.
 */
import { createHmac } from 'node:crypto';
import request from 'supertest';
import { TEST_CHECK_SECRET } from '../support/check-secret';
import { deliveryCalendar, latestDeliveryDay } from '../../server/marketplace/delivery/delivery-date';
import { issueShopToken } from '../../server/marketplace/shops/tokens';
import { STAFF_COOKIE } from '../../server/web/staff/cookie';
import { createStaff } from '../support/staff';
import { addToCart, filledForm, formOf, orderNumberOf, shopperAgent } from './helpers';
import { offersFromShops, shopToken, startCheckoutShop, startMailbox, type CheckoutShop, type Mailbox, type PickedOffer } from './support';
import { bookTransferReceived } from '../support/transfer-booked';

jest.setTimeout(120_000);

let mailbox: Mailbox;
let shop: CheckoutShop;
let offer: PickedOffer;
const cookies: Record<'owner' | 'staff' | 'key', string> = { owner: '', staff: '', key: '' };

const staffCookie = (token: string) => `${STAFF_COOKIE}=${token}.${createHmac('sha256', TEST_CHECK_SECRET).update(`staff-session.${token}`).digest('base64url')}`;
const text = (html: string) => html.replace(/<!-- -->/g, '').replace(/&amp;/g, '&').replace(/&#x27;/g, '\'');
const save = (who: keyof typeof cookies, form: Record<string, string>) =>
  request(shop.origin).post('/portal/shop-page/dispatch').set({ cookie: cookies[who], origin: shop.origin }).type('form').send(form);
const cutoffInput = (html: string) => /<input id="dispatch-cutoff"[^>]*>/.exec(html)?.[0] ?? '';
const stored = () => shop.db.kysely.selectFrom('shops').select(['dispatch_cutoff', 'return_address']).where('id', '=', offer.shopId).executeTakeFirstOrThrow();

beforeAll(async () => {
  mailbox = await startMailbox();
  shop = await startCheckoutShop({ smtpPort: mailbox.port });
  [offer] = await offersFromShops(shop.db, 'DE', 1) as [PickedOffer];
  cookies.owner = staffCookie((await createStaff(shop.db.kysely, 'shop_owner', { shopId: offer.shopId })).token);
  cookies.staff = staffCookie((await createStaff(shop.db.kysely, 'shop_staff', { shopId: offer.shopId })).token);
  const signedIn = await request(shop.origin).post('/portal/sign-in').set('origin', shop.origin).type('form')
    .send({ shopId: String(offer.shopId), token: await issueShopToken(shop.db.kysely, offer.shopId) }).expect(303);
  cookies.key = String(signedIn.headers['set-cookie']).split(';')[0]!;
});

afterAll(async () => {
  await shop?.close();
  await mailbox?.close();
});

test('the owner\'s form: a bad time or a too long address answered beside the field, typed text kept; staff and key refused', async () => {
  const page = await request(shop.origin).get('/portal/shop-page').set('cookie', cookies.owner).expect(200);
  expect(page.text).toContain('action="/portal/shop-page/dispatch#dispatch" method="post"');
  expect(cutoffInput(page.text)).toContain('value="14:00"');

  const bad = await save('owner', { cutoff: '25:00', returnAddress: 'Retouren Nord\nKai 7' }).expect(400);
  expect(cutoffInput(bad.text)).toContain('value="25:00"');
  expect(cutoffInput(bad.text)).toContain('aria-invalid="true"');
  expect(bad.text).toContain('<span class="field-problem" id="dispatch-cutoff-problem">Bitte eine Uhrzeit wie 14:00 oder 9:30 eingeben.</span>');
  expect(bad.text).toMatch(/<textarea id="dispatch-returnAddress" name="returnAddress"[^>]*>\s*Retouren Nord\nKai 7<\/textarea>/);
  const long = await save('owner', { cutoff: '9:30', returnAddress: 'x'.repeat(401) }).expect(400);
  expect(long.text).toContain('<span class="field-problem" id="dispatch-returnAddress-problem">Zu lang.</span>');
  expect(cutoffInput(long.text)).toContain('value="9:30"');
  expect(await stored()).toEqual({ dispatch_cutoff: '14:00', return_address: null });

  for (const who of ['staff', 'key'] as const) {
    const refused = await save(who, { cutoff: '9:30', returnAddress: 'Irgendwo' });
    expect(refused.status).toBe(403);
    expect(refused.text).not.toContain('id="dispatch-cutoff"');
  }
  expect(await stored()).toEqual({ dispatch_cutoff: '14:00', return_address: null });

  const saved = await save('owner', { cutoff: '9:30', returnAddress: '  Retouren Nord \r\n\r\nKai 7\r\n20457 Hamburg ' }).expect(303);
  expect(saved.headers.location).toBe('/portal/shop-page?saved=1#dispatch');
  expect(await stored()).toEqual({ dispatch_cutoff: '09:30', return_address: 'Retouren Nord\nKai 7\n20457 Hamburg' });
  const audit = await shop.db.kysely.selectFrom('staff_audit').select('action').where('shop_id', '=', offer.shopId).where('action', '=', 'shop_dispatch_saved').execute();
  expect(audit).toHaveLength(1);
  const again = await request(shop.origin).get('/portal/shop-page').set('cookie', cookies.owner).expect(200);
  expect(cutoffInput(again.text)).toContain('value="09:30"');
});

test('the saved cut-off moves the day the cart shows for the shop\'s offer', async () => {
  const terms = await shop.db.kysely.selectFrom('offers as o').innerJoin('shops as s', 's.id', 'o.shop_id')
    .innerJoin('shop_shipping as sh', (join) => join.onRef('sh.shop_id', '=', 's.id').on('sh.country', '=', 'DE'))
    .select(['s.country', 'o.delivery_days as dispatchDays', 'sh.delivery_days_max as transitDays']).where('o.id', '=', offer.offerId).executeTakeFirstOrThrow();
  const agent = shopperAgent(shop.origin);
  await addToCart(agent, shop.origin, '/Warenkorb', [offer.offerId]);
  const shown = async () => /<span class="delivery-by">Lieferung bis <time dateTime="(\d{4}-\d\d-\d\d)">/.exec((await agent.get('/Warenkorb').expect(200)).text)![1];
  const expected = async (cutoff: string) => {
    const now = new Date();
    const calendar = await deliveryCalendar([terms.country], 'DE', now);
    return latestDeliveryDay(calendar, now, { shopCountry: terms.country, cutoff, dispatchDays: terms.dispatchDays, transitDays: terms.transitDays, deliveryCountry: 'DE' });
  };
  await save('owner', { cutoff: '23:59', returnAddress: '' }).expect(303);
  const late = await shown();
  expect(late).toBe(await expected('23:59'));
  await save('owner', { cutoff: '0:00', returnAddress: '' }).expect(303);
  const early = await shown();
  expect(early).toBe(await expected('00:00'));
  // On a working day an order after a midnight cut-off is handled a day later than one before 23:59.
  if (await expected('23:59') !== await expected('00:00')) expect(early! > late!).toBe(true);
});

test('the return address the owner saved shows on the shopper\'s order page after a withdrawal', async () => {
  await save('owner', { cutoff: '14:00', returnAddress: 'Rücklager Süd\nLagerweg 9\n80939 München' }).expect(303);
  const agent = shopperAgent(shop.origin);
  await addToCart(agent, shop.origin, '/Warenkorb', [offer.offerId]);
  const form = await agent.get('/Kasse').expect(200);
  const placed = await agent.post('/Kasse').set('origin', shop.origin).type('form').send(filledForm(form.text)).expect(303);
  const number = orderNumberOf(placed.headers.location!);
  const page = placed.headers.location!.replace('&placed=1', '');
  const part = `${number}-1`;
  await bookTransferReceived(shop.db.kysely, part);
  await request(shop.origin).post(`/shop-orders/${offer.shopId}/orders/${part}/status`).set({ authorization: `Bearer ${await shopToken(shop.db, offer.shopId)}` })
    .send({ status: 'shipped', carrier: 'DHL', trackingNumber: '00340434161234567890' }).expect(200);

  const url = new URL(page, shop.origin);
  const formPage = await agent.get(`${url.pathname}/widerrufen${url.search}&part=${part}`).expect(200);
  const fields = formOf(formPage.text);
  const lines = [...new Set([...formPage.text.matchAll(new RegExp(`value="(${part}:\\d+)"`, 'g'))].map((m) => m[1]!))];
  await agent.post(`${url.pathname}/widerrufen${url.search}`).set('origin', shop.origin).type('form')
    .send(new URLSearchParams([...Object.entries({ ...fields, part, reason: 'fit' }).filter(([k]) => k !== 'lines'), ...lines.map((l) => ['lines', l] as [string, string])]).toString()).expect(303);

  const html = text((await agent.get(page).expect(200)).text);
  expect(html).toContain('Bitte senden Sie die Ware an:</span><span class="return-address-lines"><span>Rücklager Süd<br/></span><span>Lagerweg 9<br/></span><span>80939 München<br/></span>');
  // Nothing said about the return's costs: the shopper bears them, as the law's default.
  expect(html).toContain('Die Kosten der Rücksendung tragen Sie.');
});

test('who pays a return is the owner\'s choice in the portal, kept with each later order and told on its page; an unknown choice is named beside the field', async () => {
  const refused = await save('owner', { cutoff: '14:00', returnAddress: '', returnCosts: 'nobody' }).expect(400);
  expect(refused.text).toContain('id="dispatch-returnCosts-problem"');
  expect(refused.text).toContain('Bitte wählen Sie, wer die Rücksendung bezahlt.');
  await save('owner', { cutoff: '14:00', returnAddress: '', returnCosts: 'shop' }).expect(303);
  const settings = (await request(shop.origin).get('/portal/shop-page').set({ cookie: cookies.owner }).expect(200)).text;
  const chosen = [...settings.matchAll(/<input type="radio" name="returnCosts"[^>]*>/g)].filter((input) => input[0].includes('checked')).map((input) => /value="(\w+)"/.exec(input[0])?.[1]);
  expect(chosen).toEqual(['shop']);

  const agent = shopperAgent(shop.origin);
  await addToCart(agent, shop.origin, '/Warenkorb', [offer.offerId]);
  const form = await agent.get('/Kasse').expect(200);
  const placed = await agent.post('/Kasse').set('origin', shop.origin).type('form').send(filledForm(form.text)).expect(303);
  const part = `${orderNumberOf(placed.headers.location!)}-1`;
  await bookTransferReceived(shop.db.kysely, part);
  await request(shop.origin).post(`/shop-orders/${offer.shopId}/orders/${part}/status`).set({ authorization: `Bearer ${await shopToken(shop.db, offer.shopId)}` })
    .send({ status: 'shipped', carrier: 'DHL', trackingNumber: '00340434161234567891' }).expect(200);
  const html = text((await agent.get(placed.headers.location!.replace('&placed=1', '')).expect(200)).text);
  expect(html).toContain(`Die Kosten der Rücksendung trägt ${offer.shopName}.`);

  // A later change leaves the part ordered before as it was.
  await save('owner', { cutoff: '14:00', returnAddress: '', returnCosts: 'shopper' }).expect(303);
  expect(text((await agent.get(placed.headers.location!.replace('&placed=1', '')).expect(200)).text)).toContain(`Die Kosten der Rücksendung trägt ${offer.shopName}.`);
});
