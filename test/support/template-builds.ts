/**
 * Builds the run's template databases (templates.ts), once, in the runner's process: the
 * migrations and the seed are loaded here, not in the test files that copy the templates.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { openDatabase, type Database } from '../../server/marketplace/db/connection';
import { migrate } from '../../server/marketplace/db/migrate';
import { seedDatabase } from '../../server/marketplace/seed/index';
import type { PostgresCluster } from './postgres-cluster';
import { RAW_ACCESS, recordRawAccess } from './raw-access';
import { SEEDED_TEMPLATES, templateKey, type RunTemplates } from './templates';

/** Migrates and seeds one database; `migrate`/`seedDatabase` may answer now or with a promise. */
async function fill(db: Database, seeded: readonly [number, number | undefined] | undefined): Promise<void> {
  await migrate(db);
  if (seeded) await seedDatabase(db, { articles: seeded[0], seed: seeded[1] });
}

export async function buildSqliteTemplates(): Promise<RunTemplates> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'spareo-test-db-'));
  const templates: Record<string, string> = {};
  for (const seeded of [undefined, ...SEEDED_TEMPLATES]) {
    const key = seeded ? templateKey(seeded[0], seeded[1]) : 'empty';
    const file = path.join(dir, `template-${key}.db`);
    const db = openDatabase(file);
    await fill(db, seeded);
    // Fold the WAL into the main file so a plain copy carries everything.
    await sql`PRAGMA wal_checkpoint(TRUNCATE)`.execute(db.kysely);
    await db.shut();
    templates[key] = file;
  }
  return { backend: 'sqlite', dir, templates };
}

/**
 * Builds each template on the cluster; one that fails is recorded with its reason, not thrown, so
 * files that need only the others still run. Without the empty (migrated) one nothing can run.
 */
export async function buildPostgresTemplates(cluster: PostgresCluster): Promise<RunTemplates> {
  const templates: Record<string, string> = {};
  const failed: Record<string, string> = {};
  for (const seeded of [undefined, ...SEEDED_TEMPLATES]) {
    const key = seeded ? templateKey(seeded[0], seeded[1]) : 'empty';
    const name = `template_${key.replace(/\W/g, '_')}`;
    const db = openDatabase(await cluster.createDatabase(name));
    // A raw SQLite call in the migrations or the seed is named with its place in the reason.
    recordRawAccess(db);
    const holder = globalThis as { [RAW_ACCESS]?: string[] };
    holder[RAW_ACCESS] = [];
    try {
      await fill(db, seeded);
      templates[key] = name;
    } catch (error) {
      const message = (error instanceof Error ? error.message : String(error)).split('\n')[0]!.slice(0, 200);
      failed[key] = holder[RAW_ACCESS].length > 0 ? `${message}: ${holder[RAW_ACCESS][0]}` : message;
    } finally {
      // A template must have no open connection when it is copied.
      await db.shut();
    }
    if (failed.empty) break;
  }
  return { backend: 'postgres', socketDir: cluster.socketDir, user: cluster.user, templates, failed };
}
