/**
 * deploy/nginx.conf itself, run by Debian's nginx in front of two replicas (real HTTP servers on
 * loopback standing in for the web tier, so each answer is chosen): a replica's own 503 reaches the
 * visitor as it is and marks no replica down, so pages a replica still answers keep coming while
 * another page answers 503 everywhere; only when no replica can be reached does nginx answer
 * itself, with the shop's error page in the edition's language instead of its bare "502 Bad Gateway".
 */
import crypto from 'node:crypto';
import http from 'node:http';
import { freePort } from '../../scripts/bench/server';
import { nginxInstalled, startNginx, type RunningNginx } from '../support/nginx';
import { tempDir } from '../support/temp-dir';
import { waitFor } from '../support/wait-for';

jest.setTimeout(60_000);

/** The Host header of every request either replica got, in the order they came. */
const hostsInOrder: string[] = [];

interface Replica { port: number; server: http.Server; hits: number; hosts: string[]; handedIds: string[] }

/** A replica that answers `/uncached` with its own 503 page (its database is away) and 503 for everything when `down`. */
async function replica(name: string, down: boolean): Promise<Replica> {
  const state: Replica = { port: 0, server: http.createServer(), hits: 0, hosts: [], handedIds: [] };
  state.server.on('request', (req, res) => {
    state.hits++;
    state.hosts.push(req.headers.host ?? '');
    hostsInOrder.push(req.headers.host ?? '');
    // As the web tier does: the id nginx handed it, else one of its own.
    const handed = req.headers['x-request-id'];
    state.handedIds.push(typeof handed === 'string' ? handed : '');
    res.setHeader('x-request-id', typeof handed === 'string' ? handed : crypto.randomUUID());
    // As the web tier answers a checkout: the order and the form's key in the head, for nginx's line.
    if (req.url === '/Kasse') {
      res.writeHead(303, { location: '/Bestellung/SP-261128-TRACED', 'x-spareo-order': 'SP-261128-TRACED', 'x-spareo-key': 'form-key-0123456789abcdef' }).end();
      return;
    }
    if (down || req.url?.startsWith('/uncached')) {
      res.writeHead(503, { 'content-type': 'text/html', 'retry-after': '5' }).end(`<!DOCTYPE html><title>shop 503</title><p>${name}: the shop's own 503 page</p>`);
      return;
    }
    res.writeHead(200, { 'content-type': 'text/html' }).end(`<!DOCTYPE html><p>${name}: page from the cache</p>`);
  });
  await new Promise<void>((resolve) => state.server.listen(0, '127.0.0.1', resolve));
  state.port = (state.server.address() as { port: number }).port;
  return state;
}

