/** The report every importer returns, and the wrapper that runs one file in one transaction. */
import type { Database } from '../db/connection';
import type { Problem } from './table';
import type { ParseResult } from './parse-result';
import { importRepository, type ImportRepository, type Source } from './repository';

export interface ImportChanges {
  created: number;
  updated: number;
  removed: number;
}

export interface ImportSummary {
  source: Source;
  file: string;
  /** Data rows in the file. */
  read: number;
  /** Rows taken into the catalogue (unchanged ones included). */
  imported: number;
  /** Rows left out, with their line and why. */
  skipped: Problem[];
  /** Catalogue rows written: all zero when the same file is imported again. */
  changes: ImportChanges;
  /** Importer-specific figures, e.g. KBA pairs linked to models. */
  details: Record<string, number>;
}

export interface ImportOptions {
  /** Called now and then with rows done and rows in total, for progress output. */
  onProgress?: (done: number, total: number) => void;
}

export interface ImportWork<T> {
  source: Source;
  file: string;
  parsed: ParseResult<T>;
  /** Writes the rows; returns the rows it left out. Runs inside the file's transaction. */
  write: (repo: ImportRepository, changes: ImportChanges, details: Record<string, number>) => Promise<Problem[]>;
}

/** One file, one transaction: an unreadable file or a failure writes nothing at all. */
export async function runImport<T>(db: Database, work: ImportWork<T>): Promise<ImportSummary> {
  const { parsed } = work;
  const summary: ImportSummary = {
    source: work.source, file: work.file, read: parsed.read, imported: 0, skipped: [...parsed.problems],
    changes: { created: 0, updated: 0, removed: 0 }, details: {},
  };
  if (parsed.unreadable) {
    summary.skipped = [parsed.unreadable];
    return summary;
  }
  await db.kysely.transaction().execute(async (tx) => {
    const repo = importRepository(tx);
    const left = await work.write(repo, summary.changes, summary.details);
    summary.skipped.push(...left);
    summary.skipped.sort((a, b) => a.line - b.line);
    summary.imported = parsed.rows.length - left.length;
    const { created, updated, removed } = summary.changes;
    const previous = await repo.source(work.source);
    // Touch the bookkeeping only on a real change, so a repeated import leaves the database as it was.
    if (created + updated + removed > 0 || previous?.rowsImported !== summary.imported || previous.fileName !== work.file) {
      await repo.saveSource(work.source, work.file, summary.imported);
    }
  });
  return summary;
}

/** Reasons with how often they occur, most frequent first: for the command's summary. */
export function groupReasons(skipped: Problem[]): { reason: string; count: number; lines: number[] }[] {
  const groups = new Map<string, number[]>();
  for (const { line, reason } of skipped) {
    // Group by the reason's wording, not the quoted values ("HSN must be 4 digits, found "12"").
    const kind = reason.replace(/"[^"]*"/g, '"…"').replace(/\d+/g, 'N');
    const lines = groups.get(kind) ?? [];
    lines.push(line);
    groups.set(kind, lines);
  }
  return [...groups].map(([reason, lines]) => ({ reason, count: lines.length, lines })).sort((a, b) => b.count - a.count);
}
