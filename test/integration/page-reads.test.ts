/**
 * The catalogue reads the pages make, answered at the marketplace's boundary (in-process, no web
 * tier) on the jest project's backend. The list holds one to three of each kind of read the
 * web-tier files' pages ask for (path, the query's keys, the filters chosen, locale and delivery
 * country), recorded with SPAREO_MARKETPLACE_CALLS (test/support/marketplace-calls.ts) on the seeded
 * database: each answers with the status it had on SQLite, a 2xx with a body. Those files run on
 * SQLite alone; PostgreSQL still runs the statements their pages need (docs/moved-checks.md).
 */
import fs from 'node:fs';
import path from 'node:path';
import { createMarketplace } from '../../server/marketplace/index';
import { createSeededDatabase } from '../support/seeded-db';

interface Read {
  path: string;
  query: Record<string, string | string[]>;
  headers: Record<string, string>;
  status: number;
}

const reads = JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'fixtures', 'page-reads.json'), 'utf8')) as Read[];
const db = createSeededDatabase();
const market = createMarketplace(db);

test('every kind of read the pages make answers as it did on SQLite', async () => {
  const differing: string[] = [];
  for (const read of reads) {
    const answer = await market.handle({ method: 'GET', path: read.path, query: read.query, headers: read.headers });
    const answered = answer.status >= 200 && answer.status < 300 && answer.body === undefined ? 'no body' : answer.status;
    if (answered !== read.status) differing.push(`${read.path} ${JSON.stringify(read.query)} ${JSON.stringify(read.headers)}: ${answered}, was ${read.status}`);
  }
  expect(differing).toEqual([]);
}, 120_000);
