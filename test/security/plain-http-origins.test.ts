/**
 * The same-origin rule on a staging box over plain http, without Sec-Fetch-Site (Chromium sends
 * none to such an origin): the configured public origin is the shop's own even when a proxy passes
 * a Host of its own; the staff and shop pages let the browser name their origin on their own forms
 * (same-origin referrer policy); a foreign origin is refused and the refusal logged with the origin
 * and the expected ones, never a Referer's path.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import pino from 'pino';
import { createTestApp } from '../support/app';

const ORIGIN = 'http://staging.example:8080';
const lines: string[] = [];
const logger = pino({ level: 'info' }, new Writable({ write(chunk, _encoding, done) { lines.push(String(chunk)); done(); } }));
const { app, db } = createTestApp({ env: { PUBLIC_ORIGIN: ORIGIN }, logger });
const server = http.createServer(app);
let port = 0;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  db.close();
});

function post(path: string, headers: Record<string, string>): Promise<{ status: number; headers: http.IncomingHttpHeaders }> {
  const body = 'shopId=4&token=wrong';
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, path, method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-length': String(body.length), ...headers } }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers }));
    });
    request.on('error', reject);
    request.end(body);
  });
}

test('a portal and a desk form from the configured origin are taken though the proxy passed a Host of its own', async () => {
  for (const path of ['/portal/sign-in', '/desk/sign-in']) {
    const answer = await post(path, { host: 'app:3000', origin: ORIGIN });
    expect({ path, status: answer.status }).toEqual({ path, status: path === '/portal/sign-in' ? 401 : 400 });
  }
});

test('the portal\'s and the desk\'s pages tell the browser to name their origin on their own forms', async () => {
  for (const path of ['/portal/sign-in', '/desk/sign-in']) {
    const answer = await fetch(`http://127.0.0.1:${port}${path}`);
    expect({ path, policy: answer.headers.get('referrer-policy') }).toEqual({ path, policy: 'same-origin' });
  }
});

test('a foreign origin is refused and logged with what was expected, without the Referer\'s path', async () => {
  lines.length = 0;
  const answer = await post('/portal/sign-in', { host: `staging.example:${port}`, origin: 'http://elsewhere.example', referer: 'http://elsewhere.example/secret-token-in-path' });
  expect(answer.status).toBe(403);
  const refusal = lines.map((line) => JSON.parse(line) as Record<string, unknown>).find((line) => line.msg === 'cross-site request refused');
  expect(refusal).toMatchObject({ level: 40, origin: 'http://elsewhere.example', expected: [`http://staging.example:${port}`, ORIGIN] });
  expect(lines.join('\n')).not.toContain('secret-token-in-path');
});
