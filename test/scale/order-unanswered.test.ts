/**
 * The order call outlasts the web tier's patience: a second connection holds a lock on the orders
 * (SQLite: BEGIN IMMEDIATE; PostgreSQL: LOCK TABLE) longer than MARKETPLACE_TIMEOUT_MS, while a
 * shopper sends the checkout form to a web process that reaches a marketplace service over HTTP.
 * Whatever the shopper is told must be what happened: the order page when the order was placed,
 * "nothing was ordered" only when nothing was and nothing will be, and otherwise that the order may
 * have been placed, where the mail goes and where to look. Sending the same form again never makes
 * a second order. Real processes, a real lock, on SQLite and on PostgreSQL.
 */
import path from 'node:path';
import type { Database } from '../../server/marketplace/db/connection';
import { addToCart, filledForm, orderNumberOf, shopperAgent, type Agent } from '../checkout/helpers';
import { offersFromShops } from '../checkout/support';
import { holdTableLock, lateWritesEnded, scaleBackends, webReachesMarketplace, seededScaleDatabase, startMarketplaceService, startWebReplica, type ScaleDatabase, type ShopProcess } from '../support/scale-processes';
import { tempDir } from '../support/temp-dir';

jest.setTimeout(180_000);

const TIMEOUT_MS = 1000;
const NOTHING_ORDERED = 'es wurde nichts bestellt';
const MAYBE_PLACED = 'möglicherweise aufgegeben';

