/**
 * Puts a backup in the place of the shop's SQLite database:
 *   npm run db:restore -- --from FILE
 * Checks the copy first and refuses while a shop has the database open
 * (server/marketplace/db/backup/sqlite-backup.ts, docs/decisions/0061-backups.md).
 */
import '../server/lifecycle/node-version';
import { loadConfig } from '../server/config/config';
import { BackupRefused, restoreSqlite } from '../server/marketplace/db/backup/sqlite-backup';
import { commandLine, usageError } from './cli';

const USAGE = `usage: npm run db:restore -- --from FILE
  --from FILE   a copy made by npm run db:backup
Checks the copy (integrity_check, migrations this release knows) and puts it in place of the SQLite
file at DATABASE_PATH, keeping the old file as DATABASE_PATH.before-restore. Stop every shop process
first: it refuses while the database is open. With DATABASE_URL (PostgreSQL) use pg_restore instead:
pg_restore --clean --if-exists --no-owner -d "$DATABASE_URL" FILE.`;

const { values } = commandLine({ usage: USAGE, options: { from: { type: 'string' } } });
if (!values.from) usageError('--from is needed', USAGE);
const config = loadConfig();
if (config.DATABASE_URL) usageError('the shop runs on PostgreSQL (DATABASE_URL): restore with pg_restore --clean --if-exists --no-owner -d "$DATABASE_URL" FILE', USAGE);

try {
  const result = restoreSqlite(values.from, config.DATABASE_PATH);
  console.log(`${values.from} -> ${config.DATABASE_PATH}: integrity ok, ${result.migrations} migrations, ${result.orders} orders${result.previous ? `; the replaced file is ${result.previous}` : ''}`);
} catch (error) {
  console.error(error instanceof BackupRefused ? error.message : `restore failed: ${(error as Error).message}`);
  process.exitCode = 1;
}
