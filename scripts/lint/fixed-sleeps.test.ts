/** A test's fixed sleep is refused in each of its spellings; a timer that does work, or a stand-in's kept one, is not. */
import { Linter, type ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
// The rule is CommonJS, shared with eslint.config.mjs.
const plugin = require('./fixed-sleeps.cjs') as ESLint.Plugin;

const linter = new Linter({ configType: 'flat' });
const config: Linter.Config[] = [{
  files: ['**/*.ts'],
  languageOptions: { parser: tseslint.parser as Linter.Parser },
  plugins: { tests: plugin },
  rules: { 'tests/fixed-sleeps': 'error' },
}];
const lines = (source: string) => linter.verify(source, config, { filename: 'x.test.ts' }).filter((m) => m.ruleId === 'tests/fixed-sleeps').map((m) => m.line);

test('a promise a timer resolves is a sleep, however it is written', () => {
  expect(lines('await new Promise((resolve) => setTimeout(resolve, 50));\n')).toEqual([1]);
  expect(lines('const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));\n')).toEqual([1]);
  expect(lines('await new Promise<void>((done) => { setTimeout(() => done(), 300); });\n')).toEqual([1]);
  expect(lines('await new Promise(function (r) { globalThis.setTimeout(function () { r(undefined); }, 10); });\n')).toEqual([1]);
  expect(lines("import { setTimeout as wait } from 'node:timers/promises';\nawait wait(10);\n")).toEqual([1]);
  expect(lines('await page.waitForTimeout(500);\n')).toEqual([1]);
});

test('a timer that does work, a deadline kept apart and a kept stand-in pass', () => {
  expect(lines("setTimeout(() => child.kill('SIGINT'), 1000);\n")).toEqual([]);
  expect(lines('await new Promise((resolve) => { setTimeout(() => { res.end(); resolve(1); }, 10); });\n')).toEqual([]);
  expect(lines('jest.setTimeout(60_000);\nreq.setTimeout(1000, () => req.destroy());\n')).toEqual([]);
  expect(lines('// eslint-disable-next-line tests/fixed-sleeps -- a slow bank is what this stand-in is\nawait new Promise((r) => setTimeout(r, 50));\n')).toEqual([]);
});
