import { sql } from 'kysely';
import { createRng } from '../../server/marketplace/db/seed/rng';
import { openDatabase, type Database } from '../../server/marketplace/db/connection';
import { migrate } from '../../server/marketplace/db/migrate';
import { seedDatabase } from '../../server/marketplace/db/seed/index';

/** Seeds a brand-new in-memory database, so two calls share nothing. */
async function freshlySeeded(seed: number): Promise<Database> {
  const db = openDatabase(':memory:');
  await migrate(db);
  await seedDatabase(db, { articles: 1500, seed });
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
  it('produces the same database for the same seed', async () => {
    const a = await freshlySeeded(7);
    const b = await freshlySeeded(7);
    expect(await fingerprint(a)).toBe(await fingerprint(b));
  });

  it('produces a different catalogue for another seed', async () => {
    const a = await freshlySeeded(7);
    const c = await freshlySeeded(8);
    expect(await fingerprint(a)).not.toBe(await fingerprint(c));
  });

  it('mulberry32 repeats its sequence', () => {
    const a = createRng(42);
    const b = createRng(42);
    expect([a(), a(), a()]).toEqual([b(), b(), b()]);
  });
});
