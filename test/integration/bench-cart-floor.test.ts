/**
 * The benchmark's cart floor makes the cart page's real marketplace calls for the shopper's session
 * before it sends the page's bytes: a session without a cart is a 500 there, so a floor that skipped
 * the calls (or answered a broken session) could not pass for a measured one.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { COOKIES } from '../../locales/editions';
import { serveCartFloor, type CartFloor } from '../../scripts/bench/cart-floor';
import { freePort } from '../../scripts/bench/server';
import { addToCart } from '../../server/marketplace/cart/repository';
import { createSession } from '../../server/marketplace/session/repository';
import { databaseLocation } from '../support/database-location';
import { createSeededDatabase } from '../support/seeded-db';
import { tempDir } from '../support/temp-dir';

const database = createSeededDatabase();
const dir = tempDir('cart-floor-');
const html = '<!DOCTYPE html><title>Warenkorb</title><h1>Warenkorb</h1>';
let floor: CartFloor;
let base: string;

beforeAll(async () => {
  fs.writeFileSync(path.join(dir, 'cart.html.br'), zlib.brotliCompressSync(html));
  const port = await freePort();
  floor = (await serveCartFloor(dir, 1, port, databaseLocation(database)))!;
  base = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  await floor.close();
  await database.shut();
  fs.rmSync(dir, { recursive: true, force: true });
});

test('a shopper with a cart gets the page bytes after the cart calls; a stale session and an unknown path do not', async () => {
  const offers = await database.kysely.selectFrom('offers').select('id').where('stock', '>', 0).orderBy('id').limit(3).execute();
  const sid = await createSession(database.kysely);
  for (const { id } of offers) await addToCart(database.kysely, sid, id, null, 1);

  const page = await fetch(`${base}/cart.html`, { headers: { cookie: `${COOKIES.session}=${sid}`, 'accept-encoding': 'br' } });
  expect(page.status).toBe(200);
  expect(page.headers.get('content-encoding')).toBe('br');
  expect(await page.text()).toBe(html);

  const stale = await fetch(`${base}/cart.html`, { headers: { cookie: `${COOKIES.session}=not-a-session` } });
  expect(stale.status).toBe(500);
  expect(await stale.text()).toMatch(/cart answered 4\d\d/);
  expect((await fetch(`${base}/home.html`)).status).toBe(404);
});
