/**
 * The portal shows each member only what they can use, on a real server and database (SQLite or
 * PostgreSQL, by jest project): walking every link and submitting every form of the pages a staff
 * account or the shop's key reaches never meets a 403; the owner sees the owner's links and forms.
 * @backends sqlite: web tier, which links and forms each role is shown and may use. The offer
 * list in each of its orders runs on both backends in portal-offer-sorts.test.ts.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { issueShopToken } from '../../server/marketplace/shops/tokens';
import { createTestApp } from '../support/app';
import { placeShopOrder } from '../support/portal-order';
import { createSeededDatabase } from '../support/seeded-db';
import { createStaff, ownerCookie, staffCookie } from '../support/staff';

const SHOP = 4;
const { app, db, marketplace } = createTestApp({ db: createSeededDatabase() });
const server = http.createServer(app);
let base = '';

const OWNER_LINKS = ['/portal/log', '/portal/token', '/portal/bank-account', '/portal/shop-page', '/portal/people'];
const OWNER_FORMS = ['/portal/token', '/portal/bank-account', '/portal/shop-page/identity', '/portal/shop-page/shipping', '/portal/shop-page/texts', '/portal/logo-uploads', '/portal/feeds/source', '/portal/people'];

const decode = (text: string) => text.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#x27;/g, '\'');
const attribute = (tag: string, name: string) => { const match = new RegExp(`\\s${name}="([^"]*)"`).exec(tag); return match ? decode(match[1]!) : null; };

/** The portal's links of a page (its own paths, without the fragment). */
const linksOf = (page: string) => [...page.matchAll(/<a\s[^>]*>/g)].map((m) => attribute(m[0], 'href')).filter((href): href is string => !!href && href.startsWith('/portal')).map((href) => href.split('#')[0]!).filter(Boolean);

/** Every form that posts: its action and the values it would send untouched (hidden fields, a named button's value). */
function formsOf(page: string): { action: string; fields: Record<string, string> }[] {
  return [...page.matchAll(/<form\s([^>]*)>([\s\S]*?)<\/form>/g)].filter((m) => attribute(` ${m[1]}`, 'method') === 'post').map((m) => {
    const fields: Record<string, string> = {};
    for (const input of m[2]!.matchAll(/<(?:input|button)\s[^>]*>/g)) {
      const name = attribute(input[0], 'name');
      const type = attribute(input[0], 'type');
      if (name && (type === 'hidden' || input[0].startsWith('<button')) && !(name in fields)) fields[name] = attribute(input[0], 'value') ?? '';
    }
    return { action: attribute(` ${m[1]}`, 'action')!, fields };
  });
}

/** Follows every link from the start pages and submits every form once (never the sign-out); the paths that answered 403 (or failed). */
async function walk(cookie: string): Promise<{ refused: string[]; links: Set<string>; forms: Set<string> }> {
  const seen = new Set<string>();
  const links = new Set<string>();
  const forms = new Set<string>();
  const refused: string[] = [];
  const variants = new Map<string, number>();
  const queue = ['/portal', '/portal/orders', '/portal/feeds'];
  while (queue.length) {
    const path = queue.shift()!;
    if (seen.has(path)) continue;
    seen.add(path);
    const answer = await fetch(`${base}${path}`, { redirect: 'manual', headers: { cookie } });
    if (answer.status === 403 || answer.status >= 500) refused.push(`GET ${path} ${answer.status}`);
    if (!(answer.headers.get('content-type') ?? '').startsWith('text/html')) continue;
    const page = await answer.text();
    for (const link of linksOf(page)) {
      const bare = link.split('?')[0]!;
      links.add(bare);
      // A list's sorts, pages and opened rows are one screen: a few of its addresses stand for all.
      if (seen.has(link) || queue.includes(link)) continue;
      variants.set(bare, (variants.get(bare) ?? 0) + 1);
      if (variants.get(bare)! <= 6) queue.push(link);
    }
    for (const form of formsOf(page)) {
      if (form.action === '/portal/sign-out' || forms.has(form.action + JSON.stringify(form.fields))) continue;
      forms.add(form.action + JSON.stringify(form.fields));
      const sent = await fetch(`${base}${form.action}`, { method: 'POST', redirect: 'manual', headers: { cookie, origin: base, 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(form.fields) });
      if (sent.status === 403 || sent.status >= 500) refused.push(`POST ${form.action} ${JSON.stringify(form.fields)} ${sent.status}`);
      // Where the form leads is a page the member meets too.
      const location = sent.headers.get('location');
      if (location?.startsWith('/portal') && !seen.has(location.split('#')[0]!)) queue.push(location.split('#')[0]!);
    }
  }
  return { refused, links, forms: new Set([...forms].map((form) => form.split('{')[0]!)) };
}

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  await placeShopOrder(marketplace, db, SHOP);
  await placeShopOrder(marketplace, db, SHOP);
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  db.close();
});

test('a staff account walks every link and form of the portal and never meets a 403; it sees no owner link or form', async () => {
  const cookie = staffCookie((await createStaff(db.kysely, 'shop_staff', { shopId: SHOP })).token);
  const { refused, links, forms } = await walk(cookie);
  expect(refused).toEqual([]);
  for (const link of OWNER_LINKS) expect(links).not.toContain(link);
  for (const form of OWNER_FORMS) expect(forms).not.toContain(form);
  expect(links).toContain('/portal/orders');
  expect([...forms].some((form) => form.startsWith('/portal/orders/'))).toBe(true);
});

test('the shop\'s key walks every link and form of the portal and never meets a 403', async () => {
  const key = await issueShopToken(db.kysely, SHOP);
  const signedIn = await fetch(`${base}/portal/sign-in`, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded', origin: base }, body: new URLSearchParams({ shopId: String(SHOP), token: key }) });
  const cookie = signedIn.headers.get('set-cookie')!.split(';')[0]!;
  const { refused, links } = await walk(cookie);
  expect(refused).toEqual([]);
  for (const link of OWNER_LINKS) expect(links).not.toContain(link);
});

test('the owner sees the owner\'s links and forms', async () => {
  const cookie = await ownerCookie(db.kysely, SHOP);
  const feeds = await (await fetch(`${base}/portal/feeds`, { headers: { cookie } })).text();
  for (const link of OWNER_LINKS) expect(linksOf(feeds)).toContain(link);
  const actions = async (path: string) => formsOf(await (await fetch(`${base}${path}`, { headers: { cookie } })).text()).map((form) => form.action);
  expect(await actions('/portal/shop-page')).toEqual(expect.arrayContaining(['/portal/shop-page/identity#identity', '/portal/shop-page/shipping#shipping', '/portal/shop-page/texts#texts', '/portal/logo-uploads']));
  expect(await actions('/portal/token')).toContain('/portal/token');
  expect(await actions('/portal/bank-account')).toContain('/portal/bank-account');
  expect(await actions('/portal/people')).toContain('/portal/people');
  // The owner ticks only the methods the shop itself takes: card and PayPal are the marketplace's, for every shop.
  const shopPage = await (await fetch(`${base}/portal/shop-page`, { headers: { cookie } })).text();
  const offered = [...shopPage.matchAll(/name="paymentMethods"[^>]*value="(\w+)"/g)].map((match) => match[1]);
  expect(offered).toEqual(['prepayment', 'cod', 'invoice']);
});
