/**
 * deploy/nginx.conf itself (../shipped-nginx.ts), run by Debian's nginx on loopback in front of the
 * tool's replicas and marketplace service.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { freePort } from '../bench/server';
import { NGINX, shippedNginxConfiguration } from '../shipped-nginx';
import { track } from './processes';

export { NGINX };

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
  fs.writeFileSync(conf, shippedNginxConfiguration(dir, port, webPorts, [marketplacePort], { error: errorLog }));
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
