/**
 * A whole import: bookkeeping row, streamed parse into the staging table, duplicate report, the
 * safety check, then the atomic swap (or the hold). Any failure leaves the old offers untouched.
 */
import { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import { parse as parseSync } from 'csv-parse/sync';
import type { Database } from '../db/connection';
import { type OffersChangedHook, type SafetyLimits, dropStaging, holdReason, reportDuplicates, swapOffers } from './apply';
import { decodeFeed, decodeFeedSync, detectDelimiter } from './decode';
import { type FeedImport, type ImportSource, finishImport, getImport, startImport } from './imports';
import { type FeedMapping, loadMapping } from './mapping';
import { FeedSession } from './session';

export interface ImportOptions {
  shopId: number;
  source: ImportSource;
  fileName?: string;
  /** Size of the raw input when known, for progress. */
  bytesTotal?: number;
  limits: SafetyLimits;
  /** Replaces the shop's stored mapping for this import. */
  mapping?: FeedMapping;
  /** Skip the safety hold (an operator already confirmed, or the demo seed). */
  force?: boolean;
  onProgress?: (progress: { bytesRead: number; bytesTotal: number | null; rowsRead: number; rowsRejected: number }) => void;
  onChanged?: OffersChangedHook;
  /** An import row already created with startImport (the API answers with its id before parsing). */
  importId?: number;
}

const CSV_OPTIONS = { relax_quotes: true, relax_column_count: true, skip_empty_lines: true, info: true, bom: true } as const;

interface Record { record: string[]; info: { lines: number } }

export function beginImport(db: Database, options: ImportOptions): number {
  return options.importId ?? startImport(db, options.shopId, options.source, options.fileName ?? null, options.bytesTotal ?? null);
}

/** Streams the feed; resolves with the finished import (applied, held or failed). */
export async function importFeed(db: Database, input: AsyncIterable<Buffer>, options: ImportOptions): Promise<FeedImport> {
  const importId = beginImport(db, options);
  const session = new FeedSession(db, importId, options.mapping ?? loadMapping(db, options.shopId));
  const report = () => options.onProgress?.({ ...session.counts, bytesTotal: options.bytesTotal ?? null });
  try {
    const texts = decodeFeed(input, (n) => { session.counts.bytesRead += n; });
    const first = await texts.next();
    if (first.done) throw new Error('the feed is empty');
    const parser = Readable.from((async function* () {
      yield first.value;
      yield* texts;
    })()).pipe(parse({ ...CSV_OPTIONS, delimiter: detectDelimiter(first.value) }));
    let previousEnd = 0;
    for await (const { record, info } of parser as AsyncIterable<Record>) {
      const line = previousEnd + 1;
      previousEnd = info.lines;
      if (!session.hasHeader) session.header(record);
      else session.row(record, line);
      if (session.counts.rowsRead % 5000 === 0 && session.counts.rowsRead > 0) report();
    }
    session.flush();
    report();
    return finish(db, session, options);
  } catch (error) {
    return fail(db, session, error);
  }
}

/** The same for a feed held in memory, synchronously (the demo seed runs inside a synchronous start-up). */
export function importFeedSync(db: Database, buffer: Buffer, options: ImportOptions): FeedImport {
  const importId = beginImport(db, options);
  const session = new FeedSession(db, importId, options.mapping ?? loadMapping(db, options.shopId));
  try {
    const text = decodeFeedSync(buffer);
    session.counts.bytesRead = buffer.length;
    const records = parseSync(text, { ...CSV_OPTIONS, delimiter: detectDelimiter(text) }) as unknown as Record[];
    let previousEnd = 0;
    for (const { record, info } of records) {
      const line = previousEnd + 1;
      previousEnd = info.lines;
      if (!session.hasHeader) session.header(record);
      else session.row(record, line);
    }
    if (!session.hasHeader) throw new Error('the feed is empty');
    session.flush();
    return finish(db, session, options);
  } catch (error) {
    return fail(db, session, error);
  }
}

function finish(db: Database, session: FeedSession, options: ImportOptions): FeedImport {
  const importId = session.importId;
  if (!session.hasHeader) throw new Error('the feed is empty');
  const duplicates = reportDuplicates(db, importId);
  db.prepare('UPDATE feed_imports SET duplicates = ? WHERE id = ?').run(duplicates, importId);
  const reason = options.force ? undefined : holdReason(db, importId, options.shopId, session.counts, options.limits);
  if (reason) finishImport(db, importId, { status: 'held', holdReason: reason });
  else swapOffers(db, importId, options.shopId, options.onChanged);
  return getImport(db, importId)!;
}

function fail(db: Database, session: FeedSession, error: unknown): FeedImport {
  session.abort();
  const message = error instanceof Error ? error.message : String(error);
  finishImport(db, session.importId, { status: 'failed', error: message.slice(0, 500) });
  dropStaging(db, session.importId);
  return getImport(db, session.importId)!;
}

/** Puts a held import live after all (the operator or the shop confirmed it). */
export function confirmImport(db: Database, importId: number, onChanged?: OffersChangedHook): FeedImport | undefined {
  const held = getImport(db, importId);
  if (!held || held.status !== 'held') return held;
  swapOffers(db, importId, held.shopId, onChanged);
  return getImport(db, importId);
}
