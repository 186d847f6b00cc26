/** The feed_imports bookkeeping: one row per import with its status, progress and counts. */
import type { Database } from '../../db/connection';
import { transaction } from '../../db/connection';

export type ImportStatus = 'running' | 'held' | 'applied' | 'failed' | 'superseded';
export type ImportSource = 'api' | 'cli' | 'seed';

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
  holdReason: string | null;
  error: string | null;
  createdAt: string;
  finishedAt: string | null;
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
export function startImport(db: Database, shopId: number, source: ImportSource, fileName: string | null, bytesTotal: number | null, now = new Date()): number {
  return transaction(db, () => {
    const open = db.prepare("SELECT id, status, pid, heartbeat_at FROM feed_imports WHERE shop_id = ? AND status IN ('running', 'held')").all(shopId) as { id: number; status: string; pid: number | null; heartbeat_at: string | null }[];
    for (const row of open) {
      if (row.status === 'running' && processAlive(row.pid) && now.getTime() - Date.parse(row.heartbeat_at ?? '') < STALE_MS) {
        throw new ImportConflictError(`import ${row.id} of shop ${shopId} is still running`);
      }
      const status = row.status === 'held' ? 'superseded' : 'failed';
      db.prepare('UPDATE feed_imports SET status = ?, error = coalesce(error, ?), finished_at = ? WHERE id = ?')
        .run(status, status === 'failed' ? 'interrupted: the import process ended before it finished' : null, now.toISOString(), row.id);
      db.prepare('DELETE FROM feed_staging WHERE import_id = ?').run(row.id);
    }
    const result = db.prepare(`INSERT INTO feed_imports (shop_id, status, source, file_name, bytes_total, pid, heartbeat_at, created_at)
      VALUES (?, 'running', ?, ?, ?, ?, ?, ?)`).run(shopId, source, fileName, bytesTotal, process.pid, now.toISOString(), now.toISOString());
    return Number(result.lastInsertRowid);
  });
}

export function recordProgress(db: Database, id: number, progress: { bytesRead: number; rowsRead: number; rowsRejected: number }): void {
  db.prepare('UPDATE feed_imports SET bytes_read = ?, rows_read = ?, rows_rejected = ?, heartbeat_at = ? WHERE id = ?')
    .run(progress.bytesRead, progress.rowsRead, progress.rowsRejected, new Date().toISOString(), id);
}

export function finishImport(db: Database, id: number, fields: { status: ImportStatus; duplicates?: number; added?: number; updated?: number; removed?: number; holdReason?: string | null; error?: string | null }): void {
  db.prepare(`UPDATE feed_imports SET status = ?, duplicates = coalesce(?, duplicates), offers_added = coalesce(?, offers_added), offers_updated = coalesce(?, offers_updated),
      offers_removed = coalesce(?, offers_removed), hold_reason = ?, error = ?, finished_at = ? WHERE id = ?`)
    .run(fields.status, fields.duplicates ?? null, fields.added ?? null, fields.updated ?? null, fields.removed ?? null, fields.holdReason ?? null, fields.error ?? null,
      fields.status === 'held' ? null : new Date().toISOString(), id);
}

export function getImport(db: Database, id: number): FeedImport | undefined {
  const row = db.prepare(`SELECT id, shop_id AS shopId, status, source, file_name AS fileName, bytes_total AS bytesTotal, bytes_read AS bytesRead, rows_read AS rowsRead,
      rows_rejected AS rowsRejected, duplicates, offers_added AS offersAdded, offers_updated AS offersUpdated, offers_removed AS offersRemoved,
      hold_reason AS holdReason, error, created_at AS createdAt, finished_at AS finishedAt FROM feed_imports WHERE id = ?`).get(id) as FeedImport | undefined;
  return row ? { ...row } : undefined;
}

export interface ReportLine { line: number; sku: string | null; reason: string; detail: string | null }

export function reportLines(db: Database, id: number, limit = 1000, afterLine = 0): ReportLine[] {
  return (db.prepare('SELECT line, sku, reason, detail FROM feed_report WHERE import_id = ? AND line > ? ORDER BY line, rowid LIMIT ?').all(id, afterLine, limit) as unknown as ReportLine[]).map((r) => ({ ...r }));
}

/** The whole report as CSV rows (line;sku;reason;detail), read in pages so it never sits in memory at once. */
export function* reportCsv(db: Database, id: number): Generator<string> {
  yield 'line;sku;reason;detail\n';
  const quote = (value: string | null) => (value === null ? '' : /[;"\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
  const page = db.prepare('SELECT rowid AS r, line, sku, reason, detail FROM feed_report WHERE import_id = ? AND rowid > ? ORDER BY rowid LIMIT 5000');
  let after = 0;
  for (;;) {
    const rows = page.all(id, after) as { r: number; line: number; sku: string | null; reason: string; detail: string | null }[];
    if (!rows.length) return;
    yield rows.map((row) => `${row.line};${quote(row.sku)};${row.reason};${quote(row.detail)}\n`).join('');
    after = rows[rows.length - 1]!.r;
  }
}
