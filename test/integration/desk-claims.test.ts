/**
 * Two agents work one desk queue at once, on a real server and database (SQLite or PostgreSQL, by
 * jest project): a queue of 200 contact messages and shoppers' mails back, each agent taking the
 * next free item as fast as the desk answers, ends with every item taken exactly once; an item one
 * agent has is not taken by the other; "mine" and "unassigned" filter the queue; and an agent who
 * opens an item a colleague opened minutes ago is warned, in the agent's own language.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTestApp } from '../support/app';
import { createSeededDatabase } from '../support/seeded-db';
import { createStaff, staffCookie } from '../support/staff';

jest.setTimeout(300_000);

const { app, db } = createTestApp({ db: createSeededDatabase(), env: { DESK_RATE_LIMIT: '100000' } });
const server = http.createServer(app);
let base = '';
let jana = { id: 0, cookie: '' };
let paul = { id: 0, cookie: '' };
const CONTACTS = 160;
const ORDERS = 40;

const decode = (html: string) => html.replace(/&#x27;/g, '\'').replace(/&quot;/g, '"').replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>');
const page = async (path: string, cookie: string) => {
  const answer = await fetch(`${base}${path}`, { headers: { cookie }, redirect: 'manual' });
  return { status: answer.status, html: decode(await answer.text()), location: answer.headers.get('location') };
};
const post = async (path: string, body: Record<string, string>, cookie: string) => {
  const answer = await fetch(`${base}${path}`, { method: 'POST', redirect: 'manual', headers: { cookie, origin: base, 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(body) });
  return { status: answer.status, location: answer.headers.get('location') ?? '' };
};
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
/** Order numbers use letters and digits 2-9 only. */
const orderNumber = (i: number) => `SP-261120-CKM${'23456789ABCDEFGH'[Math.floor(i / 16)]}${'23456789ABCDEFGH'[i % 16]}X`;
const rows = (html: string) => [...html.matchAll(/<tr data-kind="(\w+)">/g)].length;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const k = db.kysely;
  const support = await createStaff(k, 'support', { locale: 'de-DE', name: 'Jana Service' });
  const operator = await createStaff(k, 'support', { locale: 'fr-FR', name: 'Paul Agent' });
  jana = { id: support.id, cookie: staffCookie(support.token) };
  paul = { id: operator.id, cookie: staffCookie(operator.token) };
  // A queue of 200: contact messages, and orders whose shopper wrote back on the desk's conversation.
  await k.insertInto('contact_messages').values(Array.from({ length: CONTACTS }, (_, i) => ({
    received_at: minutesAgo(10_000 - i), locale: i % 2 ? 'fr-FR' : 'de-DE', name: `Kunde ${i}`, email: `kunde${i}@example.de`, order_number: null, message: `Frage ${i}`, status: 'new',
  }))).execute();
  for (let i = 0; i < ORDERS; i += 1) {
    const number = orderNumber(i);
    const orderId = (await k.insertInto('orders').values({
      number, idempotency_key: `claims-${i}`, locale: 'de-DE', delivery_country: 'DE', email: `order${i}@example.de`,
      delivery_address: JSON.stringify({ name: `Käufer ${i}`, street: 'Weg 1', zip: '50667', city: 'Köln', country: 'DE' }),
      items_cents: 1000, shipping_cents: 0, total_cents: 1000, vat_cents: 160, page_url: 'http://127.0.0.1/', created_at: minutesAgo(20_000),
    }).returning('id').executeTakeFirstOrThrow()).id;
    const thread = (await k.insertInto('desk_threads').values({ order_id: orderId, token: `claimtoken${i}`, email: `order${i}@example.de`, locale: 'de-DE', created_at: minutesAgo(9_000), awaiting_since: minutesAgo(9_000 - i * 3) })
      .returning('id').executeTakeFirstOrThrow()).id;
    await k.insertInto('desk_thread_messages').values({ thread_id: thread, direction: 'reply', sender: `order${i}@example.de`, from_other: 0, subject: 'Re', text: `Antwort ${i}`, at: minutesAgo(9_000 - i * 3) }).execute();
  }
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  db.close();
});

