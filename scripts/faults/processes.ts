/**
 * The shop's processes for the fault table, from dist/: the marketplace service and web replicas,
 * each on a port of its own that survives a restart (nginx keeps naming it), as a supervisor
 * (systemd's Restart=always, a Deployment) starts them again. Every child is listed in `running`,
 * so whatever ends the tool can kill what is left synchronously.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { childEnvironment } from '../../server/config/config';
import { MEMORY_ENV, MEMORY_NODE_ARGS } from '../../server/lifecycle/memory-defaults';
import { distDir } from '../../server/shared/paths';
import { freePort, processTree } from '../bench/server';

/** Every child the tool started and has not seen exit. */
export const running = new Set<ChildProcess>();

export function track(child: ChildProcess): ChildProcess {
  running.add(child);
  child.once('exit', () => running.delete(child));
  return child;
}

/** SIGKILL to every child still running and what it started (nginx's workers); synchronous, for the exit handlers. */
export function killAllSync(): void {
  for (const child of running) {
    if (!child.pid) continue;
    for (const pid of processTree(child.pid).reverse()) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // gone meanwhile
      }
    }
  }
  running.clear();
}

export interface ShopProcess {
  readonly name: string;
  readonly port: number;
  readonly base: string;
  /** SIGTERM, and the exit awaited (the process drains first). */
  terminate(): Promise<void>;
  /** SIGKILL, and the exit awaited. */
  kill(): Promise<void>;
  /** Starts it again on the same port; resolves once its /readyz answers 200. */
  start(): Promise<void>;
}

async function waitReady(base: string, child: ChildProcess, logFile: string, timeoutMs = 180_000): Promise<void> {
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`${path.basename(logFile)}: exited before it was ready:\n${fs.readFileSync(logFile, 'utf8').slice(-2000)}`);
    try {
      if ((await fetch(`${base}/readyz`, { signal: AbortSignal.timeout(5000) })).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${path.basename(logFile)}: not ready within ${timeoutMs} ms`);
}

export async function shopProcess(name: string, script: 'main.js' | 'marketplace-main.js', env: Record<string, string>, logDir: string): Promise<ShopProcess> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const logFile = path.join(logDir, `${name}.log`);
  const portVariable = script === 'main.js' ? 'PORT' : 'MARKETPLACE_PORT';
  let child: ChildProcess | undefined;
  const exited = () => new Promise<void>((resolve) => {
    if (!child || child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
  });
  const start = async () => {
    const log = fs.openSync(logFile, 'a');
    // One process with the memory defaults, as `npm start` with WEB_WORKERS=1 runs it, logging at the default level: a line per request, which the logs' check traces.
    child = track(spawn(process.execPath, [...MEMORY_NODE_ARGS, path.join(distDir, 'server', 'processes', script)], {
      env: childEnvironment({ ...MEMORY_ENV, NODE_ENV: 'production', LOG_LEVEL: 'info', HOST: '127.0.0.1', WEB_WORKERS: '1', ...env, [portVariable]: String(port) }),
      stdio: ['ignore', log, log],
    }));
    fs.closeSync(log);
    await waitReady(base, child, logFile);
  };
  await start();
  return {
    name,
    port,
    base,
    async terminate() {
      const done = exited();
      child?.kill('SIGTERM');
      await done;
    },
    async kill() {
      const done = exited();
      child?.kill('SIGKILL');
      await done;
    },
    start,
  };
}

/** A job from dist/ (the setup job): resolves with its exit code. */
export function runJob(name: string, args: string[], env: Record<string, string>, logDir: string): Promise<number | null> {
  const log = fs.openSync(path.join(logDir, `${name}.log`), 'a');
  const child = track(spawn(process.execPath, [...MEMORY_NODE_ARGS, path.join(distDir, 'server', 'processes', 'marketplace-main.js'), ...args], {
    env: childEnvironment({ ...MEMORY_ENV, NODE_ENV: 'production', LOG_LEVEL: 'warn', ...env }),
    stdio: ['ignore', log, log],
  }));
  fs.closeSync(log);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}
