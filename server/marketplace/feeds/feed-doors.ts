/**
 * The shop-facing feed API, doors of the marketplace (http/door.ts; a streaming upload does not
 * fit the JSON marketplace calls):
 *   PUT  /feeds/{shopId}                          upload a feed -> 202 {importId}
 *   GET  /feeds/{shopId}/imports/{id}             status, progress and the first report lines
 *   GET  /feeds/{shopId}/imports/{id}/report.csv  the whole report
 *   POST /feeds/{shopId}/imports/{id}/confirm     put a held feed live
 * Every call needs the shop's bearer token with the scope offers:write, of a shop not suspended
 * (the doors' one reader checks both before anything is read); answers are JSON, failures a clear 4xx.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Request, Response } from 'express';
import type { Database } from '../db/connection';
import { problem } from '../http/door';
import { DISK_FULL_ANSWER, isDiskFull } from '../media';
import type { OffersChangedHook, SafetyLimits } from './apply';
import type { FeedBounds } from './bounds';
import { ImportConflictError, getImport, reportCsv, reportLines, startImport } from './imports';
import type { FeedMediaOptions } from './media';
import { confirmImport, importFeed } from './run-import';

export interface FeedRouterOptions {
  /** The feeds' own connection (a long import never holds the marketplace's); queries go through its Kysely handle. */
  db: Database;
  limits: SafetyLimits;
  maxBytes: number;
  /** Longest line, unpacked size and gzip ratio of a feed's content (defaults: DEFAULT_FEED_BOUNDS). */
  bounds?: FeedBounds;
  uploadDir: string;
  onChanged?: OffersChangedHook;
  onError?: (error: unknown) => void;
  /** Behind a TLS proxy: send HSTS, as the web tier does. */
  hsts?: boolean;
  /** Where the feeds' photos and data sheets are fetched to. */
  media?: FeedMediaOptions;
}

/** Content types a feed may be sent as (the content itself is checked as well). */
export const FEED_CONTENT_TYPES = ['text/csv', 'text/tab-separated-values', 'text/plain', 'application/csv', 'application/xml', 'text/xml', 'application/rss+xml', 'application/gzip', 'application/x-gzip', 'application/octet-stream'];

const fail = (res: Response, status: number, error: string, message: string, extra: Record<string, unknown> = {}) => problem(res, status, { error, message, ...extra });

type ShopCaller = { shopId: number };

/** The imports still running, so a test or a shutdown can wait for them. */
export function runningImports() {
  const running = new Set<Promise<unknown>>();
  return { add: (job: Promise<unknown>) => { running.add(job); void job.finally(() => running.delete(job)); }, idle: () => Promise.all([...running]) };
}
export type RunningImports = ReturnType<typeof runningImports>;

type Services = { feeds: FeedRouterOptions; imports: RunningImports };

async function ownImport(options: FeedRouterOptions, idText: string, shopId: number) {
  if (!/^\d{1,12}$/.test(idText)) return undefined;
  const found = await getImport(options.db.kysely, Number(idText));
  return found && found.shopId === shopId ? found : undefined;
}

