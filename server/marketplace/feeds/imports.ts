/** The feed_imports bookkeeping: one row per import with its status, progress and counts. */
import type { Db } from '../db/connection';
import { backendOf } from '../db/connection';
import { csvText } from '../../shared/csv-writer';
import { holdSentence, holdsOf, type Hold } from './holds';

export type ImportStatus = 'running' | 'held' | 'applied' | 'failed' | 'superseded' | 'rejected';
export type ImportSource = 'api' | 'cli' | 'seed' | 'portal' | 'fetch';

export interface FeedImport {
  id: number;
  shopId: number;
  status: ImportStatus;
  source: ImportSource;
  fileName: string | null;
  bytesTotal: number | null;
  bytesRead: number;
  rowsRead: number;
  rowsRejected: number;
  duplicates: number;
  offersAdded: number | null;
  offersUpdated: number | null;
  offersRemoved: number | null;
  /** Why it is held, in English (the shops' API); `holds`: each reason with its figures. */
  holdReason: string | null;
  holds: Hold[];
  error: string | null;
  createdAt: string;
  finishedAt: string | null;
  /** The layout the import found in the file (feeds/formats.ts); null until it read the header. */
  format: string | null;
}

export class ImportConflictError extends Error {}

/** A running import counts as dead when its process is gone or it has not reported for this long. */
const STALE_MS = 10 * 60_000;

