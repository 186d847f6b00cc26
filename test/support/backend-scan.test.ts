/**
 * The rules that decide which test files the postgres project skips and which run one at a time as
 * browser files (test/support/backend-scan.js).
 */
import fs from 'node:fs';
import path from 'node:path';

const { postgresTestFiles, scanTestFile, sqliteOnly, sqliteOnlyReason, testFiles } = require('./backend-scan.js') as {
  postgresTestFiles(): string[];
  scanTestFile(file: string): { usesDatabase: boolean; usesSeeded: boolean; usesBrowser: boolean; namesPostgres: boolean; rawAccess: string[] };
  sqliteOnly(file: string): boolean;
  sqliteOnlyReason(file: string): string | undefined;
  testFiles(dir: string): string[];
};
const fixture = (name: string) => path.join(__dirname, '..', 'fixtures', 'backend-scan', `${name}.ts`);

test('raw access in a test module the file imports counts, with file and line', () => {
  const found = scanTestFile(fixture('uses-helper'));
  expect(found.usesDatabase).toBe(true);
  expect(found.rawAccess).toEqual(['test/fixtures/backend-scan/helper.ts:2 raw statement (.prepare)']);
});

test('SQL run with .exec counts', () => {
  expect(scanTestFile(fixture('raw-exec')).rawAccess).toEqual(['test/fixtures/backend-scan/raw-exec.ts:4 raw SQL (.exec)']);
});

test('a database of its own (a file or :memory:) counts, and is no use of the support helpers', () => {
  expect(scanTestFile(fixture('own-file'))).toEqual({ usesDatabase: false, usesSeeded: false, usesBrowser: false, namesPostgres: false, rawAccess: ['test/fixtures/backend-scan/own-file.ts:3 a SQLite database of its own (openDatabase)'] });
});

test('a regular expression\'s exec and a comment are no access; the backend-aware helpers are not scanned', () => {
  expect(scanTestFile(fixture('portable'))).toEqual({ usesDatabase: true, usesSeeded: false, usesBrowser: false, namesPostgres: false, rawAccess: [] });
});

test('asking for a seeded database is seen through test modules', () => {
  expect(scanTestFile(fixture('uses-helper')).usesSeeded).toBe(true);
  expect(scanTestFile(fixture('raw-exec')).usesSeeded).toBe(true);
});

test('a file drives a browser when it or a test module it imports uses the browser driver; naming it in a comment or a pattern does not count', () => {
  expect(scanTestFile(fixture('uses-browser')).usesBrowser).toBe(true);
  expect(scanTestFile(fixture('names-browser')).usesBrowser).toBe(false);
  expect(scanTestFile(fixture('uses-helper')).usesBrowser).toBe(false);
});

test('a file whose opening comment says @backends sqlite with its reason runs on SQLite alone; without it, on both', () => {
  expect(sqliteOnly(fixture('sqlite-only'))).toBe(true);
  expect(sqliteOnlyReason(fixture('sqlite-only'))).toBe('web tier, what a page says.');
  expect(scanTestFile(fixture('sqlite-only')).usesDatabase).toBe(true);
  expect(sqliteOnly(fixture('portable'))).toBe(false);
});

test('a mark that does not say why is no mark: the file runs on both backends', () => {
  expect(scanTestFile(fixture('sqlite-bare')).usesDatabase).toBe(true);
  expect(sqliteOnly(fixture('sqlite-bare'))).toBe(false);
});

test('every test file that says @backends sqlite says why, and none of them is in the postgres project', () => {
  const root = path.resolve(__dirname, '..', '..');
  const marked = ['test', 'scripts', 'server'].flatMap((folder) => testFiles(path.join(root, folder)))
    .filter((file) => /@backends\s+sqlite\b/.test(/^\s*\/\*\*[\s\S]*?\*\//.exec(fs.readFileSync(file, 'utf8'))?.[0] ?? ''));
  expect(marked.length).toBeGreaterThan(0);
  expect(marked.filter((file) => !sqliteOnly(file)).map((file) => path.relative(root, file))).toEqual([]);
  const inProject = new Set(postgresTestFiles());
  expect(marked.filter((file) => inProject.has(file)).map((file) => path.relative(root, file))).toEqual([]);
});

test('the withdrawal suite runs on PostgreSQL: nothing it imports reaches into SQLite', () => {
  expect(scanTestFile(path.resolve(__dirname, '..', 'integration', 'withdrawal-backends.test.ts'))).toEqual({ usesDatabase: true, usesSeeded: false, usesBrowser: false, namesPostgres: true, rawAccess: [] });
});

test('a file that names the postgres backend itself waits for the run\'s cluster even on SQLite', () => {
  expect(scanTestFile(path.resolve(__dirname, '..', 'scale', 'rolling-restart.test.ts')).namesPostgres).toBe(true);
  expect(scanTestFile(fixture('portable')).namesPostgres).toBe(false);
});
