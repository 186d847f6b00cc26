/**
 * jest's node environment (the project's `globals` give the file its SPAREO_TEST_BACKEND), with a
 * teardown that closes and removes the databases seeded-db.ts and the folders temp-dir.ts handed out
 * in the file, after all of the file's own hooks ran: a run of many files piles up no copies on disk
 * or in the cluster. In a worker it also stops the child processes the file left running
 * (left-processes.ts), and lets go of the timers and observers its code left (file-leftovers.ts).
 * It also keeps the file's raw SQLite calls on PostgreSQL for the runner (raw-access.ts). Libraries
 * see NODE_ENV=production, as in the shipped image. And it records the file's CPU (file-cpu.js).
 */
import fs from 'node:fs';
import NodeEnvironment from 'jest-environment-node';
import path from 'node:path';
import { binDir, psqlSync } from './postgres-cluster';
import { keepOwnStatementsOf, keepStatementsOf } from './postgres-statements';
import { OWN_STATEMENTS } from './statement-callers';
import { RAW_ACCESS, saveRawAccess } from './raw-access';
import { stopChildrenOf } from './left-processes';
import type { HandedOut } from './seeded-db';
import { removeTempDirs } from './temp-dir';
import { trackObservers, trackTimers } from './file-leftovers';
const { processCpuSeconds, clusterCpuSeconds, takeOrphanedCpu, recordFileCpu } = require('./file-cpu.js') as {
  processCpuSeconds(): number | undefined;
  clusterCpuSeconds(): number | undefined;
  takeOrphanedCpu(): number;
  recordFileCpu(testPath: string, backend: string, seconds: number | undefined, clusterSeconds: number | undefined): void;
};

const HANDED_OUT = Symbol.for('spareo.test.databases');

export default class BackendEnvironment extends NodeEnvironment {
  private readonly testPath: string;
  private readonly backend: string;
  private readonly cpuAtStart = processCpuSeconds();
  private readonly clusterCpuAtStart = clusterCpuSeconds();
  private readonly timers: ReturnType<typeof trackTimers>;
  private readonly observers: ReturnType<typeof trackObservers>;

  constructor(...[config, context]: ConstructorParameters<typeof NodeEnvironment>) {
    super(config, context);
    this.testPath = context.testPath;
    this.backend = String(config.projectConfig.globals.SPAREO_TEST_BACKEND ?? 'sqlite');
    this.timers = trackTimers(this.global as unknown as typeof globalThis);
    this.observers = trackObservers();
    // Libraries run as they ship (the image sets NODE_ENV=production): React's development build
    // records an owner stack for every element it creates, and rendering pages was much of the
    // tests' work. The shop's own settings never come from here: tests hand theirs to loadConfig.
    (this.global as unknown as typeof globalThis).process.env.NODE_ENV = 'production';
  }

  override async teardown(): Promise<void> {
    saveRawAccess(this.testPath, (this.global as { [RAW_ACCESS]?: string[] })[RAW_ACCESS] ?? []);
    if (this.backend === 'postgres') keepOwnStatementsOf(this.testPath, (this.global as { [OWN_STATEMENTS]?: Map<string, number> })[OWN_STATEMENTS]);
    const handed = ((this.global as { [HANDED_OUT]?: HandedOut[] })[HANDED_OUT] ?? []).splice(0);
    for (const { db, backend, name, url } of handed) {
      try {
        if (db.isOpen) await db.shut();
        if (backend === 'sqlite') {
          for (const suffix of ['', '-wal', '-shm']) fs.rmSync(`${name}${suffix}`, { force: true });
        } else {
          const maintenance = url!.replace(`/${name}?`, '/postgres?');
          keepStatementsOf(path.join(binDir(), 'psql'), maintenance, name, this.testPath);
          // FORCE: a pool the test left behind (a server still draining) does not keep the copy.
          psqlSync(maintenance, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
        }
      } catch (error) {
        // Cleaning up is best effort: the run's folder and cluster are removed at its end anyway.
        process.stderr.write(`could not remove test database ${name}: ${String(error)}\n`);
      }
    }
    // Only in a worker (a forked process): in band, the jest process's children are not the file's.
    if (process.send) {
      for (const command of stopChildrenOf(process.pid)) process.stderr.write(`${this.testPath}: stopped a process the file left running: ${command}\n`);
    }
    this.timers.clearPending();
    this.observers.disconnectAll();
    try {
      removeTempDirs(this.global);
    } catch (error) {
      process.stderr.write(`could not remove a temporary folder: ${String(error)}\n`);
    }
    await super.teardown();
    const cpuNow = processCpuSeconds();
    const clusterNow = clusterCpuSeconds();
    const clusterSpent = clusterNow !== undefined && this.clusterCpuAtStart !== undefined ? clusterNow - this.clusterCpuAtStart : undefined;
    const orphaned = takeOrphanedCpu();
    if (cpuNow !== undefined && this.cpuAtStart !== undefined) recordFileCpu(this.testPath, this.backend, cpuNow - this.cpuAtStart + orphaned, clusterSpent);
  }
}
