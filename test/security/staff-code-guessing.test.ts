/**
 * Guessing the second factor with the password known (desk sign-in, real HTTP on loopback): wrong
 * codes count per staff account across rounds of password and codes, across two app instances on
 * one database and across a burst at once; they lock the sign-in for longer each time, are written
 * to the audit log and tell the account's owner by mail; the lock is said in the member's language.
 */
import { createTestApp } from '../support/app';
import { reopenDatabase } from '../support/database-location';
import { serveOnLoopback } from '../support/loopback';
import { createSeededDatabase, testBackend } from '../support/seeded-db';
import { createStaff, currentCode, type TestStaff } from '../support/staff';
import { acceptedStep } from '../../server/marketplace/staff/totp';

jest.setTimeout(120_000);

const db = createSeededDatabase();
// Two instances on one database, as two web processes or replicas: on PostgreSQL each with a pool
// of its own; on SQLite one handle (two in one thread would wait on each other's file lock).
const second = testBackend() === 'postgres' ? reopenDatabase(db) : db;
// The per-process budgets far away: what is tested is the count in the database.
const env = { DESK_SIGN_IN_LIMIT: '100000', DESK_RATE_LIMIT: '100000' };
const servers = [serveOnLoopback(createTestApp({ db, env }).app), serveOnLoopback(createTestApp({ db: second, env }).app)];
// Two more, counting their budgets in the database as a started cluster's workers do.
const SHARED_SIGN_IN_LIMIT = 20;
const shared = { DESK_SIGN_IN_LIMIT: String(SHARED_SIGN_IN_LIMIT), DESK_RATE_LIMIT: '100000', TRUST_PROXY: 'true' };
const sharing = [serveOnLoopback(createTestApp({ db, env: shared, sharedRateLimits: true }).app), serveOnLoopback(createTestApp({ db: second, env: shared, sharedRateLimits: true }).app)];

afterAll(async () => {
  if (second !== db) await second.shut();
});

interface Answer { status: number; location: string | null; cookie: string | undefined; text: string }

async function post(server: number, path: string, form: Record<string, string>, cookie?: string): Promise<Answer> {
  const origin = servers[server]!.origin();
  const res = await fetch(origin + path, {
    method: 'POST', redirect: 'manual',
    // The browser asks for German: the lock is said in the member's language all the same.
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin, 'accept-language': 'de-DE', ...(cookie ? { cookie } : {}) },
    body: new URLSearchParams(form).toString(),
  });
  return { status: res.status, location: res.headers.get('location'), cookie: res.headers.get('set-cookie')?.split(';')[0], text: await res.text() };
}

const password = (server: number, staff: TestStaff) => post(server, '/desk/sign-in', { email: staff.email, password: staff.password, next: '/desk/orders' });
const code = (server: number, cookie: string, value: string) => post(server, '/desk/sign-in/code', { code: value, next: '/desk/orders' }, cookie);

/** Codes the authenticator app does not show now (nor one step either side). */
function wrongCodes(staff: TestStaff, count: number): string[] {
  const codes: string[] = [];
  for (let i = 0; codes.length < count; i += 1) {
    const candidate = String(i * 7919 % 1_000_000).padStart(6, '0');
    if (acceptedStep(staff.secret, candidate, null) === null) codes.push(candidate);
  }
  return codes;
}

const auditOf = async (staff: TestStaff, action: string) =>
  (await db.kysely.selectFrom('staff_audit').select('detail').where('staff_id', '=', staff.id).where('action', '=', action).execute()).length;
const lockOf = async (staff: TestStaff) => (await db.kysely.selectFrom('staff').select(['locked_until', 'code_failures']).where('id', '=', staff.id).executeTakeFirstOrThrow());
/** The lock's time has passed (as if its minutes went by). */
const lockEnds = (staff: TestStaff) => db.kysely.updateTable('staff').set({ locked_until: new Date(Date.now() - 1000).toISOString() }).where('id', '=', staff.id).execute();
const FRENCH_LOCK = /Trop de codes erronés\u00a0: la connexion est bloquée\. Veuillez réessayer dans \d+ minutes?\./;

