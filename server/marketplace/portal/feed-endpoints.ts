/**
 * The portal's feed calls beside the upload: "fetch now" for the shop's feed URL (a member with the
 * feeds' scope; a suspended shop is told so and nothing is fetched), and the mapping screen's view of
 * an upload whose layout the shop maps (only the shop's own upload is found).
 */
import { CALLS } from '../../../contract/calls/index';
import { endpoint, notFound, ok, type Endpoint } from '../http/endpoint';
import { choicesOf, missingOf, fetchSourceNow, loadMapping, pendingUpload, wakeFeedFetchers, shopSuspended } from '../feeds';
import { recordMemberAction } from './audit';
import { withScope } from './guard';

const asFeeds = withScope('offers:write');

export const portalFeedEndpoints: Endpoint[] = [
  endpoint(CALLS['POST /portal/feed-source/fetch'], async ({ db, headers }) => asFeeds(db.kysely, headers, async (member, kysely) => {
    if (await shopSuspended(kysely, member.shopId)) return ok({ outcome: 'suspended' as const });
    const outcome = await fetchSourceNow(kysely, member.shopId);
    if (outcome === 'due') {
      await recordMemberAction(kysely, member, 'feed_fetch_requested');
      wakeFeedFetchers();
    }
    return ok({ outcome });
  })),

  endpoint(CALLS['GET /portal/feed-mapping/:token'], async ({ db, headers, params }) => asFeeds(db.kysely, headers, async (member, kysely) => {
    const upload = await pendingUpload(kysely, member.shopId, params.token);
    if (!upload) return notFound('upload');
    const { headers: columns, rows, format } = upload.preview;
    const choices = upload.choices ?? choicesOf(columns, await loadMapping(kysely, member.shopId));
    return ok({ fileName: upload.fileName, format, headers: columns, rows, choices, missing: missingOf(columns, choices) });
  })),
];
