/**
 * What the public edge must not hand a browser: the web tier's own calls through /api (joining
 * other sessions' carts into one's own, reserving session ids), and a desk link built from the
 * Host header the request named. Both backends.
 * @backends sqlite: web tier, what the public edge refuses to hand a browser (/api calls, the Host header).
 */
import request from 'supertest';
import { createTestApp } from '../support/app';
import { createSeededDatabase } from '../support/seeded-db';
import { createStaff, currentCode, type TestStaff } from '../support/staff';
import { sidOf } from '../integration/accounts-helpers';

const PUBLIC_ORIGIN = 'https://www.spareo.de';
const db = createSeededDatabase();
const { app } = createTestApp({ db, env: { PUBLIC_ORIGIN, DESK_RATE_LIMIT: '100000', DESK_SIGN_IN_LIMIT: '1000' } });

/** A visitor with one line in the cart, as the add form leaves it. */
async function visitorWithCart() {
  const agent = request.agent(app).set('host', 'shop.test').set('origin', 'http://shop.test');
  const offer = await db.kysely.selectFrom('offers').select('id').where('stock', '>', 0).orderBy('id').limit(1).executeTakeFirstOrThrow();
  const res = await agent.post('/Warenkorb').type('form').send({ action: 'add', offerId: String(offer.id) }).expect(303);
  return { agent, sid: sidOf(res)! };
}

const linesOf = async (sid: string) => (await db.kysely.selectFrom('cart_lines').select('id').where('session_id', '=', sid).execute()).length;

describe('the web tier\'s own calls are refused at /api', () => {
  test.each(['/api/session/merge', '/api/Session/Merge', '/api/session/merge/'])('POST %s with another visitor\'s session id answers 404 and moves nothing', async (path) => {
    const victim = await visitorWithCart();
    const attacker = await visitorWithCart();
    expect(await linesOf(victim.sid)).toBe(1);
    const res = await attacker.agent.post(path).send({ from: [victim.sid] });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'not_found', message: 'no such call' });
    expect(await linesOf(victim.sid)).toBe(1);
    expect(await linesOf(attacker.sid)).toBe(1);
  });

  test('POST /api/session/reserve stays refused', async () => {
    const res = await request(app).post('/api/session/reserve').set('host', 'shop.test').set('origin', 'http://shop.test').send({ count: 3 });
    expect(res.status).toBe(404);
  });
});

describe('the desk\'s invitation link names the configured public origin, never the request\'s Host', () => {
  /** Signs in through the desk's two forms at the given Host; answers the staff cookie. */
  async function signIn(staff: TestStaff, host: string): Promise<string> {
    const first = await request(app).post('/desk/sign-in').set('host', host).set('origin', `http://${host}`).type('form').send({ email: staff.email, password: staff.password, next: '/desk/orders' }).expect(303);
    const cookie = String(first.headers['set-cookie']).split(';')[0]!;
    const second = await request(app).post('/desk/sign-in/code').set('host', host).set('origin', `http://${host}`).set('cookie', cookie).type('form').send({ code: currentCode(staff.secret), next: '/desk/orders' }).expect(303);
    return String(second.headers['set-cookie']).split(';')[0]!;
  }

  test('an operator inviting a member at Host evil.example is shown a link on https://www.spareo.de', async () => {
    const host = 'evil.example';
    const shop = await db.kysely.selectFrom('shops').select('id').orderBy('id').limit(1).executeTakeFirstOrThrow();
    const cookie = await signIn(await createStaff(db.kysely, 'operator'), host);
    const res = await request(app).post(`/desk/shops/${shop.id}/members`).set('host', host).set('origin', `http://${host}`).set('cookie', cookie).type('form')
      .send({ email: 'neu-im-team@example.de', name: 'Neu im Team', locale: 'de-DE', role: 'shop_staff' });
    expect(res.status).toBe(201);
    const link = /<code data-invitation[^>]*>([^<]+)<\/code>/.exec(res.text)?.[1];
    expect(link).toMatch(new RegExp(`^${PUBLIC_ORIGIN.replace(/\./g, '\\.')}/desk/invitation/[^/]+$`));
    expect(res.text).not.toContain(host);
  });
});
