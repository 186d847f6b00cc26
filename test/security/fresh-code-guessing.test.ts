/**
 * Guessing the fresh code with an open session (real HTTP on loopback, the portal and the desk): the
 * code asked again before the payout account is changed, before a person is invited or removed,
 * counts toward the same per-account lock as the sign-in's code, whatever address it comes from.
 * Each wrong one is in the audit log, the lock too, the member gets the lock mail, the form says
 * the lock beside the code field in the member's language, and the right code does not go through
 * while it lasts.
 * @backends sqlite: web tier, the fresh code's form: locked after wrong codes, said beside the field, audited and mailed.
 */
import { createTestApp } from '../support/app';
import { serveOnLoopback } from '../support/loopback';
import { createSeededDatabase } from '../support/seeded-db';
import { createStaff, currentCode, staffCookie, type TestStaff } from '../support/staff';
import { acceptedStep } from '../../server/marketplace/staff/totp';

jest.setTimeout(120_000);

const SHOP = 6;
const db = createSeededDatabase();
// Client addresses from the proxy's header; the per-address budgets far away: what is tested is the count per account.
const env = { TRUST_PROXY: 'true', DESK_SIGN_IN_LIMIT: '100000', DESK_RATE_LIMIT: '100000' };
const server = serveOnLoopback(createTestApp({ db, env }).app);
const ADDRESSES = ['203.0.113.10', '198.51.100.20'];

interface Answer { status: number; location: string | null; cookie: string | undefined; text: string }

async function post(path: string, form: Record<string, string>, options: { cookie?: string; address?: string } = {}): Promise<Answer> {
  const origin = server.origin();
  const res = await fetch(origin + path, {
    method: 'POST', redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin, 'x-forwarded-for': options.address ?? ADDRESSES[0]!, ...(options.cookie ? { cookie: options.cookie } : {}) },
    body: new URLSearchParams(form).toString(),
  });
  return { status: res.status, location: res.headers.get('location'), cookie: res.headers.get('set-cookie')?.split(';')[0], text: await res.text() };
}

/** Codes the authenticator app does not show now (nor one step either side). */
function wrongCodes(staff: TestStaff, count: number): string[] {
  const codes: string[] = [];
  for (let i = 1; codes.length < count; i += 1) {
    const candidate = String(i * 7919 % 1_000_000).padStart(6, '0');
    if (acceptedStep(staff.secret, candidate, null) === null) codes.push(candidate);
  }
  return codes;
}

const ATTACKER = { holder: 'Mallory Payouts Ltd', iban: 'DE89 3704 0044 0532 0130 00', bic: 'COBADEFFXXX' };
const storedIban = async () => (await db.kysely.selectFrom('shop_bank_accounts').select('iban').where('shop_id', '=', SHOP).executeTakeFirst())?.iban ?? null;
const auditOf = async (staff: TestStaff, action: string) =>
  (await db.kysely.selectFrom('staff_audit').select('detail').where('staff_id', '=', staff.id).where('action', '=', action).orderBy('id').execute()).map((row) => JSON.parse(row.detail ?? '{}') as Record<string, unknown>);
const lockMails = (staff: TestStaff) => db.kysely.selectFrom('mail_queue').select(['subject', 'text_body']).where('kind', '=', 'staff_locked').where('recipient', '=', staff.email).execute();
const problemOf = (page: string, field: string) => new RegExp(`<span class="field-problem" id="${field}-problem" role="alert">([^<]*)</span>`).exec(page)?.[1];
const GERMAN_CODE_LOCK = /Nach zu vielen falschen Codes ist die Code-Eingabe Ihres Kontos gesperrt, auch für die Anmeldung\. Bitte versuchen Sie es in \d+ Minuten? erneut\./;
const FRENCH_CODE_LOCK = /Trop de codes erronés\u00a0: la saisie des codes de votre compte est bloquée, la connexion aussi\. Veuillez réessayer dans \d+ minutes?\./;

