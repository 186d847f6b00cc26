/** The real server as a child process on loopback, with its resident memory sampled through the run. */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import { childEnvironment } from '../../server/config/config';
import { MEMORY_ENV, MEMORY_NODE_ARGS } from '../../server/lifecycle/memory-defaults';

/**
 * The server runs with the memory settings `npm start` and the Dockerfile give it, the shop's own
 * defaults (decision 0028, with the figures behind each).
 */
export const SERVER_NODE_ARGS = MEMORY_NODE_ARGS;
export const SERVER_ENV = MEMORY_ENV;

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function waitForHealth(base: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode} before it was ready`);
    try {
      const answer = await fetch(`${base}/readyz`);
      if (answer.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server not ready within ${timeoutMs} ms`);
}

/** Resident set (current and the kernel's high-water mark) of a Linux process, in bytes. */
export function rssOf(pid: number): { rss: number; hwm: number } | null {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (key: string) => Number(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0) * 1024;
    return { rss: kb('VmRSS'), hwm: kb('VmHWM') };
  } catch {
    return null;
  }
}

/** CPU time (user and system, every thread) of these processes so far, in ms, from /proc (clock ticks of 10 ms). */
export function cpuMsOf(pids: readonly number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    try {
      // The fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
      const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // gone meanwhile
    }
  }
  return ticks * 10;
}

/** The process and every process under it (a cluster's primary and its workers), from /proc. */
export function processTree(pid: number): number[] {
  const tree = [pid];
  for (let i = 0; i < tree.length; i++) {
    try {
      for (const tid of fs.readdirSync(`/proc/${tree[i]}/task`)) {
        const children = fs.readFileSync(`/proc/${tree[i]}/task/${tid}/children`, 'utf8').trim();
        if (children) tree.push(...children.split(/\s+/).map(Number));
      }
    } catch {
      // gone meanwhile
    }
  }
  return tree;
}

export interface RunningProcess {
  base: string;
  pid: number;
  /** Highest RSS seen (sampled every 200 ms, and the kernel's VmHWM) of the largest process of the tree. */
  peakRss(): number;
  /** Peak RSS per process of the tree (the shop may run several: a primary and its workers), by pid. */
  peakRssByProcess(): Map<number, number>;
  stop(): Promise<void>;
}

export interface StartOptions {
  script: string;
  args?: string[];
  env?: Record<string, string>;
  nodeArgs?: string[];
  readyTimeoutMs?: number;
  logFile?: string;
  /** The variable the process reads its port from (the marketplace service: MARKETPLACE_PORT). */
  portVariable?: string;
}

export async function startProcess(options: StartOptions): Promise<RunningProcess> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const log = options.logFile ? fs.openSync(options.logFile, 'w') : 'ignore';
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), options.script, ...(options.args ?? [])], {
    env: childEnvironment({ ...SERVER_ENV, ...options.env, [options.portVariable ?? 'PORT']: String(port), HOST: '127.0.0.1' }),
    stdio: ['ignore', log, log],
  });
  const peaks = new Map<number, number>();
  const sample = () => {
    if (!child.pid) return;
    for (const pid of processTree(child.pid)) {
      const m = rssOf(pid);
      if (m) peaks.set(pid, Math.max(peaks.get(pid) ?? 0, m.rss, m.hwm));
    }
  };
  const timer = setInterval(sample, 200);
  timer.unref();
  try {
    await waitForHealth(base, child, options.readyTimeoutMs ?? 120_000);
  } catch (error) {
    clearInterval(timer);
    child.kill('SIGKILL');
    throw error;
  }
  return {
    base,
    pid: child.pid!,
    peakRss: () => {
      sample();
      return Math.max(0, ...peaks.values());
    },
    peakRssByProcess: () => {
      sample();
      return new Map(peaks);
    },
    async stop() {
      sample();
      clearInterval(timer);
      if (child.exitCode !== null) return;
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill('SIGTERM');
      const force = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(force);
      if (typeof log === 'number') fs.closeSync(log);
    },
  };
}
