/**
 * Process entry of the web tier. One process serves the shop when WEB_WORKERS is 1 and it runs with
 * the memory defaults (as `npm start` starts it); otherwise this process is the cluster's primary
 * (server/processes/cluster-primary.ts) and each worker runs server/processes/web-process.ts.
 */
// First: refuses an older Node before anything needs Node 24.
import '../lifecycle/node-version';
import cluster from 'node:cluster';
import path from 'node:path';
import { loadConfig, missingSharedSecret } from '../config/config';
import { exitWithFatal } from '../lifecycle/fatal-line';
import { keptSecret } from '../config/kept-secret';
import { runPrimary } from './cluster-primary';
import { createLogger } from '../shared/logger';
import { runsWithMemoryDefaults, shrinkBufferPool } from '../lifecycle/memory-defaults';
import { serveWeb } from './web-process';
import { unwritablePath, writablePaths } from '../lifecycle/writable-paths';

async function main() {
  // Node's own setting, read as Buffers are cut: only the process's entry may set it, and first.
  shrinkBufferPool();
  let config = loadConfig();
  const missing = missingSharedSecret(config);
  if (missing) throw new Error(missing);
  if (!cluster.isWorker) {
    const unwritable = unwritablePath(writablePaths(config, 'web'));
    if (unwritable) throw new Error(unwritable);
    // Unconfigured, the secret is the one kept with the data: workers get it from the primary.
    if (!config.CHECK_SECRET) config = { ...config, CHECK_SECRET: keptSecret(path.dirname(config.DATABASE_PATH)) };
  }
  const logger = createLogger(config.LOG_LEVEL);
  if (cluster.isWorker) return serveWeb(config, logger.child({ worker: cluster.worker?.id }), 'worker');
  if (config.WEB_WORKERS === 1 && runsWithMemoryDefaults(process.execArgv, config)) return serveWeb(config, logger, 'alone');
  return runPrimary(config, logger, process.execArgv);
}

main().catch(exitWithFatal);
