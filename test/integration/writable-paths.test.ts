/**
 * A shop process that cannot write where it must stops at start with a message naming the
 * variable and the folder, instead of starting and failing each feed upload with a 500.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { loadConfig } from '../../server/config/config';
import { distDir } from '../../server/shared/paths';
import { unwritablePath, writablePaths } from '../../server/lifecycle/writable-paths';
import { tempDir } from '../support/temp-dir';

jest.setTimeout(60_000);
const run = promisify(execFile);
const dir = tempDir('spareo-writable-');
// A path below a plain file can be created by nobody, root included.
const blocker = path.join(dir, 'a-file');
fs.writeFileSync(blocker, '');
const unwritable = path.join(blocker, 'uploads');

const start = (script: string, env: Record<string, string>) =>
  run(process.execPath, [path.join(distDir, 'server', 'processes', script)], {
    env: { PATH: process.env.PATH, LOG_LEVEL: 'silent', WEB_WORKERS: '1', PORT: '0', MARKETPLACE_PORT: '0', SEED_ON_START: 'false', CHECK_SECRET: 'writable-paths-test-secret-0123456789abcdef', ...env },
    encoding: 'utf8',
    timeout: 30_000,
  }).then(() => ({ code: 0, stderr: '' }), (error: { code: number; stderr: string }) => ({ code: error.code, stderr: error.stderr }));

test('npm start with a feed upload folder it cannot write exits 1 naming FEED_UPLOAD_DIR and the folder', async () => {
  const answer = await start('main.js', { DATABASE_PATH: path.join(dir, 'shop.db'), FEED_UPLOAD_DIR: unwritable });
  expect(answer.code).toBe(1);
  expect(answer.stderr).toContain(`FEED_UPLOAD_DIR: cannot write to ${unwritable}`);
});

test('npm start with a database folder it cannot write exits 1 naming DATABASE_PATH', async () => {
  const answer = await start('main.js', { DATABASE_PATH: path.join(unwritable, 'shop.db'), FEED_UPLOAD_DIR: path.join(dir, 'uploads') });
  expect(answer.code).toBe(1);
  expect(answer.stderr).toContain(`DATABASE_PATH: cannot write to ${unwritable}`);
});

test('the marketplace service checks its feed upload folder too', async () => {
  const answer = await start('marketplace-main.js', { DATABASE_PATH: path.join(dir, 'market.db'), FEED_UPLOAD_DIR: unwritable });
  expect(answer.code).toBe(1);
  expect(answer.stderr).toContain(`FEED_UPLOAD_DIR: cannot write to ${unwritable}`);
});

test('a web replica that reaches the marketplace over HTTP writes nothing; writable folders pass and are created', () => {
  const replica = loadConfig({ MARKETPLACE_URL: 'http://marketplace:4000', CHECK_SECRET: 'x'.repeat(32), FEED_UPLOAD_DIR: unwritable });
  expect(writablePaths(replica, 'web')).toEqual([]);
  const local = loadConfig({ DATABASE_PATH: path.join(dir, 'new', 'shop.db'), FEED_UPLOAD_DIR: path.join(dir, 'new', 'uploads') });
  expect(writablePaths(local, 'web').map((p) => p.variable)).toEqual(['DATABASE_PATH', 'FEED_UPLOAD_DIR', 'MEDIA_DIR']);
  expect(unwritablePath(writablePaths({ ...local, MEDIA_DIR: path.join(dir, 'new', 'media') }, 'web'))).toBeUndefined();
  expect(fs.readdirSync(path.join(dir, 'new')).sort()).toEqual(['media', 'uploads']);
});

test('a media folder it cannot write stops the marketplace service at start, naming MEDIA_DIR', async () => {
  const answer = await start('marketplace-main.js', { DATABASE_PATH: path.join(dir, 'market2.db'), FEED_UPLOAD_DIR: path.join(dir, 'uploads2'), MEDIA_DIR: unwritable });
  expect(answer.code).toBe(1);
  expect(answer.stderr).toContain(`MEDIA_DIR: cannot write to ${unwritable}`);
});
