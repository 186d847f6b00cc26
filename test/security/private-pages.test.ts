/** Pages with a shopper's data are kept by no cache; the asset folders do not redirect in a loop. */
import request from 'supertest';
import { createTestApp } from '../support/app';
import { createSeededDatabase } from '../support/seeded-db';
import { HOST, ORIGIN, PASSWORD } from '../integration/accounts-helpers';

const { app } = createTestApp({ db: createSeededDatabase(), env: { NODE_ENV: 'production' } });

describe('GET /Warenkorb and GET /Mein-Spareo/Fahrzeuge answer Cache-Control: private, no-store', () => {
  test('signed in, with the e-mail address on the saved-vehicles page', async () => {
    const agent = request.agent(app).set('host', HOST).set('origin', ORIGIN);
    await agent.post('/Einloggen').type('form').send({ action: 'register', email: 'privat@example.de', password: PASSWORD }).expect(303);
    const vehicles = await agent.get('/Mein-Spareo/Fahrzeuge').expect(200);
    expect(vehicles.text).toContain('privat@example.de');
    for (const path of ['/Mein-Spareo/Fahrzeuge', '/Warenkorb', '/Einloggen', '/fr-FR/panier']) {
      const res = await agent.get(path);
      expect([path, res.status]).toEqual([path, 200]);
      expect([path, res.headers['cache-control']]).toEqual([path, 'private, no-store']);
    }
  });

  test('a visitor without cookies gets the same header on the cart', async () => {
    for (let i = 0; i < 2; i += 1) expect((await request(app).get('/Warenkorb').expect(200)).headers['cache-control']).toBe('private, no-store');
  });
});

describe('GET /assets and GET /assets/ do not send each other back and forth', () => {
  test.each(['/assets', '/assets/', '/static', '/static/', '/de-DE/assets'])('%s ends after at most one redirect, not found', async (path) => {
    let res = await request(app).get(path).redirects(0);
    if (res.status >= 300 && res.status < 400) res = await request(app).get(new URL(res.headers.location!, 'http://shop.test').pathname).redirects(0);
    expect(res.status).toBe(404);
  });
});
