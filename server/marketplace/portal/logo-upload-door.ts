/**
 * The logo sent from the portal's shop-page form (multipart/form-data), a door of the marketplace
 * (http/door.ts) the web tier relays the form to, as the feed upload is: one image part of at most
 * LOGO_MAX_BYTES, held in memory, decoded and kept (logo.ts). The member is the portal sign-in the
 * web tier read from its cookies and passed on; the web tier has checked that the form came from
 * this site. The answer is a redirect (303) back to the shop-page screen, saying it was saved or
 * naming what was wrong beside the logo field.
 */
import busboy from 'busboy';
import type { Request, Response } from 'express';
import { PORTAL_PATHS, type LogoUploadProblem } from '../../../contract/portal-paths';
import { isDiskFull, type MediaStore } from '../media';
import type { Database } from '../db/connection';
import type { FormMember } from './feed-upload-doors';
import { recordMemberAction } from './audit';
import { isOwner } from './guard';
import { keepLogo, LOGO_MAX_BYTES, LogoRefused } from '../shops';

export interface LogoUploadServices {
  db: Database;
  store: MediaStore;
  /** The shop page changed: stored pages must forget it. */
  offersChanged: () => void;
}

const back = (res: Response, outcome: { problem: LogoUploadProblem } | { saved: true }) => res.status(303)
  .location('saved' in outcome ? `${PORTAL_PATHS.shopPage}?saved=1` : `${PORTAL_PATHS.shopPage}?logo=${outcome.problem}#logo`).end();

/** POST /portal/logo-uploads */
export const receiveLogo = (options: LogoUploadServices) => async (req: Request, res: Response, { member }: FormMember) => {
  const kysely = options.db.kysely;
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
    throw error;
  }
  options.offersChanged();
  back(res, { saved: true });
};

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
