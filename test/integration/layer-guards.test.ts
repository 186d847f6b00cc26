/**
 * Server code never reaches the browser, by build and by lint: the client build's guard refuses an
 * entry that imports server/ or views/render/, and ESLint refuses imports that cross the layers.
 * Islands are one file each, found by the build: a file that breaks the rule fails it.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { lintedTogether } from '../support/lint-sources';
import { tempDir } from '../support/temp-dir';

const root = path.resolve(__dirname, '../..');
const node = process.execPath;
const run = (args: string[]) => spawnSync(node, args, { cwd: root, encoding: 'utf8' });

/**
 * The real client build (scripts/build.mjs, client only) of a copy of the project whose
 * views/islands/ holds one island file of the test's own: the build scripts are copied (the build
 * takes the project from its own folder), everything else is linked to this checkout.
 */
function buildClientWithIsland(source: string) {
  const project = tempDir('island-build-');
  fs.mkdirSync(path.join(project, 'scripts'));
  for (const file of fs.readdirSync(path.join(root, 'scripts')).filter((f) => f.endsWith('.mjs'))) fs.copyFileSync(path.join(root, 'scripts', file), path.join(project, 'scripts', file));
  for (const entry of fs.readdirSync(root).filter((e) => !['scripts', 'views', 'dist', '.git'].includes(e))) fs.symlinkSync(path.join(root, entry), path.join(project, entry));
  fs.mkdirSync(path.join(project, 'views', 'islands'), { recursive: true });
  for (const entry of fs.readdirSync(path.join(root, 'views')).filter((e) => e !== 'islands')) fs.symlinkSync(path.join(root, 'views', entry), path.join(project, 'views', entry));
  fs.writeFileSync(path.join(project, 'views', 'islands', 'Banner.tsx'), source);
  return spawnSync(node, [path.join(project, 'scripts', 'build.mjs'), `--client-out=${path.join(project, 'out')}`], { cwd: project, encoding: 'utf8' });
}

const BANNER_VIEW = "export default function Banner({ text }: { text: string }) {\n  return <p>{text}</p>;\n}\n";
const BANNER_HYDRATION = "import type { Hydration } from '../hydration';\nexport const hydration: Hydration<object> = { name: 'Banner', when: 'visible' };\n";

describe('the client build guard', () => {
  test('fails a browser entry that imports server code, naming the importer', () => {
    const result = run(['scripts/build-guard.mjs', 'test/fixtures/bad-island.tsx']);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('test/fixtures/bad-island.tsx imports ../../server/config/config');
  });

  test('passes one that stays on its side', () => {
    const result = run(['scripts/build-guard.mjs', 'test/fixtures/good-island.tsx']);
    expect([result.status, result.stderr]).toEqual([0, '']);
  });

  test('refuses the server-side renderers of views as well', () => {
    const result = run(['scripts/build-guard.mjs', 'test/fixtures/render-leak.tsx']);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('test/fixtures/render-leak.tsx imports ../../views/render/island');
  });

  test('is part of the real client build: an island that imports server code fails it, naming the import', () => {
    const leaking = buildClientWithIsland(`import { projectRoot } from '../../server/shared/paths';\n${BANNER_HYDRATION}export default function Banner() {\n  return <p>{projectRoot}</p>;\n}\n`);
    expect(leaking.status).toBe(1);
    expect(leaking.stderr).toContain('browser code must not import server code: views/islands/Banner.tsx imports ../../server/shared/paths');
  });
});

