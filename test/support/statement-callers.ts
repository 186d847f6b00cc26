/**
 * Which of a recorded file's PostgreSQL statements are the test's own (its look at a fixture or a
 * result) rather than the product's. A statement Kysely is asked for with no frame of the product's
 * code on the stack, and one of test code, is the test's own; every other statement (a spawned
 * server's, a stream, one whose text we do not recognise) counts as the product's.
 */

import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..');
/** The database layer's plumbing: on the stack of every statement, the product's and the test's. */
const PLUMBING = /^server\/marketplace\/db\/(?:connection|counting-dialect|named-reads|compiled-once|turn-memo)\.ts$/;
/** The product's code: what the shop runs. */
const PRODUCT = /^(?:server|client|views|contract|locales|scripts)\//;

/** Whether the statement asked for with this stack comes from test code and not through the product. */
export function isTestsOwn(stack: string, root = ROOT): boolean {
  const files = stack
    .split('\n')
    .map((line) => /\(?(?:file:\/\/)?(\/[^():]+):\d+:\d+\)?\s*$/.exec(line)?.[1])
    .filter((file): file is string => file !== undefined && file.startsWith(`${root}/`) && !file.includes('/node_modules/'))
    .map((file) => file.slice(root.length + 1));
  if (files.some((file) => PRODUCT.test(file) && !PLUMBING.test(file))) return false;
  return files.some((file) => file.startsWith('test/'));
}

/**
 * The statement as pg_stat_statements would write it, near enough for its shape: constants become
 * placeholders. A text we get wrong only matches nothing, so the statement stays the product's.
 */
export function asRecorded(sql: string): string {
  return sql
    .replace(/'(?:[^']|'')*'/g, '$0')
    .replace(/(?<![\w$."])-?\d+(?:\.\d+)?(?![\w"])/g, '$0')
    .replace(/\s+/g, ' ')
    .trim();
}

export const OWN_STATEMENTS = Symbol.for('spareo.test.ownStatements');

/** Counts each statement test code asks Kysely for, in this realm, by its text (asRecorded). */
export function countOwnStatements(target: Record<symbol, unknown>, executorPrototype: { executeQuery(query: { sql: string }, ...rest: unknown[]): unknown }): void {
  const counts = new Map<string, number>();
  target[OWN_STATEMENTS] = counts;
  const original = executorPrototype.executeQuery;
  executorPrototype.executeQuery = function executeQuery(this: unknown, query: { sql: string }, ...rest: unknown[]) {
    const limit = Error.stackTraceLimit;
    Error.stackTraceLimit = 200;
    const stack = new Error().stack ?? '';
    Error.stackTraceLimit = limit;
    if (isTestsOwn(stack)) {
      const text = asRecorded(query.sql);
      counts.set(text, (counts.get(text) ?? 0) + 1);
    }
    return original.call(this, query, ...rest);
  };
}
