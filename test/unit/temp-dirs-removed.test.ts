/**
 * Test files make temporary folders with test/support/temp-dir.ts, which the test environment
 * removes after the file; only the helpers listed here make their own, each removing it itself.
 * A run of the suite leaves nothing in the temp folder.
 */
import fs from 'node:fs';
import path from 'node:path';

const testRoot = path.join(__dirname, '..');
const REMOVE_THEIR_OWN = [
  'support/temp-dir.ts', // the helper itself
  'unit/temp-dirs-removed.test.ts', // this check
  'support/templates.ts', // the run's template folder, removed by the runner
  'support/backend-runner.ts', // the raw-access folder, removed at the end of the run
  'support/postgres-cluster.ts', // removed when the cluster stops
  'support/migrate-now.ts', // the bundle folder, removed by its callers
  'support/migrated-schema-dump.ts', // a child process that removes its folder
  'e2e/support/browser.ts', // the Chromium profile, removed when the browser closes
  'checkout/helpers.ts', // the openTRANS file, removed after xmllint read it
];

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'fixtures' ? [] : sources(full);
    return /\.(ts|tsx|js)$/.test(entry.name) ? [full] : [];
  });
}

test('no test file makes a temporary folder of its own', () => {
  const offenders = sources(testRoot)
    .map((file) => path.relative(testRoot, file))
    .filter((file) => !REMOVE_THEIR_OWN.includes(file))
    .filter((file) => /mkdtemp(Sync)?\s*\(/.test(fs.readFileSync(path.join(testRoot, file), 'utf8')));
  expect(offenders).toEqual([]);
});
