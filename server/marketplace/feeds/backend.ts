/** Which database a Kysely handle (or transaction) talks to, for the few statements that differ. */
import { PostgresAdapter } from 'kysely';
import type { Backend, Db } from '../db/connection';

export function backendOf(db: Db): Backend {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}
