/**
 * The logo sent from the portal's shop-page form (multipart/form-data), mounted beside the web
 * tier as the feed upload is: one image part of at most LOGO_MAX_BYTES, held in memory, decoded
 * and kept (logo.ts). The member is the portal sign-in of the cookie; the form must come from this
 * site. The answer is a redirect (303) back to the shop-page screen, saying it was saved or naming
 * what was wrong beside the logo field.
 */
import busboy from 'busboy';
import cookieParser from 'cookie-parser';
import express, { type NextFunction, type Request, type Response } from 'express';
import { COOKIES } from '../../../locales/editions';
import { PORTAL_HEADER, STAFF_SESSION_HEADER } from '../../../contract/headers';
import { PORTAL_PATHS, type LogoUploadProblem } from '../../../contract/portal-paths';
import { isDiskFull, type MediaStore } from '../media';
import type { Database } from '../db/connection';
import { sameOrigin, type StaffSessionReader } from './feed-upload';
import { apiSecurityHeaders } from '../http/api-headers';
import { recordMemberAction } from './audit';
import { isOwner } from './guard';
import { portalMemberOf } from './member';
import { keepLogo, LOGO_MAX_BYTES, LogoRefused } from '../shops';

export interface LogoUploadOptions {
  db: Database;
  store: MediaStore;
  /** The shop page changed: stored pages must forget it. */
  onChanged: () => void;
  onError?: (error: unknown) => void;
  hsts?: boolean;
  /** The web tier's reader of the signed staff cookie (feed-upload.ts). */
  staffSessionOf: StaffSessionReader;
  /** The shop's configured public origins (feed-upload.ts). */
  publicOrigins?: readonly string[];
}

export function logoUploadRouter(options: LogoUploadOptions): express.Router {
  const kysely = options.db.kysely;
  const router = express.Router();
  const back = (res: Response, outcome: { problem: LogoUploadProblem } | { saved: true }) => res.status(303)
    .location('saved' in outcome ? `${PORTAL_PATHS.shopPage}?saved=1` : `${PORTAL_PATHS.shopPage}?logo=${outcome.problem}#logo`).end();

  router.use(apiSecurityHeaders({ hsts: options.hsts }));
  router.use(cookieParser());
  router.post('/', async (req, res, next) => {
    // Refused, and the member sent back to the portal's own form, which says so in their language.
    if (!sameOrigin(req, options.hsts === true, options.publicOrigins)) {
      req.resume();
      return back(res, { problem: 'cross_site' });
    }
    const member = await portalMemberOf(kysely, { [PORTAL_HEADER]: req.cookies?.[COOKIES.portal] as string | undefined, [STAFF_SESSION_HEADER]: options.staffSessionOf(req) }).catch(next);
    if (member === undefined) return;
    if (!member) {
      req.resume();
      return back(res, { problem: 'sign_in' });
    }
    // The logo speaks for the shop as a whole, like its legal texts: the owner's alone.
    if (!isOwner(member)) {
      req.resume();
      return back(res, { problem: 'owners_only' });
    }
    if (!(req.get('content-type') ?? '').toLowerCase().startsWith('multipart/form-data')) {
      req.resume();
      return back(res, { problem: 'no_file' });
    }
    if (Number(req.get('content-length') ?? NaN) > LOGO_MAX_BYTES + 64 * 1024) {
      req.resume();
      return back(res, { problem: 'too_large' });
    }
    try {
      const image = await receiveImage(req);
      await keepLogo(kysely, options.store, member.shopId, image);
      await recordMemberAction(kysely, member, 'shop_logo_saved');
    } catch (error) {
      if (!req.complete) req.resume(); // read the rest away so the answer reaches the browser
      if (error instanceof LogoRefused) return back(res, { problem: error.problem });
      if (error instanceof NoFile) return back(res, { problem: 'no_file' });
      // No room to keep it: the form says so, and the store has left no partial file.
      if (isDiskFull(error)) return back(res, { problem: 'storage_full' });
      return next(error);
    }
    options.onChanged();
    back(res, { saved: true });
  });

  router.use((error: unknown, _req: Request, res: Response, _next: NextFunction) => {
    options.onError?.(error);
    if (res.headersSent) return void res.destroy();
    res.status(500).json({ error: 'internal', message: 'the logo could not be taken' });
  });
  return router;
}

class NoFile extends Error {}

/** The form's first file part, whole (refused beyond LOGO_MAX_BYTES). */
function receiveImage(req: Request): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    let form: busboy.Busboy;
    try {
      form = busboy({ headers: req.headers, limits: { files: 1, fileSize: LOGO_MAX_BYTES, fields: 5, fieldSize: 1024 } });
    } catch {
      return reject(new NoFile());
    }
    const chunks: Buffer[] = [];
    let truncated = false;
    let seen = false;
    form.on('file', (_field, stream) => {
      seen = true;
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => { truncated = true; });
    });
    form.on('close', () => {
      if (truncated) return reject(new LogoRefused('too_large'));
      const bytes = Buffer.concat(chunks);
      if (!seen || bytes.length === 0) return reject(new NoFile());
      resolve(bytes);
    });
    form.on('error', () => reject(new NoFile()));
    req.on('aborted', () => reject(new NoFile()));
    req.pipe(form);
  });
}
