import { sql } from 'kysely';
import { createRng } from '../../server/marketplace/seed/rng';
import { openDatabase, type Database } from '../../server/marketplace/db/connection';
import { migrate } from '../../server/marketplace/db/migrate';
import { seedDatabase } from '../../server/marketplace/seed/index';

/**
 * Seeds a brand-new in-memory database, so two calls share nothing. Small: what is compared is the
 * first rows and the sums, which 300 articles fill as well as a full catalogue.
 */
async function freshlySeeded(seed: number): Promise<Database> {
  const db = openDatabase(':memory:');
  await migrate(db);
  await seedDatabase(db, { articles: 300, seed });
  return db;
}

async function fingerprint(db: Database): Promise<string> {
  const rows = async (query: string) => JSON.stringify((await sql.raw(query).execute(db.kysely)).rows);
  return (await Promise.all([
    rows('SELECT * FROM models ORDER BY id LIMIT 200'),
    rows('SELECT * FROM kba ORDER BY id LIMIT 200'),
    rows('SELECT * FROM articles ORDER BY id DESC LIMIT 200'),
    rows('SELECT * FROM offers ORDER BY id DESC LIMIT 200'),
    rows('SELECT * FROM oe_numbers ORDER BY id DESC LIMIT 100'),
    rows('SELECT count(*), sum(price_cents) FROM offers'),
    rows('SELECT count(*), sum(model_id * article_id % 1000) FROM fitment'),
  ])).join('\n');
}

describe('demo seed', () => {
  let first: string;
  beforeAll(async () => {
    first = await fingerprint(await freshlySeeded(7));
  });

  it('produces the same database for the same seed', async () => {
    expect(await fingerprint(await freshlySeeded(7))).toBe(first);
  });

  it('produces a different catalogue for another seed', async () => {
    expect(await fingerprint(await freshlySeeded(8))).not.toBe(first);
  });

  it('mulberry32 repeats its sequence', () => {
    const a = createRng(42);
    const b = createRng(42);
    expect([a(), a(), a()]).toEqual([b(), b(), b()]);
  });
});
