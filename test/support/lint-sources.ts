/**
 * Sources of a test's own, linted with the project's real ESLint config (its type-checked rules
 * left out) as `eslint --stdin --stdin-filename FILE` lints them (exit status 1 when a rule reports an error, the stylish report
 * on stdout), all of them by one ESLint loaded once: loading ESLint and typescript-eslint costs a
 * process seconds, a case only milliseconds. The linting runs in one child process because
 * ESLint imports its config file with import(), which jest's module sandbox refuses.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

export interface LintAnswer {
  /** What `eslint --stdin` exits with: 1 when an error was reported, else 0. */
  status: number;
  /** Its report on stdout (the stylish formatter): the file, each message and the rule's name. */
  stdout: string;
}

const root = path.resolve(__dirname, '../..');

// The CLI's --stdin path: lintText with the file's path, a warning for an ignored file, the stylish report.
const LINT_ALL = `
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
const cases = JSON.parse(readFileSync(0, 'utf8'));
// A case's file exists only in memory, where the type-checked rules' project service cannot find
// it; those rules check the real tree in npm test's lint, and the cases check the house's own rules.
const eslint = new ESLint({ cwd: process.cwd(), overrideConfig: [tseslint.configs.disableTypeChecked] });
const stylish = await eslint.loadFormatter('stylish');
const answers = [];
for (const { filename, source } of cases) {
  const results = await eslint.lintText(source, { filePath: path.resolve(filename), warnIgnored: true });
  const errors = results.reduce((sum, result) => sum + result.errorCount, 0);
  answers.push({ status: errors > 0 ? 1 : 0, stdout: await stylish.format(results, { cwd: process.cwd(), rulesMeta: eslint.getRulesMetaForResults(results) }) });
}
process.stdout.write(JSON.stringify(answers));
`;

/**
 * Lints every [filename, source] before the file's tests, in one process; the answer for one of
 * them is then `lint(filename, source)` inside a test.
 */
export function lintedTogether(cases: readonly (readonly [filename: string, source: string])[]): (filename: string, source: string) => LintAnswer {
  const key = (filename: string, source: string) => `${filename}\n${source}`;
  const answers = new Map<string, LintAnswer>();
  beforeAll(() => {
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', LINT_ALL], {
      cwd: root,
      input: JSON.stringify(cases.map(([filename, source]) => ({ filename, source }))),
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    if (run.status !== 0) throw new Error(`linting the cases failed (exit ${run.status}): ${run.stderr}`);
    const linted = JSON.parse(run.stdout) as LintAnswer[];
    cases.forEach(([filename, source], i) => answers.set(key(filename, source), linted[i]!));
  }, 120_000);
  return (filename, source) => {
    const answer = answers.get(key(filename, source));
    if (!answer) throw new Error(`${filename}: not among the cases given to lintedTogether`);
    return answer;
  };
}
