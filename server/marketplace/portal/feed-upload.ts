/**
 * A feed sent from the portal's upload form (multipart/form-data), mounted beside the web tier as
 * the shops' feed API is: the file part is streamed to the upload folder as it arrives (busboy;
 * never held in memory), then imported by the same pipeline. The member is the portal sign-in of
 * the cookie; the form must come from this site (its Origin). The answer is a redirect (303) to the
 * import's page, or back to the upload form naming what was wrong.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import busboy from 'busboy';
import cookieParser from 'cookie-parser';
import express, { type NextFunction, type Request, type Response } from 'express';
import { COOKIES } from '../../../locales/editions';
import { PORTAL_HEADER, STAFF_SESSION_HEADER } from '../../../contract/headers';
import { PORTAL_PATHS } from '../../../contract/portal-paths';
import type { Database } from '../db/connection';
import { apiSecurityHeaders } from '../http/api-headers';
import { isDiskFull } from '../media';
import { recordMemberAction } from './audit';
import { portalMemberOf } from './member';
import { type FeedRouterOptions, ImportConflictError, startImport, importFeed, missingColumns, type FeedMapping, loadMapping, resolveColumns, type FeedPreview, keepForMapping, readPreview } from '../feeds';
import type { Db } from '../db/connection';
import type { PortalCaller } from './member';
import { portalMappingRoute, type UploadProblem } from './feed-mapping';
import { isSameOrigin } from '../../request-checks/same-origin';

export type { UploadProblem };

class UploadRefused extends Error {
  constructor(readonly problem: UploadProblem) {
    super(problem);
  }
}

/**
 * True when the browser says the form came from this site (a cross-site form cannot upload in a
 * member's name). `behindProxy`: the host and scheme the browser used are the forwarded ones.
 */
export function sameOrigin(req: Request, behindProxy = false, publicOrigins: readonly string[] = []): boolean {
  return isSameOrigin(req, behindProxy, publicOrigins);
}

/** The staff session of the request's staff cookie, its signature checked (the web tier's reader, handed in where the door is mounted). */
export type StaffSessionReader = (req: Request) => string | undefined;

export interface PortalUploadOptions extends FeedRouterOptions {
  db: Database;
  staffSessionOf: StaffSessionReader;
  /** The shop's configured public origins, whose forms are this site's whatever Host the request arrived with. */
  publicOrigins?: readonly string[];
}

export function portalUploadRouter(options: PortalUploadOptions): express.Router & { idle(): Promise<unknown> } {
  const kysely = options.db.kysely;
  const router = express.Router();
  const running = new Set<Promise<unknown>>();
  const back = (res: Response, problem: UploadProblem, status = 303) => res.status(status).location(`${PORTAL_PATHS.feeds}?problem=${problem}`).end();

  const formMember = (req: Request) => portalMemberOf(kysely, { [PORTAL_HEADER]: req.cookies?.[COOKIES.portal] as string | undefined, [STAFF_SESSION_HEADER]: options.staffSessionOf(req) });

  router.use(apiSecurityHeaders({ hsts: options.hsts }));
  router.use(cookieParser());
  router.post('/', async (req, res, next) => {
    // Refused, and the member sent back to the portal's own form, which says so in their language.
    if (!sameOrigin(req, options.hsts === true, options.publicOrigins)) {
      req.resume();
      return back(res, 'cross_site');
    }
    const member = await formMember(req).catch(next);
    if (member === undefined) return;
    // A key without the feeds' scope signs in for nothing here.
    if (!member || !member.scopes.includes('offers:write')) return back(res, 'sign_in');
    if (!(req.get('content-type') ?? '').toLowerCase().startsWith('multipart/form-data')) return back(res, 'no_file');
    const declared = Number(req.get('content-length') ?? NaN);
    if (declared > options.maxBytes + 64 * 1024) {
      req.resume();
      return back(res, 'too_large');
    }
    let received: Received;
    try {
      received = await receiveFilePart(req, options);
    } catch (error) {
      if (error instanceof UploadRefused) {
        if (!req.complete) req.resume(); // read the rest away so the answer reaches the browser
        return back(res, error.problem);
      }
      return next(error);
    }
    // A layout the import cannot read (or the member asked to check the columns) goes to the mapping screen first.
    let token: string | undefined;
    try {
      token = await mappingWanted(kysely, member.shopId, received, options);
    } catch (error) {
      fs.rmSync(received.file, { force: true });
      return next(error);
    }
    if (token) return res.status(303).location(PORTAL_PATHS.feedMapping(token)).end();
    await startPortalImport(res, next, { member, file: received.file, name: received.name, bytes: received.bytes });
  });

  /** Starts the import of a received file and answers with its page (or back to the form when another import runs). */
  async function startPortalImport(res: Response, next: NextFunction, upload: { member: PortalCaller; file: string; name: string; bytes: number; mapping?: FeedMapping }) {
    let importId: number;
    try {
      importId = await startImport(kysely, upload.member.shopId, 'portal', upload.name, upload.bytes);
    } catch (error) {
      fs.rmSync(upload.file, { force: true });
      if (error instanceof ImportConflictError) return back(res, 'busy');
      return next(error);
    }
    try {
      await recordMemberAction(kysely, upload.member, 'feed_uploaded', { detail: { importId, bytes: upload.bytes } });
    } catch (error) {
      options.onError?.(error); // the feed is taken; the import goes on
    }
    res.status(303).location(PORTAL_PATHS.importPage(importId)).end();
    const job = importFeed(kysely, fs.createReadStream(upload.file), {
      shopId: upload.member.shopId, source: 'portal', fileName: upload.name, importId, bytesTotal: upload.bytes, mapping: upload.mapping,
      limits: options.limits, bounds: options.bounds, media: options.media, onChanged: options.onChanged,
    })
      .catch((error) => options.onError?.(error))
      .finally(() => {
        fs.rmSync(upload.file, { force: true });
        running.delete(job);
      });
    running.add(job);
  }

  portalMappingRoute(router, { db: kysely, uploadDir: options.uploadDir, behindProxy: options.hsts === true, publicOrigins: options.publicOrigins, memberOf: formMember, back, startImport: startPortalImport });

  router.use((error: unknown, _req: Request, res: Response, _next: NextFunction) => {
    options.onError?.(error);
    if (res.headersSent) return void res.destroy();
    res.status(500).json({ error: 'internal', message: 'the feed could not be taken' });
  });
  return Object.assign(router, { idle: () => Promise.all([...running]) });
}

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
