/**
 * Two checkout forms of one cart (two idempotency keys, e.g. two tabs) posted at the same moment:
 * POST /Kasse twice in parallel, to one web process or to two on the same database (as the cluster's
 * workers or several replicas). One cart gives one order, one stock deduction and one mail,
 * whatever the timing, on SQLite and on PostgreSQL.
 */
import { CookieAccessInfo, type CookieJar } from 'cookiejar';
import request from 'supertest';
import { reopenDatabase } from '../support/database-location';
import { addToCart, filledForm, orderNumberOf, shopperAgent, type Agent } from '../checkout/helpers';
import { countRows, offersFromShops, startCheckoutShop, startMailbox, type CheckoutShop, type Mailbox } from '../checkout/support';

jest.setTimeout(300_000);

const ROUNDS = 40;

let mailbox: Mailbox;
let shop: CheckoutShop;
/** A second web process on the same database, with its own connection. */
let twin: CheckoutShop;

beforeAll(async () => {
  mailbox = await startMailbox();
  shop = await startCheckoutShop({ smtpPort: mailbox.port });
  twin = await startCheckoutShop({ smtpPort: mailbox.port, db: reopenDatabase(shop.db) });
});

afterAll(async () => {
  await twin.close();
  await twin.db.shut();
  await shop.close();
  await mailbox.close();
});

const confirmations = async () => Number((await shop.db.kysely.selectFrom('mail_queue').select((eb) => eb.fn.countAll<number>().as('n')).where('kind', '=', 'confirmation').executeTakeFirstOrThrow()).n);
const cookiesOf = (agent: Agent) => (agent as unknown as { jar: CookieJar }).jar.getCookies(CookieAccessInfo.All).toValueString();

test(`${ROUNDS} rounds of two checkout forms of one cart posted at once: one order, one stock deduction, one mail each`, async () => {
  const [offer] = await offersFromShops(shop.db, 'DE', 1);
  await shop.db.kysely.updateTable('offers').set({ stock: 10_000 }).where('id', '=', offer!.offerId).execute();
  const stock = async () => Number((await shop.db.kysely.selectFrom('offers').select('stock').where('id', '=', offer!.offerId).executeTakeFirstOrThrow()).stock);
  const before = { orders: await countRows(shop.db, 'orders'), mails: await confirmations(), stock: await stock() };

  const statuses: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const agent = shopperAgent(shop.origin);
    await addToCart(agent, shop.origin, '/Warenkorb', [offer!.offerId]);
    // Two forms: each page renders its own idempotency key.
    const first = filledForm((await agent.get('/Kasse').expect(200)).text);
    const second = filledForm((await agent.get('/Kasse').expect(200)).text);
    expect(first.idempotencyKey).not.toBe(second.idempotencyKey);
    // Every other round the second form goes to the other process, with the same cookies.
    const other = round % 2 === 0 ? shop : twin;
    const answers = await Promise.all([
      agent.post('/Kasse').set('origin', shop.origin).type('form').send(first),
      request(other.origin).post('/Kasse').set('origin', other.origin).set('cookie', cookiesOf(agent)).type('form').send(second),
    ]);
    statuses.push(...answers.map((a) => a.status));
    // The second form shows the order the first placed (the cart went into it), never a second one.
    const numbers = new Set(answers.filter((a) => a.status === 303).map((a) => orderNumberOf(a.headers.location!)));
    expect([round, numbers.size, await countRows(shop.db, 'orders')]).toEqual([round, 1, before.orders + round + 1]);
  }
  expect(statuses.filter((s) => s !== 303)).toEqual([]);
  expect(await countRows(shop.db, 'orders')).toBe(before.orders + ROUNDS);
  expect(await stock()).toBe(before.stock - ROUNDS);
  expect(await confirmations()).toBe(before.mails + ROUNDS);
});
