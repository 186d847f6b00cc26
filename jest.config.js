/**
 * Tests run against the TypeScript sources, compiled on the fly by swc, in two projects:
 * - sqlite: every test file, on the embedded SQLite backend (the default).
 * - postgres: the files of test/integration, checkout, feeds and security that use a database and
 *   check what the backend decides (not marked `@backends sqlite: why`, e.g. the web tier's pages,
 *   nor listed in postgres-cover.json), once more on a throwaway PostgreSQL cluster the runner
 *   starts and removes.
 * `npm test` runs both: the files that need no browser in parallel workers, then the browser files
 * one at a time (test/support/backend-runner.ts); `npx jest --selectProjects sqlite` runs one
 * project. Files that still reach into SQLite are skipped on PostgreSQL and listed at its start
 * (test/support/backend-scan.js, docs/testing.md).
 */
const os = require('node:os');
const path = require('node:path');
const nodeModule = require('node:module');
const { postgresTestFiles } = require('./test/support/backend-scan.js');
const { libraryBundles } = require('./test/support/library-bundles.js');

// A run starts a few hundred Node processes (workers, and the servers and CLIs the tests spawn) that
// compile the same files: V8's compiled code is kept on disk and reused, keyed by each file's
// content (docs/testing.md). The workers inherit it through the environment.
process.env.NODE_COMPILE_CACHE ||= path.join(__dirname, 'node_modules', '.cache', 'node-compile');
// Node 20 (still in the engines range) has no compile cache and ignores the variable.
nodeModule.enableCompileCache?.(process.env.NODE_COMPILE_CACHE);

/** The source folders, where unit tests sit beside their modules (test/support holds those of the test helpers). */
const UNIT_TEST_FOLDERS = ['server', 'client', 'views', 'contract', 'locales', 'scripts'];

const shared = {
  testEnvironment: '<rootDir>/test/support/backend-environment.ts',
  // Unit tests sit beside the modules they test (values.ts, values.test.ts); the rest live in test/.
  roots: ['test', ...UNIT_TEST_FOLDERS].map((folder) => `<rootDir>/${folder}`),
  transform: {
    '^.+\\.(t|j)sx?$': ['@swc/jest', {
      jsc: { target: 'es2023', parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } },
      module: { type: 'commonjs' },
    }],
  },
  // puppeteer-core and its helpers ship ESM only; swc turns them into CommonJS for jest.
  transformIgnorePatterns: ['/node_modules/(?!(puppeteer-core|@puppeteer|chromium-bidi|lighthouse)/)'],
  // Libraries of hundreds of small files loaded as one file each: the same code, a fraction of
  // jest's cost per module in every test file (test/support/library-bundles.js).
  moduleNameMapper: libraryBundles(__dirname),
};

module.exports = {
  testTimeout: 30000,
  // The browser lane and two pool workers on a two-core machine, one more than there are cores: a
  // test file spends much of its time waiting on its server, database, child processes or
  // Chromium, and with one pool worker beside the lane the cores sat idle for 40 % of the run.
  maxWorkers: Math.max(3, os.availableParallelism()),
  // A worker whose heap passed this after a file is replaced by a fresh one: modules a file leaves
  // reachable (timers, listeners on process) do not pile up over the run.
  workerIdleMemoryLimit: '1GB',
  // A handle some test left open must not turn a finished run into a hang (a CI timeout): the result is known.
  forceExit: true,
  // The files known to take longest start first, also where jest has no record of durations (CI's fresh clone).
  testSequencer: '<rootDir>/test/support/longest-first.js',
  // Each file's CPU and wall time, costliest CPU first, for the next person who wants the run shorter (docs/testing.md).
  reporters: ['default', '<rootDir>/test/support/file-times-reporter.js'],
  projects: [
    {
      ...shared,
      displayName: 'sqlite',
      testMatch: ['**/*.test.ts', '**/*.test.tsx'],
      globals: { SPAREO_TEST_BACKEND: 'sqlite' },
      runner: '<rootDir>/test/support/backend-runner.ts',
    },
    {
      ...shared,
      displayName: 'postgres',
      // The files, not a pattern: only those that use a database (a new one is picked up by itself).
      testMatch: postgresTestFiles(),
      globals: { SPAREO_TEST_BACKEND: 'postgres' },
      // A recording run also tells the test's own statements from the product's (postgres-statements.ts).
      setupFilesAfterEnv: process.env.SPAREO_PG_STATEMENTS ? ['<rootDir>/test/support/statement-callers-setup.ts'] : [],
      runner: '<rootDir>/test/support/backend-runner.ts',
    },
  ],
};