describe('one island = one file', () => {
  const check = (folder: string) => run(['scripts/islands.mjs', folder]);

  test('an island file without its hydration export fails, naming the file', () => {
    const result = check('test/fixtures/islands-missing-export');
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('test/fixtures/islands-missing-export/Banner.tsx: no `hydration` export');
  });

  test('an island whose hydration names another island fails: its marker would find no chunk', () => {
    const result = check('test/fixtures/islands-misnamed');
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('hydration.name is "Banners", must be the file\'s name "Banner"');
  });

  test("the shop's islands pass, each found by its file", () => {
    const result = check('views/islands');
    expect([result.status, result.stderr]).toEqual([0, '']);
    const files = fs.readdirSync(path.join(root, 'views', 'islands')).filter((f) => f.endsWith('.tsx') && !f.endsWith('.test.tsx')).map((f) => f.replace(/\.tsx$/, ''));
    expect(result.stdout.trim()).toBe(`${files.length} islands: ${files.sort().join(', ')}`);
  });

  test('the build generates the registry and a chunk entry per island file, and checks the files first', () => {
    const script = `import path from 'node:path'; import { build } from 'esbuild';
      import { checkIslands, islandEntryPoints, islandModules } from './scripts/islands.mjs';
      const root = process.cwd(); const islands = await checkIslands(root, path.join(root, 'test/fixtures/islands-good'));
      const result = await build({ entryPoints: { registry: 'spareo:island-registry', ...islandEntryPoints(islands) }, outdir: 'out', bundle: true,
        splitting: true, format: 'esm', write: false, packages: 'external', jsx: 'automatic', logLevel: 'silent', plugins: [islandModules(root, islands)] });
      for (const file of result.outputFiles) console.log('=== ' + path.basename(file.path) + '\\n' + file.text);`;
    const result = run(['--input-type=module', '-e', script]);
    expect(result.stderr).toBe('');
    expect(result.stdout).toMatch(/=== registry\.js[\s\S]*Banner: \(\) => import\("\.\/Banner\.js"\)/);
    expect(result.stdout).toMatch(/=== Banner\.js[\s\S]*export \{\s*mount\s*\}/);
  });

  test('the real client build checks the island files: one without its hydration export fails it, one with it is built', () => {
    const missing = buildClientWithIsland(BANNER_VIEW);
    expect(missing.status).toBe(1);
    expect(missing.stderr).toContain('views/islands/Banner.tsx: no `hydration` export');
    const whole = buildClientWithIsland(`${BANNER_HYDRATION}${BANNER_VIEW}`);
    expect([whole.status, whole.stderr]).toEqual([0, '']);
    expect(whole.stdout).toContain('built client only (2 client entries');
  });
});

describe('lint refuses imports that cross the layers', () => {
  const refused: [string, string][] = [
    ['views/islands/Leak.tsx', "import { loadConfig } from '../../server/config/config';\nexport const c = loadConfig;\n"],
    ['views/islands/Wrapped.tsx', "import { island } from '../render/island';\nexport const i = island;\n"],
    ['client/leak.ts', "import { openDatabase } from '../server/marketplace/db/connection';\nexport const o = openDatabase;\n"],
    ['client/upward.ts', "import { IslandIdContext } from '../views/hydration';\nexport const i = IslandIdContext;\n"],
    ['contract/leak.ts', "import { EDITIONS } from '../views/catalogue-links';\nexport const e = EDITIONS;\n"],
    ['server/marketplace/leak.ts', "import { createApp } from '../web/app';\nexport const a = createApp;\n"],
    ['server/web/leak.ts', "import { listShops } from '../marketplace/shops/repository';\nexport const l = listShops;\n"],
  ];
  const typeImport = ['views/bad-type.ts', "import type { Config } from '../server/config/config';\nexport type C = Config;\n"] as const;
  const allowed = [
    ['views/ok.ts', "import type { CartData } from '../contract/index';\nexport type C = CartData;\n"],
    ['server/web/ok.ts', "import { CALLS } from '../../contract/index';\nexport const c = CALLS;\n"],
  ] as const;
  // Every case of this block, linted once before its tests by one ESLint.
  const lint = lintedTogether([...refused, typeImport, ...allowed]);

  test.each(refused)('%s', (filename, source) => {
    const result = lint(filename, source);
    expect(result.status).toBe(1);
    expect(result.stdout).toContain('no-restricted-imports');
  });

  test('type imports cross no line either: a view naming a server type is refused', () => {
    const result = lint(...typeImport);
    expect(result.status).toBe(1);
    expect(result.stdout).toContain('no-restricted-imports');
  });

  test('allows what the layers allow: views naming answer types of the contract, the web tier using the contract', () => {
    for (const [filename, source] of allowed) expect([filename, lint(filename, source).status]).toEqual([filename, 0]);
  });
});
