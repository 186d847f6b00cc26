/** `npm run db:migrate`: migrates the configured database (SQLite file or DATABASE_URL) and prints what it applied. */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { migrations } from '../../server/marketplace/db/migrations/index';
import { bundleForChild } from '../support/migrate-now';
import { postgresForFile, postgresInstalled } from '../support/file-postgres';
import { tempDir } from '../support/temp-dir';

const run = promisify(execFile);
const dir = tempDir('spareo-db-migrate-');
const cli = bundleForChild('../../scripts/db-migrate.ts');
afterAll(() => {
  fs.rmSync(dir, { recursive: true, force: true });
  fs.rmSync(cli.dir, { recursive: true, force: true });
});

const migrateWith = (env: Record<string, string>) => run(process.execPath, [cli.file], { env: { PATH: process.env.PATH, ...env }, encoding: 'utf8' });
const names = Object.keys(migrations);

it('migrates the SQLite file of the config, then finds nothing to do', async () => {
  const file = path.join(dir, 'shop.db');
  const first = await migrateWith({ DATABASE_PATH: file });
  expect(first.stdout).toContain(`${file}: applied ${names.length} migrations:`);
  for (const name of names) expect(first.stdout).toContain(`  ${name}\n`);
  expect((await migrateWith({ DATABASE_PATH: file })).stdout).toBe(`${file}: up to date, nothing to apply\n`);
});

it('refuses a DATABASE_URL that is not postgres://, naming it', async () => {
  await expect(migrateWith({ DATABASE_URL: 'mysql://shop@localhost/shop' })).rejects.toMatchObject({ stderr: expect.stringContaining('DATABASE_URL') });
});

(postgresInstalled() ? it : it.skip)('migrates PostgreSQL at DATABASE_URL', async () => {
  const cluster = postgresForFile();
  try {
    const url = await cluster.createDatabase('cli');
    const first = await migrateWith({ DATABASE_URL: url, DATABASE_PATH: path.join(dir, 'unused.db') });
    expect(first.stdout).toContain(`applied ${names.length} migrations:`);
    expect((await migrateWith({ DATABASE_URL: url })).stdout).toContain('up to date, nothing to apply');
    expect(fs.existsSync(path.join(dir, 'unused.db'))).toBe(false);
  } finally {
    cluster.close();
  }
}, 60_000);
