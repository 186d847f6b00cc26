/**
 * Shop administration from the command line.
 *   npm run shop -- token <shopId>   issue (or rotate) the shop's API token and print it once
 */
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/marketplace/db/connection';
import { migrate } from '../server/marketplace/db/migrate';
import { issueShopToken } from '../server/marketplace/shops/tokens';

const [command, shopArg] = process.argv.slice(2);
if (command !== 'token' || !shopArg || !/^\d+$/.test(shopArg)) {
  console.error('usage: npm run shop -- token <shopId>');
  process.exit(2);
}
async function main() {
  const db = openDatabase(loadConfig().DATABASE_PATH);
  await migrate(db);
  try {
    const token = issueShopToken(db, Number(shopArg));
    console.log(`New token for shop ${shopArg} (the previous one no longer works):\n${token}`);
  } catch (error) {
    console.error((error as Error).message);
    process.exitCode = 1;
  } finally {
    db.close();
  }
}

void main();
