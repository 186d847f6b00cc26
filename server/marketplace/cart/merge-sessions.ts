/**
 * Carts of sessions handed out to one browser at the same moment come together in the session the
 * browser kept. A visitor's first requests can run in parallel (several taps on "add to cart"
 * before the first answer came back); each got a session of its own, and the browser's cookie
 * keeps only the last. The web tier remembers every id it handed out in a cookie of its own, so a
 * later request that shows them proves they are the same visitor's.
 */
import { CALLS } from '../../../contract/calls/index';
import type { Db } from '../db/connection';
import { endpoint, ok, type Endpoint } from '../http/endpoint';
import { requireSession, isIssuedSessionId, retireSession } from '../session';
import { addToCart } from './repository';

/** Ids merged in one call: a browser makes a handful at most. */
export const MAX_MERGED_SESSIONS = 8;

/**
 * Moves the lines of each handed-out session in `from` into `into` (adding quantities where the
 * line exists) and retires it, so a late write to it is refused and asks for the session again.
 * Returns the number of lines moved.
 */
export async function mergeSessionCarts(db: Db, into: string, from: string[], now = new Date()): Promise<number> {
  let moved = 0;
  for (const sid of new Set(from)) {
    if (sid === into || !(await isIssuedSessionId(db, sid, now))) continue;
    moved += await db.transaction().execute(async (tx) => {
      // Deleting with RETURNING claims the lines: two merges of one session at once move them once.
      const lines = await tx.deleteFrom('cart_lines').where('session_id', '=', sid).returning(['id', 'offer_id', 'model_id', 'quantity']).execute();
      let added = 0;
      for (const line of lines.sort((a, b) => a.id - b.id)) {
        if ((await addToCart(tx, into, line.offer_id, line.model_id, line.quantity, now)).ok) added += 1;
      }
      await retireSession(tx, sid, now);
      return added;
    });
  }
  return moved;
}

/** The web tier's call: sessions handed out to this visitor's browser in parallel join its session (their carts are what joins). */
export const mergeSessionEndpoints: Endpoint[] = [
  endpoint(CALLS['POST /session/merge'], async (ctx) => {
    const session = await requireSession(ctx);
    if (!session.ok) return session.response;
    return ok({ moved: await mergeSessionCarts(ctx.db.kysely, session.sid, ctx.body.from) });
  }),
];
