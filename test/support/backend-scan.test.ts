/**
 * The rules that decide which test files the postgres project skips and which run one at a time as
 * browser files (test/support/backend-scan.js).
 */
import path from 'node:path';

const { scanTestFile, sqliteOnly } = require('./backend-scan.js') as {
  scanTestFile(file: string): { usesDatabase: boolean; usesSeeded: boolean; usesBrowser: boolean; namesPostgres: boolean; rawAccess: string[] };
  sqliteOnly(file: string): boolean;
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

test('a file whose opening comment says @backends sqlite runs on SQLite alone; without it, on both', () => {
  expect(sqliteOnly(fixture('sqlite-only'))).toBe(true);
  expect(scanTestFile(fixture('sqlite-only')).usesDatabase).toBe(true);
  expect(sqliteOnly(fixture('portable'))).toBe(false);
});

test('the withdrawal suite runs on PostgreSQL: nothing it imports reaches into SQLite', () => {
  expect(scanTestFile(path.resolve(__dirname, '..', 'integration', 'withdrawal-backends.test.ts'))).toEqual({ usesDatabase: true, usesSeeded: false, usesBrowser: false, namesPostgres: true, rawAccess: [] });
});

test('a file that names the postgres backend itself waits for the run\'s cluster even on SQLite', () => {
  expect(scanTestFile(path.resolve(__dirname, '..', 'scale', 'rolling-restart.test.ts')).namesPostgres).toBe(true);
  expect(scanTestFile(fixture('portable')).namesPostgres).toBe(false);
});
