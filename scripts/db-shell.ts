/**
 * The shop's SQLite database for an operator, read with the SQLite of the project's Node:
 *   npm run db:shell                          statements from standard input, one per line
 *   npm run db:shell -- "SELECT count(*) FROM orders"
 * Read-only unless --write. With DATABASE_URL (PostgreSQL) use psql.
 */
import '../server/lifecycle/node-version';
import readline from 'node:readline';
import { DatabaseSync } from 'node:sqlite';
import { loadConfig } from '../server/config/config';
import { commandLine, usageError } from './cli';
import { answer } from './db-shell/answer';

const USAGE = `usage: npm run db:shell [-- [--write] ["STATEMENT"]]
  --write     allow changes (the file is opened read-only without it)
Runs the statement given, or each line of standard input, against the SQLite file at DATABASE_PATH
and prints the rows tab-separated under their column names; .tables and .schema [name] as in
sqlite3. With DATABASE_URL (PostgreSQL) use psql "$DATABASE_URL".`;

const { values, positionals } = commandLine({ usage: USAGE, options: { write: { type: 'boolean' } }, positionals: true });
const config = loadConfig();
if (config.DATABASE_URL) usageError('the shop runs on PostgreSQL (DATABASE_URL): use psql "$DATABASE_URL"', USAGE);

const db = new DatabaseSync(config.DATABASE_PATH, { readOnly: !values.write, timeout: 5000 });
const run = (input: string) => {
  try {
    const text = answer(db, input);
    if (text) console.log(text);
  } catch (error) {
    console.error((error as Error).message);
    process.exitCode = 1;
  }
};

if (positionals.length > 0) {
  run(positionals.join(' '));
  db.close();
} else {
  const lines = readline.createInterface({ input: process.stdin, output: process.stdin.isTTY ? process.stdout : undefined, prompt: 'spareo> ', terminal: process.stdin.isTTY });
  if (process.stdin.isTTY) lines.prompt();
  lines.on('line', (line) => {
    run(line);
    if (process.stdin.isTTY) lines.prompt();
  });
  lines.on('close', () => db.close());
}
