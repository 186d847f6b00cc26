/**
 * Tax from rules on a real server and database: a shop the operator creates in the desk with its
 * tax set-up, whose shipping is filled as the portal fills it, charges the delivery country's rate
 * on its first order (checkout page, order API, mail); the rate per rule; a shop without a set-up
 * has its feed held with the reason, said in the desk in the operator's language.
 */
import request from 'supertest';
import { importFeedBuffer } from '../../server/marketplace/feeds/run-import';
import { orderToken } from '../../server/marketplace/orders/signing';
import { issueShopToken } from '../../server/marketplace/shops/tokens';
import { PORTAL_PATHS } from '../../contract/portal-paths';
import { replaceShipping } from '../../server/marketplace/shops/page-settings';
import { vatContained } from '../../server/marketplace/tax/index';
import { SELLER } from '../support/seller';
import { createStaff, currentCode, ownerCookie } from '../support/staff';
import { addToCart, filledForm, orderNumberOf, shopperAgent } from './helpers';
import { startCheckoutShop, startMailbox, type CheckoutShop, type Mailbox } from './support';

jest.setTimeout(120_000);

let mailbox: Mailbox;
let shop: CheckoutShop;
let operator = '';
let article = { number: '', brand: '' };

beforeAll(async () => {
  mailbox = await startMailbox();
  shop = await startCheckoutShop({ smtpPort: mailbox.port });
  const staff = await createStaff(shop.db.kysely, 'operator');
  const first = await request(shop.origin).post('/desk/sign-in').set('origin', shop.origin).type('form').send({ email: staff.email, password: staff.password, next: '/desk/shops' });
  const cookie = String(first.headers['set-cookie']).split(';')[0]!;
  const second = await request(shop.origin).post('/desk/sign-in/code').set('origin', shop.origin).set('cookie', cookie).type('form').send({ code: currentCode(staff.secret), next: '/desk/shops' });
  operator = String(second.headers['set-cookie']).split(';')[0]!;
  article = await shop.db.kysely.selectFrom('articles as a').innerJoin('brands as b', 'b.id', 'a.brand_id').select(['a.article_number as number', 'b.name as brand'])
    .orderBy('a.id').limit(1).executeTakeFirstOrThrow();
});

afterAll(async () => {
  await shop.close();
  await mailbox.close();
});

const desk = (path: string) => request(shop.origin).get(path).set('cookie', operator);

/** The desk's create form as the operator sends it; answers the new shop's id (0 when refused) and the page. */
async function createInDesk(form: Record<string, string>): Promise<{ id: number; response: request.Response }> {
  const response = await request(shop.origin).post('/desk/shops').set('origin', shop.origin).set('cookie', operator).type('form').send(form);
  const id = response.status === 303 ? Number(/(\d+)$/.exec(response.headers.location!)![1]) : 0;
  return { id, response };
}

/** What the owner states in the portal: who the shop is and where it ships (the portal's own writes); then its first feed. */
async function readyShop(id: number, countries: string[]) {
  const { vat_id: _v, tax_scheme: _t, ...identity } = SELLER;
  await shop.db.kysely.updateTable('shops').set(identity).where('id', '=', id).execute();
  await replaceShipping(shop.db.kysely, id, countries.map((country) => ({ country, costCents: 495, freeFromCents: null, deliveryDaysMin: 1, deliveryDaysMax: 3 })));
  return importFeedBuffer(shop.db.kysely, Buffer.from(`sku;brand;mpn;price;Bestand\nT-${id};${article.brand};${article.number};119,00;50\n`),
    { shopId: id, source: 'cli', limits: { maxRemovedShare: 1, maxErrorRate: 1 } });
}

async function offerOf(shopId: number): Promise<number> {
  return (await shop.db.kysely.selectFrom('offers').select('id').where('shop_id', '=', shopId).executeTakeFirstOrThrow()).id;
}

