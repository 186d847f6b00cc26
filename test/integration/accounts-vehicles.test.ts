/** Saved vehicles: the user calls (check headers, fallbacks), the no-JS save path, and where accounts do not exist. */
import request from 'supertest';
import { LOCALES, EDITIONS } from '../../locales/editions';
import { accountsApp, checkHeaders, HOST, ORIGIN, registered, firstModel, textOf, visitor } from './accounts-helpers';

const { app, db } = accountsApp();
let model: { id: number; fullName: string };
let savePath: string;
beforeAll(async () => {
  model = await firstModel(db);
  savePath = `/Mein-Spareo/Fahrzeuge/speichern/${model.id}`;
});

async function signedIn(email: string) {
  const agent = visitor(app);
  await registered(agent, email);
  return agent;
}

describe('GET and POST /api/user/vehicles', () => {
  test('signed in with check headers: save answers success true, the list holds the vehicle with model.id and model.fullName', async () => {
    const agent = await signedIn('api-liste@example.de');
    expect((await agent.get('/api/user/vehicles').set(await checkHeaders(app)).expect(200)).body).toEqual([]);
    const saved = await agent.post('/api/user/vehicles').set(await checkHeaders(app)).send({ modelId: String(model.id) }).expect(200);
    expect(saved.body).toEqual({ success: true });
    // Saving twice keeps one entry.
    await agent.post('/api/user/vehicles').set(await checkHeaders(app)).send({ modelId: model.id }).expect(200);
    const list = await agent.get('/api/user/vehicles').set(await checkHeaders(app)).expect(200);
    expect(list.body).toHaveLength(1);
    expect(list.body[0]).toMatchObject({ model: { id: model.id, fullName: model.fullName }, manufacturer: { name: expect.any(String) }, series: { id: expect.any(Number) } });
  });

  test('without check headers, or with forged ones, the list fails to the empty list and saving to success false', async () => {
    const agent = await signedIn('api-ohne@example.de');
    await agent.post('/api/user/vehicles').set(await checkHeaders(app)).send({ modelId: model.id }).expect(200);
    const missing = await agent.get('/api/user/vehicles').expect(200);
    expect(missing.body).toEqual([]);
    expect(missing.headers['x-spareo-fallback']).toBe('1');
    const forged = { ...(await checkHeaders(app)), c: '0'.repeat(32) };
    expect((await agent.get('/api/user/vehicles').set(forged).expect(200)).body).toEqual([]);
    expect((await agent.post('/api/user/vehicles').send({ modelId: model.id }).expect(200)).body).toEqual({ success: false });
  });

  test('signed out: the list is empty and saving answers success false (the page then shows the login hint)', async () => {
    const anonymous = visitor(app);
    await anonymous.get('/api/session').expect(200);
    expect((await anonymous.get('/api/user/vehicles').set(await checkHeaders(app)).expect(200)).body).toEqual([]);
    expect((await anonymous.post('/api/user/vehicles').set(await checkHeaders(app)).send({ modelId: model.id }).expect(200)).body).toEqual({ success: false });
  });

  test('bad modelId is a 400 naming the field; an unknown model is a 404', async () => {
    const agent = await signedIn('api-falsch@example.de');
    for (const body of [{}, { modelId: 'abc' }, { modelId: -1 }, { modelId: '1; DROP TABLE users' }]) {
      const res = await agent.post('/api/user/vehicles').set(await checkHeaders(app)).send(body).expect(400);
      expect(res.body).toMatchObject({ error: 'bad_request', field: 'modelId' });
    }
    await agent.post('/api/user/vehicles').set(await checkHeaders(app)).send({ modelId: 999_999_999 }).expect(404);
  });

  test('a cross-site POST is refused before it reaches the marketplace', async () => {
    const agent = await signedIn('api-csrf@example.de');
    await agent.post('/api/user/vehicles').set('origin', 'https://evil.example').set(await checkHeaders(app)).send({ modelId: model.id }).expect(403);
    expect((await agent.get('/api/user/vehicles').set(await checkHeaders(app))).body).toEqual([]);
  });
});

