/**
 * Server code never reaches the browser, by build and by lint: the client build's guard refuses an
 * entry that imports server/, and ESLint refuses imports that cross the layers.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');
const node = process.execPath;
const run = (args: string[], input?: string) => spawnSync(node, args, { cwd: root, input, encoding: 'utf8' });
const eslint = path.join(root, 'node_modules', 'eslint', 'bin', 'eslint.js');
const lint = (filename: string, source: string) => run([eslint, '--stdin', '--stdin-filename', filename], source);

describe('the client build guard', () => {
  test('fails a browser entry that imports server code, naming the importer', () => {
    const result = run(['scripts/build-guard.mjs', 'test/fixtures/bad-island.tsx']);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('test/fixtures/bad-island.tsx imports ../../server/config');
  });

  test('passes one that stays on its side', () => {
    const result = run(['scripts/build-guard.mjs', 'test/fixtures/good-island.tsx']);
    expect([result.status, result.stderr]).toEqual([0, '']);
  });

  test('is part of the real client build', () => {
    expect(fs.readFileSync(path.join(root, 'scripts', 'build.mjs'), 'utf8')).toMatch(/plugins: \[serverCodeGuard\(root\)\]/);
  });
});

describe('lint refuses imports that cross the layers', () => {
  const refused: [string, string][] = [
    ['views/islands/Leak.tsx', "import { loadConfig } from '../../server/config';\nexport const c = loadConfig;\n"],
    ['client/leak.ts', "import { openDatabase } from '../server/marketplace/db/connection';\nexport const o = openDatabase;\n"],
    ['contract/leak.ts', "import { EDITIONS } from '../views/catalogue-links';\nexport const e = EDITIONS;\n"],
    ['server/marketplace/leak.ts', "import { createApp } from '../web/app';\nexport const a = createApp;\n"],
    ['server/web/leak.ts', "import { listShops } from '../marketplace/shops/repository';\nexport const l = listShops;\n"],
  ];
  test.each(refused)('%s', (filename, source) => {
    const result = lint(filename, source);
    expect(result.status).toBe(1);
    expect(result.stdout).toContain('no-restricted-imports');
  });

  test('allows what the layers allow: views naming answer types, the web tier using the contract', () => {
    expect(lint('views/ok.ts', "import type { CartData } from '../server/marketplace/cart/types';\nexport type C = CartData;\n").status).toBe(0);
    expect(lint('server/web/ok.ts', "import { CALLS } from '../../contract/index';\nexport const c = CALLS;\n").status).toBe(0);
  });
});
