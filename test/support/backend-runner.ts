/**
 * jest's own runner, with the run's databases around it; each file's backend is its project's
 * `globals.SPAREO_TEST_BACKEND` (jest.config.js). Both backends are prepared before any file runs:
 * - sqlite: builds the template files once, when a file uses a database.
 * - postgres: starts a throwaway cluster (initdb in a temporary folder, Unix socket only), builds
 *   the templates in it, and stops and removes the cluster after the run. A file that needs a
 *   cluster of its own copies a data folder the run made once (postgres-cluster.ts).
 * And the client build the browser files serve, once, when the run has any (client-build.ts).
 * Then the files run in two lanes at once (both projects together, each file on its own database
 * copy and free ports): two workers run the files that drive a browser (backend-scan.js),
 * while the other workers run the files that need no browser; whichever lane is free takes the next of
 * those. A run without browser files has no lanes: every worker takes from one queue, its workers
 * started once. With --runInBand (or a single worker) the browser files run after the others, in order.
 * On PostgreSQL a file is skipped, visibly (listed at the start, counted as a skipped suite), when
 * it still reaches into SQLite (backend-scan.js), or when a template it needs cannot be built there
 * yet (migrations or seed not yet portable): nothing else is skipped.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createEmptyTestResult, type TestResult } from '@jest/test-result';
import TestRunner, { EmittingTestRunner, type Test, type TestEvents, type TestRunnerContext, type TestRunnerOptions, type TestWatcher, type UnsubscribeFn } from 'jest-runner';
import type { Config } from '@jest/types';
import type { Backend } from '../../server/marketplace/db/connection';
import { RAW_ACCESS_VARIABLE, rawAccessRecorded } from './raw-access';
import { CLUSTER_FOLDERS_VARIABLE, postgresInstalled, startPostgresCluster, type PostgresCluster } from './postgres-cluster';
import { CLIENT_BUILD_VARIABLE, startClientBuild } from './client-build';
import { TEMPLATES_VARIABLE, type RunTemplates } from './templates';
import { buildPostgresTemplates, buildSqliteTemplates } from './template-builds';
const { scanTestFile } = require('./backend-scan.js') as { scanTestFile(file: string): { usesDatabase: boolean; usesSeeded: boolean; usesBrowser: boolean; namesPostgres: boolean; rawAccess: string[] } };

type Listener<Name extends keyof TestEvents> = (eventData: TestEvents[Name]) => void | Promise<void>;

interface Skipped {
  test: Test;
  reason: string;
}

function say(text: string): void {
  process.stderr.write(`${text}\n`);
}

/** Browser files at once in the browser lane. */
const BROWSER_WORKERS = 2;
/** Files left per worker below which the lanes take one file per worker at a time. */
const TAIL_FILES_PER_WORKER = 8;

/**
 * Files a worker takes in one call at most: a call's files are its own until it ends, so a long
 * share held by one lane when the other runs dry is a stretch with a core idle.
 */
const MOST_FILES_PER_WORKER = 6;

/**
 * How many of the `left` queued files a lane of `workers` takes in one call of jest's runner: its
 * workers' part of a third of them, at most a few per worker, and one per worker once few are left.
 */
export function shareSize(left: number, workers: number, allWorkers: number): number {
  if (left <= TAIL_FILES_PER_WORKER * allWorkers) return Math.min(left, workers);
  return Math.min(MOST_FILES_PER_WORKER * workers, Math.ceil((left * workers) / (3 * allWorkers)));
}

const backendOf = (test: Test): Backend => (test.context.config.globals.SPAREO_TEST_BACKEND === 'postgres' ? 'postgres' : 'sqlite');

export default class BackendRunner extends EmittingTestRunner {
  /** The files that need no browser: jest's maxWorkers but those the browser lane has. */
  private readonly pooled: TestRunner;
  private readonly poolWorkers: number;
  /** The browser lane: its workers take the files that drive a browser, then a share of the rest. */
  private readonly browserLane: TestRunner;
  private readonly browserWorkers: number;
  /** With --runInBand or one worker: the browser files after the rest, one at a time. */
  private readonly oneByOne: TestRunner;
  /** A run without browser files (the unit tier, say): every worker on one queue, started once. */
  private readonly everyWorker: TestRunner;
  private readonly listeners: { [Name in keyof TestEvents]?: Listener<Name>[] } = {};

  /** PostgreSQL: files that failed after server code reached into SQLite (reported as skipped). */
  private readonly lateSkips: Skipped[] = [];

