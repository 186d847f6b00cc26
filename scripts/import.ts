/**
 * Imports reference data into the marketplace database:
 *   npm run import -- --kba FILE --variants FILE --taxonomy FILE [--db PATH | postgres://…]
 * Each file is imported in its own transaction (taxonomy, then variants, then KBA); importing the
 * same file again changes nothing. Prints progress and, per file, rows read, imported and skipped.
 */
import '../server/lifecycle/node-version';
import { openDatabase } from '../server/marketplace/db/connection';
import { announceChange } from '../server/marketplace/db/change-feed';
import { migrate } from '../server/marketplace/db/migrate';
import { loadConfig } from '../server/config/config';
import { groupReasons, importKbaFile, type ImportOptions, type ImportSummary, importTaxonomyFile, importVariantsFile, importVehicleTypesFile } from '../server/marketplace/import';
import { commandLine } from './cli';

const USAGE = `usage: npm run import -- [--taxonomy FILE] [--types FILE] [--variants FILE] [--kba FILE] [--db PATH | postgres://…] [--all-skipped]
  the files of reference-data/ (reference-data/README.md); --db defaults to DATABASE_URL, else DATABASE_PATH`;

async function main(): Promise<number> {
  const { values } = commandLine({
    usage: USAGE,
    options: { kba: { type: 'string' }, types: { type: 'string' }, variants: { type: 'string' }, taxonomy: { type: 'string' }, db: { type: 'string' }, 'all-skipped': { type: 'boolean' } },
  });
  if (!values.kba && !values.types && !values.variants && !values.taxonomy) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  const dbPath = values.db ?? config.DATABASE_URL ?? config.DATABASE_PATH;
  const db = openDatabase(dbPath);
  await migrate(db);
  const jobs: [string | undefined, (file: string, options: ImportOptions) => Promise<ImportSummary>][] = [
    [values.taxonomy, (file, options) => importTaxonomyFile(db, file, options)],
    // The vehicle base before the current market's list: the list leaves out the families the base holds.
    [values.types, (file, options) => importVehicleTypesFile(db, file, options)],
    [values.variants, (file, options) => importVariantsFile(db, file, options)],
    [values.kba, (file, options) => importKbaFile(db, file, options)],
  ];
  let failed = false;
  let changed = false;
  for (const [file, run] of jobs) {
    if (!file) continue;
    const started = Date.now();
    process.stdout.write(`${file}\n`);
    try {
      const summary = await run(file, { onProgress: (done, total) => process.stdout.write(`\r  ${done} / ${total}`) });
      process.stdout.write('\n');
      report(summary, Date.now() - started, values['all-skipped'] ?? false);
      changed ||= Object.values(summary.changes).some((n) => n > 0);
    } catch (error) {
      failed = true;
      console.error(`\n  failed, nothing of this file was imported: ${(error as Error).message}`);
    }
  }
  await db.shut();
  // Running shops forget the listings and pages they cached from the old catalogue.
  if (changed) await announceChange(dbPath, 'catalogue');
  return failed ? 1 : 0;
}

function report(s: ImportSummary, ms: number, allSkipped: boolean): void {
  const { created, updated, removed } = s.changes;
  console.log(`  ${s.source}: ${s.read} rows read, ${s.imported} imported, ${s.skipped.length} skipped (${(ms / 1000).toFixed(1)} s)`);
  console.log(`  catalogue rows: ${created} created, ${updated} updated, ${removed} removed${created + updated + removed === 0 ? ' (nothing changed)' : ''}`);
  const details = Object.entries(s.details).map(([k, v]) => `${k} ${v}`).join(', ');
  if (details) console.log(`  ${details}`);
  if (allSkipped) {
    for (const { line, reason } of s.skipped) console.log(`  line ${line}: ${reason}`);
    return;
  }
  for (const group of groupReasons(s.skipped)) {
    const lines = group.lines.slice(0, 5).join(', ') + (group.lines.length > 5 ? ', …' : '');
    console.log(`  skipped ${group.count}× ${group.reason} (lines ${lines})`);
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  },
);
