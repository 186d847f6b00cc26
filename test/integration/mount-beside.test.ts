/**
 * The shops' routers beside the shop (server/wiring/mount-beside.ts): their paths reach them, in any case
 * as express matches paths, and everything else, near misses included, is the shop's.
 * @backends sqlite: which router a path reaches is decided before any database is asked.
 */
import request from 'supertest';
import { createTestApp } from '../support/app';

const { app } = createTestApp();

test('the feeds API answers under its prefix, whatever the case, as one express app around both did', async () => {
  for (const path of ['/feeds/12/imports/1', '/FEEDS/12/imports/1', '/Feeds/12?x=1']) {
    const answer = await request(app).get(path);
    expect(answer.type).toBe('application/json');
    expect(answer.status).toBe(401);
  }
});

test('the prefix alone, which the feeds API has no route for, and near misses get the shop\'s own 404 page', async () => {
  for (const path of ['/feeds', '/feedsx', '/feeds-and-more/x']) {
    const answer = await request(app).get(path);
    expect(answer.status).toBe(404);
    expect(answer.type).toBe('text/html');
    expect(answer.text).toContain('<html');
  }
});
