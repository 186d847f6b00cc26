/**
 * db/counting-dialect.ts: the connection's transactions go through Kysely's public Dialect and
 * Driver interfaces. On SQLite a transaction takes the write lock at BEGIN (IMMEDIATE), so a
 * second writer waits instead of failing later; every commit is counted for the turn memo.
 */
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { sql } from 'kysely';
import { openDatabase, type Database } from '../../server/marketplace/db/connection';
import { WriteCount } from '../../server/marketplace/db/turn-memo';
import { tempDir } from '../support/temp-dir';

const opened: Database[] = [];
afterAll(async () => {
  for (const db of opened) await db.shut();
});

function open(file: string): Database {
  const db = openDatabase(file);
  opened.push(db);
  return db;
}

const writeCountOf = (db: Database) => db.kysely.getExecutor().plugins.find((p): p is WriteCount => p instanceof WriteCount)!;

test('a transaction that has only read so far already holds the write lock', async () => {
  const file = path.join(tempDir('counting-dialect'), 'shop.db');
  const db = open(file);
  await sql`CREATE TABLE lines (sid TEXT)`.execute(db.kysely);
  const other = new DatabaseSync(file);
  try {
    other.exec('PRAGMA busy_timeout = 0');
    await db.kysely.transaction().execute(async (tx) => {
      await sql`SELECT count(*) FROM lines`.execute(tx);
      // A deferred BEGIN would hold no lock after a read; an immediate one keeps other writers out.
      expect(() => other.exec('BEGIN IMMEDIATE')).toThrow(/locked|busy/i);
    });
    other.exec('BEGIN IMMEDIATE');
    other.exec('ROLLBACK');
  } finally {
    other.close();
  }
});

test('each commit is counted, a rollback is not', async () => {
  const db = open(':memory:');
  await sql`CREATE TABLE lines (sid TEXT)`.execute(db.kysely);
  const count = writeCountOf(db);
  const before = count.writes;
  await db.kysely.transaction().execute(async () => {});
  expect(count.writes).toBe(before + 1);
  await expect(db.kysely.transaction().execute(async () => {
    throw new Error('given up');
  })).rejects.toThrow('given up');
  expect(count.writes).toBe(before + 1);
});

test('savepoints pass through to the driver', async () => {
  const db = open(':memory:');
  await sql`CREATE TABLE lines (sid TEXT)`.execute(db.kysely);
  const tx = await db.kysely.startTransaction().execute();
  await sql`INSERT INTO lines VALUES ('a')`.execute(tx);
  const inner = await tx.savepoint('inner').execute();
  await sql`INSERT INTO lines VALUES ('b')`.execute(inner);
  await inner.rollbackToSavepoint('inner').execute();
  await tx.commit().execute();
  expect((await sql<{ n: number }>`SELECT count(*) AS n FROM lines`.execute(db.kysely)).rows[0]!.n).toBe(1);
});
