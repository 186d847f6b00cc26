/**
 * jest's setup in a run that records PostgreSQL's statements (SPAREO_PG_STATEMENTS): counts the
 * statements the file's test code asks for itself (statement-callers.ts), for the environment to
 * write beside the file's record.
 */
import { Kysely, PostgresDialect } from 'kysely';
import { countOwnStatements } from './statement-callers';

// Kysely exports no executor class: an unconnected handle's executor leads to the prototype every
// handle's and transaction's executor shares.
const probe = new Kysely<Record<string, never>>({ dialect: new PostgresDialect({ pool: {} as never }) });
const base = Object.getPrototypeOf(Object.getPrototypeOf(probe.getExecutor())) as Parameters<typeof countOwnStatements>[1];
countOwnStatements(globalThis as unknown as Record<symbol, unknown>, base);
