/**
 * The house rules that a look at the source can check are lint rules (eslint.config.mjs), so
 * `npm run lint` refuses a break of them, naming the file and the rule: the environment is read in
 * server/config/config.ts only; shop code imports zod as a namespace (`import * as z`); a process entry
 * imports the Node version check first; a test makes its temporary folders through
 * test/support/temp-dir.ts; a view writes no colon after a translated label (the locale text
 * carries it, with French's no-break space); a unit test starts no process, server or browser and opens no database.
 * @backends sqlite: it lints sources; the database helpers it names are text in the sources it lints.
 */
import { lintedTogether } from '../support/lint-sources';

const refused: [string, string, string][] = [
  ['server/web/reads-env.ts', 'export const port = process.env.PORT;\n', 'server/config/config.ts'],
  ['scripts/reads-env.mjs', "export const { PORT } = process['env'];\n", 'server/config/config.ts'],
  ['views/reads-env.tsx', 'export const mode = process.env.NODE_ENV;\n', 'server/config/config.ts'],
  ['test/integration/own-temp.test.ts', "import fs from 'node:fs';\nexport const dir = fs.mkdtempSync('/tmp/x-');\n", 'temp-dir.ts'],
  ['server/web/spawns.test.ts', "import { spawnSync } from 'node:child_process';\nexport const s = spawnSync;\n", 'test/integration'],
  ['views/browser.test.tsx', "import puppeteer from 'puppeteer-core';\nexport const p = puppeteer;\n", 'test/integration'],
  ['server/web/server.test.ts', "import { createTestApp } from '../../test/support/app';\nexport const a = createTestApp;\n", 'test/integration'],
  ['client/listens.test.ts', "import http from 'node:http';\nhttp.createServer().listen(0);\n", 'test/integration'],
  ['scripts/bench/port.test.ts', "import { freePort } from './server';\nexport const p = freePort;\n", 'test/integration'],
  ['contract/calls/whole-zod.ts', "import { z } from 'zod';\nexport const s = z.string();\n", "import * as z from 'zod'"],
  ['server/marketplace/db/opens.test.ts', "import { openDatabase } from './connection';\nexport const o = openDatabase;\n", 'opens no database'],
  ['test/support/seeds.test.ts', "import { createSeededDatabase } from './seeded-db';\nexport const c = createSeededDatabase;\n", 'opens no database'],
  ['locales/sqlite.test.ts', "import { DatabaseSync } from 'node:sqlite';\nexport const d = DatabaseSync;\n", 'opens no database'],
  ['server/processes/main.ts', "import cluster from 'node:cluster';\nimport './node-version';\nexport const c = cluster;\n", 'imports server/lifecycle/node-version'],
  ['server/processes/marketplace-main.ts', "/** The marketplace. */\nimport http from 'node:http';\nexport const h = http;\n", 'imports server/lifecycle/node-version'],
  ['views/checkout/Label.tsx', "export const L = ({ t }: { t: (key: string) => string }) => <p><strong>{t('orders.statusLabel')}:</strong> paid</p>;\n", "colon belongs to the locale text"],
  ['views/pages/Label.tsx', "export const label = (t: (key: string) => string) => `${t('checkout.billing.heading')}: street`;\n", "colon belongs to the locale text"],
];

const allowed: [string, string][] = [
  ['server/config/config.ts', 'export const port = process.env.PORT;\n'],
  ['scripts/define.mjs', "export const define = { 'process.env.NODE_ENV': '\"production\"' };\n"],
  ['test/support/temp-dir.ts', "import fs from 'node:fs';\nexport const dir = fs.mkdtempSync('/tmp/x-');\n"],
  ['contract/calls/zod.ts', "import * as z from 'zod';\nexport const s = z.string();\n"],
  ['test/integration/server.test.ts', "import { createTestApp } from '../support/app';\nexport const a = createTestApp;\n"],
  ['test/integration/opens.test.ts', "import { openDatabase } from '../../server/marketplace/db/connection';\nexport const o = openDatabase;\n"],
  ['views/checkout/Label.tsx', "export const L = ({ t }: { t: (key: string, o?: object) => string }) => <p>{t('labelled', { label: t('orders.statusLabel'), value: 1 })} 10:30</p>;\n"],
  ['server/processes/main.ts', "/** The entry. */\n// First: the check.\nimport './node-version';\nimport cluster from 'node:cluster';\nexport const c = cluster;\n"],
];
// Every case above, linted once before the tests by one ESLint.
const lint = lintedTogether([...refused.map(([filename, source]) => [filename, source] as const), ...allowed]);

test.each(refused)('%s is refused', (filename, source, advice) => {
  const result = lint(filename, source);
  expect(result.status).toBe(1);
  expect(result.stdout).toContain('no-restricted-syntax');
  expect(result.stdout).toContain(advice);
});

test('what the rules allow passes: the config reads the environment, a quoted name, the temp-dir helper', () => {
  for (const [filename, source] of allowed) expect([filename, lint(filename, source).status]).toEqual([filename, 0]);
});