/** PUT /feeds/{shopId}: the feed, streamed to the upload folder, then imported. */
export const receiveFeed = ({ feeds: options, imports }: Services) => async (req: Request, res: Response, { shopId }: ShopCaller) => {
  const type = (req.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (!FEED_CONTENT_TYPES.includes(type)) return void fail(res, 415, 'unsupported_media_type', `a feed is sent as CSV/TSV text or gzip, not "${type || 'no content type'}"`, { accepted: FEED_CONTENT_TYPES });
  const declared = Number(req.get('content-length') ?? NaN);
  if (declared > options.maxBytes) return void fail(res, 413, 'payload_too_large', `the feed is larger than ${options.maxBytes} bytes`, { maxBytes: options.maxBytes });
  const received = await receive(req, options);
  if ('error' in received) {
    if (received.status === DISK_FULL_ANSWER.status) res.set('retry-after', String(DISK_FULL_ANSWER.retryAfterS));
    return void fail(res, received.status, received.error, received.message, received.extra);
  }
  let importId: number;
  try {
    importId = await startImport(options.db.kysely, shopId, 'api', null, received.bytes);
  } catch (error) {
    fs.rmSync(received.file, { force: true });
    if (error instanceof ImportConflictError) return void fail(res, 409, 'conflict', error.message);
    throw error;
  }
  res.status(202).location(`/feeds/${shopId}/imports/${importId}`).json({ importId, status: 'running' });
  imports.add(importFeed(options.db.kysely, fs.createReadStream(received.file), { shopId, source: 'api', importId, bytesTotal: received.bytes, limits: options.limits, bounds: options.bounds, media: options.media, onChanged: options.onChanged })
    .catch((error) => options.onError?.(error))
    .finally(() => fs.rmSync(received.file, { force: true })));
};

/** GET /feeds/{shopId}/imports/{id}: status, progress and the first report lines. */
export const feedImport = ({ feeds: options }: Services) => async (req: Request, res: Response, { shopId }: ShopCaller) => {
  const found = await ownImport(options, String(req.params.id), shopId);
  if (!found) return void fail(res, 404, 'not_found', 'no such import of this shop');
  const report = await reportLines(options.db.kysely, found.id, 1000);
  res.json({ import: found, progress: found.bytesTotal ? Math.min(1, found.bytesRead / found.bytesTotal) : null, report, reportComplete: report.length < 1000 });
};

/** GET /feeds/{shopId}/imports/{id}/report.csv: the whole report, page by page. */
export const feedReport = ({ feeds: options }: Services) => async (req: Request, res: Response, { shopId }: ShopCaller) => {
  const found = await ownImport(options, String(req.params.id), shopId);
  if (!found) return void fail(res, 404, 'not_found', 'no such import of this shop');
  res.type('text/csv; charset=utf-8').attachment(`feed-report-${found.id}.csv`);
  for await (const part of reportCsv(options.db.kysely, found.id)) {
    // A slow reader: wait until the page has gone out before reading the next one.
    if (!res.write(part)) await new Promise((resolve) => res.once('drain', resolve));
  }
  res.end();
};

/** POST /feeds/{shopId}/imports/{id}/confirm: a held feed put live. */
export const confirmFeed = ({ feeds: options }: Services) => async (req: Request, res: Response, { shopId }: ShopCaller) => {
  const found = await ownImport(options, String(req.params.id), shopId);
  if (!found) return void fail(res, 404, 'not_found', 'no such import of this shop');
  if (found.status !== 'held') return void fail(res, 409, 'conflict', `import ${found.id} is ${found.status}, not held`);
  res.json({ import: await confirmImport(options.db.kysely, found.id, options.onChanged) });
};

type Received = { file: string; bytes: number } | { error: string; status: number; message: string; extra?: Record<string, unknown> };

/** Streams the body to a file, stopping at the size limit; rejects binary that is not gzip. */
function receive(req: Request, options: FeedRouterOptions): Promise<Received> {
  fs.mkdirSync(options.uploadDir, { recursive: true });
  const file = path.join(options.uploadDir, `feed-${Date.now()}-${randomBytes(6).toString('hex')}.upload`);
  const out = fs.createWriteStream(file);
  let bytes = 0;
  let head: Buffer | undefined;
  return new Promise((resolve, reject) => {
    const stop = (result: Received) => {
      req.unpipe(out);
      // The file is opened asynchronously: one stopped early is created after this point, so it
      // is removed once the stream has closed as well.
      out.once('close', () => fs.rm(file, { force: true }, () => {}));
      out.destroy();
      fs.rmSync(file, { force: true });
      req.resume(); // read the rest away so the answer reaches the client
      resolve(result);
    };
    req.on('data', (chunk: Buffer) => {
      head ??= chunk.subarray(0, 512);
      bytes += chunk.length;
      if (bytes > options.maxBytes) stop({ error: 'payload_too_large', status: 413, message: `the feed is larger than ${options.maxBytes} bytes`, extra: { maxBytes: options.maxBytes } });
    });
    // A client that goes away mid-upload leaves nothing behind (and nothing is imported).
    req.on('error', () => stop({ error: 'bad_request', status: 400, message: 'the upload was interrupted', extra: { field: 'body' } }));
    req.on('close', () => {
      if (!req.complete) stop({ error: 'bad_request', status: 400, message: 'the upload was interrupted', extra: { field: 'body' } });
    });
    // A full disk (or any failed write) leaves no half-written upload behind; a full one is said so.
    out.on('error', (error) => {
      req.unpipe(out);
      fs.rm(file, { force: true }, () => {});
      req.resume();
      if (!isDiskFull(error)) return reject(error);
      resolve({ error: DISK_FULL_ANSWER.error, status: DISK_FULL_ANSWER.status, message: DISK_FULL_ANSWER.message, extra: { retryAfterS: DISK_FULL_ANSWER.retryAfterS } });
    });
    out.on('finish', () => {
      if (bytes > options.maxBytes) return;
      if (!head || bytes === 0) return stop({ error: 'bad_request', status: 400, message: 'the feed is empty', extra: { field: 'body' } });
      const gzip = head[0] === 0x1f && head[1] === 0x8b;
      if (!gzip && head.includes(0)) return stop({ error: 'unsupported_media_type', status: 415, message: 'the body is neither CSV/TSV text nor gzip', extra: { accepted: FEED_CONTENT_TYPES } });
      resolve({ file, bytes });
    });
    req.pipe(out);
  });
}
