/** GET /api/challenge: a fresh (csr, ts) for clients that run without server-rendered page state. */
import { ok, endpoint, type Endpoint } from '../http/endpoint';
import { CALLS } from '../../../contract/calls/index';
import { issueChallenge } from './challenge';

export const checkHeaderEndpoints: Endpoint[] = [
  // Bound to the caller's session when it has one (a well-formed id; the check compares it anyway).
  endpoint(CALLS['GET /challenge'], (ctx) => ok(issueChallenge(ctx.deps.checkSecret, Date.now(), ctx.headers['x-spareo-sid'] || undefined))),
];
