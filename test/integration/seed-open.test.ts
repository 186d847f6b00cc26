import fs from 'node:fs';
import path from 'node:path';
import type { Database } from '../../server/marketplace/db/connection';
import { openMarketplaceDatabase } from '../../server/marketplace/seed/open';
import { tempDir } from '../support/temp-dir';

const count = async (db: Database, table: 'offers' | 'articles') =>
  Number((await db.kysely.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

describe('openMarketplaceDatabase', () => {
  it('migrates and seeds an empty file once, printing counted steps, and reopens without work', async () => {
    const file = path.join(tempDir('spareo-open-'), 'market.db');
    const lines: string[] = [];
    const db = await openMarketplaceDatabase(file, { articles: 400, log: (line) => lines.push(line) });
    expect(lines.some((l) => /step 1\/\d+: vehicles done/.test(l))).toBe(true);
    expect(lines[lines.length - 1]).toMatch(/done in [\d.]+ s: 400 articles/);
    const offers = await count(db, 'offers');
    await db.shut();

    const again: string[] = [];
    const reopened = await openMarketplaceDatabase(file, { articles: 400, log: (line) => again.push(line) });
    expect(again).toEqual([]);
    expect(await count(reopened, 'offers')).toBe(offers);
    await reopened.shut();
  });

  it('leaves the database empty when seeding is off', async () => {
    const file = path.join(tempDir('spareo-open-'), 'market.db');
    const db = await openMarketplaceDatabase(file, { seed: false, log: () => {} });
    expect(await count(db, 'articles')).toBe(0);
    await db.shut();
  });
});
