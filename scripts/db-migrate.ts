/**
 * Brings the marketplace database's schema up to date and says what it applied.
 *   npm run db:migrate            PostgreSQL at DATABASE_URL, else the SQLite file at DATABASE_PATH
 * Safe to run while replicas start: migrations run once, under the migrator's lock.
 */
import '../server/lifecycle/node-version';
import { loadConfig } from '../server/config/config';
import { openDatabase } from '../server/marketplace/db/connection';
import { migrate } from '../server/marketplace/db/migrate';
import { commandLine } from './cli';

commandLine({ usage: `usage: npm run db:migrate
Brings the schema of the configured database (DATABASE_URL, else the SQLite file at DATABASE_PATH)
up to date and lists the migrations it applied.`, options: {} });

/** The database as a person reads it: the file, or the URL without its password. */
function describe(location: string): string {
  return location.replace(/^(postgres(?:ql)?:\/\/[^:@/]*:)[^@]*@/, '$1***@');
}

async function main(): Promise<number> {
  const config = loadConfig();
  const location = config.DATABASE_URL ?? config.DATABASE_PATH;
  const db = openDatabase(location);
  try {
    const applied = await migrate(db);
    console.log(applied.length
      ? `${describe(location)}: applied ${applied.length} migration${applied.length === 1 ? '' : 's'}:\n${applied.map((name) => `  ${name}`).join('\n')}`
      : `${describe(location)}: up to date, nothing to apply`);
    return 0;
  } catch (error) {
    console.error(`${describe(location)}: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    await db.shut();
  }
}

void main().then((code) => { process.exitCode = code; });
