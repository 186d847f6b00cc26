/**
 * What /readyz answers, the same for a web process with the marketplace in it and for the
 * marketplace service: not ready while stopping, while the database cannot be reached (PostgreSQL
 * stopped, the SQLite file replaced) or while a folder only this process writes is full or
 * unwritable. The media folder is reported but keeps the process ready: every process shares it,
 * so taking one out of rotation for it would take them all, while pages, carts and orders still
 * work. Checked at most once a second, however often the probe asks. Liveness (/healthz) stays
 * about the process alone: restarting it mends neither a database nor a disk.
 */
import { sql } from 'kysely';
import type { Database } from '../marketplace/db/connection';
import { folderProblem, type WritablePath } from './writable-paths';

export interface ReadinessAnswer {
  status: 200 | 503;
  /** Each check's finding: the database `ok`, `unreachable` or `none` (reached over HTTP); each folder `ok` or why not (`ENOSPC`). */
  body: { status: 'ready' | 'stopping' | 'not_ready'; database?: 'ok' | 'unreachable' | 'none'; disk?: Record<string, string> };
}

export interface ReadinessOptions {
  db?: Database;
  /** Whether the database is still the one opened (the SQLite file's watch). */
  intact?: () => boolean;
  folders: WritablePath[];
  stopping: () => boolean;
  /** How long an answer is reused; 1 s. */
  cacheMs?: number;
}

/** Bounded: a database that does not answer is not waited for longer than the probe would. */
const DATABASE_WAIT_MS = 1000;

async function databaseAnswers(db: Database): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  try {
    const timeout = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error('timeout')), DATABASE_WAIT_MS)));
    await Promise.race([sql`select 1`.execute(db.kysely), timeout]);
    return true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

export function readiness(options: ReadinessOptions): () => Promise<ReadinessAnswer> {
  const cacheMs = options.cacheMs ?? 1000;
  let last: { at: number; answer: Promise<{ healthy: boolean; body: ReadinessAnswer['body'] }> } | undefined;
  const check = async () => {
    const database: 'ok' | 'unreachable' | 'none' = !options.db ? 'none' : (await databaseAnswers(options.db)) ? 'ok' : 'unreachable';
    const disk: Record<string, string> = {};
    let diskReady = true;
    for (const { variable, dir } of options.folders) {
      const problem = folderProblem(dir);
      disk[variable] = problem ?? 'ok';
      if (problem && variable !== 'MEDIA_DIR') diskReady = false;
    }
    return { healthy: database !== 'unreachable' && diskReady, body: { status: 'ready' as const, database, disk } };
  };
  return async () => {
    if (options.stopping()) return { status: 503, body: { status: 'stopping' } };
    if (!last || Date.now() - last.at > cacheMs) last = { at: Date.now(), answer: check() };
    const { healthy, body } = await last.answer;
    // The file's watch costs nothing to ask, so its news is never a second late.
    const intact = options.intact?.() ?? true;
    const ready = healthy && intact;
    return { status: ready ? 200 : 503, body: { ...body, ...(intact ? {} : { database: 'unreachable' as const }), status: ready ? 'ready' : 'not_ready' } };
  };
}
