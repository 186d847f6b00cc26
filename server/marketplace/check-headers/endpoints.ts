/** GET /api/challenge: a fresh (csr, ts) for clients that run without server-rendered page state. */
import { ok, type Endpoint } from '../http/endpoint';
import { getCheckSecret, issueChallenge } from './challenge';

export const checkHeaderEndpoints: Endpoint[] = [
  { method: 'GET', path: '/challenge', handle: () => ok(issueChallenge(getCheckSecret(), Date.now())) },
];
