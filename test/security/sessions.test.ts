/**
 * Sessions: no row per cookieless request, idle and absolute expiry, expired rows purged.
 * @backends sqlite: web tier, the session cookie: none stored for a cookieless request, a made-up id refused, the limits.
 */
import request from 'supertest';
import { purgeExpiredSessions, SESSION_IDLE_MS, SESSION_MAX_AGE_MS } from '../../server/marketplace/session/repository';
import { createTestApp } from '../support/app';
import { serveOnLoopback } from '../support/loopback';
import { createSeededDatabase } from '../support/seeded-db';
import { sidOf } from '../integration/accounts-helpers';

const { app, db } = createTestApp({ db: createSeededDatabase() });
// One server for the file's thousands of requests (supertest given the app listens anew for each).
const shop = serveOnLoopback(app);
const to = () => request(shop.origin());
const count = async () => Number((await db.kysely.selectFrom('sessions').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
const anyOffer = () => db.kysely.selectFrom('offers').select('id').where('stock', '>', 0).orderBy('id').limit(1).executeTakeFirstOrThrow();

test('3,000 cookieless GET /api/session store no session; the first write stores one', async () => {
  const before = await count();
  const sids = new Set<string>();
  for (let i = 0; i < 3000; i += 1) {
    const res = await to().get('/api/session').expect(200);
    sids.add(sidOf(res)!);
  }
  expect(sids.size).toBe(3000);
  expect(await count()).toBe(before);

  // A handed-out id works for a write, and only then is stored.
  const sid = [...sids][0]!;
  const offer = await anyOffer();
  const added = await to().post(`/api/Warenkorb/Hinzufuegen/${offer.id}`).set('cookie', `spareo_sid=${sid}`).send({ quantity: 1 });
  expect(added.status).toBe(200);
  expect(await count()).toBe(before + 1);
  const again = await to().get('/api/session').set('cookie', `spareo_sid=${sid}`).expect(200);
  expect(sidOf(again)).toBe(sid);
}, 180_000); // 3,000 requests: minutes on a busy machine

test('a made-up id of the right shape is not accepted', async () => {
  const forged = 'A'.repeat(44);
  const res = await to().get('/api/session').set('cookie', `spareo_sid=${forged}`).expect(200);
  expect(sidOf(res)).not.toBe(forged);
  const offer = await anyOffer();
  const before = await count();
  await to().post(`/api/Warenkorb/Hinzufuegen/${offer.id}`).set('cookie', `spareo_sid=${forged}`).send({ quantity: 1 });
  expect(await count()).toBe(before);
});

async function storedSession(createdAgoMs: number, seenAgoMs: number): Promise<string> {
  const sid = `${'s'.repeat(30)}${String(Math.random()).slice(2, 15).padEnd(13, '0')}`;
  const now = Date.now();
  await db.kysely.insertInto('sessions').values({ id: sid, created_at: new Date(now - createdAgoMs).toISOString(), last_seen_at: new Date(now - seenAgoMs).toISOString() }).execute();
  return sid;
}

test.each([
  ['idle for 31 days', SESSION_IDLE_MS + 86_400_000, SESSION_IDLE_MS + 86_400_000],
  ['created 91 days ago, used today', SESSION_MAX_AGE_MS + 86_400_000, 60_000],
])('a session %s has expired: a new id, and the purge removes the row', async (_name, created, seen) => {
  const sid = await storedSession(created, seen);
  const res = await to().get('/api/session').set('cookie', `spareo_sid=${sid}`).expect(200);
  expect(sidOf(res)).not.toBe(sid);
  expect((await to().get('/api/Warenkorb').set('cookie', `spareo_sid=${sid}`)).body).not.toMatchObject({ sid });
  await purgeExpiredSessions(db.kysely, new Date(), true);
  expect(await db.kysely.selectFrom('sessions').select('id').where('id', '=', sid).executeTakeFirst()).toBeUndefined();
});

test('the limits are 30 days idle and 90 days in all', () => {
  expect(SESSION_IDLE_MS).toBe(30 * 86_400_000);
  expect(SESSION_MAX_AGE_MS).toBe(90 * 86_400_000);
});
