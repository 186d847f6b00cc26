/**
 * The order link in the shop's mails names the configured public origin, whatever the request
 * said. The attack: an order placed with `Host: www.spareo.de@evil.example` (no Origin header)
 * made the confirmation, shipped and refused mails, sent from the shop's real sender, link to
 * http://www.spareo.de@evil.example/Bestellungen/…?t=… (evil.example, with the signed token).
 * Also tried: a forged X-Forwarded-Host and -Proto behind a trusted proxy, and an edition on a host
 * of its own, whose link names that host without the edition prefix.
 */
import request from 'supertest';
import { addToCart, filledForm, orderNumberOf, shopperAgent } from '../checkout/helpers';
import { offersFromShops, shopToken, startCheckoutShop, startMailbox, type CheckoutShop, type Mailbox } from '../checkout/support';
import { loadConfig, missingPublicOriginWarning, publicOriginOf } from '../../server/config/config';
import { bookTransferReceived } from '../support/transfer-booked';

jest.setTimeout(120_000);

let mailbox: Mailbox;
let shop: CheckoutShop;

beforeAll(async () => {
  mailbox = await startMailbox();
  shop = await startCheckoutShop({
    smtpPort: mailbox.port,
    env: { PUBLIC_ORIGIN: 'https://www.spareo.de', EDITION_HOSTS: 'www.spareo.fr=fr-FR', TRUST_PROXY: 'true' },
  });
});

afterAll(async () => {
  await shop.close();
  await mailbox.close();
});

/**
 * Every link a mail carries, from its text and its HTML. An inline SVG's xmlns (the transfer's QR
 * code) names a namespace, not a link: nothing a reader follows.
 */
