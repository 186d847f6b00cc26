/**
 * Makes the payout run that is due (cron, daily; or by hand) on the configured database
 * (DATABASE_URL, else the SQLite file at DATABASE_PATH): when PAYOUT_RUN_DAY says so, every closed
 * settlement owed and payable now is paid in one SEPA file, kept with its message id (the desk
 * hands it out). Not due: says when it will be. A run is one transaction: a run stopped anywhere
 * leaves nothing, and a settlement is never paid twice.
 */
import '../server/lifecycle/node-version';
import fs from 'node:fs';
import { collectionAccountFrom, databaseLocation, loadConfig } from '../server/config/config';
import { openDatabase } from '../server/marketplace/db/connection';
import { migrate } from '../server/marketplace/db/migrate';
import { payoutRunFile, runDuePayouts } from '../server/marketplace/settlements/index';
import { commandLine, usageError } from './cli';

const USAGE = `usage: npm run payouts:run [-- --force] [-- --out FILE]
  makes the payout run when it is due (PAYOUT_RUN_DAY: 0, the day after a month is closed; 1-28, that day of the month)
  --force           makes a run now, due or not (nobody payable: no run)
  --out             also writes the run's SEPA file (pain.001.001.09) there
Works on DATABASE_URL when set, else on the SQLite file at DATABASE_PATH.`;

const { positionals, values } = commandLine({ usage: USAGE, positionals: true, options: { force: { type: 'boolean' }, out: { type: 'string' } } });
if (positionals.length > 0) usageError(`unexpected: ${positionals.join(' ')}`, USAGE);

/** The test seam PAYOUT_RUN_PAUSE_AT (server/config/config.ts): at that write the run says so and waits to be killed. */
function pauseAt(step: string | undefined) {
  if (!step) return undefined;
  return async (at: string) => {
    if (at !== step) return;
    process.stderr.write(`paused at ${at}\n`);
    await new Promise(() => undefined);
  };
}

async function main(): Promise<void> {
  const config = loadConfig();
  const db = openDatabase(databaseLocation(config));
  await migrate(db);
  try {
    const outcome = await runDuePayouts(db.kysely, collectionAccountFrom(config), { runDay: config.PAYOUT_RUN_DAY, holdHours: config.PAYOUT_ACCOUNT_HOLD_HOURS, createdBy: 'command line', force: values.force === true, fault: pauseAt(config.PAYOUT_RUN_PAUSE_AT) });
    if (outcome.kind === 'not_due') console.log(`no payout run due; the next is due on ${outcome.next} (Europe/Berlin)`);
    else {
      for (const p of outcome.notPayable) console.log(`not payable: shop ${p.shopId} (${p.shopName}), ${p.month}, ${(p.payoutCents / 100).toFixed(2)} EUR: ${p.reason}${p.heldUntil ? ` until ${p.heldUntil}` : ''}`);
      if (outcome.kind === 'nothing') console.log('nobody to pay now: no payout run made');
      else {
        const { run } = outcome;
        console.log(`payout run ${run.id} made: ${run.transfers} transfers, ${(run.totalCents / 100).toFixed(2)} EUR, message id ${run.messageId}`);
        if (values.out) fs.writeFileSync(values.out, (await payoutRunFile(db.kysely, run.id))!.xml);
      }
    }
  } catch (error) {
    console.error((error as Error).message);
    process.exitCode = 1;
  } finally {
    await db.shut();
  }
}

void main();
