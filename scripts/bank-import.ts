/**
 * Imports the collection account's bank statement (camt.053) from the command line, as the desk's
 * form does, on the configured database (DATABASE_URL, else the SQLite file at DATABASE_PATH):
 * transfers naming an order with exactly its open amount are booked as paid; partial and
 * over-payments and lines naming no order wait in the desk. A file imported again books nothing twice.
 */
import '../server/lifecycle/node-version';
import fs from 'node:fs';
import path from 'node:path';
import { databaseLocation, loadConfig } from '../server/config/config';
import { openDatabase } from '../server/marketplace/db/connection';
import { migrate } from '../server/marketplace/db/migrate';
import { importStatements, readCamt053, StatementRefused } from '../server/marketplace/bank-statements';
import { commandLine, usageError } from './cli';

const USAGE = `usage: npm run bank:import -- FILE
  FILE   the bank's statement as camt.053 XML (versions 001.02 to 001.08)
Works on DATABASE_URL when set, else on the SQLite file at DATABASE_PATH.`;

const { positionals } = commandLine({ usage: USAGE, positionals: true, options: {} });
if (positionals.length !== 1) usageError('expected one file', USAGE);
const file = positionals[0]!;

async function main(): Promise<void> {
  let statements;
  try {
    statements = readCamt053(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    console.error(error instanceof StatementRefused ? `${file} is no camt.053 statement (${error.message})` : (error as Error).message);
    process.exitCode = 1;
    return;
  }
  const db = openDatabase(databaseLocation(loadConfig()));
  await migrate(db);
  try {
    const result = await importStatements(db.kysely, statements, { fileName: path.basename(file), by: 'command line' });
    const { booked, needs_decision: waiting, unmatched, outgoing, confirmed } = result.counts;
    console.log(`${file}: ${result.read} lines read, ${result.already} imported before; booked ${booked}, needs decision ${waiting}, unmatched ${unmatched}, outgoing ${outgoing + confirmed}`);
  } catch (error) {
    console.error((error as Error).message);
    process.exitCode = 1;
  } finally {
    await db.shut();
  }
}

void main();