function linksOf(mail: { text?: string; html?: string | false }): string[] {
  const html = (mail.html || '').replace(/\sxmlns(?::\w+)?="[^"]*"/g, '');
  return [...`${mail.text ?? ''}\n${html}`.matchAll(/https?:\/\/[^\s"<>]+/g)].map((match) => match[0]);
}

/** Places an order through the plain checkout form with the given extra request headers (the attack's). */
async function placeWith(headers: Record<string, string>, paths = { cart: '/Warenkorb', checkout: '/Kasse' }): Promise<{ number: string; offerShopId: number }> {
  const offer = (await offersFromShops(shop.db, 'DE', 1))[0]!;
  const agent = shopperAgent(shop.origin);
  await addToCart(agent, shop.origin, paths.cart, [offer.offerId]);
  const page = await agent.get(paths.checkout).expect(200);
  let post = agent.post(paths.checkout).type('form');
  for (const [name, value] of Object.entries(headers)) post = post.set(name, value);
  const placed = await post.send(filledForm(page.text)).expect(303);
  return { number: orderNumberOf(placed.headers.location!), offerShopId: offer.shopId };
}

test('an order placed with Host: www.spareo.de@evil.example and no Origin: the mails link to the configured origin', async () => {
  const { number, offerShopId } = await placeWith({ host: 'www.spareo.de@evil.example' });
  const confirmation = await mailbox.waitFor((m) => (m.subject ?? '').includes(number));
  const links = linksOf(confirmation);
  expect(links.length).toBeGreaterThan(0);
  // The order's own link, and the order lookup of the same origin.
  for (const link of links) expect(link).toMatch(new RegExp(`^https://www\\.spareo\\.de/Bestellungen(/${number}\\?t=[\\w-]+)?$`));
  expect(links.some((link) => link.includes(number))).toBe(true);
  expect(`${confirmation.text}${confirmation.html || ''}`).not.toContain('evil.example');

  // The stored link is what every later mail carries: the shipped mail too.
  const stored = await shop.db.kysely.selectFrom('orders').select('page_url').where('number', '=', number).executeTakeFirstOrThrow();
  expect(new URL(stored.page_url).host).toBe('www.spareo.de');
  const auth = { authorization: `Bearer ${await shopToken(shop.db, offerShopId)}` };
  const list = await request(shop.origin).get(`/shop-orders/${offerShopId}/orders`).set(auth).expect(200);
  const part = list.body.orders.find((o: { orderNumber: string }) => o.orderNumber === number).number as string;
  await bookTransferReceived(shop.db.kysely, part);
  await request(shop.origin).post(`/shop-orders/${offerShopId}/orders/${part}/status`).set(auth).send({ status: 'shipped', carrier: 'DHL', trackingNumber: '00340434161234567890' }).expect(200);
  const shipped = await mailbox.waitFor((m) => (m.subject ?? '').includes(number) && (m.text ?? '').includes('00340434161234567890'));
  // Besides the carrier's own tracking page, every link names the configured origin.
  const ownLinks = linksOf(shipped).filter((link) => !link.startsWith('https://www.dhl.com/'));
  expect(ownLinks.length).toBeGreaterThan(0);
  for (const link of ownLinks) expect(new URL(link).origin).toBe('https://www.spareo.de');
});

test('behind a trusted proxy, a forged X-Forwarded-Host and -Proto do not reach the mail either', async () => {
  const { number } = await placeWith({ 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http', host: 'evil.example:8443' });
  const mail = await mailbox.waitFor((m) => (m.subject ?? '').includes(number));
  for (const link of linksOf(mail)) expect(new URL(link).origin).toBe('https://www.spareo.de');
});

test('an edition on its own host: its link names that host, without the edition prefix', async () => {
  const { number } = await placeWith({ host: 'evil.example' }, { cart: '/fr-FR/panier', checkout: '/fr-FR/commande' });
  const mail = await mailbox.waitFor((m) => (m.subject ?? '').includes(number));
  const links = linksOf(mail);
  expect(links.length).toBeGreaterThan(0);
  for (const link of links) expect(link).toMatch(new RegExp(`^https://www\\.spareo\\.fr/mes-commandes(/${number}\\?t=|$)`));
  expect(links.some((link) => link.includes(number))).toBe(true);
});

test('the public origins are validated: no user part, path or query; editions resolve as configured', () => {
  for (const bad of ['https://www.spareo.de@evil.example', 'https://www.spareo.de/shop', 'ftp://www.spareo.de', 'https://www.spareo.de?x=1', 'www.spareo.de']) {
    expect(() => loadConfig({ PUBLIC_ORIGIN: bad })).toThrow(/PUBLIC_ORIGIN/);
  }
  expect(() => loadConfig({ PUBLIC_ORIGINS: 'de-AT=https://user@www.spareo.at' })).toThrow(/PUBLIC_ORIGINS/);
  const config = loadConfig({ PUBLIC_ORIGIN: 'https://www.spareo.de/', PUBLIC_ORIGINS: 'de-AT=https://www.spareo.at', EDITION_HOSTS: 'www.spareo.at=de-AT,www.spareo.it=it-IT' });
  expect(publicOriginOf(config, 'de-DE')).toEqual({ origin: 'https://www.spareo.de', prefixed: true });
  expect(publicOriginOf(config, 'de-AT')).toEqual({ origin: 'https://www.spareo.at', prefixed: false });
  expect(publicOriginOf(config, 'it-IT')).toEqual({ origin: 'https://www.spareo.it', prefixed: false });
  expect(publicOriginOf(config, 'es-ES')).toEqual({ origin: 'https://www.spareo.de', prefixed: true });
  expect(publicOriginOf(loadConfig({ PORT: '3123' }), 'nl-NL')).toEqual({ origin: 'http://localhost:3123', prefixed: true });
  // A live shop without its origin is told at start, not left to send localhost links unnoticed.
  expect(missingPublicOriginWarning(loadConfig({ NODE_ENV: 'production' }))).toMatch(/PUBLIC_ORIGIN is unset/);
  // It names the origin the links are built with, port and all.
  expect(missingPublicOriginWarning(loadConfig({ NODE_ENV: 'production', PORT: '8123' }))).toContain('the order links in mails name http://localhost:8123;');
  expect(missingPublicOriginWarning(loadConfig({ NODE_ENV: 'production', PUBLIC_ORIGIN: 'https://www.spareo.de' }))).toBeUndefined();
});
