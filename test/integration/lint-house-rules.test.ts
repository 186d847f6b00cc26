/**
 * The house rules that a look at the source can check are lint rules (eslint.config.mjs), so
 * `npm run lint` refuses a break of them, naming the file and the rule: the environment is read in
 * server/config.ts only; a test makes its temporary folders through test/support/temp-dir.ts; a unit
 * test starts no process, server or browser.
 * @backends sqlite: it lints sources; the database helpers it names are text in the sources it lints.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');
const eslint = path.join(root, 'node_modules', 'eslint', 'bin', 'eslint.js');
const lint = (filename: string, source: string) =>
  spawnSync(process.execPath, [eslint, '--stdin', '--stdin-filename', filename], { cwd: root, input: source, encoding: 'utf8' });

const refused: [string, string, string][] = [
  ['server/web/reads-env.ts', 'export const port = process.env.PORT;\n', 'server/config.ts'],
  ['scripts/reads-env.mjs', "export const { PORT } = process['env'];\n", 'server/config.ts'],
  ['views/reads-env.tsx', 'export const mode = process.env.NODE_ENV;\n', 'server/config.ts'],
  ['test/integration/own-temp.test.ts', "import fs from 'node:fs';\nexport const dir = fs.mkdtempSync('/tmp/x-');\n", 'temp-dir.ts'],
  ['test/unit/spawns.test.ts', "import { spawnSync } from 'node:child_process';\nexport const s = spawnSync;\n", 'test/integration'],
  ['test/unit/browser.test.ts', "import puppeteer from 'puppeteer-core';\nexport const p = puppeteer;\n", 'test/integration'],
  ['test/unit/server.test.ts', "import { createTestApp } from '../support/app';\nexport const a = createTestApp;\n", 'test/integration'],
  ['test/unit/listens.test.ts', "import http from 'node:http';\nhttp.createServer().listen(0);\n", 'test/integration'],
];

test.each(refused)('%s is refused', (filename, source, advice) => {
  const result = lint(filename, source);
  expect(result.status).toBe(1);
  expect(result.stdout).toContain('no-restricted-syntax');
  expect(result.stdout).toContain(advice);
});

test('what the rules allow passes: the config reads the environment, a quoted name, the temp-dir helper', () => {
  expect(lint('server/config.ts', 'export const port = process.env.PORT;\n').status).toBe(0);
  expect(lint('scripts/define.mjs', "export const define = { 'process.env.NODE_ENV': '\"production\"' };\n").status).toBe(0);
  expect(lint('test/support/temp-dir.ts', "import fs from 'node:fs';\nexport const dir = fs.mkdtempSync('/tmp/x-');\n").status).toBe(0);
  expect(lint('test/integration/server.test.ts', "import { createTestApp } from '../support/app';\nexport const a = createTestApp;\n").status).toBe(0);
});
