import { createRng } from '../../server/marketplace/db/seed/rng';
import { openDatabase, type Database } from '../../server/marketplace/db/connection';
import { migrateNow } from '../support/migrate-now';
import { seedDatabase } from '../../server/marketplace/db/seed/index';

/** Seeds a brand-new in-memory database, so two calls share nothing. */
function freshlySeeded(seed: number): Database {
  const db = openDatabase(':memory:');
  migrateNow(db);
  seedDatabase(db, { articles: 1500, seed });
  return db;
}

function fingerprint(db: Database): string {
  const rows = (sql: string) => JSON.stringify(db.prepare(sql).all());
  return [
    rows('SELECT * FROM models ORDER BY id LIMIT 200'),
    rows('SELECT * FROM kba ORDER BY id LIMIT 200'),
    rows('SELECT * FROM articles ORDER BY id DESC LIMIT 200'),
    rows('SELECT * FROM offers ORDER BY id DESC LIMIT 200'),
    rows('SELECT * FROM oe_numbers ORDER BY id DESC LIMIT 100'),
    rows('SELECT count(*), sum(price_cents) FROM offers'),
    rows('SELECT count(*), sum(model_id * article_id % 1000) FROM fitment'),
  ].join('\n');
}

describe('demo seed', () => {
  it('produces the same database for the same seed', () => {
    const a = freshlySeeded(7);
    const b = freshlySeeded(7);
    expect(fingerprint(a)).toBe(fingerprint(b));
  });

  it('produces a different catalogue for another seed', () => {
    const a = freshlySeeded(7);
    const c = freshlySeeded(8);
    expect(fingerprint(a)).not.toBe(fingerprint(c));
  });

  it('mulberry32 repeats its sequence', () => {
    const a = createRng(42);
    const b = createRng(42);
    expect([a(), a(), a()]).toEqual([b(), b(), b()]);
  });
});
