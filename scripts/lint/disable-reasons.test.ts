/** A rule switched off in one place says why; a comment that only names the rule is refused. */
import { Linter, type ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
// The rule is CommonJS, shared with eslint.config.mjs.
const plugin = require('./disable-reasons.cjs') as ESLint.Plugin;

const linter = new Linter({ configType: 'flat' });
const config: Linter.Config[] = [{
  files: ['**/*.ts'],
  languageOptions: { parser: tseslint.parser as Linter.Parser },
  plugins: { house: plugin },
  rules: { 'house/disable-reasons': 'error' },
  linterOptions: { reportUnusedDisableDirectives: 'off' },
}];
const messages = (source: string) => linter.verify(source, config, { filename: 'x.ts' }).filter((m) => m.ruleId === 'house/disable-reasons').map((m) => m.line);

test('a disable comment without a reason is refused, wherever it stands', () => {
  expect(messages('// eslint-disable-next-line no-console\nconsole.log(1);\n')).toEqual([1]);
  expect(messages('console.log(1); // eslint-disable-line no-console\n')).toEqual([1]);
  expect(messages('/* eslint-disable no-console */\nconsole.log(1);\n')).toEqual([1]);
  expect(messages('// eslint-disable-next-line no-console --\nconsole.log(1);\n')).toEqual([1]);
});

test('one with its reason after " -- " passes; other comments are not directives', () => {
  expect(messages('// eslint-disable-next-line no-console -- the CLI prints its answer\nconsole.log(1);\n')).toEqual([]);
  expect(messages('/* eslint-disable no-console -- a script that only prints */\nconsole.log(1);\n')).toEqual([]);
  expect(messages('// eslint is the layer guard\nexport const a = 1;\n')).toEqual([]);
  // A line comment is no block directive: ESLint reads `eslint-disable` only in /* */.
  expect(messages('// eslint-disable is explained in the docs\nexport const a = 1;\n')).toEqual([]);
});
