/**
 * The marketplace's readiness as the web tier's circuit asks it: one trivial query, so a database
 * that is gone answers 503 (index.ts turns its error into that) and one that is back answers 200.
 */
import { sql } from 'kysely';
import { CALLS } from '../../../contract/calls/index';
import { endpoint, ok, type Endpoint } from './endpoint';

export const readyEndpoints: Endpoint[] = [
  endpoint(CALLS['GET /ready'], async (ctx) => {
    await sql`select 1`.execute(ctx.db.kysely);
    return ok({ ready: true as const });
  }),
];
