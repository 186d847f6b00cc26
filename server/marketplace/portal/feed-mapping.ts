/**
 * The mapping screen's form, posted to the marketplace's door as the upload is (the file waits in
 * the upload folder): the member's choice of field per column is checked (each field once, the columns
 * an offer needs all chosen), saved as the shop's mapping, and the upload imported with it. A
 * choice that does not do sends the member back to the screen, which shows the choices as sent and
 * names the problem in the member's language.
 */
import { PORTAL_PATHS } from '../../../contract/portal-paths';
import type { Db } from '../db/connection';
import { choicesFromForm, mappingOf, missingOf, type FeedMapping, saveMapping, dropPending, pendingUpload, saveChoices } from '../feeds';

/** What the feed forms send the member back to the feeds screen with (named beside the field there). */
export type UploadProblem = 'sign_in' | 'no_file' | 'too_large' | 'not_a_feed' | 'interrupted' | 'busy' | 'storage_full' | 'cross_site' | 'mapping_gone';

/**
 * The member's choices for the waiting upload of the token: the mapping saved and the upload to
 * import with it, the screen again (its address, naming the problem), or a problem for the feeds screen.
 */
export async function mapColumns(db: Db, shopId: number, token: string, form: Record<string, unknown>): Promise<{ file: string; name: string; bytes: number; mapping: FeedMapping } | { again: string } | { problem: UploadProblem }> {
  const upload = await pendingUpload(db, shopId, token);
  if (!upload) return { problem: 'mapping_gone' };
  const { headers } = upload.preview;
  const choices = choicesFromForm(headers, form);
  const made = mappingOf(headers, choices);
  const problem = 'twice' in made ? `twice&field=${made.twice}` : missingOf(headers, choices).length ? 'missing' : null;
  if (problem || 'twice' in made) {
    await saveChoices(db, upload.token, choices);
    return { again: `${PORTAL_PATHS.feedMapping(upload.token)}?problem=${problem}` };
  }
  await saveMapping(db, shopId, made.mapping);
  await dropPending(db, upload.token);
  return { file: upload.file, name: upload.fileName, bytes: upload.bytes, mapping: made.mapping };
}
