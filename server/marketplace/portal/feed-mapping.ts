/**
 * The mapping screen's form, posted beside the web tier as the upload is (the file waits in the
 * upload folder): the member's choice of field per column is checked (each field once, the columns
 * an offer needs all chosen), saved as the shop's mapping, and the upload imported with it. A
 * choice that does not do sends the member back to the screen, which shows the choices as sent and
 * names the problem in the member's language.
 */
import path from 'node:path';
import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import { PORTAL_PATHS } from '../../../contract/portal-paths';
import type { Db } from '../db/connection';
import type { PortalCaller } from './member';
import { isSameOrigin } from '../../request-checks/same-origin';
import { choicesFromForm, mappingOf, missingOf, type FeedMapping, saveMapping, dropPending, pendingUpload, saveChoices } from '../feeds';

/** What the feed forms send the member back to the feeds screen with (named beside the field there). */
export type UploadProblem = 'sign_in' | 'no_file' | 'too_large' | 'not_a_feed' | 'interrupted' | 'busy' | 'storage_full' | 'cross_site' | 'mapping_gone';

export interface MappingRouteDeps {
  db: Db;
  uploadDir: string;
  behindProxy: boolean;
  publicOrigins?: readonly string[];
  memberOf: (req: Request) => Promise<PortalCaller | null>;
  back: (res: Response, problem: UploadProblem) => void;
  startImport: (res: Response, next: NextFunction, upload: { member: PortalCaller; file: string; name: string; bytes: number; mapping?: FeedMapping }) => Promise<unknown>;
}

export function portalMappingRoute(router: Router, deps: MappingRouteDeps): void {
  const form = express.urlencoded({ extended: false, limit: '32kb', parameterLimit: 100 });
  router.post('/mapping/:token', form, async (req: Request<{ token: string }>, res, next) => {
    try {
      if (!isSameOrigin(req, deps.behindProxy, deps.publicOrigins)) return deps.back(res, 'cross_site');
      const member = await deps.memberOf(req);
      if (!member || !member.scopes.includes('offers:write')) return deps.back(res, 'sign_in');
      const upload = await pendingUpload(deps.db, member.shopId, req.params.token);
      if (!upload) return deps.back(res, 'mapping_gone');
      const { headers } = upload.preview;
      const choices = choicesFromForm(headers, (req.body ?? {}) as Record<string, unknown>);
      const made = mappingOf(headers, choices);
      const problem = 'twice' in made ? `twice&field=${made.twice}` : missingOf(headers, choices).length ? 'missing' : null;
      if (problem || 'twice' in made) {
        await saveChoices(deps.db, upload.token, choices);
        return res.status(303).location(`${PORTAL_PATHS.feedMapping(upload.token)}?problem=${problem}`).end();
      }
      await saveMapping(deps.db, member.shopId, made.mapping);
      await dropPending(deps.db, upload.token);
      await deps.startImport(res, next, { member, file: path.join(deps.uploadDir, path.basename(upload.file)), name: upload.fileName, bytes: upload.bytes, mapping: made.mapping });
    } catch (error) {
      next(error);
    }
  });
}
