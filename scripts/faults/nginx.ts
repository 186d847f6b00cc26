/**
 * deploy/nginx.conf itself (../shipped-nginx.ts), run by Debian's nginx on loopback in front of the
 * tool's replicas and marketplace service.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { freePort, processTree } from '../bench/server';
import { NGINX, shippedNginxConfiguration } from '../shipped-nginx';
import { track } from './processes';

export { NGINX };

export interface RunningNginx {
  base: string;
  child: ChildProcess;
  /** The access log: one JSON line per request (deploy/nginx.conf's format). */
  accessLog: string;
  stop(): Promise<void>;
  /** SIGKILL to the master and its workers (as systemd's KillMode=control-group does), started again with the same configuration; resolves once it answers. */
  killAndStart(): Promise<void>;
}

/** errorLog: where nginx says which upstream it gave up on (the tool's log folder). */
export async function startNginx(dir: string, webPorts: number[], marketplacePorts: number[], errorLog: string, accessLog = path.join(dir, 'access.log')): Promise<RunningNginx> {
  fs.mkdirSync(dir, { recursive: true });
  const port = await freePort();
  const conf = path.join(dir, 'nginx.conf');
  fs.writeFileSync(conf, shippedNginxConfiguration(dir, port, webPorts, marketplacePorts, { error: errorLog, access: accessLog }));
  const base = `http://127.0.0.1:${port}`;
  const spawnNginx = async () => {
    const child = track(spawn(NGINX, ['-c', conf, '-p', dir], { stdio: ['ignore', 'ignore', 'pipe'] }));
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    for (const deadline = Date.now() + 15_000; ;) {
      if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}: ${stderr}`);
      try {
        await fetch(`${base}/readyz`, { signal: AbortSignal.timeout(1000) });
        return child;
      } catch {
        if (Date.now() > deadline) throw new Error(`nginx did not start: ${stderr}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  };
  const exited = (child: ChildProcess) => new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
  const running: RunningNginx = {
    base,
    child: await spawnNginx(),
    accessLog,
    async stop() {
      const child = running.child;
      if (child.exitCode !== null || child.signalCode !== null) return;
      const done = exited(child);
      child.kill('SIGQUIT');
      const force = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await done;
      clearTimeout(force);
    },
    async killAndStart() {
      const child = running.child;
      const workers = child.pid ? processTree(child.pid) : [];
      const done = exited(child);
      for (const pid of workers) {
        try {
          process.kill(pid, 'SIGKILL');
        } catch {
          // gone meanwhile
        }
      }
      await done;
      running.child = await spawnNginx();
    },
  };
  return running;
}
