/** GET /api/session: the visitor's session; a missing, unknown or expired one gets a fresh id, stored only at its first write. */
import { z } from 'zod';
import { MAX_MERGED_SESSIONS, mergeSessionCarts } from '../cart/merge-sessions';
import { ok, parseInput, type Endpoint } from '../http/endpoint';
import { rawSessionId, requireSession } from './context';
import { isWellFormedSessionId, issueSessionId, purgeExpiredSessions, sessionExists, sessionKnown, touchSession } from './repository';

const mergeBody = z.object({ from: z.array(z.string().refine(isWellFormedSessionId, 'expected a session id')).min(1).max(MAX_MERGED_SESSIONS) }, { error: 'expected a JSON object' });

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
  {
    // The web tier's call: sessions handed out to this visitor's browser in parallel join its session.
    method: 'POST',
    path: '/session/merge',
    async handle(ctx) {
      const session = await requireSession(ctx);
      if (!session.ok) return session.response;
      const body = parseInput(mergeBody, ctx.body ?? {});
      if (!body.ok) return body.response;
      return ok({ moved: await mergeSessionCarts(ctx.db.kysely, session.sid, body.data.from) });
    },
  },
];
