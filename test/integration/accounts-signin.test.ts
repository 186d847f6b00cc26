/**
 * Accounts (DE, AT): registration, sign-in, wrong password, throttling, redirectUrl, CSRF, sign-out, session rotation.
 * @backends sqlite: web tier, the sign-in and registration forms: CSRF, throttling, redirects, the session id rotated.
 */
import request from 'supertest';
import { accountsApp, HOST, ORIGIN, PASSWORD, registered, sidOf, textOf, visitor } from './accounts-helpers';

describe('registration', () => {
  const { app, db } = accountsApp();

  test('the login page shows both forms, is noindex and keeps a safe redirectUrl in the forms', async () => {
    const page = await request(app).get('/Einloggen?redirectUrl=%2FWarenkorb').expect(200);
    expect(page.text).toContain('name="robots" content="noindex');
    expect(page.text.match(/<form class="account-form[^>]+action="\/Einloggen" method="post"/g)).toHaveLength(2);
    expect(page.text).toContain('name="redirectUrl" value="/Warenkorb"');
    expect(page.headers['content-type']).toMatch(/html/);
  });

  test('registering signs in on a new session and stores a scrypt hash with its own salt, never the password', async () => {
    const agent = visitor(app);
    await agent.get('/api/session').expect(200);
    const res = await registered(agent, 'Max.Mustermann@example.de');
    expect(res.headers.location).toBe('/Mein-Spareo/Fahrzeuge?notice=registered');
    expect(sidOf(res)).toMatch(/^[\w-]{43}$/);
    expect(String(res.headers['set-cookie'])).toMatch(/spareo_sid=[^;]+;.*HttpOnly.*SameSite=Lax/i);
    const list = await agent.get(String(res.headers.location)).expect(200);
    expect(textOf(list.text)).toContain('Angemeldet als max.mustermann@example.de');
    expect(textOf(list.text)).toContain('Willkommen! Ihr Konto wurde angelegt.');

    await registered(visitor(app), 'erika@example.de');
    const rows = await db.kysely.selectFrom('users').select(['email', 'password_hash']).orderBy('id').execute();
    expect(rows.map((r) => r.email)).toEqual(['max.mustermann@example.de', 'erika@example.de']);
    for (const row of rows) {
      expect(row.password_hash).toMatch(/^scrypt\$16384\$8\$1\$[\w+/=]+\$[\w+/=]+$/);
      expect(row.password_hash).not.toContain(PASSWORD);
    }
    // Same password, different salts, different hashes.
    expect(rows[0]!.password_hash.split('$')[4]).not.toBe(rows[1]!.password_hash.split('$')[4]);
    expect(rows[0]!.password_hash.split('$')[5]).not.toBe(rows[1]!.password_hash.split('$')[5]);
  });

  test.each([
    [{ email: 'kein-at-zeichen', password: PASSWORD }, 'Bitte geben Sie eine gültige E-Mail-Adresse ein.'],
    [{ email: 'kurz@example.de', password: 'kurz' }, 'Das Passwort muss mindestens 10 Zeichen lang sein.'],
    [{ email: 'ohne@example.de' }, 'Das Passwort muss mindestens 10 Zeichen lang sein.'],
  ])('bad input %j shows the form again with 400 and the message', async (fields, message) => {
    const res = await visitor(app).post('/Einloggen').type('form').send({ action: 'register', ...fields }).expect(400);
    expect(textOf(res.text)).toContain(message);
    expect(res.text).toContain('aria-invalid="true"');
    expect(sidOf(res)).toBeUndefined();
  });

  test('an unknown action is a 400 with the form, not a 500', async () => {
    const res = await visitor(app).post('/Einloggen').type('form').send({ action: 'delete-everything' }).expect(400);
    expect(textOf(res.text)).toContain('Das Formular konnte nicht gelesen werden.');
  });

  test('an e-mail with an account already is refused like a wrong password (naming no account) and keeps the typed e-mail, not the password', async () => {
    await registered(visitor(app), 'doppelt@example.de');
    const res = await visitor(app).post('/Einloggen').type('form').send({ action: 'register', email: 'DOPPELT@example.de', password: 'anderes-passwort' }).expect(401);
    expect(textOf(res.text)).toContain('E-Mail-Adresse oder Passwort ist falsch.');
    expect(res.text).toContain('value="DOPPELT@example.de"');
    expect(res.text).not.toContain('anderes-passwort');
  });
});

describe('sign-in', () => {
  const { app } = accountsApp();
  beforeAll(async () => {
    await registered(visitor(app), 'kunde@example.de');
  });

  test('the right password signs in on a new session id and lands on the account area', async () => {
    const agent = visitor(app);
    const before = sidOf(await agent.get('/api/session').expect(200))!;
    const res = await agent.post('/Einloggen').type('form').send({ action: 'signIn', email: 'Kunde@Example.de', password: PASSWORD }).expect(303);
    expect(res.headers.location).toBe('/Mein-Spareo/Fahrzeuge?notice=signedIn');
    expect(sidOf(res)).toBeDefined();
    expect(sidOf(res)).not.toBe(before);
    expect(textOf((await agent.get(String(res.headers.location)).expect(200)).text)).toContain('Sie sind jetzt angemeldet.');
    // The login page now says who is signed in.
    expect(textOf((await agent.get('/Einloggen').expect(200)).text)).toContain('Angemeldet als kunde@example.de');
  });

  test('a wrong password shows the form again (401) with a message that does not tell which part was wrong', async () => {
    const wrong = await visitor(app).post('/Einloggen').type('form').send({ action: 'signIn', email: 'kunde@example.de', password: 'falsches-passwort' }).expect(401);
    const unknown = await visitor(app).post('/Einloggen').type('form').send({ action: 'signIn', email: 'niemand@example.de', password: PASSWORD }).expect(401);
    for (const res of [wrong, unknown]) {
      expect(textOf(res.text)).toContain('E-Mail-Adresse oder Passwort ist falsch.');
      expect(sidOf(res)).toBeUndefined();
    }
    expect(wrong.text).not.toContain('falsches-passwort');
  });

  test('signing out ends the session: the old id signs nobody in any more', async () => {
    const agent = visitor(app);
    const signIn = await agent.post('/Einloggen').type('form').send({ action: 'signIn', email: 'kunde@example.de', password: PASSWORD }).expect(303);
    const sid = sidOf(signIn)!;
    const out = await agent.post('/Einloggen').type('form').send({ action: 'signOut' }).expect(303);
    expect(out.headers.location).toBe('/Einloggen?notice=signedOut');
    expect(String(out.headers['set-cookie'])).toMatch(/spareo_sid=;/);
    const replay = await request(app).get('/Mein-Spareo/Fahrzeuge').set('cookie', `spareo_sid=${sid}`).expect(302);
    expect(replay.headers.location).toBe('/Einloggen?redirectUrl=%2FMein-Spareo%2FFahrzeuge');
  });
});

describe('throttling failed sign-ins', () => {
  test('five failures lock the account for 15 minutes with a clear message, even for the right password', async () => {
    const { app } = accountsApp();
    await registered(visitor(app), 'gesperrt@example.de');
    await registered(visitor(app), 'nachbar@example.de');
    for (let i = 0; i < 5; i += 1) {
      await visitor(app).post('/Einloggen').type('form').send({ action: 'signIn', email: 'gesperrt@example.de', password: `falsch-${i}-xxxx` }).expect(401);
    }
    const locked = await visitor(app).post('/Einloggen').type('form').send({ action: 'signIn', email: 'gesperrt@example.de', password: PASSWORD }).expect(429);
    expect(textOf(locked.text)).toContain('Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuchen Sie es in 15 Minuten erneut.');
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(800);
    expect(sidOf(locked)).toBeUndefined();
    // Another account from the same address is not locked by them.
    await visitor(app).post('/Einloggen').type('form').send({ action: 'signIn', email: 'nachbar@example.de', password: PASSWORD }).expect(303);
  });

  test('twenty failures from one address lock that address, not other addresses', async () => {
    const { app } = accountsApp({ TRUST_PROXY: 'true' });
    await registered(visitor(app), 'opfer@example.de');
    const from = (ip: string) => visitor(app).set('x-forwarded-for', ip);
    for (let i = 0; i < 20; i += 1) {
      await from('203.0.113.7').post('/Einloggen').type('form').send({ action: 'signIn', email: `rate-${i}@example.de`, password: 'geraten-1234' }).expect(401);
    }
    const locked = await from('203.0.113.7').post('/Einloggen').type('form').send({ action: 'signIn', email: 'opfer@example.de', password: PASSWORD }).expect(429);
    expect(textOf(locked.text)).toContain('Zu viele fehlgeschlagene Anmeldeversuche.');
    await from('198.51.100.1').post('/Einloggen').type('form').send({ action: 'signIn', email: 'opfer@example.de', password: PASSWORD }).expect(303);
  });

  test('sign-in through the public /api proxy is refused, so the address limit cannot be dodged', async () => {
    const { app } = accountsApp();
    await registered(visitor(app), 'api@example.de');
    const res = await request(app).post('/api/user/login').set('host', HOST).set('origin', ORIGIN).send({ email: 'api@example.de', password: PASSWORD }).expect(400);
    expect(res.body).toMatchObject({ error: 'bad_request', field: 'x-spareo-client-address' });
  });
});

describe('redirectUrl is honoured only for same-site relative paths', () => {
  const { app } = accountsApp();
  beforeAll(async () => {
    await registered(visitor(app), 'weiter@example.de');
  });
  const signIn = (redirectUrl: string) =>
    visitor(app).post('/Einloggen').type('form').send({ action: 'signIn', email: 'weiter@example.de', password: PASSWORD, redirectUrl }).expect(303);

  test.each(['//evil.com', 'https://evil.com', '/\\evil.com', '\\\\evil.com', '/\t/evil.com', 'javascript:alert(1)', 'evil.com', '//evil.com/%2F..', '/%09/evil.com'.replace('%09', '\n')])(
    '%j falls back to the account area and is not put into the form',
    async (redirectUrl) => {
      const res = await signIn(redirectUrl);
      expect(res.headers.location).toBe('/Mein-Spareo/Fahrzeuge?notice=signedIn');
      const page = await request(app).get(`/Einloggen?redirectUrl=${encodeURIComponent(redirectUrl)}`).expect(200);
      // (The header's own links carry the current URL encoded as a query value, which is harmless.)
      expect(page.text).not.toContain('name="redirectUrl"');
      expect(page.text).not.toMatch(/href="[^"]*(?:\/\/|\\)evil\.com/);
    },
  );

  test('a same-site path with query is honoured', async () => {
    expect((await signIn('/Warenkorb?notice=added')).headers.location).toBe('/Warenkorb?notice=added');
    expect((await signIn('/de-AT/Warenkorb')).headers.location).toBe('/de-AT/Warenkorb');
  });
});

describe('CSRF: the forms need a same-site origin', () => {
  const { app, db } = accountsApp();
  const users = async () => Number((await db.kysely.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

  test('a cross-site Origin is refused with 403 and nothing is created', async () => {
    const res = await request(app).post('/Einloggen').set('host', HOST).set('origin', 'https://evil.example').type('form')
      .send({ action: 'register', email: 'csrf@example.de', password: PASSWORD });
    expect(res.status).toBe(403);
    expect(await users()).toBe(0);
  });

  test('Sec-Fetch-Site: cross-site is refused too, also for sign-out and saving', async () => {
    for (const path of ['/Einloggen', '/Mein-Spareo/Fahrzeuge', '/Mein-Spareo/Fahrzeuge/speichern/1']) {
      await request(app).post(path).set('host', HOST).set('sec-fetch-site', 'cross-site').type('form').send({ action: 'signOut' }).expect(403);
    }
  });

  test('the same origin passes', async () => {
    await registered(visitor(app), 'csrf@example.de');
    expect(await users()).toBe(1);
  });
});

describe('session rotation keeps the cart', () => {
  test('the lines of the anonymous session move to the new one; the old id is gone', async () => {
    const { app, db } = accountsApp();
    await registered(visitor(app), 'warenkorb@example.de');
    const agent = visitor(app).set('cookie', 'spareo_delivery_country=DE');
    const oldSid = sidOf(await agent.get('/api/session').expect(200))!;
    const offers = await db.kysely.selectFrom('offers').select('id').where('stock', '>', 0).orderBy('id').limit(2).execute();
    for (const offer of offers) await agent.post(`/api/Warenkorb/Hinzufuegen/${offer.id}`).send({ quantity: 2 }).expect(200);

    const res = await agent.post('/Einloggen').type('form').send({ action: 'signIn', email: 'warenkorb@example.de', password: PASSWORD }).expect(303);
    const newSid = sidOf(res)!;
    expect(newSid).not.toBe(oldSid);
    const lines = await db.kysely.selectFrom('cart_lines').select(['session_id', 'offer_id', 'quantity']).orderBy('offer_id').execute();
    expect(lines).toEqual(offers.map((o) => ({ session_id: newSid, offer_id: o.id, quantity: 2 })));
    const cart = await request(app).get('/Warenkorb').set('cookie', `spareo_sid=${newSid}; spareo_delivery_country=DE`).expect(200);
    expect(cart.text.match(/class="cart-line"/g)).toHaveLength(2);
    // The pre-sign-in id is worthless now: the marketplace hands out a fresh one for it.
    const again = await request(app).get('/api/session').set('cookie', `spareo_sid=${oldSid}`).expect(200);
    expect(sidOf(again)).not.toBe(oldSid);
  });
});
