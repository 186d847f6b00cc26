import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openMarketplaceDatabase } from '../../server/marketplace/db/open';

describe('openMarketplaceDatabase', () => {
  it('migrates and seeds an empty file once, printing counted steps, and reopens without work', async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'spareo-open-')), 'market.db');
    const lines: string[] = [];
    const db = await openMarketplaceDatabase(file, { articles: 400, log: (line) => lines.push(line) });
    expect(lines.some((l) => /step 1\/\d+: vehicles done/.test(l))).toBe(true);
    expect(lines[lines.length - 1]).toMatch(/done in [\d.]+ s: 400 articles/);
    const offers = (db.prepare('SELECT count(*) AS n FROM offers').get() as { n: number }).n;
    db.close();

    const again: string[] = [];
    const reopened = await openMarketplaceDatabase(file, { articles: 400, log: (line) => again.push(line) });
    expect(again).toEqual([]);
    expect((reopened.prepare('SELECT count(*) AS n FROM offers').get() as { n: number }).n).toBe(offers);
    reopened.close();
  });

  it('leaves the database empty when seeding is off', async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'spareo-open-')), 'market.db');
    const db = await openMarketplaceDatabase(file, { seed: false, log: () => {} });
    expect((db.prepare('SELECT count(*) AS n FROM articles').get() as { n: number }).n).toBe(0);
    db.close();
  });
});
