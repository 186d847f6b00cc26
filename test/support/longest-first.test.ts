import path from 'node:path';
import type { Test } from '@jest/test-result';

const LongestFirst = require('./longest-first.js') as new (options: unknown) => { sort(tests: Test[]): Test[] };
const { files } = require('./long-files.json') as { files: Record<string, number> };

const rootDir = path.resolve(__dirname, '../..');

/** A test as jest hands it to the sequencer, in a fresh clone: no durations cached, sizes known. */
function fileOf(project: string, relative: string, size: number): Test {
  const context = { config: { cache: false, rootDir, displayName: { name: project } }, hasteFS: { getSize: () => size } };
  return { path: path.join(rootDir, relative), context } as unknown as Test;
}

const named = (tests: Test[]) => tests.map((test) => `${(test.context.config.displayName as { name: string }).name} ${path.relative(rootDir, test.path)}`);

test('files recorded as long start first, longest first, where jest has seen nothing run', () => {
  const [longest, second] = Object.entries(files).sort((a, b) => b[1] - a[1]).map(([key]) => key.split(' ') as [string, string]);
  const tests = [fileOf('sqlite', 'test/integration/a-big-short-file.test.ts', 90_000), fileOf(...second!, 1_000), fileOf('sqlite', 'test/integration/a-small-file.test.ts', 2_000), fileOf(...longest!, 500)];
  expect(named(new LongestFirst({}).sort(tests))).toEqual([longest!.join(' '), second!.join(' '), 'sqlite test/integration/a-big-short-file.test.ts', 'sqlite test/integration/a-small-file.test.ts']);
});

test('the same file on the other backend is its own entry', () => {
  const keys = Object.keys(files);
  expect(keys.some((key) => key.startsWith('postgres '))).toBe(true);
  expect(keys.every((key) => /^(sqlite|postgres) \S+\.test\.tsx?$/.test(key))).toBe(true);
});
