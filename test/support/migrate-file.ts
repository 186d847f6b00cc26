/**
 * Child-process entry for concurrency tests: migrates the SQLite file or postgres:// URL given,
 * prints what it applied (JSON). With a second argument (a file name) it says "ready" on stderr
 * once loaded and opened, and starts only when that file exists: several processes then migrate
 * at the same moment.
 */
import fs from 'node:fs';
import { openDatabase } from '../../server/marketplace/db/connection';
import { migrate } from '../../server/marketplace/db/migrate';

async function main() {
  const db = openDatabase(process.argv[2]!);
  const go = process.argv[3];
  if (go) {
    process.stderr.write('ready\n');
    while (!fs.existsSync(go)) await new Promise((resolve) => setTimeout(resolve, 1));
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
