/**
 * deploy/nginx.conf itself, run by Debian's nginx on loopback in front of the tool's replicas and
 * marketplace service: the upstreams' names become their loopback ports, the error pages come from
 * deploy/errors, everything else (retries, max_fails, keep-alive) is the file's own.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../../server/paths';
import { freePort } from '../bench/server';
import { track } from './processes';

export const NGINX = '/usr/sbin/nginx';

export function adaptedConfiguration(dir: string, port: number, webPorts: number[], marketplacePort: number, errorLog = path.join(dir, 'error.log')): string {
  const conf = fs.readFileSync(path.join(projectRoot, 'deploy', 'nginx.conf'), 'utf8');
  const web = /^(\s*)server web:3000 (.*);$/m.exec(conf);
  if (!web || !conf.includes('server marketplace:4000') || !conf.includes('listen 8080;')) throw new Error('deploy/nginx.conf no longer names web:3000, marketplace:4000 and port 8080: adapt scripts/faults/nginx.ts');
  const adapted = conf
    .replace(web[0], webPorts.map((p) => `${web[1]}server 127.0.0.1:${p} ${web[2]};`).join('\n'))
    .replace(/server marketplace:4000/, `server 127.0.0.1:${marketplacePort}`)
    .replace('listen 8080;', `listen 127.0.0.1:${port};`)
    .replace('/usr/share/nginx/spareo-errors/', `${path.join(projectRoot, 'deploy', 'errors')}/`);
  const temp = (name: string) => path.join(dir, name);
  return `daemon off;
worker_processes 1;
pid ${temp('nginx.pid')};
error_log ${errorLog} warn;
${process.getuid?.() === 0 ? 'user root;' : ''}
events { worker_connections 1024; }
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

export interface RunningNginx {
  base: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

/** errorLog: where nginx says which upstream it gave up on (the tool's log folder). */
export async function startNginx(dir: string, webPorts: number[], marketplacePort: number, errorLog: string): Promise<RunningNginx> {
  fs.mkdirSync(dir, { recursive: true });
  const port = await freePort();
  const conf = path.join(dir, 'nginx.conf');
  fs.writeFileSync(conf, adaptedConfiguration(dir, port, webPorts, marketplacePort, errorLog));
  const child = track(spawn(NGINX, ['-c', conf, '-p', dir], { stdio: ['ignore', 'ignore', 'pipe'] }));
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const base = `http://127.0.0.1:${port}`;
  for (const deadline = Date.now() + 15_000; ;) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}: ${stderr}`);
    try {
      await fetch(`${base}/readyz`, { signal: AbortSignal.timeout(1000) });
      break;
    } catch {
      if (Date.now() > deadline) throw new Error(`nginx did not start: ${stderr}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    base,
    child,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill('SIGQUIT');
      const force = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(force);
    },
  };
}
