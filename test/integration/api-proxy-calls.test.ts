/** The browser's /api reaches the marketplace only with the contract's calls. */
import request from 'supertest';
import type { MarketplaceRequest } from '../../contract/wire';
import { createSeededDatabase } from '../support/seeded-db';
import { createTestApp } from '../support/app';

const sent: MarketplaceRequest[] = [];
const { app } = createTestApp({
  db: createSeededDatabase(),
  transport: (inner) => async (req, signal) => {
    sent.push(req);
    return inner(req, signal);
  },
});

beforeEach(() => {
  sent.length = 0;
});

test('a path that names no call is answered 404 here and never sent on', async () => {
  const res = await request(app).get('/api/internal/anything?x=1');
  expect(res.status).toBe(404);
  expect(res.body).toMatchObject({ error: 'not_found' });
  expect(await request(app).post('/api/vehicle/manufacturers').send({})).toMatchObject({ status: 404 });
  expect(sent).toEqual([]);
});

test('a call in another casing or with a trailing slash is sent as the contract spells it', async () => {
  const res = await request(app).get('/api/warenkorb/count/');
  expect(res.status).toBe(200);
  expect(res.body).toEqual({ countArticles: 0 });
  expect(sent.map((call) => `${call.method} ${call.path}`)).toEqual(['GET /Warenkorb/count']);
});
