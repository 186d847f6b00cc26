/** GET /api/session: returns the visitor's session, creating one when the header is missing or unknown. */
import { ok, type Endpoint } from '../http/endpoint';
import { rawSessionId } from './context';
import { createSession, sessionExists, touchSession } from './repository';

export const sessionEndpoints: Endpoint[] = [
  {
    method: 'GET',
    path: '/session',
    handle(ctx) {
      const sid = rawSessionId(ctx);
      if (sessionExists(ctx.db, sid)) {
        touchSession(ctx.db, sid);
        return ok({ sid, created: false });
      }
      return ok({ sid: createSession(ctx.db), created: true });
    },
  },
];
