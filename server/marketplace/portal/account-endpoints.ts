/**
 * The portal's account calls: sign-in and sign-out written to the audit log, the shop's own feed
 * URL and schedule (the owner's; its staff accounts read it, a key does not: it may carry the shop's
 * secret), and the shop's audit log (the owner's).
 */
import { CALLS } from '../../../contract/calls/index';
import type { FeedSourceView } from '../../../contract/calls/portal-account';
import { STAFF_SESSION_HEADER } from '../../../contract/headers';
import type { Db } from '../db/connection';
import { badRequest, endpoint, ok, type Endpoint } from '../http/endpoint';
import { type FeedCredentials, clearFeedSource, feedSourceOf, saveFeedSource, type SourceCredentials } from '../feeds';
import { RemoteProblem, remoteUrl } from '../media';
import { auditEntries, endStaffSession, staffSession } from '../staff';
import { recordMemberAction } from './audit';
import { asAccount, asMember, asOwner } from './guard';

async function sourceView(db: Db, shopId: number): Promise<FeedSourceView | null> {
  const source = await feedSourceOf(db, shopId);
  if (!source) return null;
  const { schedule, ...rest } = source;
  return { ...rest, frequency: schedule.everyHours !== undefined ? 'hours' : 'daily', everyHours: schedule.everyHours ?? null, dailyHour: schedule.dailyHour ?? null };
}

/** A literal address inside our own network is refused when the URL is saved, not only when it is fetched. */
function urlProblem(url: string): string | null {
  try {
    remoteUrl(url, { httpHosts: [], timeoutMs: 1, maxRedirects: 0, anyHttp: true });
    return null;
  } catch (error) {
    if (error instanceof RemoteProblem) return error.message;
    throw error;
  }
}

/**
 * Basic auth as the owner sent it: a typed password is sealed; an empty one keeps the stored
 * password only for the same address (a password is never sent on to a host it was not typed for);
 * a password goes over https only.
 */
async function credentialsOf(db: Db, credentials: FeedCredentials, shopId: number, body: { url: string; username: string; password: string }): Promise<SourceCredentials | { field: string; message: string }> {
  if (!body.username) return { username: null, password: { sealed: null } };
  if (new URL(body.url).protocol !== 'https:') return { field: 'password', message: 'a user name and password are sent over https only' };
  if (body.password) {
    if (!credentials.canSeal) return { field: 'password', message: 'no credentials key is configured: a password cannot be stored' };
    return { username: body.username, password: { sealed: credentials.seal(shopId, body.password) } };
  }
  const before = await feedSourceOf(db, shopId);
  if (before?.hasPassword && new URL(before.url).origin === new URL(body.url).origin) return { username: body.username, password: { keep: true } };
  return { field: 'password', message: 'required' };
}

export const portalAccountEndpoints: Endpoint[] = [
  endpoint(CALLS['POST /portal/sign-in'], async ({ db, headers }) => asMember(db.kysely, headers, async (member, kysely) => {
    await recordMemberAction(kysely, member, 'signed_in', { detail: { via: 'portal' } });
    return ok(member);
  })),

  endpoint(CALLS['POST /portal/sign-out'], async ({ db, headers }) => asMember(db.kysely, headers, async (member, kysely) => {
    await recordMemberAction(kysely, member, 'signed_out', { detail: { via: 'portal' } });
    const session = member.staffId === null ? undefined : await staffSession(kysely, headers[STAFF_SESSION_HEADER]);
    if (session) await endStaffSession(kysely, session.tokenHash);
    return ok({ success: true });
  })),

  endpoint(CALLS['GET /portal/feed-source'], async ({ db, headers }) => asAccount(db.kysely, headers, async (member, kysely) => ok({ source: await sourceView(kysely, member.shopId) }))),

  endpoint(CALLS['POST /portal/feed-source'], async ({ db, headers, body, deps }) => asOwner(db.kysely, headers, async (member, kysely) => {
    if (body.action === 'clear') {
      const had = await feedSourceOf(kysely, member.shopId);
      await clearFeedSource(kysely, member.shopId);
      if (had) await recordMemberAction(kysely, member, 'feed_url_cleared');
      return ok({ source: null });
    }
    const problem = urlProblem(body.url);
    if (problem) return badRequest('url', problem);
    const schedule = body.frequency === 'hours' ? { everyHours: body.everyHours } : { dailyHour: body.dailyHour };
    const credentials = await credentialsOf(kysely, deps.feedCredentials, member.shopId, body);
    if ('field' in credentials) return badRequest(credentials.field, credentials.message);
    await saveFeedSource(kysely, member.shopId, body.url, schedule, new Date(), credentials);
    // The host only: a feed URL may carry the shop's secret in its path or query.
    await recordMemberAction(kysely, member, 'feed_url_saved', { detail: { host: new URL(body.url).host, frequency: body.frequency, every: body.frequency === 'hours' ? body.everyHours : body.dailyHour, basicAuth: Boolean(body.username) } });
    return ok({ source: await sourceView(kysely, member.shopId) });
  })),

  endpoint(CALLS['GET /portal/log'], async ({ db, headers }) => asOwner(db.kysely, headers, async (member, kysely) => ok({ entries: await auditEntries(kysely, { shopId: member.shopId }) }))),
];
