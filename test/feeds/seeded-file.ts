/**
 * A seeded SQLite database in a file of its own, for the feed tests that measure or kill the CLI
 * on a large file. Apart from cli.ts, so a test that only runs the CLI is not bound to SQLite.
 */
import path from 'node:path';
import { openDatabase, type Database } from '../../server/marketplace/db/connection';
import { migrate } from '../../server/marketplace/db/migrate';
import { seedDatabase } from '../../server/marketplace/db/seed/index';

/** A seeded database in its own file, so a child process can open it too. */
export async function seededFile(dir: string, articles = 3000): Promise<{ file: string; db: Database }> {
  const file = path.join(dir, 'spareo.db');
  const db = openDatabase(file);
  await migrate(db);
  await seedDatabase(db, { articles });
  return { file, db };
}
