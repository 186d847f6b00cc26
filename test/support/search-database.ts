/**
 * The seeded catalogue the search tests run on, on the backend of the jest project that runs the
 * file (seeded-db.ts): the sqlite project's SQLite copy, the postgres project's PostgreSQL copy.
 */
import type { Database } from '../../server/marketplace/db/connection';
import { createSeededDatabase } from './seeded-db';

export async function seededSearchDatabase(): Promise<{ db: Database; close(): Promise<void> }> {
  const db = createSeededDatabase();
  return { db, close: () => db.shut() };
}
