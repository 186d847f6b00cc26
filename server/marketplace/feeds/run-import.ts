/**
 * A whole import: bookkeeping row, the seller's identity, streamed parse into the staging table,
 * duplicate report, the safety check, then the atomic swap (or the hold). Any failure leaves the old offers untouched.
 */
import { Readable } from 'node:stream';
import type { Db } from '../db/connection';
import { storedHolds } from './holds';
import { type OffersChangedHook, type SafetyLimits, analyseStaging, dropStaging, holdsFor, reportDuplicates, swapOffers } from './apply';
import { DEFAULT_FEED_BOUNDS, type FeedBounds } from './bounds';
import { delimitedRecords } from './delimited';
import { decodeFeed, detectDelimiter } from './decode';
import { formatOfHeader, looksLikeXml, rowDefaultsOf } from './formats';
import { googleXmlRecords } from './google-xml';
import { type FeedImport, type ImportSource, finishImport, getImport, recordFormat, startImport } from './imports';
import { type FeedMapping, loadMapping } from './mapping';
import { type FeedMediaOptions, fetchFeedMedia } from './media';
import { missingSellerFields, sellerRefusal } from './seller';
import { FeedSession } from './session';
import { refuseSuspendedShop, ShopSuspended } from './suspension';
import { taxHoldReason } from '../shops';

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
  /** Longest line, largest unpacked size and gzip ratio (defaults: DEFAULT_FEED_BOUNDS). */
  bounds?: FeedBounds;
  /** Where the feed's photos and data sheets are fetched to; without it their links are not fetched (and the shop's photos go). */
  media?: FeedMediaOptions;
}

/** How often (in rows) the progress callback hears of the import. */
const PROGRESS_ROWS = 5000;

export async function beginImport(db: Db, options: ImportOptions): Promise<number> {
  return options.importId ?? startImport(db, options.shopId, options.source, options.fileName ?? null, options.bytesTotal ?? null);
}

/** Streams the feed; resolves with the finished import (applied, held or failed). */
export async function importFeed(db: Db, input: AsyncIterable<Buffer>, options: ImportOptions): Promise<FeedImport> {
  const importId = await beginImport(db, options);
  let session: FeedSession | undefined;
  let source: Readable | undefined;
  try {
    await refuseSuspendedShop(db, options.shopId);
    const missing = await missingSellerFields(db, options.shopId);
    if (missing.length) throw new Error(sellerRefusal(missing));
    session = await FeedSession.open(db, importId, options.mapping ?? await loadMapping(db, options.shopId));
    const counts = session.counts;
    const report = () => options.onProgress?.({ ...counts, bytesTotal: options.bytesTotal ?? null });
    const bounds = options.bounds ?? DEFAULT_FEED_BOUNDS;
    const texts = decodeFeed(input, (n) => { counts.bytesRead += n; }, bounds);
    const first = await texts.next();
    if (first.done) throw new Error('the feed is empty');
    const all = (async function* () {
      yield first.value;
      yield* texts;
    })();
    const xml = looksLikeXml(first.value);
    const delimiter = detectDelimiter(first.value);
    const records = xml ? googleXmlRecords(all, bounds) : delimitedRecords(all, delimiter, bounds, (stream) => { source = stream; });
    for await (const { record, line } of records) {
      if (!session.hasHeader) {
        const format = xml ? 'google-xml' : formatOfHeader(record, delimiter, session.mappedColumns(record));
        await recordFormat(db, importId, format);
        session.header(record, rowDefaultsOf(format));
      } else if (session.row(record, line)) await session.flush();
      if (counts.rowsRead % PROGRESS_ROWS === 0 && counts.rowsRead > 0) report();
    }
    if (!session.hasHeader) throw new Error('the feed is empty');
    await session.flush();
    report();
    return await finish(db, session, options);
  } catch (error) {
    session?.abort();
    // A feed refused before its first byte: its file is let go, not left open for later.
    // (A file still opening may report that it is gone by then: nothing more is wanted of it.)
    if (input instanceof Readable) input.on('error', () => {}).destroy();
    return fail(db, importId, error);
  } finally {
    // A parse that stopped early: the decompressor and the file behind it close now, not at the next GC.
    source?.destroy();
  }
}

/** The same for a feed held in memory (the demo seed writes one file per shop). */
export function importFeedBuffer(db: Db, buffer: Buffer, options: ImportOptions): Promise<FeedImport> {
  return importFeed(db, Readable.from([buffer]), { bytesTotal: buffer.length, ...options });
}

async function finish(db: Db, session: FeedSession, options: ImportOptions): Promise<FeedImport> {
  const importId = session.importId;
  await analyseStaging(db);
  const duplicates = await reportDuplicates(db, importId);
  await db.updateTable('feed_imports').set({ duplicates }).where('id', '=', importId).execute();
  if (options.media) await fetchFeedMedia(db, importId, options.media);
  // A shop without a complete tax set-up cannot go live, whoever confirmed the feed: the rate of its orders would be unknown.
  const taxReason = await taxHoldReason(db, options.shopId);
  const holds = taxReason || options.force ? [] : await holdsFor(db, importId, options.shopId, session.counts, options.limits);
  if (taxReason) await finishImport(db, importId, { status: 'held', holdReason: taxReason });
  else if (holds.length) await finishImport(db, importId, { status: 'held', holdReason: storedHolds(holds) });
  else await swapOffers(db, importId, options.shopId, options.onChanged);
  return (await getImport(db, importId))!;
}

async function fail(db: Db, importId: number, error: unknown): Promise<FeedImport> {
  const message = error instanceof Error ? error.message : String(error);
  await finishImport(db, importId, { status: 'failed', error: message.slice(0, 500) });
  await dropStaging(db, importId);
  return (await getImport(db, importId))!;
}

/** Puts a held import live after all (the operator or the shop confirmed it). */
export async function confirmImport(db: Db, importId: number, onChanged?: OffersChangedHook): Promise<FeedImport | undefined> {
  const held = await getImport(db, importId);
  if (!held || held.status !== 'held') return held;
  // Still held while the shop's tax set-up is incomplete (the reason says why).
  const taxReason = await taxHoldReason(db, held.shopId);
  if (taxReason) {
    await db.updateTable('feed_imports').set({ hold_reason: taxReason }).where('id', '=', importId).execute();
    return getImport(db, importId);
  }
  await analyseStaging(db);
  try {
    await swapOffers(db, importId, held.shopId, onChanged);
  } catch (error) {
    // Suspended while it was held: it fails with the reason, and nothing goes live.
    if (error instanceof ShopSuspended) return fail(db, importId, error);
    throw error;
  }
  return getImport(db, importId);
}

/** Drops a held import: its staged offers go, the shop's live offers stay as they were. */
export async function rejectImport(db: Db, importId: number): Promise<FeedImport | undefined> {
  const held = await getImport(db, importId);
  if (!held || held.status !== 'held') return held;
  await db.updateTable('feed_imports').set({ status: 'rejected', finished_at: new Date().toISOString() }).where('id', '=', importId).where('status', '=', 'held').execute();
  await dropStaging(db, importId);
  return getImport(db, importId);
}
