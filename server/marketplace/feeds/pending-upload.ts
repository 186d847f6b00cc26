/**
 * An upload waiting on the portal's column-mapping screen: its file stays in the upload folder, its
 * first rows (as the screen previews them) and the member's choices so far in the database, so any
 * process can show the screen. Once mapped it is imported like any upload; one left unmapped goes
 * after a day.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Db } from '../db/connection';
import { type FeedBounds, DEFAULT_FEED_BOUNDS } from './bounds';
import { decodeFeed, detectDelimiter } from './decode';
import { delimitedRecords } from './delimited';
import { type FeedFormat, formatOfHeader, looksLikeXml } from './formats';
import { googleXmlRecords } from './google-xml';
import { mappedCount, type FeedMapping } from './mapping';

/** Rows the screen shows below the header. */
export const PREVIEW_ROWS = 5;
const MAX_COLUMNS = 60;
const MAX_CELL = 120;
const KEPT_MS = 24 * 3_600_000;

export interface FeedPreview { format: FeedFormat; headers: string[]; rows: string[][] }

/** The first rows of the file as the screen shows them (cells shortened); throws when the file cannot be read as a feed. */
export async function readPreview(file: string, mapping: FeedMapping, bounds: FeedBounds = DEFAULT_FEED_BOUNDS): Promise<FeedPreview> {
  const input = fs.createReadStream(file);
  const texts = decodeFeed(input, () => {}, bounds);
  let source: { destroy(): void } | undefined;
  try {
    const first = await texts.next();
    if (first.done) throw new Error('the feed is empty');
    const all = (async function* () {
      yield first.value;
      yield* texts;
    })();
    const xml = looksLikeXml(first.value);
    const delimiter = detectDelimiter(first.value);
    const records = xml ? googleXmlRecords(all, bounds) : delimitedRecords(all, delimiter, bounds, (stream) => { source = stream; });
    const read: string[][] = [];
    for await (const { record } of records) {
      read.push(record.slice(0, MAX_COLUMNS).map((cell) => cell.slice(0, MAX_CELL)));
      if (read.length > PREVIEW_ROWS) break;
    }
    if (!read.length) throw new Error('the feed is empty');
    const [headers, ...rows] = read as [string[], ...string[][]];
    return { format: xml ? 'google-xml' : formatOfHeader(headers, delimiter, mappedCount(headers, mapping)), headers, rows };
  } finally {
    source?.destroy();
    input.destroy();
  }
}

export interface PendingUpload { token: string; shopId: number; file: string; fileName: string; bytes: number; preview: FeedPreview; choices: Record<string, string> | null }

/** Keeps the uploaded file for the screen; the shop's uploads left unmapped for a day go (their files too). */
export async function keepForMapping(db: Db, uploadDir: string, upload: { shopId: number; file: string; fileName: string; bytes: number; preview: FeedPreview }, now = new Date()): Promise<string> {
  const stale = await db.selectFrom('feed_pending_uploads').select(['token', 'file'])
    .where('created_at', '<', new Date(now.getTime() - KEPT_MS).toISOString()).execute();
  for (const row of stale) fs.rmSync(path.join(uploadDir, path.basename(row.file)), { force: true });
  if (stale.length) await db.deleteFrom('feed_pending_uploads').where('token', 'in', stale.map((row) => row.token)).execute();
  const token = randomBytes(12).toString('hex');
  await db.insertInto('feed_pending_uploads').values({
    token, shop_id: upload.shopId, file: path.basename(upload.file), file_name: upload.fileName, bytes: upload.bytes,
    format: upload.preview.format, preview: JSON.stringify({ headers: upload.preview.headers, rows: upload.preview.rows }), choices: null, created_at: now.toISOString(),
  }).execute();
  return token;
}

/** The shop's upload of that token, or undefined (another shop's is as good as none). */
export async function pendingUpload(db: Db, shopId: number, token: string): Promise<PendingUpload | undefined> {
  if (!/^[0-9a-f]{24}$/.test(token)) return undefined;
  const row = await db.selectFrom('feed_pending_uploads').selectAll().where('token', '=', token).where('shop_id', '=', shopId).executeTakeFirst();
  if (!row) return undefined;
  const preview = JSON.parse(row.preview) as { headers: string[]; rows: string[][] };
  return {
    token, shopId, file: row.file, fileName: row.file_name, bytes: row.bytes,
    preview: { format: row.format as FeedFormat, ...preview }, choices: row.choices ? JSON.parse(row.choices) as Record<string, string> : null,
  };
}

export async function saveChoices(db: Db, token: string, choices: Record<string, string>): Promise<void> {
  await db.updateTable('feed_pending_uploads').set({ choices: JSON.stringify(choices) }).where('token', '=', token).execute();
}

/** The upload leaves the screen (imported, or gone); its file is the import's to remove. */
export async function dropPending(db: Db, token: string): Promise<void> {
  await db.deleteFrom('feed_pending_uploads').where('token', '=', token).execute();
}
