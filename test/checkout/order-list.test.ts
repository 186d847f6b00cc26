/**
 * The shopper's order list, as shoppers know it from the big shops: signed in (DE, AT), the
 * account's orders newest first, a page at a time, each with its number, date, total and every
 * part's state; the account page links to it. Without an account (a guest, or an edition without
 * accounts) the list comes by mail: the shopper types their e-mail address, the answer is the same
 * whether the address has orders or not, and the mail's signed link opens the orders placed with
 * that mailbox (any spelling of it). The lookup also takes the part number printed on each part.
 */
import request from 'supertest';
import { createI18n, translatorFor } from '../../locales/i18n';
import { addToCart, filledForm, orderNumberOf, SHOPPER, shopperAgent, type Agent } from './helpers';
import { offersFromShops, startCheckoutShop, startMailbox, type CheckoutShop, type Mailbox } from './support';
import { PASSWORD } from '../integration/accounts-helpers';

jest.setTimeout(180_000);

let mailbox: Mailbox;
let shop: CheckoutShop;
beforeAll(async () => {
  mailbox = await startMailbox();
  // Each test names its own client address; the lookups' budget is the default one.
  shop = await startCheckoutShop({ smtpPort: mailbox.port, env: { TRUST_PROXY: 'true', RATE_LIMIT_WRITES: '100000' } });
});
afterAll(async () => {
  await shop?.close();
  await mailbox?.close();
});

