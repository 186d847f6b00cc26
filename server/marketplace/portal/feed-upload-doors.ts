/**
 * A feed sent from the portal's upload form (multipart/form-data), a door of the marketplace
 * (http/door.ts) the web tier relays the form to, as the shops' feed API is one: the file part is
 * streamed to the upload folder as it arrives (busboy; never held in memory), then imported by the
 * same pipeline. The member is the portal sign-in the web tier read from its cookies and passed on
 * (the doors' one reader finds the member); the web tier has checked that the form came from this
 * site. The answer is a redirect (303) to the import's page, or back to the upload form naming
 * what was wrong: a browser's form, not an API client, is what reads it.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import busboy from 'busboy';
import type { Request, Response } from 'express';
import { PORTAL_PATHS } from '../../../contract/portal-paths';
import type { Database } from '../db/connection';
import { isDiskFull } from '../media';
import { recordMemberAction } from './audit';
import { type FeedRouterOptions, ImportConflictError, startImport, importFeed, missingColumns, type FeedMapping, loadMapping, resolveColumns, type FeedPreview, keepForMapping, readPreview, type RunningImports } from '../feeds';
import type { Db } from '../db/connection';
import type { PortalCaller } from './member';
import { mapColumns, type UploadProblem } from './feed-mapping';

export type { UploadProblem };

class UploadRefused extends Error {
  constructor(readonly problem: UploadProblem) {
    super(problem);
  }
}

export interface PortalUploadServices {
  feeds: FeedRouterOptions & { db: Database };
  imports: RunningImports;
}

/** The portal member the doors' reader found, or null: not signed in. */
export type FormMember = { member: PortalCaller | null };

export const backToFeeds = (res: Response, problem: UploadProblem) => res.status(303).location(`${PORTAL_PATHS.feeds}?problem=${problem}`).end();

/** Starts the import of a received file and answers with its page (or back to the form when another import runs). */
async function startPortalImport(services: PortalUploadServices, res: Response, upload: { member: PortalCaller; file: string; name: string; bytes: number; mapping?: FeedMapping }) {
  const options = services.feeds;
  const kysely = options.db.kysely;
  let importId: number;
  try {
    importId = await startImport(kysely, upload.member.shopId, 'portal', upload.name, upload.bytes);
  } catch (error) {
    fs.rmSync(upload.file, { force: true });
    if (error instanceof ImportConflictError) return backToFeeds(res, 'busy');
    throw error;
  }
  try {
    await recordMemberAction(kysely, upload.member, 'feed_uploaded', { detail: { importId, bytes: upload.bytes } });
  } catch (error) {
    options.onError?.(error); // the feed is taken; the import goes on
  }
  res.status(303).location(PORTAL_PATHS.importPage(importId)).end();
  services.imports.add(importFeed(kysely, fs.createReadStream(upload.file), {
    shopId: upload.member.shopId, source: 'portal', fileName: upload.name, importId, bytesTotal: upload.bytes, mapping: upload.mapping,
    limits: options.limits, bounds: options.bounds, media: options.media, onChanged: options.onChanged,
  })
    .catch((error) => options.onError?.(error))
    .finally(() => fs.rmSync(upload.file, { force: true })));
}

/** POST /portal/feed-uploads */
export const receivePortalFeed = (services: PortalUploadServices) => async (req: Request, res: Response, { member }: FormMember) => {
  const options = services.feeds;
  // A key without the feeds' scope signs in for nothing here; the portal's own form says so in the member's language.
  if (!member || !member.scopes.includes('offers:write')) {
    req.resume();
    return backToFeeds(res, 'sign_in');
  }
  if (!(req.get('content-type') ?? '').toLowerCase().startsWith('multipart/form-data')) {
    req.resume();
    return backToFeeds(res, 'no_file');
  }
  const declared = Number(req.get('content-length') ?? NaN);
  if (declared > options.maxBytes + 64 * 1024) {
    req.resume();
    return backToFeeds(res, 'too_large');
  }
  let received: Received;
  try {
    received = await receiveFilePart(req, options);
  } catch (error) {
    if (error instanceof UploadRefused) {
      if (!req.complete) req.resume(); // read the rest away so the answer reaches the browser
      return backToFeeds(res, error.problem);
    }
    throw error;
  }
  // A layout the import cannot read (or the member asked to check the columns) goes to the mapping screen first.
  let token: string | undefined;
  try {
    token = await mappingWanted(options.db.kysely, member.shopId, received, options);
  } catch (error) {
    fs.rmSync(received.file, { force: true });
    throw error;
  }
  if (token) return res.status(303).location(PORTAL_PATHS.feedMapping(token)).end();
  await startPortalImport(services, res, { member, file: received.file, name: received.name, bytes: received.bytes });
};

