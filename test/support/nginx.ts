/**
 * deploy/nginx.conf itself, run by Debian's nginx on loopback in front of processes of the test's:
 * the upstreams' Docker names replaced by loopback ports, its own port, temporary folders and the
 * error pages from deploy/errors. Everything else is the shipped file, so a test of it tests that.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { freePort } from '../../scripts/bench/server';
import { projectRoot } from '../../server/paths';

export const NGINX = '/usr/sbin/nginx';

export const nginxInstalled = (): boolean => fs.existsSync(NGINX);

/** deploy/nginx.conf with the replicas' loopback ports, the test's port and the error pages from deploy/errors. */
export function nginxConfiguration(dir: string, port: number, webPorts: number[], marketplacePorts: number[]): string {
  const conf = fs.readFileSync(path.join(projectRoot, 'deploy', 'nginx.conf'), 'utf8');
  const serverLines = (name: string, ports: number[]) => {
    const line = new RegExp(`^(\\s*)server ${name} (.*);$`, 'm').exec(conf);
    if (!line) throw new Error(`deploy/nginx.conf has no "server ${name} ...;" line`);
    return [line[0], ports.map((p) => `${line[1]}server 127.0.0.1:${p} ${line[2]};`).join('\n')] as const;
  };
  const adapted = conf
    .replace(...serverLines('web:3000', webPorts))
    .replace(...serverLines('marketplace:4000', marketplacePorts))
    .replace('listen 8080;', `listen 127.0.0.1:${port};`)
    .replace('access_log /dev/stdout', `access_log ${path.join(dir, 'access.log')}`)
    .replace('/usr/share/nginx/spareo-errors/', `${path.join(projectRoot, 'deploy', 'errors')}/`);
  if (adapted.includes('web:3000') || adapted.includes('marketplace:4000')) throw new Error('an upstream kept its Docker name');
  const temp = (name: string) => path.join(dir, name);
  return `daemon off;
worker_processes 1;
pid ${temp('nginx.pid')};
error_log ${temp('error.log')} warn;
${process.getuid?.() === 0 ? 'user root;' : ''}
events { worker_connections 512; }
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
  port: number;
  /** What nginx wrote to its error log so far. */
  errorLog(): string;
  /** Its access log (deploy/nginx.conf's format) so far. */
  accessLog(): string;
  stop(): Promise<void>;
}

/** nginx with deploy/nginx.conf in front of the given ports, answering once it is up. */
export async function startNginx(dir: string, webPorts: number[], marketplacePorts: number[]): Promise<RunningNginx> {
  const port = await freePort();
  const conf = path.join(dir, 'nginx.conf');
  fs.writeFileSync(conf, nginxConfiguration(dir, port, webPorts, marketplacePorts));
  let stderr = '';
  const nginx: ChildProcess = spawn(NGINX, ['-c', conf, '-p', dir], { stdio: ['ignore', 'ignore', 'pipe'] });
  nginx.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (nginx.exitCode !== null) throw new Error(`nginx exited: ${stderr}`);
    try {
      await fetch(`${base}/spareo-nginx-up`);
      break;
    } catch {
      if (i > 100) throw new Error(`nginx did not start: ${stderr}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    base,
    port,
    accessLog: () => {
      try {
        return fs.readFileSync(path.join(dir, 'access.log'), 'utf8');
      } catch {
        return '';
      }
    },
    errorLog: () => {
      try {
        return fs.readFileSync(path.join(dir, 'error.log'), 'utf8');
      } catch {
        return '';
      }
    },
    async stop() {
      if (nginx.exitCode !== null || nginx.signalCode !== null) return;
      const exited = new Promise((resolve) => nginx.once('exit', resolve));
      nginx.kill('SIGQUIT');
      await exited;
    },
  };
}
