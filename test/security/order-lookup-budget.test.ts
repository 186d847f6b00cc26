/**
 * The shopper's "find my order" (order number and e-mail) has budgets of its own, counted where
 * every process shares them (two app instances on one database here): per client address and per
 * order number. Beyond either, the lookup form comes back with a message in the shopper's language
 * and a Retry-After, never a 500; other addresses and other order numbers go on as before.
 */
import { createI18n, translatorFor } from '../../locales/i18n';
import { pathFor } from '../../server/web/routes/table';
import { createTestApp } from '../support/app';
import { reopenDatabase } from '../support/database-location';
import { serveOnLoopback } from '../support/loopback';
import { createSeededDatabase, testBackend } from '../support/seeded-db';

jest.setTimeout(120_000);

const db = createSeededDatabase();
const second = testBackend() === 'postgres' ? reopenDatabase(db) : db;
// The general write budget far away: what is tested is the lookup's own.
const env = { TRUST_PROXY: 'true', RATE_LIMIT_WRITES: '100000', ORDER_LOOKUPS_PER_ADDRESS: '10', ORDER_LOOKUPS_PER_NUMBER: '5' };
const servers = [serveOnLoopback(createTestApp({ db, env }).app), serveOnLoopback(createTestApp({ db: second, env }).app)];
const t = translatorFor(createI18n(), 'de-DE');
const escaped = (text: string) => text.replace(/'/g, '&#x27;');

afterAll(async () => {
  if (second !== db) await second.shut();
});

async function lookUp(i: number, address: string, number: string, email = 'kunde@example.de') {
  const origin = servers[i % 2]!.origin();
  const res = await fetch(origin + pathFor('Orders___de-DE', {}), {
    method: 'POST', redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin, 'x-forwarded-for': address },
    body: new URLSearchParams({ number, email }).toString(),
  });
  return { status: res.status, retryAfter: res.headers.get('retry-after'), text: await res.text() };
}

const numberOf = (i: number) => `SP-261122-${'ABCDEFGHJKMNPQRSTUVWXYZ'[i % 23]}BCDE${'FGHJK'[Math.floor(i / 23) % 5]}`;

test('20 lookups from one address: refused after its budget, with the form again, the message and Retry-After', async () => {
  const address = '203.0.113.70';
  const answers = [];
  for (let i = 0; i < 20; i += 1) answers.push(await lookUp(i, address, numberOf(i)));
  expect(answers.map((a) => a.status)).toEqual([...Array(10).fill(404), ...Array(10).fill(429)]);
  const refused = answers.at(-1)!;
  expect(Number(refused.retryAfter)).toBeGreaterThan(0);
  expect(refused.text).toContain('lang="de-DE"');
  expect(refused.text).toContain(escaped(t('orders.lookup.tooMany', { minutes: Math.ceil(Number(refused.retryAfter) / 60) })));
  expect(refused.text).toContain(`value="${numberOf(19)}"`);
  // Another address goes on.
  expect((await lookUp(0, '203.0.113.71', numberOf(40))).status).toBe(404);
});

test('one order number from many addresses: refused after its budget; other numbers go on', async () => {
  const number = 'SP-261122-ZZZZZZ';
  const statuses: number[] = [];
  for (let i = 0; i < 8; i += 1) statuses.push((await lookUp(i, `198.51.100.${i + 10}`, number)).status);
  expect(statuses).toEqual([...Array(5).fill(404), ...Array(3).fill(429)]);
  expect((await lookUp(0, '198.51.100.99', 'SP-261122-YYYYYY')).status).toBe(404);
});

test('the withdrawal page\'s lookup spends the same budget and says so in the shopper\'s language, not "unavailable"', async () => {
  const address = '203.0.113.90';
  for (let i = 0; i < 10; i += 1) expect((await lookUp(i, address, numberOf(i + 60))).status).toBe(404);
  const origin = servers[0]!.origin();
  const res = await fetch(origin + pathFor('Withdraw___de-DE', {}), {
    method: 'POST', redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin, 'x-forwarded-for': address },
    body: new URLSearchParams({ number: numberOf(80), email: 'kunde@example.de' }).toString(),
  });
  expect(res.status).toBe(429);
  const retryAfter = Number(res.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(0);
  const text = await res.text();
  expect(text).toContain(escaped(t('orders.lookup.tooMany', { minutes: Math.ceil(retryAfter / 60) })));
  expect(text).not.toContain(escaped(t('orders.lookup.unavailable')));
});
