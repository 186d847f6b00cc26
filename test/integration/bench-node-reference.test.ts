/** The benchmark's node:http reference sends each page's brotli bytes as nginx does, and nothing else. */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { serveNodeReference } from '../../scripts/bench/node-reference';
import { freePort } from '../../scripts/bench/server';
import { tempDir } from '../support/temp-dir';
import { waitFor } from '../support/wait-for';

test('answers a page with its brotli bytes and the headers nginx sends; an unknown path is 404', async () => {
  const dir = tempDir('node-reference-');
  const html = '<!DOCTYPE html><title>Warenkorb</title><h1>Warenkorb</h1>';
  fs.writeFileSync(path.join(dir, 'cart.html'), html);
  fs.writeFileSync(path.join(dir, 'cart.html.br'), zlib.brotliCompressSync(html));
  const port = await freePort();
  const server = serveNodeReference(dir, 1, port)!;
  const base = `http://127.0.0.1:${port}`;
  await waitFor('the reference server to be ready', () => fetch(`${base}/readyz`).then((r) => r.ok, () => false), 10_000, 20);

  const page = await fetch(`${base}/cart.html`, { headers: { 'accept-encoding': 'br' } });
  expect(page.status).toBe(200);
  expect(page.headers.get('content-encoding')).toBe('br');
  expect(page.headers.get('vary')).toBe('Accept-Encoding');
  expect(await page.text()).toBe(html);
  expect((await fetch(`${base}/cart.html.br`)).status).toBe(404);
  expect((await fetch(`${base}/home.html`)).status).toBe(404);
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  fs.rmSync(dir, { recursive: true, force: true });
});
