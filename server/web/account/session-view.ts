/**
 * What the browser reads as `sid` from GET /api/session: a stand-in derived from the session id
 * with the server secret. It tells one session from another (and from the fallback "10"), but it
 * is not the id: sent back as the cookie it is refused like any made-up id, so a script that can
 * read the body (an injected one included) never holds the key to the session.
 */
import { createHmac } from 'node:crypto';

export function sessionView(secret: string, sid: string): string {
  return `v.${createHmac('sha256', secret).update(`session-view.${sid}`).digest('base64url').slice(0, 32)}`;
}
