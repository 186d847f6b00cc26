// Counts the fixed sleeps in the tests (scripts/lint/fixed-sleeps.cjs) from the code, without the
// type-checked lint's cost: those refused, and those a stand-in keeps on purpose (each disabled
// with its reason), listed by place. Exits 1 while any is refused. `npm run lint:sleeps`.
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import fixedSleeps from './fixed-sleeps.cjs';

const root = new URL('../..', import.meta.url).pathname;
const eslint = new ESLint({
  cwd: root,
  overrideConfigFile: true,
  overrideConfig: [
    { ignores: ['node_modules/**', 'dist/**', 'test/fixtures/**', 'test/support/wait-for.ts'] },
    {
      files: ['**/*.{ts,tsx,js}'],
      languageOptions: { parser: tseslint.parser },
      plugins: { tests: fixedSleeps },
      rules: { 'tests/fixed-sleeps': 'error' },
      // Directives that name other rules are not this count's business.
      linterOptions: { reportUnusedDisableDirectives: 'off' },
    },
  ],
});
const results = await eslint.lintFiles(['test/**/*.{ts,tsx,js}', '{server,client,views,contract,locales,scripts}/**/*.test.{ts,tsx}']);
const refused = [];
const kept = [];
for (const result of results) {
  const place = (m) => `${result.filePath.slice(root.length)}:${m.line}`;
  for (const m of result.messages) if (m.ruleId === 'tests/fixed-sleeps') refused.push(place(m));
  for (const m of result.suppressedMessages ?? []) if (m.ruleId === 'tests/fixed-sleeps') kept.push(`${place(m)} (${m.suppressions.map((s) => s.justification).join('; ')})`);
}
for (const line of refused) console.log(`fixed sleep  ${line}`);
for (const line of kept) console.log(`kept         ${line}`);
console.log(`${refused.length} fixed sleeps in ${new Set(refused.map((line) => line.split(':')[0])).size} files; ${kept.length} timers kept by stand-ins`);
process.exitCode = refused.length ? 1 : 0;
