/**
 * The recording of the pages' catalogue reads (marketplace-calls.ts): off without its variable; with
 * it, only cacheable GETs, with the headers their answers depend on and the status.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { MarketplaceRequest } from '../../contract/wire';
import { CALLS_VARIABLE, recordingCalls } from './marketplace-calls';
import { tempDir } from './temp-dir';

const answering = async () => ({ status: 200, body: { ok: true } });
const request = (method: 'GET' | 'POST', requestPath: string): MarketplaceRequest => ({
  method, path: requestPath, query: { categoryId: '7' }, headers: { 'x-spareo-locale': 'fr-FR', 'x-spareo-delivery-country': 'FR', cookie: 'sid=1', 'x-request-id': 'r' },
});
const cacheable = (requestPath: string) => requestPath === '/listing';

afterEach(() => {
  delete process.env[CALLS_VARIABLE];
});

test('without the variable the transport is the one given', () => {
  expect(recordingCalls(answering, cacheable)).toBe(answering);
});

test('with it, a cacheable GET is written with its locale, delivery country and status; a write or an uncacheable read is not', async () => {
  const dir = tempDir('spareo-calls-');
  process.env[CALLS_VARIABLE] = dir;
  const transport = recordingCalls(answering, cacheable);
  const signal = new AbortController().signal;
  await transport(request('GET', '/listing'), signal);
  await transport(request('GET', '/cart'), signal);
  await transport(request('POST', '/listing'), signal);
  const [file] = fs.readdirSync(dir);
  const lines = fs.readFileSync(path.join(dir, file!), 'utf8').trim().split('\n').map((line) => JSON.parse(line) as unknown);
  expect(lines).toEqual([{ file: 'test/support/marketplace-calls.test.ts', path: '/listing', query: { categoryId: '7' }, headers: { 'x-spareo-locale': 'fr-FR', 'x-spareo-delivery-country': 'FR' }, status: 200 }]);
});
