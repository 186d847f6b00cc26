/** GET /api/session: the visitor's session; a missing, unknown or expired one gets a fresh id, stored only at its first write. */
import { ok, type Endpoint } from '../http/endpoint';
import { rawSessionId } from './context';
import { issueSessionId, purgeExpiredSessions, sessionExists, sessionKnown, touchSession } from './repository';

export const sessionEndpoints: Endpoint[] = [
  {
    method: 'GET',
    path: '/session',
    async handle(ctx) {
      const db = ctx.db.kysely;
      await purgeExpiredSessions(db);
      const sid = rawSessionId(ctx);
      if (await sessionExists(db, sid)) {
        await touchSession(db, sid!);
        return ok({ sid, created: false });
      }
      if (await sessionKnown(db, sid)) return ok({ sid, created: false });
      return ok({ sid: await issueSessionId(db), created: true });
    },
  },
];