  constructor(globalConfig: Config.GlobalConfig, context: TestRunnerContext) {
    super(globalConfig, context);
    // No file claims a time any more (the bench measures those): two browsers at once only share
    // the cores, and the lane no longer decides alone when a run ends.
    this.browserWorkers = Math.max(1, Math.min(BROWSER_WORKERS, globalConfig.maxWorkers - 1));
    this.poolWorkers = Math.max(1, globalConfig.maxWorkers - this.browserWorkers);
    this.pooled = this.forwarding(new TestRunner({ ...globalConfig, maxWorkers: this.poolWorkers }, context));
    this.oneByOne = this.forwarding(new TestRunner({ ...globalConfig, maxWorkers: 1 }, context));
    this.browserLane = this.forwarding(new TestRunner({ ...globalConfig, maxWorkers: this.browserWorkers }, context));
    this.everyWorker = this.forwarding(new TestRunner(globalConfig, context));
  }

  private forwarding(inner: TestRunner): TestRunner {
    inner.on('test-file-start', (data) => this.emit('test-file-start', data));
    inner.on('test-case-start', (data) => this.emit('test-case-start', data));
    inner.on('test-case-result', (data) => this.emit('test-case-result', data));
    inner.on('test-file-success', ([test, result]) => this.settle(test, result, undefined));
    inner.on('test-file-failure', ([test, error]) => this.settle(test, undefined, error));
    return inner;
  }

  override on<Name extends keyof TestEvents>(eventName: Name, listener: Listener<Name>): UnsubscribeFn {
    const own = (this.listeners[eventName] ??= []) as Listener<Name>[];
    own.push(listener);
    return () => {
      own.splice(own.indexOf(listener), 1);
    };
  }

  /**
   * A file that failed on PostgreSQL while code reached into SQLite through its database (recorded
   * by seeded-db.ts, written by the test environment) failed for that reason: it is reported as
   * skipped, naming the first place, until that code is converted. Any other failure stands.
   */
  private async settle(test: Test, result: TestResult | undefined, error: TestEvents['test-file-failure'][1] | undefined): Promise<void> {
    const failed = error !== undefined || (result !== undefined && (result.numFailingTests > 0 || result.testExecError !== undefined));
    // The same file also runs on SQLite in the same pool: only its PostgreSQL run has records.
    const raw = failed && backendOf(test) === 'postgres' ? rawAccessRecorded(test.path) : [];
    if (raw.length > 0) {
      const reason = `code reached into SQLite while it ran: ${raw[0]}${raw.length > 1 ? ` (+${raw.length - 1} more)` : ''}`;
      this.lateSkips.push({ test, reason });
      await this.emit('test-file-success', [test, skippedResult(test, reason)]);
    } else if (error !== undefined) {
      await this.emit('test-file-failure', [test, error]);
    } else {
      await this.emit('test-file-success', [test, result!]);
    }
  }

  private async emit<Name extends keyof TestEvents>(eventName: Name, data: TestEvents[Name]): Promise<void> {
    for (const listener of (this.listeners[eventName] ?? []) as Listener<Name>[]) await listener(data);
  }

