// The tables a category listing reads, copied from a large SQLite file into an empty PostgreSQL database for scripts/bench/criteria-listing.ts:
//   npx tsx scripts/bench/criteria-listing-copy.ts FILE postgres://…  (fitment and its listing left out: vehicle listings are measured on SQLite)
import { sql } from 'kysely';
import { openDatabase } from '../../server/marketplace/db/connection';
import { bulkCopy } from '../../server/marketplace/db/copy/bulk-copy';
import { tablesToCopy } from '../../server/marketplace/db/copy/tables';
import { migrate } from '../../server/marketplace/db/migrate';
void (async () => {
  const [file, url] = process.argv.slice(2) as [string, string];
  const lite = openDatabase(file); const target = openDatabase(url);
  await migrate(target);
  const skip = new Set(['fitment', 'fitment_listing', 'oe_numbers', 'documents']);
  const all = await tablesToCopy(lite.kysely, target.kysely);
  const tables = all.filter((t) => !skip.has(t.name));
  const t0 = Date.now();
  let last = 0;
  await bulkCopy(lite.kysely, target.kysely, url, tables, ({ table, rows }) => { if (Date.now() - last > 20000) { last = Date.now(); console.log(table, rows); } });
  await sql`ANALYZE`.execute(target.kysely);
  console.log('done', (Date.now() - t0) / 1000, 's');
  await lite.shut(); await target.shut();
})();