test('rounds of password and five wrong codes, through two instances, lock the account longer each time; the right code then signs nobody in', async () => {
  const staff = await createStaff(db.kysely, 'support', { locale: 'fr-FR', name: 'Claire Martin' });
  const locks: number[] = [];
  for (let round = 0; round < 3; round += 1) {
    if (round > 0) await lockEnds(staff);
    const first = await password(round % 2, staff);
    expect(first.status).toBe(303);
    const statuses: number[] = [];
    let last: Answer | undefined;
    for (const [i, guess] of wrongCodes(staff, 5).entries()) {
      last = await code(i % 2, first.cookie!, guess);
      statuses.push(last.status);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 429]);
    expect(last!.text).toMatch(FRENCH_LOCK);
    expect(last!.text).toContain('lang="fr-FR"');
    // The code session is over: not even the right code goes through it.
    expect((await code(1, first.cookie!, currentCode(staff.secret))).location).not.toBe('/desk/orders');
    const { locked_until } = await lockOf(staff);
    locks.push(Date.parse(locked_until!) - Date.now());
  }
  // Growing: each lock about twice the one before.
  expect(locks[1]! / locks[0]!).toBeGreaterThan(1.8);
  expect(locks[2]! / locks[1]!).toBeGreaterThan(1.8);

  // Locked, the password alone says so (in French) and opens no code step, on either instance.
  for (const server of [0, 1]) {
    const again = await password(server, staff);
    expect(again.status).toBe(429);
    expect(again.cookie ?? '').not.toMatch(/^spareo_staff=./);
    expect(again.text).toMatch(FRENCH_LOCK);
  }
  expect(await auditOf(staff, 'signed_in')).toBe(0);
  expect(await auditOf(staff, 'sign_in_code_wrong')).toBe(15);
  expect(await auditOf(staff, 'sign_in_locked')).toBe(3);
  const mails = await db.kysely.selectFrom('mail_queue').select(['recipient', 'subject', 'text_body']).where('kind', '=', 'staff_locked').where('recipient', '=', staff.email).execute();
  expect(mails).toHaveLength(3);
  expect(mails[0]!.subject).toBe('Votre connexion à Spareo est bloquée');
  expect(mails[0]!.text_body).toContain('Bonjour Claire Martin,');
  expect(mails[2]!.text_body).toContain('15 codes erronés');

  // Once the lock is over, the owner signs in, and the count starts again.
  await lockEnds(staff);
  const owner = await password(0, staff);
  const signedIn = await code(1, owner.cookie!, currentCode(staff.secret));
  expect(signedIn.status).toBe(303);
  expect(signedIn.location).toBe('/desk/orders');
  expect(await lockOf(staff)).toEqual({ locked_until: null, code_failures: 0 });
});

test('a burst of 40 wrong codes at once through two instances checks at most five', async () => {
  const staff = await createStaff(db.kysely, 'operator', { locale: 'it-IT' });
  const first = await password(0, staff);
  expect(first.status).toBe(303);
  const answers = await Promise.all(wrongCodes(staff, 40).map((guess, i) => code(i % 2, first.cookie!, guess)));
  expect(answers.filter((answer) => answer.status === 400).length).toBeLessThanOrEqual(4);
  expect(answers.filter((answer) => answer.status === 429).length).toBeGreaterThan(0);
  expect(await auditOf(staff, 'sign_in_code_wrong')).toBe(5);
  expect(await auditOf(staff, 'sign_in_locked')).toBe(1);
  expect(answers.find((answer) => answer.status === 429)!.text).toMatch(/Troppi codici errati: l’accesso è bloccato\./);
});

test('the desk\'s sign-in budget is one budget for processes that share their counters', async () => {
  const limit = SHARED_SIGN_IN_LIMIT;
  const pair = sharing;
  // Posts the marketplace refuses unread (no e-mail address): what is counted is the desk's own budget.
  const statuses: number[] = [];
  for (let i = 0; i < 4 * limit; i += 1) {
    const origin = pair[i % 2]!.origin();
    const res = await fetch(`${origin}/desk/sign-in`, {
      method: 'POST', redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin, 'x-forwarded-for': '203.0.113.77' },
      body: new URLSearchParams({ email: '', password: 'x' }).toString(),
    });
    await res.arrayBuffer();
    statuses.push(res.status);
  }
  expect(statuses.filter((status) => status !== 429)).toHaveLength(limit);
});
