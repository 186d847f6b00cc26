/**
 * A page rendered from marketplace answers asked for before the offers changed (the change feed
 * told the web tier to forget its caches while the page was being rendered) is sent to the visitor
 * who asked, but not stored: the next visitor gets a page rendered afresh, which is stored then.
 * @backends sqlite: the page store's bookkeeping; the marketplace's answers are held in the transport.
 */
import { createTestApp } from '../support/app';
import { getOverWire, serveOnLoopback } from '../support/loopback';
import { createSeededDatabase } from '../support/seeded-db';
import { waitFor } from '../support/wait-for';

let hold: Promise<void> | undefined;
let held = 0;
const db = createSeededDatabase();
const { app, invalidation } = createTestApp({
  db,
  env: { NODE_ENV: 'production' },
  transport: (inner) => async (request, signal) => {
    if (hold) {
      held++;
      await hold;
    }
    return inner(request, signal);
  },
});
const shop = serveOnLoopback(app);
const get = (path: string) => getOverWire(shop.origin() + path, { 'accept-encoding': 'identity' });

test('a page whose answers were asked for before an invalidation is not stored after it', async () => {
  let release: () => void = () => {};
  hold = new Promise((resolve) => (release = resolve));
  const rendering = get('/');
  await waitFor('the page to ask for its answers', () => held > 0, 5000, 10);
  invalidation.invalidate();
  hold = undefined;
  release();
  const first = await rendering;
  expect(first.status).toBe(200);

  // Each render carries a fresh check-header challenge, so a page rendered anew has a new ETag.
  const second = await get('/');
  const third = await get('/');
  expect(second.status).toBe(200);
  expect(second.headers.etag).not.toBe(first.headers.etag);
  expect(third.headers.etag).toBe(second.headers.etag);
});
