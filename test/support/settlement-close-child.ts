/**
 * Child-process entry for the interrupted-close test: closes the month on the database given
 * (SQLite file or postgres:// URL), and after the first shop's settlement is written (inside the
 * run's transaction) says "mid-run" on stderr and waits to be killed.
 */
import { openDatabase } from '../../server/marketplace/db/connection';
import { closeMonth } from '../../server/marketplace/flows/index';

async function main() {
  const db = openDatabase(process.argv[2]!);
  await closeMonth(db.kysely, process.argv[3]!, 'child', new Date(), async (step) => {
    if (step !== 'lines marked') return;
    process.stderr.write('mid-run\n');
    // Waits to be killed: a timer keeps the process alive (a promise alone does not, and SQLite holds no handle open).
    await new Promise(() => setInterval(() => undefined, 60_000));
  });
  process.stdout.write('finished\n');
  await db.shut();
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exitCode = 1;
});
