/**
 * Moves a SQLite shop into PostgreSQL:
 *   npm run db:copy -- --to postgres://user@host/db [--from FILE] [--carts N]
 * --to defaults to DATABASE_URL, --from to the SQLite file at DATABASE_PATH.
 * The target is migrated first and must be empty. Every table is copied in foreign-key order, then
 * checked: row counts per table and a sample of carts line by line, printed; exit code 1 when
 * anything differs.
 */
import '../server/lifecycle/node-version';
import { loadConfig } from '../server/config/config';
import { isPostgresUrl, openDatabase } from '../server/marketplace/db/connection';
import { copyDatabase } from '../server/marketplace/db/copy/copy';
import { verifyCopy } from '../server/marketplace/db/copy/verify';
import { migrate } from '../server/marketplace/db/migrate';
import { commandLine } from './cli';

const USAGE = 'usage: npm run db:copy -- --to postgres://… [--from FILE] [--carts N]';

async function main(): Promise<number> {
  const { values } = commandLine({ usage: USAGE, options: { to: { type: 'string' }, from: { type: 'string' }, carts: { type: 'string' } } });
  const config = loadConfig();
  const to = values.to ?? config.DATABASE_URL;
  if (!to || !isPostgresUrl(to)) {
    console.error(`--to must name a PostgreSQL database (postgres://…)\n${USAGE}`);
    return 2;
  }
  const from = values.from ?? config.DATABASE_PATH;
  if (isPostgresUrl(from)) {
    console.error(`--from names the SQLite file to copy, not a PostgreSQL database\n${USAGE}`);
    return 2;
  }
  const sampleCarts = Number(values.carts ?? 20);
  if (!Number.isInteger(sampleCarts) || sampleCarts < 0) {
    console.error('--carts must be a whole number');
    return 2;
  }

  const source = openDatabase(from);
  const target = openDatabase(to);
  try {
    const applied = await migrate(target);
    if (applied.length) process.stderr.write(`migrated PostgreSQL: ${applied.length} migrations\n`);
    const started = Date.now();
    const tables = await copyDatabase(source.kysely, target.kysely, ({ table, rows, total }) => {
      process.stderr.write(`\r  ${table}: ${rows.toLocaleString('en')}/${total.toLocaleString('en')} rows`.padEnd(60));
      if (rows === total) process.stderr.write('\n');
    });
    process.stderr.write(`copied ${tables.length} tables in ${((Date.now() - started) / 1000).toFixed(1)} s; checking\n`);

    const check = await verifyCopy(source.kysely, target.kysely, tables, sampleCarts);
    const width = Math.max(...check.tables.map((t) => t.table.length));
    for (const t of check.tables) console.log(`${t.same ? 'ok  ' : 'DIFF'} ${t.table.padEnd(width)} ${String(t.source).padStart(10)} -> ${String(t.target).padStart(10)}`);
    for (const c of check.carts) console.log(`${c.same ? 'ok  ' : 'DIFF'} cart ${c.sessionId} (${c.lines} lines)`);
    console.log(check.ok
      ? `All ${check.tables.length} tables have the same row counts; ${check.carts.length} sampled carts have the same lines.`
      : 'The copy differs from the SQLite shop (lines marked DIFF).');
    return check.ok ? 0 : 1;
  } finally {
    await source.shut();
    await target.shut();
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(`\ncopy failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  },
);
