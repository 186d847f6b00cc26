import type { Database } from '../../server/marketplace/db/connection';
import { normalisePartNumber } from '../../server/marketplace/search/part-number';
import { createSeededDatabase } from '../support/seeded-db';

let db: Database;
const count = (sql: string) => (db.prepare(sql).get() as { n: number }).n;

beforeAll(() => {
  db = createSeededDatabase();
});

describe('demo catalogue contents', () => {
  it('has the vehicle minimums of the issue', () => {
    expect(count('SELECT count(*) AS n FROM manufacturers')).toBeGreaterThanOrEqual(40);
    expect(count('SELECT count(*) AS n FROM series')).toBeGreaterThanOrEqual(400);
    expect(count('SELECT count(*) AS n FROM models')).toBeGreaterThanOrEqual(3000);
    expect(count('SELECT count(*) AS n FROM series_pages')).toBeGreaterThan(200);
    expect(count('SELECT count(*) AS n FROM models WHERE kw <> round(ps * 0.7355)')).toBe(0);
    expect(count("SELECT count(*) AS n FROM kba WHERE hsn NOT GLOB '[0-9][0-9][0-9][0-9]' OR length(tsn) <> 3")).toBe(0);
    expect(count('SELECT count(*) AS n FROM (SELECT 1 FROM kba GROUP BY hsn, tsn HAVING count(DISTINCT model_id) > 1)')).toBeGreaterThan(10);
    expect(count('SELECT count(*) AS n FROM series WHERE production_year_end IS NOT NULL AND production_year_end < production_year_start')).toBe(0);
  });

  it('has 300+ categories in three levels with five languages, universal leaves 452/463', () => {
    expect(count('SELECT count(*) AS n FROM categories')).toBeGreaterThanOrEqual(300);
    expect(count('SELECT count(DISTINCT level) AS n FROM categories')).toBe(3);
    expect(count('SELECT count(*) AS n FROM categories c WHERE (SELECT count(*) FROM category_texts t WHERE t.category_id = c.id) <> 5')).toBe(0);
    expect(count('SELECT count(*) AS n FROM categories WHERE is_universal = 1 AND is_leaf = 1 AND leaf_number NOT IN (452, 463)')).toBe(0);
    expect(count('SELECT count(*) AS n FROM categories WHERE popularity >= 120')).toBeGreaterThan(20);
  });

  it('has 60+ brands, 25+ shops with texts per language, normalised part numbers', () => {
    expect(count('SELECT count(*) AS n FROM brands')).toBeGreaterThanOrEqual(60);
    expect(count('SELECT count(*) AS n FROM shops')).toBeGreaterThanOrEqual(25);
    expect(count('SELECT count(*) AS n FROM shop_texts')).toBe(count('SELECT count(*) AS n FROM shops') * 5);
    const numbers = db.prepare('SELECT article_number AS a, norm_number AS n FROM articles LIMIT 500').all() as { a: string; n: string }[];
    for (const { a, n } of numbers) {
      expect(n).toBe(normalisePartNumber(a));
      expect(n).toMatch(/^[A-Z0-9&+]+$/);
    }
    expect(count('SELECT count(DISTINCT lang_no) AS n FROM documents')).toBe(6);
  });

  it('gives every article at least two offers (over 4 on average: 200,000+ at the demo size)', () => {
    expect(count('SELECT count(*) AS n FROM articles a WHERE (SELECT count(*) FROM offers o WHERE o.article_id = a.id) < 2')).toBe(0);
    expect(count('SELECT count(*) AS n FROM offers') / count('SELECT count(*) AS n FROM articles')).toBeGreaterThan(4);
  });
});
