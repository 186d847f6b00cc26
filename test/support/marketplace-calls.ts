/**
 * Which catalogue reads a test file's pages ask the marketplace for: the evidence for the boundary
 * test that answers them on both backends (test/integration/page-reads.test.ts). Off unless
 * SPAREO_MARKETPLACE_CALLS names a folder; then each cacheable GET the in-process transport carries
 * (one no session changes: its path, query, locale and delivery country) is appended to a file of
 * the test file's own, one JSON line a call, with the status it was answered with.
 */
import fs from 'node:fs';
import type { Transport } from '../../server/web/upstream/transports';
import { recordOf } from './postgres-statements';

export const CALLS_VARIABLE = 'SPAREO_MARKETPLACE_CALLS';

/** The headers a cacheable read's answer depends on (the client's cache keys by them too). */
export const READ_HEADERS = ['x-spareo-locale', 'x-spareo-delivery-country'] as const;

export function recordingCalls(inner: Transport, isCacheable: (path: string) => boolean): Transport {
  const dir = process.env[CALLS_VARIABLE];
  if (!dir) return inner;
  const testPath = (globalThis as { expect?: { getState(): { testPath?: string } } }).expect?.getState().testPath ?? 'unknown';
  const file = recordOf(dir, testPath, 'jsonl');
  return async (request, signal) => {
    const answer = await inner(request, signal);
    if (request.method === 'GET' && isCacheable(request.path)) {
      const headers = Object.fromEntries(READ_HEADERS.filter((name) => request.headers[name] !== undefined).map((name) => [name, request.headers[name]]));
      fs.appendFileSync(file, `${JSON.stringify({ file: testPath.slice(testPath.lastIndexOf('/test/') + 1), path: request.path, query: request.query, headers, status: answer.status })}\n`);
    }
    return answer;
  };
}
