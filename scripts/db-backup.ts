/**
 * A consistent copy of the running shop's SQLite database:
 *   npm run db:backup -- --to FILE
 * Safe while the shop serves (server/marketplace/db/backup/sqlite-backup.ts). PostgreSQL is backed
 * up with its own tools (docs/operations.md).
 */
import '../server/lifecycle/node-version';
import { loadConfig } from '../server/config/config';
import { backupSqlite, BackupRefused, checkCopy } from '../server/marketplace/db/backup/sqlite-backup';
import { commandLine, usageError } from './cli';

const USAGE = `usage: npm run db:backup -- --to FILE
  --to FILE   the new file to write (it must not exist); the shop may keep running
Copies the SQLite file at DATABASE_PATH as of one moment and checks the copy. With DATABASE_URL
(PostgreSQL) use pg_dump instead: pg_dump --format=custom --file FILE "$DATABASE_URL".`;

const { values } = commandLine({ usage: USAGE, options: { to: { type: 'string' } } });
if (!values.to) usageError('--to is needed', USAGE);
const config = loadConfig();
if (config.DATABASE_URL) usageError('the shop runs on PostgreSQL (DATABASE_URL): back it up with pg_dump --format=custom --file FILE "$DATABASE_URL"', USAGE);

try {
  const started = Date.now();
  const { bytes } = backupSqlite(config.DATABASE_PATH, values.to);
  const check = checkCopy(values.to);
  console.log(`${config.DATABASE_PATH} -> ${values.to}: ${(bytes / 1024 / 1024).toFixed(1)} MB, ${check.orders} orders, ${check.migrations} migrations, integrity ok, in ${((Date.now() - started) / 1000).toFixed(1)} s`);
} catch (error) {
  console.error(error instanceof BackupRefused ? error.message : `backup failed: ${(error as Error).message}`);
  process.exitCode = 1;
}
