// Lint is the layer guard: imports only go down (contract and locales at the bottom; marketplace
// and views on them; the web tier on top), and the web tier reaches the marketplace only through
// its client. Type imports obey the same lines: answer types come from the contract.
// It also holds the house rules that a look at the source can check (houseRules, below).
import fs from 'node:fs';
import tseslint from 'typescript-eslint';
import domainFaces from './scripts/lint/domain-faces.cjs';
import disableReasons from './scripts/lint/disable-reasons.cjs';
import fixedSleeps from './scripts/lint/fixed-sleeps.cjs';
import marketplaceDoors from './scripts/lint/marketplace-doors.cjs';

// Unit tests sit beside the modules they test (values.ts, values.test.ts); test/support's helpers
// have theirs beside them too. A test stands above every layer: it may render a view with the
// runtime, or read a server type, so the layer lines below are for the shop's own modules.
const UNIT_TESTS = ['{server,client,views,contract,locales,scripts}/**/*.test.{ts,tsx}', 'test/support/*.test.{ts,tsx}'];
const TESTS = ['test/**', ...UNIT_TESTS];

const layer = (files, message, regex) => ({
  files,
  ignores: UNIT_TESTS,
  rules: {
    '@typescript-eslint/no-restricted-imports': ['error', { patterns: [{ regex, message }] }],
  },
});


// House rules that lint enforces over the sources (each says why in its message).
const ENVIRONMENT_READ = [
  { selector: "MemberExpression[object.name='process'][property.name='env']", message: 'configuration is read in one place: take it from server/config/config.ts, not process.env' },
  { selector: "MemberExpression[object.name='process'][property.value='env']", message: 'configuration is read in one place: take it from server/config/config.ts, not process.env' },
];
const OWN_TEMP_FOLDER = [
  { selector: 'CallExpression[callee.property.name=/^mkdtemp(Sync)?$/]', message: 'make temporary folders with test/support/temp-dir.ts, which removes them after the file' },
  { selector: 'CallExpression[callee.name=/^mkdtemp(Sync)?$/]', message: 'make temporary folders with test/support/temp-dir.ts, which removes them after the file' },
];
const HEAVY_MODULE = /^(node:)?child_process$|puppeteer|supertest/.source;
const HEAVY_IN_A_UNIT_TEST = [
  { selector: `ImportDeclaration[source.value=/${HEAVY_MODULE}/]`, message: 'a unit test starts no process, server or browser: it belongs in test/integration or test/e2e' },
  { selector: `ImportExpression[source.value=/${HEAVY_MODULE}/], CallExpression[callee.name='require'][arguments.0.value=/${HEAVY_MODULE}/]`, message: 'a unit test starts no process, server or browser: it belongs in test/integration or test/e2e' },
  { selector: "ImportSpecifier[imported.name=/^(startProcess|startProductionServer|createTestApp|startTestServer|startPostgresCluster|freePort)$/]", message: 'a unit test starts no server: it belongs in test/integration' },
  { selector: "CallExpression[callee.property.name='listen']", message: 'a unit test starts no server: it belongs in test/integration' },
  // Opening, migrating or seeding a database takes seconds and needs the run's templates.
  { selector: "ImportDeclaration[source.value='node:sqlite'], ImportSpecifier[imported.name=/^(openDatabase|openMarketplaceDatabase|migrate|seedDatabase|createSeededDatabase|createEmptyDatabase)$/]", message: 'a unit test opens no database: it belongs in test/integration' },
];
// The helpers that make and remove a temporary folder of their own.
const OWN_TEMP_FOLDER_ALLOWED = [
  'test/support/temp-dir.ts', 'test/support/template-builds.ts', 'test/support/backend-runner.ts', 'test/support/postgres-cluster.ts',
  'test/support/migrate-now.ts', 'test/support/migrated-schema-dump.ts', 'test/e2e/support/browser.ts', 'test/checkout/helpers.ts',
  'test/support/file-times-reporter.js',
];