test('two agents taking the next free item at once each get items of their own: all 200 taken, none twice', async () => {
  const queue = await page('/desk/queue?owner=free', jana.cookie);
  expect(rows(queue.html)).toBe(CONTACTS + ORDERS);
  const work = async (agent: { cookie: string }) => {
    const got: string[] = [];
    for (;;) {
      const taken = await post('/desk/queue/next', {}, agent.cookie);
      expect(taken.status).toBe(303);
      if (taken.location.includes('noneFree')) return got;
      got.push(taken.location.replace(/\?.*/, ''));
    }
  };
  const [byJana, byPaul] = await Promise.all([work(jana), work(paul)]);
  expect(byJana.length).toBeGreaterThan(0);
  expect(byPaul.length).toBeGreaterThan(0);
  const all = [...byJana, ...byPaul];
  expect(new Set(all).size).toBe(all.length);
  expect(all.length).toBe(CONTACTS + ORDERS);
  // What each was sent to is what the database has them on.
  const assigned = await db.kysely.selectFrom('desk_assignments').select(['item_kind', 'item_id', 'staff_id']).execute();
  expect(assigned).toHaveLength(CONTACTS + ORDERS);
  expect(assigned.filter((row) => row.staff_id === jana.id)).toHaveLength(byJana.length);
  const taken = await db.kysely.selectFrom('staff_audit').select((eb) => eb.fn.countAll<number>().as('n')).where('action', '=', 'item_taken').executeTakeFirstOrThrow();
  expect(Number(taken.n)).toBe(CONTACTS + ORDERS);

  // Each sees their own under "mine", nothing under "unassigned", and who has each item.
  const mine = await page('/desk/queue?owner=mine', jana.cookie);
  expect(rows(mine.html)).toBe(byJana.length);
  expect(mine.html).toContain('>Ich</span>');
  expect(mine.html).not.toContain('Paul Agent');
  expect(rows((await page('/desk/queue?owner=free', paul.cookie)).html)).toBe(0);
  const everyone = await page('/desk/queue', paul.cookie);
  expect(everyone.html).toContain('Jana Service');
  expect(everyone.html).toContain('Les miens');
  expect(everyone.html).toContain('Prendre le prochain dossier libre');
  expect((await post('/desk/queue/next', {}, paul.cookie)).location).toBe('/desk/queue?notice=noneFree');
  expect((await page('/desk/queue?notice=noneFree', paul.cookie)).html).toContain('Aucun dossier libre en attente.');
});

test('an item a colleague has is not taken over; released, it is free again', async () => {
  await db.kysely.deleteFrom('desk_assignments').execute();
  const message = await db.kysely.selectFrom('contact_messages').select('id').orderBy('id').limit(1).executeTakeFirstOrThrow();
  const took = await post(`/desk/inbox/${message.id}/assignment`, { action: 'take', back: 'queue' }, jana.cookie);
  expect(took.location).toBe('/desk/queue?notice=taken');
  const refused = await post(`/desk/inbox/${message.id}/assignment`, { action: 'take', back: 'item' }, paul.cookie);
  expect(refused.location).toBe(`/desk/inbox/${message.id}?notice=takenByOther&by=Jana%20Service`);
  const told = await page(refused.location, paul.cookie);
  expect(told.html).toContain('Jana Service a déjà pris ce dossier en charge.');
  expect(told.html).toContain('Attribué à Jana Service');
  expect((await db.kysely.selectFrom('desk_assignments').select('staff_id').executeTakeFirstOrThrow()).staff_id).toBe(jana.id);

  expect((await post(`/desk/inbox/${message.id}/assignment`, { action: 'release', back: 'item' }, jana.cookie)).location).toBe(`/desk/inbox/${message.id}?notice=released`);
  expect(await db.kysely.selectFrom('desk_assignments').select('staff_id').execute()).toEqual([]);
  // An order's conversation is taken from its page the same way.
  const took2 = await post('/desk/orders/SP-261120-CKM22X/assignment', { action: 'take', back: 'item' }, paul.cookie);
  expect(took2.location).toBe('/desk/orders/SP-261120-CKM22X?notice=taken');
  const order = await page('/desk/orders/SP-261120-CKM22X', jana.cookie);
  expect(order.html).toContain('Zugewiesen an Paul Agent');
  expect(order.html).toContain('Freigeben');
});

