/** The demo seed's catalogue has the sizes and shapes the shop is built for, on both backends. */
import { sql } from 'kysely';
import type { Database } from '../../server/marketplace/db/connection';
import { normalisePartNumber } from '../../server/marketplace/search/part-number';
import { createSeededDatabase } from '../support/seeded-db';

let db: Database;
const rows = async <Row>(query: string) => (await sql.raw<Row>(query).execute(db.kysely)).rows;
// PostgreSQL answers count(*) as a bigint in a string.
const count = async (query: string) => Number((await rows<{ n: number | string }>(query))[0]!.n);

beforeAll(() => {
  db = createSeededDatabase();
});

describe('demo catalogue contents', () => {
  it('has the vehicles of the reference data: the vehicle base\'s generations and types, ADEME\'s for the rest, the KBA register\'s car pairs linked to them', async () => {
    // reference-data/vehicle-base: 1,094 types in 79 families; ADEME's 2023 list adds the 649 models of the
    // families the base does not hold (42 makes in all; one type spelled two ways is one, and the XC40 T5 Twin Engine listed at two petrol powers one); a family is one page,
    // its generations its series (the list's 2er as the F44, U06 and G42; its Civic X and Tourneo Connect II beside
    // today's on the family's page, its e-Niro as the Niro I beside the Niro II, its NX 300h as the NX I beside today's NX,
    // its Mazda2 Hybrid beside the Mazda2);
    // the Grandland X and the Marco Polo also take the engines the list names under the Grandland and the V-Klasse: three more.
    expect(await count('SELECT count(*) AS n FROM manufacturers')).toBe(42);
    expect(await count('SELECT count(*) AS n FROM series')).toBe(367);
    expect(await count('SELECT count(*) AS n FROM models')).toBe(1704);
    expect(await count('SELECT count(*) AS n FROM series_pages')).toBe(268);
    // Both lists state kW; PS are derived from them: the two agree to rounding.
    expect(await count('SELECT count(*) AS n FROM models WHERE abs(ps - kw * 1.35962) > 1')).toBe(0);
    // reference-data/kba-fz6-hsn-tsn: 37,251 car pairs in the register.
    expect(await count('SELECT count(*) AS n FROM kba_register')).toBe(37251);
    const kba = await rows<{ hsn: string; tsn: string }>('SELECT DISTINCT hsn, tsn FROM kba');
    expect(kba.filter(({ hsn, tsn }) => !/^\d{4}$/.test(hsn) || tsn.length !== 3)).toEqual([]);
    expect(await count('SELECT count(*) AS n FROM (SELECT 1 FROM kba GROUP BY hsn, tsn HAVING count(DISTINCT model_id) > 1) AS shared')).toBeGreaterThan(10);
    expect(await count('SELECT count(*) AS n FROM series WHERE production_year_end IS NOT NULL AND production_year_end < production_year_start')).toBe(0);
  });

  it('has 250+ categories in three levels with five languages, universal leaves 452/463', async () => {
    // 50 roots and groups and 205 leaves: front and rear are a fitting position, not leaves of their own.
    expect(await count('SELECT count(*) AS n FROM categories')).toBeGreaterThanOrEqual(250);
    expect(await count('SELECT count(DISTINCT level) AS n FROM categories')).toBe(3);
    expect(await count('SELECT count(*) AS n FROM categories c WHERE (SELECT count(*) FROM category_texts t WHERE t.category_id = c.id) <> 5')).toBe(0);
    expect(await count('SELECT count(*) AS n FROM categories WHERE is_universal = 1 AND is_leaf = 1 AND leaf_number NOT IN (452, 463)')).toBe(0);
    expect(await count('SELECT count(*) AS n FROM categories WHERE popularity >= 120')).toBeGreaterThan(20);
  });

  it('has 60+ brands, 25+ shops with texts per language, normalised part numbers', async () => {
    expect(await count('SELECT count(*) AS n FROM brands')).toBeGreaterThanOrEqual(60);
    expect(await count('SELECT count(*) AS n FROM shops')).toBeGreaterThanOrEqual(25);
    expect(await count('SELECT count(*) AS n FROM shop_texts')).toBe(await count('SELECT count(*) AS n FROM shops') * 5);
    const numbers = await rows<{ a: string; n: string }>('SELECT article_number AS a, norm_number AS n FROM articles ORDER BY id LIMIT 500');
    for (const { a, n } of numbers) {
      expect(n).toBe(normalisePartNumber(a));
      expect(n).toMatch(/^[A-Z0-9&+]+$/);
    }
    expect(await count('SELECT count(DISTINCT lang_no) AS n FROM documents')).toBe(6);
  });

  it('gives every article at least two offers (over 4 on average: 200,000+ at the demo size)', async () => {
    expect(await count('SELECT count(*) AS n FROM articles a WHERE (SELECT count(*) FROM offers o WHERE o.article_id = a.id) < 2')).toBe(0);
    expect(await count('SELECT count(*) AS n FROM offers') / await count('SELECT count(*) AS n FROM articles')).toBeGreaterThan(4);
  });

  it('leaves the listing tables whole and their triggers on (the load switches them off)', async () => {
    expect(await count('SELECT count(*) AS n FROM fitment_listing')).toBe(await count('SELECT count(*) AS n FROM fitment'));
    expect(await count(`SELECT count(*) AS n FROM (SELECT category_id, brand_id, count(*) AS articles FROM articles GROUP BY category_id, brand_id) a
      LEFT JOIN category_brand_counts c ON c.category_id = a.category_id AND c.brand_id = a.brand_id AND c.articles = a.articles WHERE c.category_id IS NULL`)).toBe(0);
    // A part fitted to one more model after the seed is listed for it at once, as a shop's import would be.
    const [fit] = await rows<{ model: number; article: number }>(`SELECT m.id AS model, a.id AS article FROM models m, (SELECT min(id) AS id FROM articles) a
      WHERE NOT EXISTS (SELECT 1 FROM fitment f WHERE f.model_id = m.id AND f.article_id = a.id) ORDER BY m.id LIMIT 1`);
    const listed = () => count(`SELECT count(*) AS n FROM fitment_listing WHERE model_id = ${fit!.model} AND article_id = ${fit!.article}`);
    await sql`INSERT INTO fitment (model_id, article_id) VALUES (${fit!.model}, ${fit!.article})`.execute(db.kysely);
    expect(await listed()).toBe(1);
    await sql`DELETE FROM fitment WHERE model_id = ${fit!.model} AND article_id = ${fit!.article}`.execute(db.kysely);
    expect(await listed()).toBe(0);
  });
});