test('wrong fresh codes for the payout account from two addresses lock the account: audited, mailed, said beside the field; the right code then changes nothing', async () => {
  const owner = await createStaff(db.kysely, 'shop_owner', { shopId: SHOP, name: 'Inès Garnier', locale: 'fr-FR' });
  const cookie = staffCookie(owner.token);
  const before = await storedIban();
  const statuses: number[] = [];
  let last: Answer | undefined;
  for (const [i, guess] of wrongCodes(owner, 10).entries()) {
    last = await post('/portal/bank-account', { ...ATTACKER, code: guess }, { cookie, address: ADDRESSES[i % 2] });
    statuses.push(last.status);
  }
  // Four wrong, the fifth locks; the address does not matter.
  expect(statuses).toEqual([400, 400, 400, 400, 429, 429, 429, 429, 429, 429]);
  expect(last!.text).toContain('lang="fr-FR"');
  expect(problemOf(last!.text, 'code')).toMatch(FRENCH_CODE_LOCK);
  expect(last!.text).toContain(`value="${ATTACKER.holder}"`);

  // The right code, while locked: refused all the same, the account unchanged.
  const right = await post('/portal/bank-account', { ...ATTACKER, code: currentCode(owner.secret) }, { cookie, address: ADDRESSES[1] });
  expect(right.status).toBe(429);
  expect(problemOf(right.text, 'code')).toMatch(FRENCH_CODE_LOCK);
  expect(await storedIban()).toBe(before);
  expect(await auditOf(owner, 'bank_account_saved')).toHaveLength(0);

  // Each wrong code before the lock, and the lock, in the audit log.
  const wrong = await auditOf(owner, 'fresh_code_wrong');
  expect(wrong.map((detail) => detail.inARow)).toEqual([1, 2, 3, 4, 5]);
  expect(wrong.every((detail) => detail.guarded === 'bank_account')).toBe(true);
  const locks = await auditOf(owner, 'sign_in_locked');
  expect(locks).toHaveLength(1);
  expect(locks[0]!.inARow).toBe(5);

  // The lock mail, in the member's language, saying it was an open session.
  const mails = await lockMails(owner);
  expect(mails).toHaveLength(1);
  expect(mails[0]!.subject).toBe('Votre connexion à Spareo est bloquée');
  expect(mails[0]!.text_body).toContain('Bonjour Inès Garnier,');
  expect(mails[0]!.text_body).toContain('dans une session ouverte de votre compte, 5 codes erronés');

  // The same lock as the sign-in's: the password alone is now answered with the lock.
  const signIn = await post('/desk/sign-in', { email: owner.email, password: owner.password, next: '/desk/orders' });
  expect(signIn.status).toBe(429);
  expect(signIn.text).toMatch(/Trop de codes erronés\u00a0: la connexion est bloquée\./);
});

test('wrong sign-in codes and wrong fresh codes add to one count', async () => {
  const owner = await createStaff(db.kysely, 'shop_owner', { shopId: SHOP });
  const guesses = wrongCodes(owner, 5);
  // Three wrong codes at the sign-in's second step (the third from a second address)...
  const first = await post('/desk/sign-in', { email: owner.email, password: owner.password, next: '/desk/orders' });
  expect(first.status).toBe(303);
  for (const [i, guess] of guesses.slice(0, 3).entries()) {
    expect((await post('/desk/sign-in/code', { code: guess, next: '/desk/orders' }, { cookie: first.cookie, address: ADDRESSES[i % 2] })).status).toBe(400);
  }
  // ...and two wrong fresh codes in an open session lock the account.
  const cookie = staffCookie(owner.token);
  expect((await post('/portal/bank-account', { ...ATTACKER, code: guesses[3]! }, { cookie })).status).toBe(400);
  const locking = await post('/portal/bank-account', { ...ATTACKER, code: guesses[4]! }, { cookie, address: ADDRESSES[1] });
  expect(locking.status).toBe(429);
  expect(problemOf(locking.text, 'code')).toMatch(GERMAN_CODE_LOCK);
  expect((await auditOf(owner, 'sign_in_code_wrong')).map((detail) => detail.inARow)).toEqual([1, 2, 3]);
  expect((await auditOf(owner, 'fresh_code_wrong')).map((detail) => detail.inARow)).toEqual([4, 5]);
  expect(await lockMails(owner)).toHaveLength(1);
  // The right code at the sign-in's step goes nowhere while locked.
  const code = await post('/desk/sign-in/code', { code: currentCode(owner.secret), next: '/desk/orders' }, { cookie: first.cookie });
  expect(code.location).not.toBe('/portal/');
  expect(code.status).toBe(429);
});

