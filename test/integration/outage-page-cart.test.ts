/**
 * The shop's 503 page says the shopper's cart is kept: its header must not say at the same time
 * that the cart holds nothing (a badge of 0 for a cart whose count could not be read).
 * @backends sqlite: the outage is made in the transport between the tiers.
 */
import request from 'supertest';
import type { Transport } from '../../server/web/upstream/transports';
import { createTestApp } from '../support/app';
import { createSeededDatabase } from '../support/seeded-db';
import { pageUrls } from '../load/sample-urls';

let stopped = false;
const failing = (inner: Transport): Transport => async (req, signal) => {
  if (stopped) throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1'), { code: 'ECONNREFUSED' });
  return inner(req, signal);
};

const db = createSeededDatabase();
const { app } = createTestApp({ db, transport: failing, env: { UPSTREAM_CACHE_TTL_MS: '0', UPSTREAM_STALE_MS: '0', CIRCUIT_FAILURE_THRESHOLD: '1000' } });
const urls = pageUrls(db, ['de-DE']);

test('the 503 page for a shopper with a cart says it is kept and shows no count of 0 beside it', async () => {
  stopped = true;
  let seen = 0;
  for (const { url } of urls) {
    const page = await request(app).get(url).set('cookie', `spareo_sid=${'a'.repeat(40)}`);
    if (page.status !== 503 || !page.text.includes('Ihr Warenkorb und Ihre Bestellungen bleiben erhalten')) continue;
    seen++;
    expect({ url, counts: [...page.text.matchAll(/<span class="cart-count" aria-hidden="true">([^<]*)<\/span>/g)].map((match) => match[1]) }).toEqual({ url, counts: expect.not.arrayContaining(['0']) as unknown });
  }
  expect(seen).toBeGreaterThan(0);
});
