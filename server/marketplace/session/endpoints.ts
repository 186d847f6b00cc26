/** GET /api/session: the visitor's session; a missing, unknown or expired one gets a fresh id, stored only at its first write. */
import { ok, endpoint, type Endpoint } from '../http/endpoint';
import { CALLS } from '../../../contract/calls/index';
import { rawSessionId } from './context';
import { issueSessionId, purgeExpiredSessions, sessionExists, sessionKnown, touchSession } from './repository';

export const sessionEndpoints: Endpoint[] = [
  endpoint(CALLS['GET /session'], async (ctx) => {
    const db = ctx.db.kysely;
    await purgeExpiredSessions(db);
    const sid = rawSessionId(ctx);
    if (await sessionExists(db, sid)) {
      await touchSession(db, sid!);
      return ok({ sid: sid!, created: false });
    }
    if (await sessionKnown(db, sid)) return ok({ sid: sid!, created: false });
    return ok({ sid: await issueSessionId(db), created: true });
  }),
  // Ids as a new visitor would get them, ahead: nothing is stored until one's first write.
  endpoint(CALLS['POST /session/reserve'], async (ctx) => ok({ sids: await Promise.all(Array.from({ length: ctx.body.count }, () => issueSessionId(ctx.db.kysely))) })),
];
