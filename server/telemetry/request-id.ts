/**
 * A request's id: the one the tier in front handed it (nginx's $request_id, the web tier's for its
 * marketplace calls) in x-request-id, so one id names the request in nginx's, the web tier's and
 * the marketplace's lines; anything not shaped like an id gets a new one.
 */
import crypto from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { REQUEST_ID_HEADER } from '../../contract/headers';

const HANDED_ID = /^[A-Za-z0-9-]{8,64}$/;

export function requestIdOf(req: Pick<IncomingMessage, 'headers'>): string {
  const handed = req.headers[REQUEST_ID_HEADER];
  return typeof handed === 'string' && HANDED_ID.test(handed) ? handed : crypto.randomUUID();
}
