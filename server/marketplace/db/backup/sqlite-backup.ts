/**
 * Backups of the SQLite shop. A backup is `VACUUM INTO` on a read-only connection: one read
 * transaction, so the copy is the database as of one moment (every write committed before it
 * began, none after) while the shop goes on writing in WAL mode. A restore checks the copy
 * (integrity_check, migrations this release knows) before it replaces the shop's file, and refuses
 * while a shop has the file open (docs/decisions/0061-backups.md).
 */
import fs from 'node:fs';
import { DatabaseSync } from 'node:sqlite';
import { migrations } from '../migrations/index';

/** Something an operator must change before the command can work; said as it is, exit code 1. */
export class BackupRefused extends Error {}

export function backupSqlite(source: string, target: string): { bytes: number } {
  if (!fs.existsSync(source)) throw new BackupRefused(`${source} does not exist: DATABASE_PATH names the shop's database file`);
  if (fs.existsSync(target)) throw new BackupRefused(`${target} exists already: name a new file`);
  const db = new DatabaseSync(source, { readOnly: true });
  try {
    // Waits for a moment's write lock rather than failing under load.
    db.exec('PRAGMA busy_timeout = 30000');
    db.prepare('VACUUM INTO ?').run(target);
  } finally {
    db.close();
  }
  return { bytes: fs.statSync(target).size };
}

export interface CopyCheck {
  migrations: number;
  orders: number;
}

/** The copy is a whole SQLite database of this shop, with no migration this release does not know. */
export function checkCopy(file: string): CopyCheck {
  if (!fs.existsSync(file)) throw new BackupRefused(`${file} does not exist`);
  let db: DatabaseSync;
  try {
    db = new DatabaseSync(file, { readOnly: true });
  } catch (error) {
    throw new BackupRefused(`${file} cannot be opened as a SQLite database: ${(error as Error).message}`);
  }
  try {
    let problems: string[];
    try {
      problems = (db.prepare('PRAGMA integrity_check').all() as { integrity_check: string }[]).map((row) => row.integrity_check);
    } catch (error) {
      throw new BackupRefused(`${file} is not a readable SQLite database: ${(error as Error).message}`);
    }
    if (problems.join() !== 'ok') throw new BackupRefused(`${file} fails integrity_check: ${problems.slice(0, 5).join('; ')}`);
    const hasMigrations = db.prepare("SELECT count(*) AS n FROM sqlite_master WHERE type = 'table' AND name = 'kysely_migration'").get() as { n: number };
    if (!hasMigrations.n) throw new BackupRefused(`${file} is not a Spareo database (it has no migration table)`);
    const applied = (db.prepare('SELECT name FROM kysely_migration ORDER BY name').all() as { name: string }[]).map((row) => row.name);
    const unknown = applied.filter((name) => !(name in migrations));
    if (unknown.length) throw new BackupRefused(`${file} was made by a newer release (migrations this one does not know: ${unknown.join(', ')}): restore it with that release`);
    const orders = db.prepare('SELECT count(*) AS n FROM orders').get() as { n: number };
    return { migrations: applied.length, orders: Number(orders.n) };
  } finally {
    db.close();
  }
}

/**
 * Puts a checked copy in the shop's place: written beside the target first and renamed over it,
 * so the target is never half written; the file it replaces stays as `<target>.before-restore`.
 */
export function restoreSqlite(from: string, target: string): CopyCheck & { previous?: string } {
  if (fs.existsSync(`${target}-wal`)) {
    throw new BackupRefused(`${target}-wal exists: a shop still has ${target} open (or stopped without closing it). Stop every shop process first; after a crash, start and stop the shop once`);
  }
  const check = checkCopy(from);
  const incoming = `${target}.restoring`;
  fs.copyFileSync(from, incoming);
  const handle = fs.openSync(incoming, 'r+');
  fs.fsyncSync(handle);
  fs.closeSync(handle);
  let previous: string | undefined;
  if (fs.existsSync(target)) {
    previous = `${target}.before-restore`;
    fs.renameSync(target, previous);
  }
  fs.rmSync(`${target}-shm`, { force: true });
  fs.renameSync(incoming, target);
  return { ...check, previous };
}
