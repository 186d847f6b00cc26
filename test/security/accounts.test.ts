/** Account hardening: no address probing, no lock-out of others, timeouts are not wrong passwords, no common passwords, no session id in a body. */
import request from 'supertest';
import { PASSWORD, accountsApp, registered, textOf, visitor, HOST, ORIGIN } from '../integration/accounts-helpers';
import { createTestApp } from '../support/app';
import { serveOnLoopback } from '../support/loopback';
import { createSeededDatabase } from '../support/seeded-db';

const signIn = (agent: ReturnType<typeof visitor>, email: string, password: string) => agent.post('/Einloggen').type('form').send({ action: 'signIn', email, password });
const register = (agent: ReturnType<typeof visitor>, email: string, password: string) => agent.post('/Einloggen').type('form').send({ action: 'register', email, password });

// One shop for the file's tests: each uses addresses and accounts of its own (the forwarded address
// where a limit is at stake; the others come from loopback, far below any limit).
// Served once for its many requests (supertest given the app listens anew for each).
const served = serveOnLoopback(accountsApp({ TRUST_PROXY: 'true' }).app);

test('registering a taken address answers exactly like a wrong password, naming no account', async () => {
  await registered(visitor(served.origin()), 'vergeben@example.de');
  const taken = await register(visitor(served.origin()), 'vergeben@example.de', 'ein-anderes-passwort');
  const wrong = await signIn(visitor(served.origin()), 'unbekannt@example.de', 'ein-anderes-passwort');
  expect(taken.status).toBe(wrong.status);
  expect(textOf(taken.text)).not.toMatch(/schon ein Konto|already|exist/i);
  expect(taken.headers['set-cookie']?.toString() ?? '').not.toContain('spareo_sid=');
});

test('registrations from one address are throttled', async () => {
  const from = (ip: string) => visitor(served.origin()).set('x-forwarded-for', ip);
  const statuses: number[] = [];
  for (let i = 0; i < 32; i += 1) statuses.push((await register(from('203.0.113.9'), `massen-${i}@example.de`, PASSWORD)).status);
  expect(statuses.slice(0, 30).every((s) => s === 303)).toBe(true);
  expect(statuses.at(-1)).toBe(429);
  expect((await register(from('198.51.100.2'), 'anderswo@example.de', PASSWORD)).status).toBe(303);
}, 120_000); // 33 passwords hashed

test('failed sign-ins from one address do not lock the account for its owner elsewhere', async () => {
  const from = (ip: string) => visitor(served.origin()).set('x-forwarded-for', ip);
  await registered(from('198.51.100.3'), 'ziel@example.de');
  for (let i = 0; i < 6; i += 1) await signIn(from('203.0.113.66'), 'ziel@example.de', `falsch-${i}-xxxx`);
  expect((await signIn(from('203.0.113.66'), 'ziel@example.de', PASSWORD)).status).toBe(429);
  expect((await signIn(from('198.51.100.3'), 'ziel@example.de', PASSWORD)).status).toBe(303);
});

test('a sign-in that timed out is "unavailable", not a failed password, and counts toward no lock', async () => {
  let slow = false;
  // The held sign-ins still reach the marketplace after the web tier gave up on them.
  const held: Promise<unknown>[] = [];
  const db = createSeededDatabase();
  const { app: slowShop } = createTestApp({
    db,
    // Room for a healthy registration's password hashing on a busy machine; the slow login is well past it.
    env: { MARKETPLACE_TIMEOUT_MS: '2500', CIRCUIT_FAILURE_THRESHOLD: '100' },
    transport: (inner) => async (req, signal) => {
      if (!slow || req.path !== '/user/login') return inner(req, signal);
      // eslint-disable-next-line tests/fixed-sleeps -- a login answered past the web tier's timeout is the case under test
      const late = new Promise((r) => setTimeout(r, 3200)).then(() => inner(req, signal));
      held.push(late.catch(() => undefined));
      return late;
    },
  });
  await registered(visitor(slowShop), 'langsam@example.de');
  slow = true;
  // Three at once: each waits out the same timeout, so side by side they take the time of one.
  const answers = await Promise.all([0, 1, 2].map(() => signIn(visitor(slowShop), 'langsam@example.de', PASSWORD)));
  for (const res of answers) {
    expect(res.status).toBe(503);
    expect(textOf(res.text)).not.toContain('E-Mail-Adresse oder Passwort ist falsch.');
  }
  // Every held sign-in has reached the marketplace and ended before the shopper tries again.
  await Promise.all(held);
  slow = false;
  expect((await signIn(visitor(slowShop), 'langsam@example.de', PASSWORD)).status).toBe(303);
}, 30_000);

test.each(['password123', 'Passwort1234!', 'qwertzuiop', '1234567890', 'Motdepasse123'])('the common password %j is refused at registration', async (password) => {
  const res = await register(visitor(served.origin()), `neu-${password.length}@example.de`, password);
  expect(res.status).toBe(400);
});

test('registration through /api carries the session id in the HttpOnly cookie only, never in the body', async () => {
  const res = await request(served.origin()).post('/api/user/register').set('host', HOST).set('origin', ORIGIN).send({ email: 'api-neu@example.de', password: PASSWORD });
  expect(res.status).toBe(201);
  expect(JSON.stringify(res.body)).not.toMatch(/"sid"/);
  const cookie = ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith('spareo_sid='));
  expect(cookie).toMatch(/HttpOnly/i);
});
