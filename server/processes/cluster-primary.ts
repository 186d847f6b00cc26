/**
 * The cluster's primary (node:cluster): has the database prepared once (migrations, the demo seed)
 * by a short-lived child, then forks WEB_WORKERS web processes that listen on the port (each on a
 * socket of its own where it can, server/processes/web-listen.ts), each with the memory
 * defaults and one check secret, and forks again when one dies. On SIGTERM/SIGINT it passes the
 * signal on and exits when every worker has drained and stopped.
 */
import { fork as forkProcess } from 'node:child_process';
import cluster, { type Worker } from 'node:cluster';
import path from 'node:path';
import { checkSecretFrom } from '../request-checks/check-challenge';
import { childEnvironment, type Config } from '../config/config';
import type { Logger } from '../shared/logger';
import { memoryEnvLacking, nodeArgsWithDefaults } from '../lifecycle/memory-defaults';
import { ownSocketPerWorker, portIsFree } from './web-listen';
import { relayKeptCarts } from '../web/cart/cart-siblings';

/** A worker that dies this soon after its start counts as crashing: the next fork waits longer. */
const EARLY_DEATH_MS = 10_000;
const MAX_RESTART_DELAY_MS = 30_000;

/**
 * Migrations and the demo seed run in a process of their own (the marketplace service's setup
 * step): seeding a large catalogue takes a few hundred MB that a long-lived primary would keep.
 */
function prepareInChild(execArgv: string[], env: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = forkProcess(path.join(__dirname, 'marketplace-main.js'), ['setup'], { execArgv, env: childEnvironment(env), stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (code, signal) => (code === 0 ? resolve() : reject(new Error(`preparing the database failed (${signal ?? `exit code ${code}`})`))));
  });
}

export async function runPrimary(config: Config, logger: Logger, execArgv: readonly string[]): Promise<void> {
  // One secret for all workers of this start, unless configured: a challenge signed by one worker passes in every other.
  const checkSecret = checkSecretFrom(config);
  const memoryEnv = memoryEnvLacking(config);
  const nodeArgs = nodeArgsWithDefaults(execArgv);
  if (ownSocketPerWorker(config)) await portIsFree(config);
  if (!config.MARKETPLACE_URL) await prepareInChild(nodeArgs, { ...memoryEnv, CHECK_SECRET: checkSecret });
  const env: Record<string, string> = { ...memoryEnv, CHECK_SECRET: checkSecret, SEED_ON_START: 'false' };
  // V8's serialisation: the kept carts the workers hand each other carry their deflate blocks as bytes.
  cluster.setupPrimary({ execArgv: nodeArgs, serialization: 'advanced' });
  relayKeptCarts();

  let stopping = false;
  let restartDelay = 0;
  const started = new Map<Worker, number>();
  const fork = () => {
    const worker = cluster.fork(env);
    started.set(worker, Date.now());
  };
  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (started.get(worker) ?? 0);
    started.delete(worker);
    if (stopping) {
      if (started.size === 0) {
        logger.info('all workers stopped');
        process.exit(0);
      }
      return;
    }
    restartDelay = lived < EARLY_DEATH_MS ? Math.min(MAX_RESTART_DELAY_MS, Math.max(500, restartDelay * 2)) : 0;
    logger.error({ pid: worker.process.pid, code, signal, restartInMs: restartDelay }, 'web worker died; starting another');
    setTimeout(fork, restartDelay);
  });
  for (let i = 0; i < config.WEB_WORKERS; i += 1) fork();
  logger.info({ workers: config.WEB_WORKERS }, 'web workers started');

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal, workers: started.size }, 'stopping the web workers');
    if (started.size === 0) process.exit(0);
    for (const worker of started.keys()) worker.process.kill('SIGTERM');
    // Each worker bounds its own shutdown; this bounds a worker that hangs regardless.
    const force = setTimeout(() => {
      logger.warn('workers did not stop in time; killing them');
      for (const worker of started.keys()) worker.process.kill('SIGKILL');
      process.exit(1);
    }, (config.SHUTDOWN_TIMEOUT_S + 2) * 1000 + config.SHUTDOWN_DRAIN_MS);
    force.unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}