test('opening an item a colleague opened minutes ago warns, in the agent\'s language; an older opening does not', async () => {
  const message = await db.kysely.selectFrom('contact_messages').select('id').orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow();
  const first = await page(`/desk/inbox/${message.id}`, jana.cookie);
  expect(first.status).toBe(200);
  expect(first.html).not.toContain('role="alert"');
  const second = await page(`/desk/inbox/${message.id}`, paul.cookie);
  expect(second.html).toMatch(/Attention\u00a0: Jana Service a ouvert ce dossier il\u00a0y\u00a0a\u00a01\u00a0minute/);
  const back = await page(`/desk/inbox/${message.id}`, jana.cookie);
  expect(back.html).toMatch(/Achtung: Paul Agent hat diesen Vorgang vor\u00a01\u00a0Minute geöffnet/);
  // Ten minutes later the colleague is no longer taken to be at work on it.
  await db.kysely.updateTable('desk_openings').set({ opened_at: minutesAgo(10) }).where('staff_id', '=', paul.id).execute();
  expect((await page(`/desk/inbox/${message.id}`, jana.cookie)).html).not.toContain('Paul Agent');

  // The same for an order.
  await page('/desk/orders/SP-261120-CKM23X', paul.cookie);
  expect((await page('/desk/orders/SP-261120-CKM23X', jana.cookie)).html).toContain('Achtung: Paul Agent hat diesen Vorgang');
});

test('the contact inbox finds messages by words of the name, e-mail, order number or text, in any case; % and _ are taken literally', async () => {
  await db.kysely.insertInto('contact_messages').values([
    { received_at: minutesAgo(5), locale: 'de-DE', name: 'Zoë Müller', email: 'zoe.mueller@example.de', order_number: 'SP-261120-CKM22X', message: 'Bremsscheibe zu 100% falsch_geliefert', status: 'new' },
    { received_at: minutesAgo(4), locale: 'de-DE', name: 'Otto Normal', email: 'otto@example.de', order_number: null, message: 'falschXgeliefert, 1000 Teile', status: 'new' },
  ]).execute();
  const found = async (q: string) => [...(await page(`/desk/inbox?q=${encodeURIComponent(q)}`, jana.cookie)).html.matchAll(/<td><a href="\/desk\/inbox\/\d+">\d+<\/a><\/td><td>[^<]*<\/td><td>([^<]+)</g)].map((m) => m[1]);
  expect(await found('zoë müller')).toEqual(['Zoë Müller']);
  expect(await found('BREMSSCHEIBE')).toEqual(['Zoë Müller']);
  expect(await found('zoe.MUELLER@example')).toEqual(['Zoë Müller']);
  expect(await found('ckm22x')).toEqual(['Zoë Müller']);
  expect(await found('100%')).toEqual(['Zoë Müller']);
  expect(await found('falsch_geliefert')).toEqual(['Zoë Müller']);
  expect(await found('geliefert')).toEqual(['Otto Normal', 'Zoë Müller']);
  const none = await page('/desk/inbox?q=Vergaser', jana.cookie);
  expect(none.html).toContain('Keine Nachricht passt zur Suche.');
  expect(none.html).toContain('value="Vergaser"');
});