(nginxInstalled() ? describe : describe.skip)('deploy/nginx.conf in front of two replicas', () => {
  let a: Replica;
  let b: Replica;
  let nginx: RunningNginx;
  let base = '';

  beforeAll(async () => {
    a = await replica('replica a', true);
    b = await replica('replica b', false);
    nginx = await startNginx(tempDir('spareo-nginx-conf-'), [a.port, b.port], [await freePort()]);
    base = nginx.base;
  });

  afterAll(async () => {
    await nginx?.stop();
    for (const replica of [a, b]) if (replica?.server.listening) await new Promise((resolve) => replica.server.close(resolve));
  });

  test('the replicas\' 503 pages pass through, mark no replica down, and the pages a replica serves keep coming', async () => {
    const answers: string[] = [];
    for (let round = 0; round < 10; round++) {
      for (const url of ['/uncached', '/uncached?2', '/cached', '/cached?2']) {
        const answer = await fetch(`${base}${url}`);
        const body = await answer.text();
        answers.push(`${url.split('?')[0]} ${answer.status} ${/replica [ab]: .*$/m.exec(body.replace(/<[^>]+>/g, ''))?.[0] ?? body.slice(0, 60)}`);
      }
    }
    // Never nginx's own answer: every one is a replica's page.
    expect(answers.filter((answer) => !/ (200|503) replica [ab]: /.test(answer))).toEqual([]);
    // Replica b's cached pages were reached all along (round robin gives it about half of them).
    const cached = answers.filter((answer) => answer.startsWith('/cached '));
    expect(cached.filter((answer) => answer.includes('200 replica b')).length).toBeGreaterThanOrEqual(cached.length / 4);
    expect(a.hits).toBeGreaterThan(5);
  });

  test('its access log is one JSON line per request, under the id it handed the replica (a visitor\'s own replaced), with the path without its query string', async () => {
    const answer = await fetch(`${base}/Bestellung/SP-261126-K7QRTM?token=secret-order-token`, { headers: { 'x-request-id': 'visitor-chosen-id-0001' } });
    await answer.text();
    // nginx writes the line once the answer is out.
    await waitFor('the access log line', () => nginx.accessLog().includes('/Bestellung/SP-261126-K7QRTM'), 5000);
    const lines = nginx.accessLog().split('\n').filter(Boolean).map((l) => JSON.parse(l) as { level: number; time: string; req: { id: string; method: string; path: string }; res: { status: number } });
    const line = lines.find((l) => l.req.path === '/Bestellung/SP-261126-K7QRTM')!;
    expect(line).toMatchObject({ req: { method: 'GET', id: expect.stringMatching(/^[0-9a-f]{32}$/) }, time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
    expect([200, 503]).toContain(line.res.status);
    expect(answer.headers.get('x-request-id')).toBe(line.req.id);
    expect([...a.handedIds, ...b.handedIds]).toContain(line.req.id);
    expect([...a.handedIds, ...b.handedIds]).not.toContain('visitor-chosen-id-0001');
    expect(nginx.accessLog()).not.toContain('secret-order-token');
    // A staff invitation's one-time token is in its path: replaced, as in the shop's own lines.
    await (await fetch(`${base}/desk/invitation/Zq3v9KxR2mWp8LtY`)).text();
    await waitFor('the invitation\'s access log line', () => nginx.accessLog().includes('/desk/invitation/'), 5000);
    expect(nginx.accessLog()).toContain('"path":"/desk/invitation/[token]"');
    expect(nginx.accessLog()).not.toContain('Zq3v9KxR2mWp8LtY');
  });

  /** A GET with a Host header of the test's choosing (fetch keeps its own). */
  const getWithHost = (url: string, host: string) => new Promise<number>((resolve, reject) => {
    http.get(`${base}${url}`, { headers: { host } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    }).on('error', reject);
  });

  test('an order\'s number and its form\'s key a replica names in its answer are on nginx\'s access line, not in the browser\'s answer', async () => {
    const answer = await fetch(`${base}/Kasse`, { method: 'POST', redirect: 'manual', body: 'a=1', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(answer.status).toBe(303);
    expect([answer.headers.get('x-spareo-order'), answer.headers.get('x-spareo-key')]).toEqual([null, null]);
    await waitFor('the checkout\'s access line', () => nginx.accessLog().includes('SP-261128-TRACED'), 5000);
    const line = JSON.parse(nginx.accessLog().split('\n').find((l) => l.includes('SP-261128-TRACED'))!) as Record<string, unknown>;
    expect(line).toMatchObject({ order: 'SP-261128-TRACED', key: 'form-key-0123456789abcdef', res: { status: 303 } });
  });

  test('Host: www.spareo.de@evil.example is refused with 400; a plain host reaches the shop as nginx read it ($host) with the port the visitor named', async () => {
    const seen = () => hostsInOrder;
    const before = seen().length;
    for (const host of ['www.spareo.de@evil.example', 'www.spareo.de@evil.example:8080', 'evil.example%2F']) expect({ host, status: await getWithHost('/cached', host) }).toEqual({ host, status: 400 });
    expect(seen()).toHaveLength(before);
    // Replica a answers 503 to everything: either replica's answer is fine, the host it saw counts.
    expect([200, 503]).toContain(await getWithHost('/cached', 'WWW.Spareo.DE:8080'));
    expect(seen().slice(before)).toEqual(['www.spareo.de:8080']);
  });

  test('no replica reachable: nginx answers 502 with the shop\'s page in the edition\'s language, not its bare one', async () => {
    for (const replica of [a, b]) {
      replica.server.closeAllConnections();
      await new Promise((resolve) => replica.server.close(resolve));
    }
    const german = await fetch(`${base}/Warenkorb`);
    expect(german.status).toBe(502);
    expect(german.headers.get('content-type')).toMatch(/text\/html/);
    expect(german.headers.get('retry-after')).toBe('5');
    const page = await german.text();
    expect(page).toContain('<html lang="de">');
    expect(page).toContain('Spareo ist gleich wieder da');
    expect(page).not.toContain('Bad Gateway');
    // Its own answer has the request's id too, and its line the path asked for.
    const id = german.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    await waitFor('the 502\'s access line', () => nginx.accessLog().includes(id!), 5000);
    expect(JSON.parse(nginx.accessLog().split('\n').find((l) => l.includes(id!))!)).toMatchObject({ level: 50, req: { id, path: '/Warenkorb' }, res: { status: 502 } });
    const spanish = await fetch(`${base}/es-ES/carrito`);
    expect(spanish.status).toBe(502);
    expect(await spanish.text()).toContain('Spareo vuelve enseguida');
    for (const [prefix, lang] of [['/fr-FR', 'fr'], ['/it-IT', 'it'], ['/nl-NL', 'nl'], ['/de-AT', 'de']] as const) {
      expect(await (await fetch(`${base}${prefix}/x`)).text()).toContain(`<html lang="${lang}">`);
    }
  });
});

(nginxInstalled() ? describe : describe.skip)('deploy/nginx.conf and what its logs and public port give away', () => {
  let live: Replica;
  let deadPort: number;
  let nginx: RunningNginx;

  beforeAll(async () => {
    live = await replica('replica b', false);
    // Nothing listens there: every attempt on it fails at connect, as on a replica being restarted.
    deadPort = await freePort();
    nginx = await startNginx(tempDir('spareo-nginx-logs-'), [deadPort, live.port], [await freePort()]);
  });

  afterAll(async () => {
    await nginx?.stop();
    if (live?.server.listening) await new Promise((resolve) => live.server.close(resolve));
  });

  test('an order page\'s token is in neither log when a replica cannot be reached, and the access line names the replica that failed', async () => {
    for (let i = 0; i < 4; i++) await (await fetch(`${nginx.base}/Bestellung/SP-261128-K7QRTM?t=order-token-${i}-Zq3v9KxR`)).text();
    await (await fetch(`${nginx.base}/desk/invitation/Inv1tat1onT0ken9`)).text();
    await waitFor('the access log lines', () => nginx.accessLog().split('\n').filter((l) => l.includes('SP-261128-K7QRTM')).length === 4, 5000);
    expect(nginx.errorLog()).not.toMatch(/order-token|Zq3v9KxR|Inv1tat1onT0ken9/);
    expect(nginx.accessLog()).not.toMatch(/order-token|Zq3v9KxR|Inv1tat1onT0ken9/);
    // The attempt that failed is on the request's own line: which replica, and how.
    const lines = nginx.accessLog().split('\n').filter((l) => l.includes('SP-261128-K7QRTM')).map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(lines).toContainEqual(expect.objectContaining({ res: expect.objectContaining({ status: 200 }), upstream: `127.0.0.1:${deadPort}, 127.0.0.1:${live.port}`, upstream_status: '502, 200' }));
  });

  test('the probes and metrics are not answered on the public port (nor reach a replica), in any casing', async () => {
    const before = live.hits;
    for (const probe of ['/healthz', '/readyz', '/metrics', '/READYZ', '/metrics/', '/de-AT/../metrics']) expect({ probe, status: (await fetch(`${nginx.base}${probe}`)).status }).toEqual({ probe, status: 404 });
    expect(live.hits).toBe(before);
  });

  test('nginx\'s own 502 page keeps the failed request\'s path on its access line', async () => {
    live.server.closeAllConnections();
    await new Promise((resolve) => live.server.close(resolve));
    expect((await fetch(`${nginx.base}/Warenkorb?t=cart-token-Q8`)).status).toBe(502);
    await waitFor('the 502 line', () => nginx.accessLog().includes('"status":502'), 5000);
    const line = nginx.accessLog().split('\n').find((l) => l.includes('"status":502'));
    expect(JSON.parse(line!)).toMatchObject({ req: { method: 'GET', path: '/Warenkorb' }, res: { status: 502 } });
    expect(nginx.accessLog() + nginx.errorLog()).not.toContain('cart-token-Q8');
  });
});
