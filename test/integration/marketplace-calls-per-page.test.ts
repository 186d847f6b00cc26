/**
 * One uncached page asks the marketplace little and writes one line. In the service topology (the
 * marketplace's API on loopback, reached over HTTP as MARKETPLACE_URL reaches it), every page type
 * of the German edition, asked with empty caches, makes at most 20 marketplace calls, and at the
 * usual level writes one line: the request's, with the calls, the cache hits and the slowest call.
 * @backends sqlite: web tier, how many marketplace calls and log lines each page type makes.
 */
import http from 'node:http';
import { Writable } from 'node:stream';
import express from 'express';
import { internalToken, requireInternalToken } from '../../server/request-checks/internal-token';
import { createLogger } from '../../server/shared/logger';
import { createMarketplace } from '../../server/marketplace/index';
import { marketplaceRouter } from '../../server/marketplace/http/router';
import { httpTransport } from '../../server/web/upstream/transports';
import { createTestApp } from '../support/app';
import { createSeededDatabase } from '../support/seeded-db';
import { waitFor } from '../support/wait-for';
import { pageUrls } from '../load/sample-urls';

const MAX_CALLS = 20;

const lines: Record<string, unknown>[] = [];
const logger = createLogger('info', new Writable({
  write(chunk, _encoding, done) {
    for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
    done();
  },
}));

const db = createSeededDatabase();
const SECRET = 'calls-per-page-secret-0123456789abcdef';
// As the service mounts it: the web tier's calls with its token only.
const service = express().use('/api', requireInternalToken(SECRET), marketplaceRouter(createMarketplace(db)));
const serviceServer = http.createServer(service);
let serviceBase = '';
const { app, client, invalidation } = createTestApp({ db, logger, transport: () => (request, signal) => httpTransport(serviceBase, internalToken(SECRET))(request, signal) });
const web = http.createServer(app);
let webBase = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => serviceServer.listen(0, '127.0.0.1', resolve));
  serviceBase = `http://127.0.0.1:${(serviceServer.address() as { port: number }).port}`;
  await new Promise<void>((resolve) => web.listen(0, '127.0.0.1', resolve));
  webBase = `http://127.0.0.1:${(web.address() as { port: number }).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => web.close(resolve));
  await new Promise((resolve) => serviceServer.close(resolve));
});

/** Home, category, article, search, cart and vehicle pages: every page type of the German edition. */
const urls = pageUrls(db, ['de-DE']);

test.each(urls.map(({ page, url }) => [page, url]))('%s (%s) uncached: at most 20 marketplace calls and one line', async (_page, url) => {
  // The canonical address first (a slug in the sample may differ): the page itself is measured.
  let target = url;
  const first = await fetch(`${webBase}${target}`, { redirect: 'manual' });
  await first.arrayBuffer();
  if (first.status >= 300 && first.status < 400) target = new URL(first.headers.get('location')!, webBase).pathname + new URL(first.headers.get('location')!, webBase).search;

  client.clearCache?.();
  invalidation.invalidate();
  lines.length = 0;
  const answer = await fetch(`${webBase}${target}`, { redirect: 'manual' });
  await answer.arrayBuffer();
  expect(answer.status).toBeLessThan(500);
  const id = answer.headers.get('x-request-id');
  // pino-http writes the line once the answer has gone out.
  await waitFor('the request line', () => lines.some((line) => (line.req as { id?: string } | undefined)?.id === id), 5000);

  const mine = lines.filter((line) => line.reqId === id || (line.req as { id?: string } | undefined)?.id === id);
  expect(mine).toHaveLength(1);
  const line = mine[0]!;
  expect(line.msg).toBe('request completed');
  const calls = line.upstreamCalls as number;
  process.stdout.write(`[calls per page] ${target}: ${calls} marketplace calls, ${mine.length} log line\n`);
  expect({ target, calls, tooMany: calls > MAX_CALLS }).toEqual({ target, calls: expect.any(Number), tooMany: false });
  expect(typeof line.cacheHits).toBe('number');
  if (calls > 0) {
    expect(line.slowestUpstream).toEqual(expect.any(String));
    expect(line.slowestUpstreamMs).toEqual(expect.any(Number));
  }
  // Nothing else at the usual level for a healthy request.
  expect(lines.filter((l) => l.msg === 'marketplace call')).toEqual([]);
});