  override async runTests(tests: Array<Test>, watcher: TestWatcher, options: TestRunnerOptions): Promise<void> {
    const onSqlite = tests.filter((test) => backendOf(test) === 'sqlite');
    const onPostgres = tests.filter((test) => backendOf(test) === 'postgres');
    let sqlite: RunTemplates | undefined;
    let cluster: PostgresCluster | undefined;
    let clientDir: string | undefined;
    const stop = () => cluster?.stop();
    process.once('exit', stop);
    // The data folders of clusters made once in this run, which a file's own cluster copies.
    const clusterFolders = fs.mkdtempSync(path.join(os.tmpdir(), 'spareo-pg-kept-'));
    process.env[CLUSTER_FOLDERS_VARIABLE] = clusterFolders;
    try {
      // The client build (its own process), the SQLite templates (this one) and the PostgreSQL
      // templates (the cluster's processes) are made side by side.
      if (tests.some((test) => scanTestFile(test.path).usesBrowser)) clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'spareo-client-'));
      const clientBuilt = clientDir ? startClientBuild(clientDir) : Promise.resolve();
      const sqliteBuilt = (onSqlite.some((test) => scanTestFile(test.path).usesDatabase) ? buildSqliteTemplates() : Promise.resolve(undefined)).then((built) => {
        sqlite = built;
        if (built) process.env[`${TEMPLATES_VARIABLE}_SQLITE`] = JSON.stringify(built);
      });
      const postgresReady = (onPostgres.length > 0 ? this.prepareOnPostgres(onPostgres) : Promise.resolve(undefined)).then((prepared) => {
        cluster = prepared?.cluster;
        return prepared?.runnable ?? [];
      });
      // Every step is awaited, so none fails unheard; the first failure ends the run.
      const prepared = Promise.allSettled([clientBuilt, sqliteBuilt, postgresReady]).then((steps) => {
        for (const step of steps) if (step.status === 'rejected') throw step.reason;
      });
      if (clientDir) process.env[CLIENT_BUILD_VARIABLE] = clientDir;
      const usesBrowser = (test: Test) => scanTestFile(test.path).usesBrowser;
      if (options.serial || this._globalConfig.maxWorkers < 2 || !tests.some(usesBrowser)) {
        await prepared;
        const runnable = [...onSqlite, ...(await postgresReady)];
        const browser = runnable.filter(usesBrowser);
        const rest = runnable.filter((test) => !browser.includes(test));
        if (options.serial || this._globalConfig.maxWorkers < 2) {
          if (rest.length > 0) await this.pooled.runTests(rest, watcher, options);
          if (browser.length > 0 && !watcher.isInterrupted()) await (options.serial ? this.pooled : this.oneByOne).runTests(browser, watcher, options);
        } else {
          await this.everyWorker.runTests(rest, watcher, options);
        }
      } else {
        await this.inTwoLanes(tests, { clientBuilt, sqliteBuilt, postgresReady, prepared }, watcher, options);
      }
      if (this.lateSkips.length > 0) {
        say(`\n[postgres] ${this.lateSkips.length} more skipped: they failed after code reached into SQLite while they ran:`);
        for (const { test, reason } of this.lateSkips) say(`  SKIP [postgres] ${path.relative(test.context.config.rootDir, test.path)}: ${reason}`);
        say('');
      }
    } finally {
      stop();
      process.removeListener('exit', stop);
      if (sqlite?.dir) fs.rmSync(sqlite.dir, { recursive: true, force: true });
      fs.rmSync(clusterFolders, { recursive: true, force: true });
      if (clientDir) fs.rmSync(clientDir, { recursive: true, force: true });
      const rawDir = process.env[RAW_ACCESS_VARIABLE];
      if (rawDir) fs.rmSync(rawDir, { recursive: true, force: true });
    }
  }

  /**
   * The browser lane (two workers) runs the browser files while the pool (the other
   * workers) runs the rest; the lanes take the files that need no browser from one queue, a share
   * at a time, so the lane done first helps with what is left instead of waiting. A share is run by
   * one call of jest's runner (a new worker each, which inherits the templates' settings made so
   * far): a lane takes its workers' part of a third of what is left, at most a few files per
   * worker, so a share on one worker takes about as long as one on two and no lane holds a long
   * share when the other runs dry; near the end each call takes one file per worker. Files join the queue as soon as what
   * they need is ready: those without a database at once, SQLite's with its templates, PostgreSQL's
   * (and SQLite's that name PostgreSQL too) with the cluster, so no core waits on the slowest
   * preparation; the queue keeps jest's order.
   */
  private async inTwoLanes(tests: Test[], ready: { clientBuilt: Promise<void>; sqliteBuilt: Promise<void>; postgresReady: Promise<Test[]>; prepared: Promise<void> }, watcher: TestWatcher, options: TestRunnerOptions): Promise<void> {
    const order = new Map(tests.map((test, index) => [test, index]));
    const usesBrowser = (test: Test) => scanTestFile(test.path).usesBrowser;
    const queue: Test[] = [];
    let arrivals = 2;
    let failure: unknown;
    // Both lanes may wait for files to arrive: each arrival wakes every waiting lane.
    let waiting: (() => void)[] = [];
    const wake = () => {
      const woken = waiting;
      waiting = [];
      for (const resolve of woken) resolve();
    };
    const arrive = (files: Test[]) => {
      queue.push(...files.filter((test) => !usesBrowser(test)));
      queue.sort((a, b) => order.get(a)! - order.get(b)!);
      wake();
    };
    const settled = () => {
      arrivals -= 1;
      wake();
    };
    ready.prepared.catch((error: unknown) => {
      failure = error;
      wake();
    });
    const onSqlite = tests.filter((test) => backendOf(test) === 'sqlite');
    const needs = (test: Test) => {
      const scanned = scanTestFile(test.path);
      return scanned.namesPostgres ? 'postgres' : scanned.usesDatabase ? 'sqlite' : 'nothing';
    };
    arrive(onSqlite.filter((test) => needs(test) === 'nothing'));
    void ready.sqliteBuilt.then(() => arrive(onSqlite.filter((test) => needs(test) === 'sqlite')), () => undefined).finally(settled);
    // A SQLite file that names PostgreSQL also needs the SQLite templates: the cluster is ready after them or they failed (then nothing runs).
    void Promise.all([ready.postgresReady, ready.sqliteBuilt]).then(([onPostgres]) => arrive([...onPostgres, ...onSqlite.filter((test) => needs(test) === 'postgres')]), () => undefined).finally(settled);

    const share = (workers: number) => queue.splice(0, shareSize(queue.length, workers, this.poolWorkers + this.browserWorkers));
    const drain = async (runner: TestRunner, workers: number) => {
      while (!watcher.isInterrupted() && failure === undefined) {
        if (queue.length > 0) await runner.runTests(share(workers), watcher, options);
        else if (arrivals === 0) break;
        else await new Promise<void>((resolve) => waiting.push(resolve));
      }
    };
    const browserLane = async () => {
      await Promise.all([ready.clientBuilt, ready.sqliteBuilt]).catch(() => undefined);
      const browserOnSqlite = onSqlite.filter((test) => usesBrowser(test) && needs(test) !== 'postgres');
      if (browserOnSqlite.length > 0 && failure === undefined) await this.browserLane.runTests(browserOnSqlite, watcher, options);
      const onPostgres = await ready.postgresReady.catch(() => []);
      const browserOnPostgres = [...onSqlite.filter((test) => usesBrowser(test) && needs(test) === 'postgres'), ...onPostgres.filter(usesBrowser)];
      if (browserOnPostgres.length > 0 && failure === undefined && !watcher.isInterrupted()) await this.browserLane.runTests(browserOnPostgres, watcher, options);
      await drain(this.browserLane, this.browserWorkers);
    };
    await Promise.all([browserLane(), drain(this.pooled, this.poolWorkers)]);
    await ready.prepared;
  }

  /**
   * Starts the cluster and builds its templates when a file can run there, reports the files that
   * cannot as skipped, and leaves the run's settings in the environment the workers inherit.
   */
  private async prepareOnPostgres(tests: Array<Test>): Promise<{ cluster?: PostgresCluster; runnable: Test[] }> {
    if (!postgresInstalled()) {
      throw new Error('PostgreSQL is not installed, and the postgres project runs the database suites on it: apt-get install -y postgresql (as .ci/run does), or run only SQLite with `npx jest <files> --selectProjects sqlite` (the option takes every name after it)');
    }
    const skipped: Skipped[] = [];
    const runnable: Test[] = [];
    for (const test of tests) {
      const { rawAccess } = scanTestFile(test.path);
      if (rawAccess.length > 0) skipped.push({ test, reason: `still reaches into SQLite: ${rawAccess[0]}${rawAccess.length > 1 ? ` (+${rawAccess.length - 1} more)` : ''}` });
      else runnable.push(test);
    }
    let cluster: PostgresCluster | undefined;
    if (runnable.length > 0) {
      const started = Date.now();
      cluster = startPostgresCluster();
      const templates = await buildPostgresTemplates(cluster).catch((error: unknown) => {
        cluster!.stop();
        throw error;
      });
      say(`[postgres] throwaway cluster in ${cluster.socketDir}, templates built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      const failed = templates.failed ?? {};
      const seededFailure = Object.entries(failed).find(([key]) => key !== 'empty');
      const cannot = (what: string, reason: string) => `the ${what} test database cannot be built on PostgreSQL yet (${reason})`;
      for (const test of runnable.splice(0)) {
        if (failed.empty) skipped.push({ test, reason: cannot('migrated', failed.empty) });
        else if (seededFailure && scanTestFile(test.path).usesSeeded) skipped.push({ test, reason: cannot(`seeded (${seededFailure[0]})`, seededFailure[1]) });
        else runnable.push(test);
      }
      process.env[`${TEMPLATES_VARIABLE}_POSTGRES`] = JSON.stringify(templates);
      process.env[RAW_ACCESS_VARIABLE] = fs.mkdtempSync(path.join(os.tmpdir(), 'spareo-raw-access-'));
    }
    this.announce(tests.length, skipped);
    for (const { test, reason } of skipped) await this.reportSkipped(test, reason);
    return { cluster, runnable };
  }

  private announce(total: number, skipped: Skipped[]): void {
    const rel = (test: Test) => path.relative(test.context.config.rootDir, test.path);
    say(`\n[postgres] ${total - skipped.length} of ${total} database test files run on PostgreSQL; ${skipped.length} skipped:`);
    for (const { test, reason } of skipped) say(`  SKIP [postgres] ${rel(test)}: ${reason}`);
    say('');
  }

  private async reportSkipped(test: Test, reason: string): Promise<void> {
    await this.emit('test-file-start', [test]);
    await this.emit('test-file-success', [test, skippedResult(test, reason)]);
  }
}

/** A skipped file is one skipped test in the summary ("Test Suites: n skipped"), never a silent gap. */
function skippedResult(test: Test, reason: string): TestResult {
  const now = Date.now();
  const empty = createEmptyTestResult();
  const title = `skipped on PostgreSQL: ${reason}`;
  return {
    ...empty,
    testFilePath: test.path,
    displayName: test.context.config.displayName,
    skipped: true,
    numPendingTests: 1,
    perfStats: { ...empty.perfStats, start: now, end: now },
    testResults: [{ ancestorTitles: [], duration: 0, failureDetails: [], failureMessages: [], fullName: title, title, location: null, numPassingAsserts: 0, status: 'pending' }],
  };
}
