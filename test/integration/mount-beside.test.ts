/**
 * The shops' routers beside the shop (server/wiring/mount-beside.ts): their paths reach them, in any case
 * as express matches paths, and everything else, near misses included, is the shop's.
 * @backends sqlite: which router a path reaches is decided before any database is asked.
 */
import request from 'supertest';
import { createTestApp } from '../support/app';

const { app } = createTestApp();

test('the feeds API answers under its prefix, whatever the case, as one express app around both did', async () => {
  for (const path of ['/feeds/12/imports/1', '/FEEDS/12/imports/1', '/Feeds/12/imports/1?x=1']) {
    const answer = await request(app).get(path);
    expect(answer.type).toBe('application/json');
    expect(answer.status).toBe(401);
  }
  // A path below the prefix that no door has: the doors' own problem, not the shop's page.
  const none = await request(app).get('/Feeds/12?x=1');
  expect([none.status, none.type, none.body]).toEqual([404, 'application/json', { error: 'not_found', message: 'no such endpoint' }]);
});

test('the prefix alone, which the feeds API has no route for, and near misses get the shop\'s own 404 page', async () => {
  for (const path of ['/feeds', '/feedsx', '/feeds-and-more/x']) {
    const answer = await request(app).get(path);
    expect(answer.status).toBe(404);
    expect(answer.type).toBe('text/html');
    expect(answer.text).toContain('<html');
  }
});