describe.each(scaleBackends())('on %s', (backend) => {
  const logDir = tempDir('spareo-order-unanswered-');
  let database: ScaleDatabase;
  let db: Database;
  let marketplace: ShopProcess;
  let web: ShopProcess;

  beforeAll(async () => {
    database = await seededScaleDatabase(backend, logDir);
    db = database.db;
    marketplace = await startMarketplaceService({ ...database.env }, path.join(logDir, 'marketplace.log'));
    web = await startWebReplica({ MARKETPLACE_URL: marketplace.base, MARKETPLACE_TIMEOUT_MS: String(TIMEOUT_MS) }, path.join(logDir, 'web.log'));
  });

  afterAll(async () => {
    for (const process of [web, marketplace]) if (process?.alive()) await process.kill();
    await database?.close();
  });

  const ordersOfEmail = async (email: string) => Number((await db.kysely.selectFrom('orders').select((eb) => eb.fn.countAll<number>().as('n')).where('email', '=', email).executeTakeFirstOrThrow()).n);
  const confirmationsOf = async (email: string) => Number((await db.kysely.selectFrom('mail_queue as q').innerJoin('orders as o', 'o.id', 'q.order_id')
    .select((eb) => eb.fn.countAll<number>().as('n')).where('o.email', '=', email).where('q.kind', '=', 'confirmation').executeTakeFirstOrThrow()).n);

  /** A shopper with one offer in the cart and the checkout form filled in, under an e-mail address of its own. */
  async function shopperAtCheckout(email: string): Promise<{ agent: Agent; form: Record<string, string> }> {
    const [offer] = await offersFromShops(db, 'DE', 1);
    const agent = shopperAgent(web.base);
    await addToCart(agent, web.base, '/Warenkorb', [offer!.offerId]);
    // The checkout page itself may answer 503 while a cold replica's first calls outlast the short
    // timeout on a loaded machine: it is asked again, as a shopper would; the order is what is tested.
    let page = await agent.get('/Kasse');
    for (let attempt = 1; page.status === 503 && attempt < 5; attempt++) page = await agent.get('/Kasse');
    expect(page.status).toBe(200);
    return { agent, form: filledForm(page.text, { email }) };
  }

  const send = (agent: Agent, form: Record<string, string>) => agent.post('/Kasse').set('origin', web.base).type('form').send(form).redirects(0);

  /** The hidden idempotency key of the form the answer shows again. */
  const keyOf = (html: string) => /name="idempotencyKey" value="([^"]+)"/.exec(html)?.[1];

  test('a lock on the orders held past the timeout, then released: the shopper sees the order that was placed, and there is one', async () => {
    const email = `held-${backend}@example.org`;
    const { agent, form } = await shopperAtCheckout(email);
    // Past the order call's timeout, within the questions' budget.
    const lock = await holdTableLock(db, backend, 'orders', { ms: 2500 });
    const answer = await send(agent, form);
    await lock.release();
    await lateWritesEnded(db, backend, marketplace);
    await webReachesMarketplace(web);
    const orders = await ordersOfEmail(email);
    expect([answer.status, orders]).toEqual([303, 1]);
    expect(answer.text).not.toContain(NOTHING_ORDERED);
    expect(answer.headers.location).toContain('placed=1');
    const number = orderNumberOf(answer.headers.location!);
    const page = await agent.get(answer.headers.location!).expect(200);
    expect(page.text).toContain(number);
    expect(await confirmationsOf(email)).toBe(1);
    // The same form again: the same order, never a second one.
    const again = await send(agent, form).expect(303);
    expect(orderNumberOf(again.headers.location!)).toBe(number);
    expect(await ordersOfEmail(email)).toBe(1);
  });

  test('a lock held past every question: the shopper is told the order may have been placed, never that nothing was; sending again makes at most one', async () => {
    const email = `long-${backend}@example.org`;
    const { agent, form } = await shopperAtCheckout(email);
    const lock = await holdTableLock(db, backend, 'orders', { ms: 7000 });
    const started = Date.now();
    const first = await send(agent, form);
    const waited = Date.now() - started;
    await lock.release();
    await lateWritesEnded(db, backend, marketplace);
    await webReachesMarketplace(web);
    const afterFirst = await ordersOfEmail(email);
    expect(first.status).toBe(503);
    expect(first.headers['retry-after']).toBeDefined();
    expect(first.text).not.toContain(NOTHING_ORDERED);
    expect(first.text).toContain(MAYBE_PLACED);
    expect(first.text).toContain(email);
    expect(first.text).toContain('Meine Bestellungen');
    // Bounded: the order call's timeout, the questions' budget (three timeouts), the last question
    // and the checkout page's own look at the cart, not the lock's whole length.
    expect(waited).toBeLessThan(7 * TIMEOUT_MS);
    // A form shown again keeps its key (the checkout may not be showable at all now): sending the
    // form again, as the back button does, settles what happened.
    const shownKey = keyOf(first.text);
    if (shownKey) expect(shownKey).toBe(form.idempotencyKey);
    const again = await send(agent, form);
    if (again.status === 303) {
      expect(await ordersOfEmail(email)).toBe(1);
      expect(afterFirst).toBeLessThanOrEqual(1);
    } else {
      // Nothing was ordered with that key and nothing will be: said so, and a new key to order with.
      expect([again.status, afterFirst, await ordersOfEmail(email)]).toEqual([503, 0, 0]);
      expect(again.text).toContain(NOTHING_ORDERED);
      const fresh = keyOf(again.text);
      expect(fresh).toBeDefined();
      expect(fresh).not.toBe(form.idempotencyKey);
      await send(agent, { ...form, idempotencyKey: fresh! }).expect(303);
      expect(await ordersOfEmail(email)).toBe(1);
    }
    expect(await confirmationsOf(email)).toBe(1);
  });

  (backend === 'postgres' ? test : test.skip)('a lock that keeps even the placement\'s first look waiting: "nothing was ordered" is said only when it stays true', async () => {
    const email = `access-${backend}@example.org`;
    const { agent, form } = await shopperAtCheckout(email);
    const lock = await holdTableLock(db, backend, 'orders', { ms: 4000, mode: 'access exclusive' });
    const answer = await send(agent, form);
    await lock.release();
    await lateWritesEnded(db, backend, marketplace);
    await webReachesMarketplace(web);
    const orders = await ordersOfEmail(email);
    if (answer.status === 303) expect(orders).toBe(1);
    else if (answer.text.includes(NOTHING_ORDERED)) expect(orders).toBe(0);
    else expect(answer.text).toContain(MAYBE_PLACED);
  });
});
