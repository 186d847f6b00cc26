/**
 * npm run db:shell: the shop's SQLite file read by an operator with the project's Node, whose SQLite
 * parses every trigger of the schema (Debian's sqlite3 3.40 does not).
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { promisify } from 'node:util';
import { answer } from '../../scripts/db-shell/answer';
import { openDatabase } from '../../server/marketplace/db/connection';
import { migrate } from '../../server/marketplace/db/migrate';
import { bundleManyForChild } from '../support/migrate-now';
import { tempDir } from '../support/temp-dir';

jest.setTimeout(120_000);

function shop(): DatabaseSync {
  const db = new DatabaseSync(':memory:');
  db.exec(`CREATE TABLE orders (id INTEGER PRIMARY KEY, number TEXT NOT NULL, note TEXT);
    CREATE TABLE tallies (key TEXT PRIMARY KEY, n INTEGER NOT NULL);
    -- A trigger of the kind Debian's sqlite3 3.40 cannot parse (an upsert's target named AS).
    CREATE TRIGGER orders_tally AFTER INSERT ON orders BEGIN
      INSERT INTO tallies AS t (key, n) VALUES ('orders', 1) ON CONFLICT (key) DO UPDATE SET n = t.n + 1; END;
    INSERT INTO orders (number, note) VALUES ('SP-261128-K7QRTM', 'two\tlines\nhere'), ('SP-261128-M2PQRS', NULL);`);
  return db;
}

test('a query answers its rows under their names, tab-separated, one per line', () => {
  expect(answer(shop(), 'SELECT number, note FROM orders ORDER BY id;')).toBe('number\tnote\nSP-261128-K7QRTM\ttwo lines here\nSP-261128-M2PQRS\tNULL');
  expect(answer(shop(), "select n from tallies where key = 'orders'")).toBe('n\n2');
});

test('.tables and .schema as the sqlite3 shell has them, the trigger included', () => {
  const db = shop();
  expect(answer(db, '.tables')).toBe('orders\ntallies');
  expect(answer(db, '.schema orders')).toContain('CREATE TRIGGER orders_tally');
  expect(answer(db, '.dump')).toMatch(/^unknown command \.dump/);
});

test('a change says how many rows it touched', () => {
  expect(answer(shop(), "UPDATE orders SET note = 'x'")).toBe('2 rows changed');
});

test('the command reads the migrated shop file, and refuses a change without --write', async () => {
  const file = path.join(tempDir('spareo-db-shell-'), 'shop.db');
  const db = openDatabase(file);
  await migrate(db);
  await db.shut();
  const bundled = bundleManyForChild(['../../scripts/db-shell.ts']);
  try {
    const command = [...bundled.files.values()][0]!;
    const run = (args: string[]) => promisify(execFile)(process.execPath, [command, ...args], { env: { PATH: process.env.PATH, DATABASE_PATH: file, LOG_LEVEL: 'silent' }, encoding: 'utf8' })
      .then(({ stdout }) => ({ code: 0, stdout, stderr: '' }), (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, stdout: error.stdout, stderr: error.stderr }));
    const tables = await run(['.tables']);
    expect(tables.code).toBe(0);
    expect(tables.stdout.split('\n')).toEqual(expect.arrayContaining(['orders', 'cart_lines', 'category_criteria_brands']));
    expect((await run(['SELECT count(*) AS orders FROM orders'])).stdout).toBe('orders\n0\n');
    const change = await run(['DELETE FROM orders']);
    expect(change.code).toBe(1);
    expect(change.stderr).toMatch(/readonly/i);
  } finally {
    fs.rmSync(bundled.dir, { recursive: true, force: true });
  }
});