// `import { z } from 'zod'` is zod's whole namespace as one object (every locale of its messages
// with it), which a browser bundle cannot trim; `import * as z` keeps to what is used.
const WHOLE_ZOD = [
  { selector: "ImportDeclaration[source.value='zod'] > ImportSpecifier[imported.name='z']", message: "import * as z from 'zod': the named z is zod's whole namespace, which the islands' chunks cannot leave out" },
];

// A process entry and every command an npm script starts from dist/ refuses an older Node before
// any other module loads (one that needs a newer Node would fail first with a stack trace): its
// first statement imports the check, which names the npm script to use instead.
const PROCESS_ENTRIES = [...new Set(Object.values(JSON.parse(fs.readFileSync(new URL('./package.json', import.meta.url), 'utf8')).scripts)
  .flatMap((line) => [...line.matchAll(/\bdist\/((?:server|scripts)\/[\w/-]+)\.js\b/g)].map((m) => `${m[1]}.ts`))
  .filter((file) => fs.existsSync(new URL(`./${file}`, import.meta.url))))];
const NODE_VERSION_FIRST = [
  { selector: "Program > :first-child:not(ImportDeclaration[source.value=/node-version$/])", message: "a process entry's or command's first statement imports server/lifecycle/node-version, so an older Node is refused before any module needs a newer one" },
];

// A label's colon is part of its text: French sets a no-break space before it, so a colon written
// after a translated word in markup or a template reads wrong in one edition.
const COLON_AFTER_TEXT = [
  { selector: "JSXExpressionContainer[expression.callee.name='t'] + JSXText[value=/^:/]", message: "a label's colon belongs to the locale text: t('labelled', { label, value }) or a label that carries its colon (French puts a no-break space before it)" },
  { selector: "TemplateLiteral[expressions.0.callee.name='t'] > TemplateElement[value.raw=/^:/]", message: "a label's colon belongs to the locale text: t('labelled', { label, value }) or a label that carries its colon (French puts a no-break space before it)" },
];

// typescript-eslint's type-checked recommended rules over the shop's sources: above all, a promise
// is awaited, returned, or handed off on purpose with `void` (no-floating-promises), and never given
// where a callback's result is ignored (no-misused-promises). Left out, each for its reason:
// - the no-unsafe-* family: values that arrive as `unknown`/`any` from JSON, SQL rows and library
//   callbacks are checked by zod at the contract and by the database layer's types where they enter;
//   the remaining reads are of those checked values or of test fixtures, and typing each again
//   would repeat the schema, not catch a fault;
// - unbound-method: express and Kysely hand out methods that never read `this` (router.get,
//   db.selectFrom), which the rule cannot tell apart;
// - require-await: loaders, Kysely plugins and shutdown hooks implement interfaces that return a
//   promise; some answer at once, and an async function says so more plainly than Promise.resolve.
// Tests keep the promise rules only: their answers are read loosely on purpose.
const PROMISE_RULES = {
  '@typescript-eslint/no-floating-promises': 'error',
  '@typescript-eslint/no-misused-promises': 'error',
  '@typescript-eslint/await-thenable': 'error',
};
const typeChecked = [
  ...tseslint.configs.recommendedTypeChecked.map((entry) => ({ ...entry, files: ['{server,client,views,contract,scripts,locales}/**/*.{ts,tsx}'], ignores: UNIT_TESTS })),
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
  },
  {
    files: ['{server,client,views,contract,scripts,locales}/**/*.{ts,tsx}'],
    ignores: UNIT_TESTS,
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/unbound-method': 'off',
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  { files: ['test/**/*.{ts,tsx}', ...UNIT_TESTS], plugins: { '@typescript-eslint': tseslint.plugin }, rules: PROMISE_RULES },
];

