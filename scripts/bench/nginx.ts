/**
 * The reference the page benchmark measures against: Debian's nginx with its brotli static module
 * (`apt-get install nginx libnginx-mod-http-brotli-static`), serving each page's own brotli bytes
 * precompressed (`brotli_static on`), one worker per core, keep-alive, on loopback. Started by the
 * benchmark in a temporary directory with its own configuration; absent when nginx or the module
 * is not installed (the benchmark then says so and measures against express.static alone).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './server';

const NGINX = '/usr/sbin/nginx';
const BROTLI_STATIC = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

export interface RunningNginx {
  base: string;
  workers: number;
  version: string;
  stop(): Promise<void>;
}

/** Why nginx cannot be the reference on this machine, or null when it can. */
export function nginxMissing(): string | null {
  if (!fs.existsSync(NGINX)) return `${NGINX} not installed (apt-get install -y nginx libnginx-mod-http-brotli-static)`;
  if (!fs.existsSync(BROTLI_STATIC)) return `${BROTLI_STATIC} not installed (apt-get install -y libnginx-mod-http-brotli-static)`;
  return null;
}

export interface NginxPage {
  /** File name under the document root, e.g. cart.html. */
  name: string;
  html: Buffer;
  /** The page's brotli bytes as the shop sends them. */
  brotli: Buffer;
}

/** What every nginx the benchmark starts shares: its files in dir, no access log, kept-alive clients; `http` holds the rest. */
function withinPreamble(dir: string, workers: number, http: string, modules = ''): string {
  const temp = (name: string) => path.join(dir, name);
  return `${modules}worker_processes ${workers};
daemon off;
master_process on;
pid ${temp('nginx.pid')};
error_log ${temp('error.log')} warn;
${process.getuid?.() === 0 ? 'user root;' : ''}
events { worker_connections 4096; }
http {
  access_log off;
  keepalive_timeout 65;
  keepalive_requests 1000000;
  client_body_temp_path ${temp('body')};
  proxy_temp_path ${temp('proxy')};
  fastcgi_temp_path ${temp('fastcgi')};
  uwsgi_temp_path ${temp('uwsgi')};
  scgi_temp_path ${temp('scgi')};
${http}
}
`;
}

function configuration(dir: string, root: string, port: number, workers: number, fallback?: string): string {
  // Without a fallback nothing but the page is looked up: a missing file is nginx's own 404.
  const pages = fallback
    ? `location / { brotli_static on; add_header Vary Accept-Encoding; try_files $uri @shop; }
    location @shop { proxy_pass ${fallback}; proxy_http_version 1.1; proxy_set_header Host $http_host; }`
    : 'location / { brotli_static on; add_header Vary Accept-Encoding; }';
  return withinPreamble(dir, workers, `  sendfile on;
  tcp_nopush on;
  types { text/html html; }
  default_type text/html;
  server {
    listen 127.0.0.1:${port};
    root ${root};
    location = /readyz { return 200 'ready'; }
    ${pages}
  }`, `load_module ${BROTLI_STATIC};\n`);
}

/**
 * nginx serving the pages' bytes. With `fallback` (the shop's base URL), every other path (a page's
 * images) is handed to the shop, so a browser loads the stored bytes as it loads the shop's page.
 */
export async function startNginx(pages: NginxPage[], workers = os.cpus().length, fallback?: string): Promise<RunningNginx> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'spareo-nginx-'));
  const root = path.join(dir, 'root');
  fs.mkdirSync(root);
  for (const page of pages) {
    fs.writeFileSync(path.join(root, page.name), page.html);
    fs.writeFileSync(path.join(root, `${page.name}.br`), page.brotli);
  }
  const port = await freePort();
  return runNginx(dir, configuration(dir, root, port, workers, fallback), port, workers);
}

/** The load balancer in front of web replicas, as deploy/nginx.conf has it: round robin, kept-alive upstream connections. */
function balancerConfiguration(dir: string, port: number, upstreamPorts: number[], workers: number): string {
  return withinPreamble(dir, workers, `  upstream web { ${upstreamPorts.map((p) => `server 127.0.0.1:${p};`).join(' ')} keepalive 64; }
  server {
    listen 127.0.0.1:${port};
    location = /readyz { return 200 'ready'; }
    location / {
      proxy_pass http://web;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_buffering on;
    }
  }`);
}

export async function startBalancer(upstreamPorts: number[], workers = 1): Promise<RunningNginx> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'spareo-balancer-'));
  const port = await freePort();
  return runNginx(dir, balancerConfiguration(dir, port, upstreamPorts, workers), port, workers);
}

async function runNginx(dir: string, configurationText: string, port: number, workers: number): Promise<RunningNginx> {
  const conf = path.join(dir, 'nginx.conf');
  fs.writeFileSync(conf, configurationText);
  const version = spawnSync(NGINX, ['-v'], { encoding: 'utf8' }).stderr.trim();
  const child: ChildProcess = spawn(NGINX, ['-c', conf, '-p', dir], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}: ${stderr}`);
    try {
      if ((await fetch(`${base}/readyz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`nginx not ready: ${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    base,
    workers,
    version,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
        child.kill('SIGQUIT');
        const force = setTimeout(() => child.kill('SIGKILL'), 5_000);
        await exited;
        clearTimeout(force);
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
