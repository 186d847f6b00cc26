/**
 * Shop administration from the command line, on the configured database (DATABASE_URL, else the
 * SQLite file at DATABASE_PATH).
 *   npm run shop -- token <shopId>   issue (or rotate) the shop's API token and print it once
 */
import '../server/lifecycle/node-version';
import { databaseLocation, loadConfig } from '../server/config/config';
import { openDatabase } from '../server/marketplace/db/connection';
import { migrate } from '../server/marketplace/db/migrate';
import { issueShopToken } from '../server/marketplace/shops';
import { commandLine, usageError } from './cli';

const USAGE = `usage: npm run shop -- token <shopId>
  token <shopId>   issue (or rotate) the shop's API token for offer feeds and orders and print it once
Works on DATABASE_URL when set, else on the SQLite file at DATABASE_PATH.`;

const { positionals } = commandLine({ usage: USAGE, options: {}, positionals: true });
const [command, shopArg] = positionals;
if (command !== 'token' || !shopArg || !/^\d+$/.test(shopArg) || positionals.length > 2) usageError('expected: token <shopId>', USAGE);

async function main(): Promise<void> {
  const db = openDatabase(databaseLocation(loadConfig()));
  await migrate(db);
  try {
    const token = await issueShopToken(db.kysely, Number(shopArg));
    console.log(`New token for shop ${shopArg} (the previous one no longer works):\n${token}`);
  } catch (error) {
    console.error((error as Error).message);
    process.exitCode = 1;
  } finally {
    await db.shut();
  }
}

void main();