const houseRules = [
  {
    files: ['server/**', 'scripts/**', 'client/**', 'views/**', 'contract/**', 'locales/**'],
    ignores: ['server/config/config.ts'],
    rules: { 'no-restricted-syntax': ['error', ...ENVIRONMENT_READ, ...WHOLE_ZOD] },
  },
  { files: ['views/**'], rules: { 'no-restricted-syntax': ['error', ...ENVIRONMENT_READ, ...WHOLE_ZOD, ...COLON_AFTER_TEXT] } },
  { files: PROCESS_ENTRIES, rules: { 'no-restricted-syntax': ['error', ...ENVIRONMENT_READ, ...WHOLE_ZOD, ...NODE_VERSION_FIRST] } },
  { files: TESTS, ignores: OWN_TEMP_FOLDER_ALLOWED, rules: { 'no-restricted-syntax': ['error', ...OWN_TEMP_FOLDER] } },
  { files: UNIT_TESTS, rules: { 'no-restricted-syntax': ['error', ...OWN_TEMP_FOLDER, ...WHOLE_ZOD, ...HEAVY_IN_A_UNIT_TEST] } },
  // The marketplace's domains keep to themselves: another domain is used through its face
  // (index.ts), and two domains never import each other (scripts/lint/domain-faces.cjs). Every
  // importer outside the marketplace uses the faces too; tests may reach a domain's files.
  { files: ['**/*.{ts,tsx,js,mjs,cjs}'], ignores: TESTS, plugins: { spareo: domainFaces }, rules: { 'spareo/domain-faces': 'error' } },
  // The marketplace's HTTP doors are its declared table's, mounted in http/ alone, and it reads no
  // browser cookie (scripts/lint/marketplace-doors.cjs).
  { files: ['server/marketplace/**/*.{ts,tsx}'], ignores: TESTS, plugins: { doors: marketplaceDoors }, rules: { 'doors/marketplace-doors': 'error' } },
  // Tests wait on conditions and events, never on a fixed time (scripts/lint/fixed-sleeps.cjs);
  // waitFor itself is the one loop that asks again after a pause.
  { files: TESTS, ignores: ['test/support/wait-for.ts'], plugins: { tests: fixedSleeps }, rules: { 'tests/fixed-sleeps': 'error' } },
];

export default [...tseslint.config(
  { ignores: ['dist/**', 'dist.next-*/**', 'dist.old-*/**', 'node_modules/**', 'artifacts/**', 'client/.generated/**', 'test/fixtures/**'] },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parser: tseslint.parser },
    // A rule switched off where it no longer fires is an error, and every switch says why.
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    plugins: { '@typescript-eslint': tseslint.plugin, house: disableReasons },
    rules: { 'house/disable-reasons': 'error' },
  },
  layer(['locales/**'], 'locales/ is at the bottom: it imports nothing of the shop', '(^|/)(server|views|client|contract)(/|$)'),
  layer(['contract/**'], 'contract/ is isomorphic and imports nothing of the shop but locales/', '(^|/)(server|views|client)(/|$)'),
  layer(['views/**', 'client/**'], 'views and the browser runtime never import server code', '(^|/)server(/|$)'),
  // The islands and the runtime reach the browser: neither server code nor the server-side renderers of views.
  layer(['views/islands/**'], 'browser code never imports server code or views/render/ (server-side renderers)', '(^|/)(server|render)(/|$)'),
  // The runtime sits below the views it wakes: what both need lives in client/, so arrows run one way.
  layer(['client/**'], 'the browser runtime never imports server code or views (shared code lives in client/)', '(^|/)(server|views|render)(/|$)'),
  layer(['server/marketplace/**'], 'the marketplace never imports the web tier', '(^|/)web(/|$)'),
  layer(['server/web/**'], 'the web tier reaches the marketplace only through its client (server/web/marketplace-client.ts)', '(^|/)marketplace/'),
  // A rule's patterns replace those of an earlier entry for the same files, so the route table's entry repeats the web tier's.
  {
    files: ['server/web/routes/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [
        { regex: '(^|/)marketplace/', message: 'the web tier reaches the marketplace only through its client (server/web/marketplace-client.ts)' },
        { regex: '^(\\./|(\\.\\./)+)pages(/|$)', message: "the route table is made from the pages' routes (views/page-params.ts), never from the screens: they build their links with it" },
      ] }],
    },
  },
), ...houseRules, ...typeChecked];