test('wrong fresh codes for inviting and removing people lock the account in the portal and the desk; the right code then does nothing', async () => {
  // The portal: the owner invites staff.
  const owner = await createStaff(db.kysely, 'shop_owner', { shopId: SHOP });
  const ownerCookie = staffCookie(owner.token);
  const statuses: number[] = [];
  let last: Answer | undefined;
  for (const [i, guess] of wrongCodes(owner, 6).entries()) {
    last = await post('/portal/people', { name: 'Eve Intruder', email: 'eve@intruder.example', locale: 'de-DE', code: guess }, { cookie: ownerCookie, address: ADDRESSES[i % 2] });
    statuses.push(last.status);
  }
  expect(statuses).toEqual([400, 400, 400, 400, 429, 429]);
  expect(last!.text).toMatch(GERMAN_CODE_LOCK);
  expect(last!.text).toMatch(/id="invite-code"[^>]*aria-invalid="true"/);
  const invited = await post('/portal/people', { name: 'Eve Intruder', email: 'eve@intruder.example', locale: 'de-DE', code: currentCode(owner.secret) }, { cookie: ownerCookie });
  expect(invited.status).toBe(429);
  expect(await db.kysely.selectFrom('staff').select('id').where('email', '=', 'eve@intruder.example').executeTakeFirst()).toBeUndefined();
  expect((await auditOf(owner, 'fresh_code_wrong')).map((detail) => detail.guarded)).toEqual(['invitation', 'invitation', 'invitation', 'invitation', 'invitation']);
  expect(await lockMails(owner)).toHaveLength(1);

  // The desk: the operator removes a colleague.
  const operator = await createStaff(db.kysely, 'operator', { locale: 'it-IT' });
  const colleague = await createStaff(db.kysely, 'support');
  const operatorCookie = staffCookie(operator.token);
  const removals: number[] = [];
  for (const [i, guess] of wrongCodes(operator, 5).entries()) {
    last = await post(`/desk/staff/${colleague.id}/remove`, { code: guess }, { cookie: operatorCookie, address: ADDRESSES[i % 2] });
    removals.push(last.status);
  }
  expect(removals).toEqual([400, 400, 400, 400, 429]);
  expect(last!.text).toMatch(/Troppi codici errati: l’inserimento dei codici del tuo account è bloccato/);
  const removed = await post(`/desk/staff/${colleague.id}/remove`, { code: currentCode(operator.secret) }, { cookie: operatorCookie });
  expect(removed.status).toBe(429);
  expect((await db.kysely.selectFrom('staff').select('disabled_at').where('id', '=', colleague.id).executeTakeFirstOrThrow()).disabled_at).toBeNull();
  expect((await auditOf(operator, 'fresh_code_wrong')).map((detail) => detail.guarded)).toEqual(['removal', 'removal', 'removal', 'removal', 'removal']);
  expect(await auditOf(operator, 'sign_in_locked')).toHaveLength(1);
  const [mail] = await lockMails(operator);
  expect(mail!.text_body).toContain('in una sessione aperta del tuo account sono stati inseriti 5 codici errati');
});

test('a right fresh code sets the count back: wrong codes before it do not add to later ones', async () => {
  const owner = await createStaff(db.kysely, 'shop_owner', { shopId: SHOP });
  const cookie = staffCookie(owner.token);
  const guesses = wrongCodes(owner, 8);
  for (const guess of guesses.slice(0, 4)) expect((await post('/portal/bank-account', { ...ATTACKER, code: guess }, { cookie })).status).toBe(400);
  const saved = await post('/portal/bank-account', { holder: 'Teilewerk Handels GmbH', iban: 'DE02 1203 0000 0000 2020 51', bic: 'BYLADEM1001', code: currentCode(owner.secret) }, { cookie });
  expect(saved.status).toBe(303);
  for (const guess of guesses.slice(4)) expect((await post('/portal/bank-account', { ...ATTACKER, code: guess }, { cookie })).status).toBe(400);
  expect(await lockMails(owner)).toHaveLength(0);
});