describe('the no-JS save path and the account area', () => {
  test('signed out: the save path redirects to the login page, which shows the login hint and keeps the path', async () => {
    const res = await request(app).get(savePath).expect(302);
    expect(res.headers.location).toBe(`/Einloggen?redirectUrl=${encodeURIComponent(savePath)}`);
    const login = await request(app).get(String(res.headers.location)).expect(200);
    expect(textOf(login.text)).toContain('Bitte loggen Sie sich ein, um Fahrzeuge zu speichern.');
    expect(login.text).toContain(`name="redirectUrl" value="${savePath}"`);
    // Posting the save form while signed out leads to the same place.
    const post = await visitor(app).post(savePath).type('form').send({}).expect(303);
    expect(post.headers.location).toBe(`/Einloggen?redirectUrl=${encodeURIComponent(savePath)}`);
  });

  test('signing in from there returns to the save path; one button saves; the list shows it; remove takes it away', async () => {
    const agent = visitor(app);
    await registered(agent, 'formular@example.de');
    await agent.post('/Einloggen').type('form').send({ action: 'signOut' }).expect(303);
    const signIn = await agent.post('/Einloggen').type('form').send({ action: 'signIn', email: 'formular@example.de', password: 'Bremsscheibe-2024', redirectUrl: savePath }).expect(303);
    expect(signIn.headers.location).toBe(savePath);

    const confirm = await agent.get(savePath).expect(200);
    expect(confirm.text).toContain(`<form action="${savePath}" method="post">`);
    expect(textOf(confirm.text)).toContain(model.fullName);
    // The GET alone saves nothing (a link from another site must not change the account).
    expect((await agent.get('/api/user/vehicles').set(await checkHeaders(app))).body).toEqual([]);

    const save = await agent.post(savePath).type('form').send({}).expect(303);
    expect(save.headers.location).toBe('/Mein-Spareo/Fahrzeuge?notice=saved');
    const list = await agent.get(String(save.headers.location)).expect(200);
    expect(textOf(list.text)).toContain('Das Fahrzeug wurde gespeichert.');
    expect(textOf(list.text)).toContain(model.fullName);
    expect(list.text).toMatch(new RegExp(`href="/Ersatzteile/[^"]+/3-${model.id}-"`));
    expect(textOf((await agent.get(savePath).expect(200)).text)).toContain('Dieses Fahrzeug ist bereits gespeichert.');

    const removed = await agent.post('/Mein-Spareo/Fahrzeuge').type('form').send({ action: 'remove', modelId: String(model.id) }).expect(303);
    expect(removed.headers.location).toBe('/Mein-Spareo/Fahrzeuge?notice=removed');
    expect(textOf((await agent.get('/Mein-Spareo/Fahrzeuge').expect(200)).text)).toContain('Sie haben noch keine Fahrzeuge gespeichert.');
  });

  test('bad input on the account forms shows the page again with 400; unknown or malformed models answer 404', async () => {
    const agent = await signedIn('formular-falsch@example.de');
    const bad = await agent.post('/Mein-Spareo/Fahrzeuge').type('form').send({ action: 'remove', modelId: 'x' }).expect(400);
    expect(textOf(bad.text)).toContain('Dieses Fahrzeug konnte nicht gefunden werden.');
    await agent.get('/Mein-Spareo/Fahrzeuge/speichern/999999999').expect(404);
    await agent.post('/Mein-Spareo/Fahrzeuge/speichern/999999999').type('form').send({}).expect(404);
    await agent.get('/Mein-Spareo/Fahrzeuge/speichern/a-b').expect(404);
  });

  test('signed out, the account area sends to the login page', async () => {
    const res = await request(app).get('/Mein-Spareo/Fahrzeuge').expect(302);
    expect(res.headers.location).toBe('/Einloggen?redirectUrl=%2FMein-Spareo%2FFahrzeuge');
  });

  test('Austria has the same account under its prefix, and the account link', async () => {
    const agent = visitor(app);
    const reg = await agent.post('/de-AT/Einloggen').type('form').send({ action: 'register', email: 'wien@example.at', password: 'Bremsscheibe-2024' }).expect(303);
    expect(reg.headers.location).toBe('/de-AT/Mein-Spareo/Fahrzeuge?notice=registered');
    const save = await agent.post(`/de-AT${savePath}`).type('form').send({}).expect(303);
    expect(save.headers.location).toBe('/de-AT/Mein-Spareo/Fahrzeuge?notice=saved');
    expect(textOf((await agent.get('/de-AT/Mein-Spareo/Fahrzeuge').expect(200)).text)).toContain(model.fullName);
    expect((await request(app).get('/de-AT').expect(200)).text).toContain('class="account-link" href="/de-AT/Einloggen');
  });
});

describe('editions without accounts', () => {
  const withoutAccounts = LOCALES.filter((locale) => !EDITIONS[locale].accounts);

  test('every edition but DE and AT is one without accounts', () => {
    expect(withoutAccounts).toEqual(['es-ES', 'fr-FR', 'it-IT', 'nl-NL']);
  });

  test.each(withoutAccounts)('%s: no account link, no account pages, and the user calls answer 404', async (locale) => {
    const prefix = EDITIONS[locale].prefix;
    const home = await request(app).get(prefix || '/').expect(200);
    expect(home.text).not.toContain('class="account-link');
    expect(home.text).not.toContain('Einloggen');
    for (const path of ['/Einloggen', '/Mein-Spareo/Fahrzeuge', savePath]) await request(app).get(`${prefix}${path}`).expect(404);
    const agent = await signedIn(`reise-${locale}@example.de`);
    const headers = { ...(await checkHeaders(app)), 'x-spareo-locale': locale };
    const list = await agent.get('/api/user/vehicles').set(headers).expect(404);
    expect(list.body).toMatchObject({ error: 'not_found' });
    await agent.post('/api/user/vehicles').set(headers).send({ modelId: model.id }).expect(404);
    await agent.post('/api/user/login').set('x-spareo-locale', locale).send({ email: 'x@example.de', password: 'y' }).expect(404);
    await request(app).post(`${prefix}/Einloggen`).set('host', HOST).set('origin', ORIGIN).type('form').send({ action: 'register', email: 'fr@example.fr', password: 'Bremsscheibe-2024' }).expect(404);
    expect(await db.kysely.selectFrom('users').select('id').where('email', '=', 'fr@example.fr').execute()).toEqual([]);
  });
});