/** POST /portal/feed-uploads/mapping/{token}: the mapping screen's form, then the waiting upload imported with it. */
export const receiveFeedMapping = (services: PortalUploadServices) => async (req: Request, res: Response, { member }: FormMember) => {
  if (!member || !member.scopes.includes('offers:write')) return backToFeeds(res, 'sign_in');
  const mapped = await mapColumns(services.feeds.db.kysely, member.shopId, String(req.params.token), (req.body ?? {}) as Record<string, unknown>);
  if ('problem' in mapped) return backToFeeds(res, mapped.problem);
  if ('again' in mapped) return res.status(303).location(mapped.again).end();
  await startPortalImport(services, res, { member, file: path.join(services.feeds.uploadDir, path.basename(mapped.file)), name: mapped.name, bytes: mapped.bytes, mapping: mapped.mapping });
};

interface Received { file: string; bytes: number; name: string; checkColumns: boolean }

/** Keeps the upload for the mapping screen when its layout needs one (or the member asked); its token, or undefined to import it now. */
async function mappingWanted(db: Db, shopId: number, received: Received, options: FeedRouterOptions): Promise<string | undefined> {
  const mapping = await loadMapping(db, shopId);
  let preview: FeedPreview;
  try {
    preview = await readPreview(received.file, mapping, options.bounds);
  } catch {
    return undefined; // not readable as a feed: the import says why
  }
  if (preview.format === 'google-xml') return undefined;
  const unreadable = missingColumns(resolveColumns(preview.headers, mapping)).length > 0;
  if (!unreadable && !received.checkColumns) return undefined;
  return keepForMapping(db, options.uploadDir, { shopId, file: received.file, fileName: received.name, bytes: received.bytes, preview });
}

/** Streams the form's first file part to the upload folder; refuses an empty, oversized or binary non-gzip file. */
function receiveFilePart(req: Request, options: FeedRouterOptions): Promise<Received> {
  fs.mkdirSync(options.uploadDir, { recursive: true });
  const target = path.join(options.uploadDir, `portal-${Date.now()}-${randomBytes(6).toString('hex')}.upload`);
  return new Promise((resolve, reject) => {
    let form: busboy.Busboy;
    try {
      form = busboy({ headers: req.headers, limits: { files: 1, fileSize: options.maxBytes, fields: 5, fieldSize: 1024 } });
    } catch {
      return reject(new UploadRefused('no_file'));
    }
    let writing: Promise<Received> | undefined;
    // The form's check box stands before its file, so it has arrived when the file is taken.
    let checkColumns = false;
    form.on('field', (name, value) => {
      if (name === 'columns' && value === 'check') checkColumns = true;
    });
    form.on('file', (_field, stream, info) => {
      let bytes = 0;
      let head: Buffer | undefined;
      let truncated = false;
      stream.on('data', (chunk: Buffer) => {
        head ??= chunk.subarray(0, 512);
        bytes += chunk.length;
      });
      stream.on('limit', () => { truncated = true; });
      writing = pipeline(stream, fs.createWriteStream(target)).then(() => {
        if (truncated) throw new UploadRefused('too_large');
        if (!head || bytes === 0) throw new UploadRefused('no_file');
        const gzip = head[0] === 0x1f && head[1] === 0x8b;
        if (!gzip && head.includes(0)) throw new UploadRefused('not_a_feed');
        return { file: target, bytes, name: (info.filename || 'feed').slice(0, 200), checkColumns };
      });
      writing.catch(() => {}); // settled below; a failure here is reported from 'close'
    });
    const fail = (error: unknown) => {
      fs.rm(target, { force: true }, () => {});
      reject(error instanceof UploadRefused ? error : new UploadRefused(isDiskFull(error) ? 'storage_full' : 'interrupted'));
    };
    form.on('close', () => {
      if (!writing) return fail(new UploadRefused('no_file'));
      writing.then(resolve, fail);
    });
    form.on('error', fail);
    req.on('aborted', () => fail(new UploadRefused('interrupted')));
    req.pipe(form);
  });
}
