/**
 * deploy/nginx.conf itself (scripts/shipped-nginx.ts), run by Debian's nginx on loopback in front of
 * processes of the test's.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { freePort } from '../../scripts/bench/server';
import { NGINX, shippedNginxConfiguration } from '../../scripts/shipped-nginx';
import { waitFor } from './wait-for';

export { NGINX };

export const nginxInstalled = (): boolean => fs.existsSync(NGINX);

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
  fs.writeFileSync(conf, shippedNginxConfiguration(dir, port, webPorts, marketplacePorts));
  let stderr = '';
  const nginx: ChildProcess = spawn(NGINX, ['-c', conf, '-p', dir], { stdio: ['ignore', 'ignore', 'pipe'] });
  nginx.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const base = `http://127.0.0.1:${port}`;
  await waitFor('nginx to answer', async () => {
    if (nginx.exitCode !== null) throw new Error(`nginx exited: ${stderr}`);
    return fetch(`${base}/spareo-nginx-up`).then(() => true, () => false);
  }, 10_000, 100);
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
