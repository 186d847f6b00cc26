/**
 * @backends sqlite: the build and the operator commands' checks of it; no backend changes them.
 * Build once, run many: the commands an operator runs beside a live shop (the start commands, the
 * backup, the other operator CLIs) never build; they refuse a missing or stale build and name the
 * command that makes it. The build itself replaces dist/ only once it is complete.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { tempDir } from '../support/temp-dir';

const run = promisify(execFile);
const root = path.join(__dirname, '..', '..');
const packageJson = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> };

/** The commands the operations guide gives an operator, to run on the build of a release. */
const OPERATOR_COMMANDS = ['start', 'start:marketplace', 'seed', 'db:migrate', 'search:reindex', 'import', 'db:copy', 'db:backup', 'db:restore', 'db:shell', 'shop', 'staff', 'settlements', 'payouts:run', 'bank:import', 'ledger:reconcile', 'tax-reports', 'feed'];

test.each(OPERATOR_COMMANDS)('npm run %s checks the build and never builds', (name) => {
  const line = packageJson.scripts[name];
  expect(line).toMatch(/^node scripts\/built\.mjs && /);
  expect(line).not.toContain('npm run build');
  expect(packageJson.scripts[`pre${name}`]).toBeUndefined();
});

/** A tree shaped like a checkout: sources, the check's two files, and (when asked) a build. */
function checkout(): string {
  const dir = tempDir('spareo-build-once-');
  fs.mkdirSync(path.join(dir, 'scripts'));
  for (const file of ['built.mjs', 'build-stamp.mjs']) fs.copyFileSync(path.join(root, 'scripts', file), path.join(dir, 'scripts', file));
  fs.mkdirSync(path.join(dir, 'client'));
  fs.writeFileSync(path.join(dir, 'client', 'runtime.ts'), 'export {};\n');
  fs.mkdirSync(path.join(dir, 'server'));
  fs.writeFileSync(path.join(dir, 'server', 'main.ts'), 'export const answer = 1;\n');
  fs.writeFileSync(path.join(dir, 'package.json'), '{}\n');
  return dir;
}

const stamp = (dir: string) => run(process.execPath, ['--input-type=module', '-e', `import { writeStamp } from ${JSON.stringify(path.join(dir, 'scripts', 'build-stamp.mjs'))}; writeStamp(${JSON.stringify(dir)}, ${JSON.stringify(path.join(dir, 'dist'))});`]);
const check = (dir: string) => run(process.execPath, [path.join(dir, 'scripts', 'built.mjs')], { encoding: 'utf8' })
  .then(() => ({ code: 0, stderr: '' }), (error: { code: number; stderr: string }) => ({ code: error.code, stderr: error.stderr }));

test('no build: refused, naming npm run build', async () => {
  const dir = checkout();
  const answer = await check(dir);
  expect(answer.code).toBe(1);
  expect(answer.stderr).toContain('npm run build');
});

test('the build of these sources runs; a changed source makes it stale and it is refused', async () => {
  const dir = checkout();
  fs.mkdirSync(path.join(dir, 'dist'));
  await stamp(dir);
  expect((await check(dir)).code).toBe(0);
  fs.appendFileSync(path.join(dir, 'server', 'main.ts'), 'export const changed = 2;\n');
  const answer = await check(dir);
  expect(answer.code).toBe(1);
  expect(answer.stderr).toMatch(/older than the sources.*npm run build/);
});

test('a test file changed beside the sources does not make the build stale', async () => {
  const dir = checkout();
  fs.mkdirSync(path.join(dir, 'dist'));
  await stamp(dir);
  fs.writeFileSync(path.join(dir, 'server', 'main.test.ts'), 'test("x", () => {});\n');
  expect((await check(dir)).code).toBe(0);
});

test('an image (dist and data, no client sources) runs the build it was made with', async () => {
  const dir = checkout();
  fs.mkdirSync(path.join(dir, 'dist'));
  await stamp(dir);
  fs.rmSync(path.join(dir, 'client'), { recursive: true });
  fs.appendFileSync(path.join(dir, 'server', 'main.ts'), '// only migrations are copied into the image\n');
  expect((await check(dir)).code).toBe(0);
});
