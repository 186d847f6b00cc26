/** scripts/docker-steps.mjs, which CI runs in place of a container build: it must fail on a broken image. */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.join(__dirname, '..', '..');
const fixture = (name: string) => path.join(root, 'test', 'fixtures', 'docker', `${name}.Dockerfile`);
const steps = (...args: string[]) => spawnSync(process.execPath, [path.join(root, 'scripts', 'docker-steps.mjs'), ...args], { encoding: 'utf8', cwd: root });

test('the project\'s Dockerfile parses, and installs with CI\'s command', () => {
  const run = steps('--dry-run');
  expect(run.stderr).toBe('');
  expect(run.status).toBe(0);
  expect(run.stdout).toContain('image and CI install with `npm install --no-audit --no-fund`');
  expect(run.stdout).toContain('runtime stage takes /app/dist from build');
});

test('an image that installs with another command than CI fails', () => {
  const run = steps('--dry-run', '--dockerfile', fixture('npm-ci'));
  expect(run.status).toBe(1);
  expect(run.stderr).toContain('the image installs with `npm ci` but CI with `npm install --no-audit --no-fund`');
});

test('a COPY of a file the checkout lacks fails', () => {
  const run = steps('--dockerfile', fixture('missing-file'));
  expect(run.status).toBe(1);
  expect(run.stderr).toContain('COPY no-such-file.txt: not in the build context');
});

test('a failing RUN step fails', () => {
  const run = steps('--dockerfile', fixture('failing-step'));
  expect(run.status).toBe(1);
  expect(run.stderr).toContain('RUN exit 3: exit 3');
});
