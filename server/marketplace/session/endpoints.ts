/** GET /api/session: the visitor's session; a missing, unknown or expired one gets a fresh id, stored only at its first write. */
import { ok, type Endpoint } from '../http/endpoint';
import { rawSessionId } from './context';
import { issueSessionId, purgeExpiredSessions, sessionExists, sessionKnown, touchSession } from './repository';

export const sessionEndpoints: Endpoint[] = [
  {
    method: 'GET',
    path: '/session',
    handle(ctx) {
      purgeExpiredSessions(ctx.db);
      const sid = rawSessionId(ctx);
      if (sessionExists(ctx.db, sid)) {
        touchSession(ctx.db, sid);
        return ok({ sid, created: false });
      }
      if (sessionKnown(ctx.db, sid)) return ok({ sid, created: false });
      return ok({ sid: issueSessionId(ctx.db), created: true });
    },
  },
];