test('a shop created in the desk, its shipping filled in the portal: the first order to Germany carries 19 % (checkout, API, mail)', async () => {
  const { id } = await createInDesk({ name: 'Steuer Teile', slug: 'steuer-teile', country: 'DE', taxScheme: 'oss', vatId: 'DE 136 695 976' });
  expect(id).toBeGreaterThan(0);
  expect((await readyShop(id, ['DE', 'AT', 'CH'])).status).toBe('applied');
  const agent = shopperAgent(shop.origin);
  await addToCart(agent, shop.origin, '/Warenkorb', [await offerOf(id)]);
  const page = await agent.get('/Kasse').expect(200);
  const gross = 11900 + 495;
  const vat = vatContained(gross, 1900);
  expect(page.text).toContain(`19 % MwSt.: ${(vat / 100).toFixed(2).replace('.', ',')}`);
  const placed = await agent.post('/Kasse').set('origin', shop.origin).type('form').send(filledForm(page.text)).expect(303);
  const number = orderNumberOf(placed.headers.location!);
  const order = await shop.db.kysely.selectFrom('orders').select(['id']).where('number', '=', number).executeTakeFirstOrThrow();
  const part = await shop.db.kysely.selectFrom('order_shops').select(['vat_rate_bp', 'vat_cents']).where('order_id', '=', order.id).executeTakeFirstOrThrow();
  expect([Number(part.vat_rate_bp), Number(part.vat_cents)]).toEqual([1900, vat]);
  const api = await agent.get(`/api/orders/${number}?token=${encodeURIComponent(await orderToken(shop.db.kysely, number))}`).expect(200);
  expect(api.body.shops[0]).toMatchObject({ vatRateBp: 1900, vatCents: vat, vatNote: null });
  const mail = await mailbox.waitFor((m) => (m.subject ?? '').includes(number));
  expect(mail.text).toContain('19 %');
  expect(mail.text).not.toContain('0 % MwSt');
});

describe('the rate per rule, on the checkout page', () => {
  let id = 0;
  beforeAll(async () => {
    ({ id } = await createInDesk({ name: 'Regel Teile', slug: 'regel-teile', country: 'DE', taxScheme: 'oss', vatId: 'DE136695976' }));
    expect((await readyShop(id, ['DE', 'AT', 'CH'])).status).toBe('applied');
  });
  const setScheme = (scheme: 'oss' | 'threshold' | 'exempt') => shop.db.kysely.updateTable('shops').set({ tax_scheme: scheme }).where('id', '=', id).execute();
  async function checkoutTo(country: string): Promise<string> {
    const agent = shopperAgent(shop.origin);
    await agent.post('/Lieferland').set('origin', shop.origin).type('form').send({ country, returnTo: '/' });
    await addToCart(agent, shop.origin, '/Warenkorb', [await offerOf(id)]);
    return (await agent.get('/Kasse').expect(200)).text;
  }

  test('one-stop shop: Austria\'s 20 %', async () => {
    await setScheme('oss');
    expect(await checkoutTo('AT')).toContain('20 % MwSt.');
  });
  test('under the threshold: Germany\'s 19 % on a parcel to Austria', async () => {
    await setScheme('threshold');
    expect(await checkoutTo('AT')).toContain('19 % MwSt.');
  });
  test('a declared exemption: no VAT, with the note of § 19 UStG', async () => {
    await setScheme('exempt');
    const page = await checkoutTo('DE');
    expect(page).toContain('Gemäß § 19 UStG wird keine Umsatzsteuer berechnet');
    expect(page).not.toContain('0 % MwSt.');
  });
  test('export to Switzerland: no VAT, with the note', async () => {
    await setScheme('oss');
    const page = await checkoutTo('CH');
    expect(page).toContain('Steuerfreie Ausfuhrlieferung');
  });
});

test('a small business\'s order: no VAT in the database, the API and the mail, which names § 19 UStG', async () => {
  const { id } = await createInDesk({ name: 'Klein Teile', slug: 'klein-teile', country: 'DE', taxScheme: 'exempt', vatId: '' });
  expect((await readyShop(id, ['DE'])).status).toBe('applied');
  const agent = shopperAgent(shop.origin);
  await addToCart(agent, shop.origin, '/Warenkorb', [await offerOf(id)]);
  const page = await agent.get('/Kasse').expect(200);
  const placed = await agent.post('/Kasse').set('origin', shop.origin).type('form').send(filledForm(page.text)).expect(303);
  const number = orderNumberOf(placed.headers.location!);
  const api = await agent.get(`/api/orders/${number}?token=${encodeURIComponent(await orderToken(shop.db.kysely, number))}`).expect(200);
  expect(api.body.shops[0]).toMatchObject({ vatRateBp: 0, vatCents: 0, vatNote: { kind: 'smallBusiness', basis: '§ 19 UStG' } });
  const mail = await mailbox.waitFor((m) => (m.subject ?? '').includes(number));
  expect(mail.text).toContain('Gemäß § 19 UStG wird keine Umsatzsteuer berechnet');
  expect(mail.text).not.toContain('0 % MwSt');
});

