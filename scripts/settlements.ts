/**
 * Closes a month into settlements from the command line (cron on the 1st, or by hand), on the
 * configured database (DATABASE_URL, else the SQLite file at DATABASE_PATH). A month is a calendar
 * month in Europe/Berlin; by default the last one that has ended. Closing is one transaction and
 * happens once: a second run, or one after an interrupted run, is safe.
 */
import '../server/lifecycle/node-version';
import { databaseLocation, loadConfig, operatorIdentityFrom } from '../server/config/config';
import { openDatabase } from '../server/marketplace/db/connection';
import { migrate } from '../server/marketplace/db/migrate';
import { closeMonth } from '../server/marketplace/flows/index';
import { isMonth, monthBefore, monthBounds, monthEnded, monthOf } from '../server/marketplace/settlements/index';
import { commandLine, usageError } from './cli';
import { hundredths } from '../locales/amounts';

const USAGE = `usage: npm run settlements -- close [--month YYYY-MM]
  close             closes the month into one settlement per shop (once; a closed month never changes)
  --month           the month, Europe/Berlin (default: the last month that has ended)
Works on DATABASE_URL when set, else on the SQLite file at DATABASE_PATH.`;

const { positionals, values } = commandLine({ usage: USAGE, positionals: true, options: { month: { type: 'string' } } });
if (positionals[0] !== 'close' || positionals.length !== 1) usageError('expected: close', USAGE);
const month = values.month ?? monthBefore(monthOf(new Date()));
if (!isMonth(month)) usageError('--month: expected YYYY-MM', USAGE);
if (!monthEnded(month, new Date())) usageError(`--month: ${month} has not ended yet (Europe/Berlin)`, USAGE);

async function main(): Promise<void> {
  const config = loadConfig();
  const db = openDatabase(databaseLocation(config));
  await migrate(db);
  try {
    const { start, end } = monthBounds(month);
    const outcome = await closeMonth(db.kysely, month, 'command line', new Date(), undefined, operatorIdentityFrom(config));
    if (outcome.kind === 'closed') console.log(`${month} (${start} to ${end}) closed: ${outcome.settlements} settlements, ${hundredths(outcome.payoutCents)} EUR to pay out`);
    else if (outcome.kind === 'already') console.log(`${month} was closed before; nothing changed`);
    else {
      console.error(`${month} cannot be closed: ${outcome.later} is closed already (months close in order)`);
      process.exitCode = 1;
    }
  } catch (error) {
    console.error((error as Error).message);
    process.exitCode = 1;
  } finally {
    await db.shut();
  }
}

void main();
