/**
 * The backends the commerce-b tests run on: SQLite always, and PostgreSQL where it is installed
 * (an empty database on the run's throwaway cluster, file-postgres.ts). Each call gets a fresh,
 * migrated database.
 */
import fs from 'node:fs';
import path from 'node:path';
import { openDatabase, type Backend, type Database } from '../../server/marketplace/db/connection';
import { migrate } from '../../server/marketplace/db/migrate';
import { postgresInstalled, postgresForFile, type FilePostgres } from '../support/file-postgres';
import { tempDir } from '../support/temp-dir';

export const BACKENDS: Backend[] = postgresInstalled() ? ['sqlite', 'postgres'] : ['sqlite'];

let cluster: FilePostgres | undefined;
let scratch: string | undefined;
let count = 0;
const opened: Database[] = [];

/** A migrated, empty database; `file` (SQLite) or the URL (PostgreSQL) lets a test open it twice, as two replicas would. */
export async function freshDatabase(backend: Backend): Promise<{ db: Database; location: string }> {
  count += 1;
  let location: string;
  if (backend === 'postgres') {
    cluster ??= postgresForFile();
    location = await cluster.createDatabase(`commerce_${process.pid}_${count}`);
  } else {
    scratch ??= tempDir('spareo-commerce-b-');
    location = path.join(scratch, `shop-${count}.db`);
  }
  const db = openDatabase(location);
  await migrate(db);
  opened.push(db);
  return { db, location };
}

/** A second handle on a database made by freshDatabase: another replica. */
export function openAgain(location: string): Database {
  const db = openDatabase(location);
  opened.push(db);
  return db;
}

/** Closes every handle and removes the cluster and the files; call in afterAll. */
export async function closeBackends(): Promise<void> {
  await Promise.all(opened.splice(0).map((db) => db.shut()));
  cluster?.close();
  cluster = undefined;
  if (scratch) fs.rmSync(scratch, { recursive: true, force: true });
  scratch = undefined;
}

/** The articles the order tests sell: kept apart so a file on the project's own database imports no database of its own. */
export { writeThreeDiscs } from './three-discs';