test('a shop without a tax set-up has its feed held with the reason, which the desk says in the operator\'s language', async () => {
  const { id } = await createInDesk({ name: 'Ohne Steuer', slug: 'ohne-steuer', country: 'DE', taxScheme: '', vatId: '' });
  const held = await readyShop(id, ['DE']);
  expect(held).toMatchObject({ status: 'held', holdReason: 'tax-setup:scheme:required' });
  expect(await shop.db.kysely.selectFrom('offers').select('id').where('shop_id', '=', id).execute()).toEqual([]);
  const list = await desk('/desk/shops').expect(200);
  expect(list.text).toContain('Angebote werden zurückgehalten: Die Steuerangaben fehlen noch');
});

test('the desk answers a VAT ID with a wrong check digit beside the field, the typed text kept', async () => {
  const { id, response } = await createInDesk({ name: 'Tippfehler', slug: 'tippfehler', country: 'DE', taxScheme: 'oss', vatId: 'DE136695977' });
  expect(id).toBe(0);
  expect(response.status).toBe(400);
  expect(response.text).toMatch(/id="vatId"[^>]*value="DE136695977"|value="DE136695977"[^>]*id="vatId"/);
  expect(response.text).toContain('id="vatId-error">Die Prüfziffer der USt-IdNr. stimmt nicht');
});

describe('the owner completes the tax set-up in the portal', () => {
  let id = 0;
  /** The shop's API key signed in: the daily work (imports), never the tax set-up. */
  let cookie = '';
  /** The owner, signed in with password and second factor: the tax set-up speaks for the shop. */
  let owner = '';
  let importId = 0;
  beforeAll(async () => {
    ({ id } = await createInDesk({ name: 'Portal Steuer', slug: 'portal-steuer', country: 'DE', taxScheme: '', vatId: '' }));
    importId = (await readyShop(id, ['DE'])).id;
    const token = await issueShopToken(shop.db.kysely, id);
    const signedIn = await request(shop.origin).post('/portal/sign-in').set('origin', shop.origin).type('form').send({ shopId: String(id), token });
    expect(signedIn.status).toBe(303);
    cookie = String(signedIn.headers['set-cookie']).split(';')[0]!;
    owner = await ownerCookie(shop.db.kysely, id);
  });
  const portal = (path: string, as = cookie) => request(shop.origin).get(path).set('cookie', as);
  const postPortal = (path: string, form: Record<string, string>, as = cookie) => request(shop.origin).post(path).set('origin', shop.origin).set('cookie', as).type('form').send(form);

  test('the held import and the shop page say why, in the member\'s language', async () => {
    const page = await portal(PORTAL_PATHS.importPage(importId)).expect(200);
    expect(page.text).toContain('Angebote werden zurückgehalten: Die Steuerangaben fehlen noch');
    expect(page.text).not.toContain('tax-setup:');
    // The shop page's forms are the owner's: the owner reads there what keeps the shop from going live.
    expect((await portal(PORTAL_PATHS.shopPage, owner).expect(200)).text).toContain('data-tax-gap');
  });

  test('a wrong check digit is answered beside the field with the typed text kept; confirming the feed waits for the set-up', async () => {
    await postPortal(PORTAL_PATHS.tax, { scheme: 'oss', vatId: 'DE 136 695 976' }).expect(403);
    const refused = await postPortal(PORTAL_PATHS.tax, { scheme: 'oss', vatId: 'DE 136 695 977' }, owner).expect(400);
    expect(refused.text).toContain('id="tax-vatId-problem">Die Prüfziffer der USt-IdNr. stimmt nicht');
    expect(refused.text).toContain('value="DE 136 695 977"');
    await postPortal(PORTAL_PATHS.importDecision(importId), { decision: 'confirm' }).expect(303);
    expect(await shop.db.kysely.selectFrom('offers').select('id').where('shop_id', '=', id).execute()).toEqual([]);
  });

  test('a declared exemption completes the set-up; the held feed can then go live', async () => {
    const saved = await postPortal(PORTAL_PATHS.tax, { scheme: 'exempt', vatId: '' }, owner).expect(303);
    expect(saved.headers.location).toBe(`${PORTAL_PATHS.shopPage}?saved=1#tax`);
    expect(await shop.db.kysely.selectFrom('shops').select(['tax_scheme', 'vat_id']).where('id', '=', id).executeTakeFirstOrThrow()).toEqual({ tax_scheme: 'exempt', vat_id: null });
    await postPortal(PORTAL_PATHS.importDecision(importId), { decision: 'confirm' }).expect(303);
    expect((await shop.db.kysely.selectFrom('offers').select('id').where('shop_id', '=', id).execute()).length).toBe(1);
  });
});
