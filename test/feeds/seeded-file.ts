/**
 * A seeded SQLite database in a file of its own, for the feed tests that measure or kill the CLI
 * on a large file. Apart from cli.ts, so a test that only runs the CLI is not bound to SQLite.
 */
import fs from 'node:fs';
import path from 'node:path';
import { openDatabase, type Database } from '../../server/marketplace/db/connection';
import { migrate } from '../../server/marketplace/db/migrate';
import { seedDatabase } from '../../server/marketplace/seed/index';
import { runTemplatesOf, templateKey } from '../support/templates';

/**
 * A seeded database in its own file, so a child process can open it too: a copy of the run's
 * template of that size when the runner built one (a run with database files), else seeded here.
 */
export async function seededFile(dir: string, articles = 3000): Promise<{ file: string; db: Database }> {
  const file = path.join(dir, 'spareo.db');
  const template = runTemplatesOf('sqlite')?.templates[templateKey(articles, undefined)];
  if (template) {
    fs.copyFileSync(template, file);
    return { file, db: openDatabase(file) };
  }
  const db = openDatabase(file);
  await migrate(db);
  await seedDatabase(db, { articles });
  return { file, db };
}