const de = translatorFor(createI18n(), 'de-DE');
const fr = translatorFor(createI18n(), 'fr-FR');
const to = (mail: { to?: unknown }) => (mail.to && !Array.isArray(mail.to) ? (mail.to as { text: string }).text : '');
const decode = (html: string) => html.replace(/&amp;/g, '&').replace(/&#x27;/g, '\'').replace(/&quot;/g, '"');
/** The order numbers of a rendered list, in the order shown. */
const listed = (html: string) => [...html.matchAll(/<li class="order-card" data-order="(SP-\d{6}-[2-9A-Z]{6})"/g)].map((m) => m[1]!);

async function placeOrder(agent: Agent, address: string, overrides: Record<string, string> = {}): Promise<string> {
  const [offer] = await offersFromShops(shop.db, 'DE', 1);
  await agent.post('/Warenkorb').set('origin', shop.origin).set('x-forwarded-for', address).type('form').send({ action: 'add', offerId: String(offer!.offerId), quantity: '1' }).expect(303);
  const form = await agent.get('/Kasse').set('x-forwarded-for', address).expect(200);
  const placed = await agent.post('/Kasse').set('origin', shop.origin).set('x-forwarded-for', address).type('form').send(filledForm(form.text, overrides)).expect(303);
  return orderNumberOf(placed.headers.location!);
}

/**
 * A list mail asked for after the requests before it, and received: the queue sends mails in the
 * order they were queued, so whatever those requests queued has arrived by then.
 */
async function laterMailArrived(email: string): Promise<void> {
  await placeOrder(shopperAgent(shop.origin), '198.51.100.90', { email });
  expect((await askForList('/Bestellungen', email, '198.51.100.91')).status).toBe(303);
  await mailbox.waitFor((m) => to(m).includes(email) && (m.subject ?? '') === de('orders.listLink.mail.subject'));
}

function askForList(path: string, email: string, address: string) {
  return request(shop.origin).post(path).set('origin', shop.origin).set('x-forwarded-for', address).type('form').send({ intent: 'list', email }).redirects(0);
}

test('the lookup takes the part number printed on a part and opens the order at that part', async () => {
  const number = await placeOrder(shopperAgent(shop.origin), '198.51.100.1');
  const lookUp = (typed: string, email = SHOPPER.email) => request(shop.origin).post('/Bestellungen').set('origin', shop.origin).set('x-forwarded-for', '198.51.100.2')
    .type('form').send({ number: typed, email });
  for (const typed of [`${number}-1`, ` ${number.toLowerCase()}-1 `]) {
    const found = await lookUp(typed).expect(303);
    expect(found.headers.location).toMatch(new RegExp(`^/Bestellungen/${number}\\?t=[\\w-]{32}#part-${number}-1$`));
    const page = await request(shop.origin).get(found.headers.location!.replace(/#.*/, '')).expect(200);
    expect(page.text).toContain(`id="part-${number}-1"`);
  }
  // A part the order does not have, or the wrong e-mail: the same answer as an unknown number.
  expect((await lookUp(`${number}-7`)).status).toBe(404);
  expect((await lookUp(`${number}-1`, 'someone@example.org')).status).toBe(404);
});

test('the list by mail: the same answer for any address, a signed link to the orders of that mailbox, newest first', async () => {
  const first = await placeOrder(shopperAgent(shop.origin), '198.51.100.10', { email: 'Listen.Kundin+teile@example.org' });
  const other = await placeOrder(shopperAgent(shop.origin), '198.51.100.10', { email: 'jemand.anderes@example.org' });
  const second = await placeOrder(shopperAgent(shop.origin), '198.51.100.10', { email: 'listen.kundin@example.org' });

  const asked = await askForList('/Bestellungen', 'LISTEN.KUNDIN@example.org', '198.51.100.11');
  const unknown = await askForList('/Bestellungen', 'niemand@example.org', '198.51.100.11');
  // The answer never tells whether the address has orders.
  expect(asked.status).toBe(303);
  expect(unknown.status).toBe(asked.status);
  expect(unknown.headers.location).toBe(asked.headers.location);
  const sent = await request(shop.origin).get(asked.headers.location!).expect(200);
  expect(decode(sent.text)).toContain(de('orders.listLink.sent'));

  const mail = await mailbox.waitFor((m) => to(m).toLowerCase().includes('listen.kundin@example.org') && (m.subject ?? '') === de('orders.listLink.mail.subject'));
  const link = /(http:\/\/127\.0\.0\.1:\d+\/Bestellungen\?k=[^\s"<]+)/.exec(mail.text ?? '')![1]!;
  expect(mail.html).toContain(link.replace(/&/g, '&amp;'));
  // Nothing went to an address without orders.
  await laterMailArrived('spaeter.eins@example.org');
  expect(mailbox.mails.some((m) => to(m).includes('niemand@example.org'))).toBe(false);

  const list = await request(shop.origin).get(link.replace(shop.origin, '')).expect(200);
  expect(list.headers['cache-control']).toContain('no-store');
  expect(listed(list.text)).toEqual([second, first]);
  expect(list.text).not.toContain(other);
  const text = decode(list.text);
  expect(text).toContain(de('orders.status.new'));
  expect(text).toMatch(new RegExp(`href="/Bestellungen/${second}\\?t=[\\w-]{32}"`));
  expect(text).toMatch(/\d\d\.\d\d\.\d{4}/);
  expect(text).toMatch(/\d+,\d\d\s€/);

  // A changed link opens nothing.
  const forged = link.replace(shop.origin, '').replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
  const refused = await request(shop.origin).get(forged);
  expect(refused.status).toBe(403);
  expect(decode(refused.text)).toContain(de('orders.listLink.expired'));
  expect(listed(refused.text)).toEqual([]);
});

test('the list by mail in French: the mail and the list in the edition\'s language', async () => {
  const number = await placeOrder(shopperAgent(shop.origin), '198.51.100.20', { email: 'client.fr@example.org' });
  const asked = await askForList('/fr-FR/mes-commandes', 'client.fr@example.org', '198.51.100.21');
  expect(asked.status).toBe(303);
  expect(decode((await request(shop.origin).get(asked.headers.location!).expect(200)).text)).toContain(fr('orders.listLink.sent'));
  const mail = await mailbox.waitFor((m) => to(m).includes('client.fr@example.org') && (m.subject ?? '') === fr('orders.listLink.mail.subject'));
  const link = /(http:\/\/127\.0\.0\.1:\d+\/fr-FR\/mes-commandes\?k=[^\s"<]+)/.exec(mail.text ?? '')![1]!;
  const list = await request(shop.origin).get(link.replace(shop.origin, '')).expect(200);
  expect(list.text).toContain('lang="fr-FR"');
  expect(listed(list.text)).toEqual([number]);
  expect(decode(list.text)).toContain(fr('orders.status.new'));
  expect(list.text).toMatch(new RegExp(`href="/fr-FR/mes-commandes/${number}\\?t=`));
});

test('asking for the list spends the lookups\' budget: per address, and per mailbox so nobody is mail-bombed', async () => {
  await placeOrder(shopperAgent(shop.origin), '198.51.100.30', { email: 'opfer@example.org' });
  const fromOne = [];
  for (let i = 0; i < 12; i += 1) fromOne.push((await askForList('/Bestellungen', `probe${i}@example.org`, '203.0.113.30')).status);
  expect(fromOne).toEqual([...Array(10).fill(303), 429, 429]);
  const refused = await askForList('/Bestellungen', 'opfer@example.org', '203.0.113.30');
  expect(refused.status).toBe(429);
  expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  expect(decode(refused.text)).toContain(de('orders.lookup.tooMany', { minutes: Math.ceil(Number(refused.headers['retry-after']) / 60) }));

  // One mailbox asked for from many addresses: five mails at most in the budget's window.
  const statuses = [];
  for (let i = 0; i < 8; i += 1) statuses.push((await askForList('/Bestellungen', i % 2 ? 'Opfer+x@example.org' : 'opfer@example.org', `203.0.113.${40 + i}`)).status);
  expect(statuses).toEqual([...Array(5).fill(303), 429, 429, 429]);
  await laterMailArrived('spaeter.zwei@example.org');
  expect(mailbox.mails.filter((m) => to(m).toLowerCase().includes('opfer') && (m.subject ?? '') === de('orders.listLink.mail.subject')).length).toBe(5);
});

test('signed in: the account page links to the orders; the list is newest first, ten a page, each part\'s state', async () => {
  const agent = shopperAgent(shop.origin);
  await agent.post('/Einloggen').set('origin', shop.origin).set('x-forwarded-for', '198.51.100.50').type('form')
    .send({ action: 'register', email: 'konto.liste@example.org', password: PASSWORD }).expect(303);
  for (const path of ['/Mein-Spareo/Fahrzeuge', '/Einloggen']) {
    const account = await agent.get(path).expect(200);
    expect(account.text).toMatch(new RegExp(`<a[^>]* href="/Bestellungen"[^>]*>${de('account.orders.link')}</a>`));
  }

  const numbers: string[] = [];
  for (let i = 0; i < 11; i += 1) numbers.push(await placeOrder(agent, '198.51.100.51', { email: 'konto.liste@example.org' }));
  const newestFirst = [...numbers].reverse();
  const first = await agent.get('/Bestellungen').expect(200);
  expect(listed(first.text)).toEqual(newestFirst.slice(0, 10));
  expect(decode(first.text)).toContain(de('orders.status.new'));
  expect(first.text).toMatch(/<a[^>]* href="\/Bestellungen\?page=2"[^>]*rel="next"/);
  const second = await agent.get('/Bestellungen?page=2').expect(200);
  expect(listed(second.text)).toEqual(newestFirst.slice(10));
  expect(second.text).toMatch(/<a[^>]* href="\/Bestellungen"[^>]*rel="prev"/);
  // Past the last page: an empty page, not an error.
  expect(listed((await agent.get('/Bestellungen?page=9').expect(200)).text)).toEqual([]);
});
