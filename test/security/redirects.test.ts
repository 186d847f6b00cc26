/**
 * No link on our own domain may send a shopper to another site: edition prefixes and the sign-in return target.
 * @backends sqlite: where a link may send a shopper is decided by the web tier from the request.
 */
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import http, { type Server } from 'node:http';
import { createTestApp } from '../support/app';
import { PASSWORD, accountsApp, registered, visitor } from '../integration/accounts-helpers';

let server: Server;
let port: number;

beforeAll(async () => {
  const { app } = createTestApp();
  server = http.createServer(app).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

/** Raw bytes on the wire: an HTTP client library would refuse or re-encode the hostile targets. */
function rawGet(target: string): Promise<{ status: number; location?: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(`GET ${target} HTTP/1.1\r\nHost: shop.test\r\nConnection: close\r\n\r\n`));
    let data = '';
    socket.on('data', (chunk) => (data += chunk.toString('latin1')));
    socket.on('error', reject);
    socket.on('end', () => {
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(data)?.[1] ?? 0);
      const location = /\r\nlocation: ([^\r\n]*)/i.exec(data)?.[1];
      resolve({ status, location });
    });
  });
}

/** Where a browser goes with this Location: it drops tabs and newlines and reads '\' as '/'. */
function leavesSite(location: string): boolean {
  const cleaned = location.replace(/[\t\n\r]/g, '');
  return new URL(cleaned, 'http://shop.test/').host !== 'shop.test';
}

const HOSTILE = [
  '//evil.example',
  '/\\evil.example',
  '/%2F%2Fevil.example',
  '/%5Cevil.example',
  '/%5C%5Cevil.example',
  '/\\\\evil.example',
  '///evil.example',
  '/%09/evil.example',
  '/%0A/evil.example',
  '/.//evil.example',
  '/%2e//evil.example',
];

describe('the default edition prefix never redirects to another host', () => {
  test.each(HOSTILE)('GET /de-DE%s', async (rest) => {
    const res = await rawGet(`/de-DE${rest}`);
    expect(res.status).toBeLessThan(500);
    if (res.location !== undefined) expect(leavesSite(res.location)).toBe(false);
  });

  test.each(HOSTILE)('GET /FR-fr%s (case redirect of another edition)', async (rest) => {
    const res = await rawGet(`/FR-fr${rest}`);
    expect(res.status).toBeLessThan(500);
    if (res.location !== undefined) expect(leavesSite(res.location)).toBe(false);
  });
});

describe('the sign-in return target stays on this site after normalisation', () => {
  const TARGETS = [
    '/.//evil.example',
    '/./\\evil.example',
    '//evil.example',
    '/\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    'https://evil.example/',
    'http:evil.example',
    'javascript:alert(1)',
    '/%2F%2Fevil.example',
    '/..//evil.example',
    '/a/../..//evil.example',
  ];
  const { app } = accountsApp();
  let n = 0;

  test.each(TARGETS)('redirectUrl=%j', async (target) => {
    const agent = visitor(app);
    const email = `redirect-${n++}@example.com`;
    await registered(agent, email);
    await agent.post('/Einloggen').type('form').send({ action: 'signOut' });
    const res = await agent.post('/Einloggen').type('form').send({ action: 'signIn', email, password: PASSWORD, redirectUrl: target });
    expect(res.status).toBe(303);
    expect(leavesSite(String(res.headers.location))).toBe(false);
  });
});
