/**
 * deploy/nginx.conf itself, run by Debian's nginx in front of two replicas (real HTTP servers on
 * loopback standing in for the web tier, so each answer is chosen): a replica's own 503 reaches the
 * visitor as it is and marks no replica down, so pages a replica still answers keep coming while
 * another page answers 503 everywhere; only when no replica can be reached does nginx answer
 * itself, with the shop's error page in the edition's language instead of its bare "502 Bad Gateway".
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { freePort } from '../../scripts/bench/server';
import { projectRoot } from '../../server/paths';
import { tempDir } from '../support/temp-dir';

const NGINX = '/usr/sbin/nginx';
jest.setTimeout(60_000);

interface Replica { port: number; server: http.Server; hits: number; hosts: string[] }

/** A replica that answers `/uncached` with its own 503 page (its database is away) and 503 for everything when `down`. */
async function replica(name: string, down: boolean): Promise<Replica> {
  const state: Replica = { port: 0, server: http.createServer(), hits: 0, hosts: [] };
  state.server.on('request', (req, res) => {
    state.hits++;
    state.hosts.push(req.headers.host ?? '');
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

/** deploy/nginx.conf with the replicas' loopback ports, a port of the test's and the error pages from deploy/errors. */
function configuration(dir: string, port: number, webPorts: number[], marketplacePort: number): string {
  const conf = fs.readFileSync(path.join(projectRoot, 'deploy', 'nginx.conf'), 'utf8');
  const web = conf.match(/^(\s*)server web:3000 (.*);$/m);
  expect(web).not.toBeNull();
  const adapted = conf
    .replace(web![0], webPorts.map((p) => `${web![1]}server 127.0.0.1:${p} ${web![2]};`).join('\n'))
    .replace(/server marketplace:4000/, `server 127.0.0.1:${marketplacePort}`)
    .replace('listen 8080;', `listen 127.0.0.1:${port};`)
    .replace('/usr/share/nginx/spareo-errors/', `${path.join(projectRoot, 'deploy', 'errors')}/`);
  expect(adapted).not.toContain('web:3000');
  const temp = (name: string) => path.join(dir, name);
  return `daemon off;
worker_processes 1;
pid ${temp('nginx.pid')};
error_log ${temp('error.log')} warn;
${process.getuid?.() === 0 ? 'user root;' : ''}
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${temp('body')};
  proxy_temp_path ${temp('proxy')};
  fastcgi_temp_path ${temp('fastcgi')};
  uwsgi_temp_path ${temp('uwsgi')};
  scgi_temp_path ${temp('scgi')};
${adapted}
}
`;
}

(fs.existsSync(NGINX) ? describe : describe.skip)('deploy/nginx.conf in front of two replicas', () => {
  let a: Replica;
  let b: Replica;
  let nginx: ChildProcess;
  let base = '';
  let stderr = '';

  beforeAll(async () => {
    a = await replica('replica a', true);
    b = await replica('replica b', false);
    const dir = tempDir('spareo-nginx-conf-');
    const port = await freePort();
    const conf = path.join(dir, 'nginx.conf');
    fs.writeFileSync(conf, configuration(dir, port, [a.port, b.port], await freePort()));
    nginx = spawn(NGINX, ['-c', conf, '-p', dir], { stdio: ['ignore', 'ignore', 'pipe'] });
    nginx.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    base = `http://127.0.0.1:${port}`;
    for (let i = 0; ; i++) {
      if (nginx.exitCode !== null) throw new Error(`nginx exited: ${stderr}`);
      try {
        await fetch(`${base}/`);
        break;
      } catch {
        if (i > 100) throw new Error(`nginx did not start: ${stderr}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  });

  afterAll(async () => {
    if (nginx && nginx.exitCode === null) {
      const exited = new Promise((resolve) => nginx.once('exit', resolve));
      nginx.kill('SIGQUIT');
      await exited;
    }
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

  /** A GET with a Host header of the test's choosing (fetch keeps its own). */
  const getWithHost = (url: string, host: string) => new Promise<number>((resolve, reject) => {
    http.get(`${base}${url}`, { headers: { host } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    }).on('error', reject);
  });

  test('Host: www.spareo.de@evil.example is refused with 400; a plain host reaches the shop as nginx read it ($host)', async () => {
    const seen = () => [...a.hosts, ...b.hosts];
    const before = seen().length;
    for (const host of ['www.spareo.de@evil.example', 'www.spareo.de@evil.example:8080', 'evil.example%2F']) expect({ host, status: await getWithHost('/cached', host) }).toEqual({ host, status: 400 });
    expect(seen()).toHaveLength(before);
    // Replica a answers 503 to everything: either replica's answer is fine, the host it saw counts.
    expect([200, 503]).toContain(await getWithHost('/cached', 'WWW.Spareo.DE:8080'));
    expect(seen().slice(before)).toEqual(['www.spareo.de']);
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
    const spanish = await fetch(`${base}/es-ES/carrito`);
    expect(spanish.status).toBe(502);
    expect(await spanish.text()).toContain('Spareo vuelve enseguida');
    for (const [prefix, lang] of [['/fr-FR', 'fr'], ['/it-IT', 'it'], ['/nl-NL', 'nl'], ['/de-AT', 'de']] as const) {
      expect(await (await fetch(`${base}${prefix}/x`)).text()).toContain(`<html lang="${lang}">`);
    }
  });
});
