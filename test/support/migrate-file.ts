/**
 * Child-process entry for concurrency tests: migrates the SQLite file or postgres:// URL given,
 * prints what it applied (JSON). With a second argument (a file name) it says "ready" on stderr
 * once loaded and opened, and starts only when that file exists: several processes then migrate
 * at the same moment.
 */
import fs from 'node:fs';
import { openDatabase } from '../../server/marketplace/db/connection';
import { migrate } from '../../server/marketplace/db/migrate';
import { waitFor } from './wait-for';

async function main() {
  const db = openDatabase(process.argv[2]!);
  const go = process.argv[3];
  if (go) {
    process.stderr.write('ready\n');
    // Looked for every millisecond: the processes then start as nearly together as they can.
    await waitFor('the go file', () => fs.existsSync(go), 60_000, 1);
  }
  try {
    process.stdout.write(JSON.stringify(await migrate(db)));
  } finally {
    await db.shut();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exitCode = 1;
});