function processAlive(pid: number | null): boolean {
  if (!pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Starts an import for the shop. Imports left running by a killed process are marked failed and
 * their staged rows dropped; a held import is superseded by the newer feed. A live import of the
 * same shop makes this throw ImportConflictError (one feed at a time per shop).
 */
export async function startImport(db: Db, shopId: number, source: ImportSource, fileName: string | null, bytesTotal: number | null, now = new Date()): Promise<number> {
  // On SQLite a process id names a process of this machine (the file is local). On PostgreSQL the
  // import may run on another host, so only its heartbeat tells whether it still lives.
  const local = backendOf(db) === 'sqlite';
  return db.transaction().execute(async (tx) => {
    // Two replicas starting an import of one shop at once: the shop's row lock makes the second wait and see the first.
    if (!local) await tx.selectFrom('shops').select('id').where('id', '=', shopId).forUpdate().execute();
    const open = await tx.selectFrom('feed_imports').select(['id', 'status', 'pid', 'heartbeat_at'])
      .where('shop_id', '=', shopId).where('status', 'in', ['running', 'held']).orderBy('id').execute();
    for (const row of open) {
      const fresh = now.getTime() - Date.parse(row.heartbeat_at ?? '') < STALE_MS;
      if (row.status === 'running' && fresh && (!local || processAlive(row.pid))) {
        throw new ImportConflictError(`import ${row.id} of shop ${shopId} is still running`);
      }
      const status = row.status === 'held' ? 'superseded' : 'failed';
      await tx.updateTable('feed_imports')
        .set((eb) => ({
          status,
          error: eb.fn.coalesce('error', eb.val(status === 'failed' ? 'interrupted: the import process ended before it finished' : null)),
          finished_at: now.toISOString(),
        }))
        .where('id', '=', row.id).execute();
      await tx.deleteFrom('feed_staging').where('import_id', '=', row.id).execute();
    }
    const created = await tx.insertInto('feed_imports')
      .values({ shop_id: shopId, status: 'running', source, file_name: fileName, bytes_total: bytesTotal, pid: process.pid, heartbeat_at: now.toISOString(), created_at: now.toISOString() })
      .returning('id').executeTakeFirstOrThrow();
    return Number(created.id);
  });
}

export async function recordProgress(db: Db, id: number, progress: { bytesRead: number; rowsRead: number; rowsRejected: number }): Promise<void> {
  await db.updateTable('feed_imports')
    .set({ bytes_read: progress.bytesRead, rows_read: progress.rowsRead, rows_rejected: progress.rowsRejected, heartbeat_at: new Date().toISOString() })
    .where('id', '=', id).execute();
}

/** The layout the import found, for its report. */
export async function recordFormat(db: Db, id: number, format: string): Promise<void> {
  await db.updateTable('feed_imports').set({ format }).where('id', '=', id).execute();
}

export interface FinishFields { status: ImportStatus; duplicates?: number; added?: number; updated?: number; removed?: number; holdReason?: string | null; error?: string | null }

export async function finishImport(db: Db, id: number, fields: FinishFields): Promise<void> {
  await db.updateTable('feed_imports')
    .set({
      status: fields.status,
      ...(fields.duplicates !== undefined ? { duplicates: fields.duplicates } : {}),
      ...(fields.added !== undefined ? { offers_added: fields.added } : {}),
      ...(fields.updated !== undefined ? { offers_updated: fields.updated } : {}),
      ...(fields.removed !== undefined ? { offers_removed: fields.removed } : {}),
      hold_reason: fields.holdReason ?? null,
      error: fields.error ?? null,
      finished_at: fields.status === 'held' ? null : new Date().toISOString(),
    })
    .where('id', '=', id).execute();
}

const IMPORT_COLUMNS = [
  'id', 'shop_id as shopId', 'status', 'source', 'file_name as fileName', 'bytes_total as bytesTotal', 'bytes_read as bytesRead', 'rows_read as rowsRead',
  'rows_rejected as rowsRejected', 'duplicates', 'offers_added as offersAdded', 'offers_updated as offersUpdated', 'offers_removed as offersRemoved',
  'hold_reason as holdReason', 'error', 'created_at as createdAt', 'finished_at as finishedAt', 'format',
] as const;

type ImportRow = Omit<FeedImport, 'status' | 'source' | 'holds'> & { status: string; source: string };
const toImport = (row: ImportRow): FeedImport => ({
  ...row, status: row.status as ImportStatus, source: row.source as ImportSource, holdReason: holdSentence(row.holdReason), holds: holdsOf(row.holdReason),
});

export async function getImport(db: Db, id: number): Promise<FeedImport | undefined> {
  const row = await db.selectFrom('feed_imports').select(IMPORT_COLUMNS).where('id', '=', id).executeTakeFirst();
  return row ? toImport(row) : undefined;
}

/** The shop's latest imports, newest first. */
export async function shopImports(db: Db, shopId: number, limit = 50): Promise<FeedImport[]> {
  const rows = await db.selectFrom('feed_imports').select(IMPORT_COLUMNS).where('shop_id', '=', shopId).orderBy('id', 'desc').limit(limit).execute();
  return rows.map(toImport);
}

export interface ReportLine { line: number; sku: string | null; reason: string; detail: string | null; cell: string | null }

/** Report lines in line order (a line is reported once: it either failed, or a later row of its SKU replaced it); `reason` narrows to one reason. */
export async function reportLines(db: Db, id: number, limit = 1000, afterLine = 0, reason?: string): Promise<ReportLine[]> {
  let query = db.selectFrom('feed_report').select(['line', 'sku', 'reason', 'detail', 'cell'])
    .where('import_id', '=', id).where('line', '>', afterLine);
  if (reason !== undefined) query = query.where('reason', '=', reason);
  return query.orderBy('line').orderBy('reason').limit(limit).execute();
}

/** How many report lines each reason has, most first. */
export async function reportReasons(db: Db, id: number): Promise<{ reason: string; lines: number }[]> {
  const rows = await db.selectFrom('feed_report').select((eb) => ['reason', eb.fn.countAll<number>().as('lines')])
    .where('import_id', '=', id).groupBy('reason').orderBy('lines', 'desc').orderBy('reason').execute();
  return rows.map((row) => ({ reason: row.reason, lines: Number(row.lines) }));
}

/** The whole report as CSV rows (line;sku;reason;detail), read in pages so it never sits in memory at once. */
export async function* reportCsv(db: Db, id: number): AsyncGenerator<string> {
  const format = { delimiter: ';', lineEnd: '\n' } as const;
  yield csvText([['line', 'sku', 'reason', 'detail', 'cell']], format);
  let after = 0;
  for (;;) {
    const rows = await reportLines(db, id, 5000, after);
    if (!rows.length) return;
    yield csvText(rows.map((row) => [row.line, row.sku, row.reason, row.detail, row.cell]), format);
    after = rows[rows.length - 1]!.line;
  }
}
