/** GET /api{path} answers the listing of a catalogue path, like /api/listing{path}. */
import request from 'supertest';
import { createSeededDatabase } from '../support/seeded-db';
import { createTestApp } from '../support/app';

const { app } = createTestApp({ db: createSeededDatabase() });

test('a catalogue path under /api is its listing', async () => {
  const direct = await request(app).get('/api/Bremsscheiben/Alle-Fahrzeuge/--1523?page=1');
  const listing = await request(app).get('/api/listing/Bremsscheiben/Alle-Fahrzeuge/--1523?page=1');
  expect(direct.status).toBe(200);
  expect(direct.body).toEqual(listing.body);
  expect(direct.body).toMatchObject({ isUniversal: false, resultCount: expect.any(Number), availablePageCount: expect.any(Number) });
  expect(direct.body.spareParts.length).toBeGreaterThan(0);
});

test('an unreadable or unknown catalogue path is a JSON error, not a page', async () => {
  expect((await request(app).get('/api/Bremsscheiben/Alle-Fahrzeuge/--abc')).status).toBeGreaterThanOrEqual(400);
  expect((await request(app).get('/api/not/a-catalogue')).status).toBe(404);
});
