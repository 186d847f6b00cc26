/**
 * The front door: what a newcomer reads first and runs first. The README links only inside the
 * repository; its test command is all CI runs (.ci/run), and that command sets up what the tests
 * need itself (the system packages, the audit, the image's build steps), naming the one command
 * that installs a missing package where it cannot install it.
 * @backends sqlite: it reads the README and the CI's commands; no backend changes them.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../../server/shared/paths';

const read = (file: string) => fs.readFileSync(path.join(projectRoot, file), 'utf8');

test('every link of the README leads to a file of the repository or the web, never out of the clone', () => {
  const readme = read('README.md');
  const targets = [...readme.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]!).filter((target) => !/^https?:\/\//.test(target));
  expect(targets.length).toBeGreaterThan(5);
  const broken = targets.filter((target) => {
    const file = target.split('#')[0]!;
    const resolved = path.resolve(projectRoot, file);
    return !resolved.startsWith(`${projectRoot}${path.sep}`) || !fs.existsSync(resolved);
  });
  expect(broken).toEqual([]);
  // No path out of the repository in the text either (a spec beside the clone is not in the clone).
  expect(readme).not.toMatch(/`\.\.\//);
  expect(readme.split('\n').length).toBeLessThanOrEqual(200);
});

test('.ci/run runs nothing but the README\'s test command', () => {
  const readme = read('README.md');
  const command = /\| run every check[^|]*\| `([^`]+)` \|/.exec(readme)?.[1];
  expect(command).toBe('npm install --no-audit --no-fund && npm test');
  const commands = read('.ci/run').split('\n').map((line) => line.trim()).filter((line) => line && !line.startsWith('#') && !line.startsWith('set ') && !line.startsWith('cd '));
  expect(commands).toEqual([command]);
});

test('npm test sets up what its tests need before running them: system packages, audit, the build; the image\'s build steps, type check and lint beside the tests', () => {
  const scripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts;
  // The checks that no test file needs run beside jest, not before it: each holds one core for a minute or more.
  expect(scripts.test).toMatch(/^node scripts\/system-packages\.mjs && node scripts\/audit\.mjs && npm run build && run-p (?=.*\bdocker-steps\b)(?=.*\blint\b)(?=.*\btypecheck\b).*\btest:files$/);
  expect(scripts['test:files']).toBe('jest');
  // The README names every package the script installs.
  const packages = [...read('scripts/system-packages.mjs').matchAll(/package: '([^']+)'/g)].map((m) => m[1]!);
  expect(packages).toEqual(['chromium', 'chromium-headless-shell', 'postgresql', 'libxml2-utils', 'wrk', 'nginx', 'poppler-utils', 'libfaketime', 'libsaxonhe-java']);
  const readme = read('README.md');
  for (const name of packages) expect(readme).toContain(name);
});

test('a missing package it may not install stops the run naming the one command that installs it', () => {
  const run = spawnSync(process.execPath, [path.join(projectRoot, 'scripts', 'system-packages.mjs'), '--check'], {
    // A PATH without xmllint, wrk or pdftoppm (nor apt-get): as a machine that lacks them.
    env: { ...process.env, PATH: '/nonexistent' },
    encoding: 'utf8',
  });
  expect(run.status).toBe(1);
  expect(run.stderr).toContain('xmllint');
  expect(run.stderr).toMatch(/sudo apt-get install -y .*\blibxml2-utils\b.*\bpoppler-utils\b/);
});
