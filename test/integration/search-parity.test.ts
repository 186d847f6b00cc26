/**
 * Search finds the same on PostgreSQL as on SQLite: the same seeded catalogue in both, every term
 * analysed on each backend (names by prefix with folded diacritics, part and OE numbers).
 */
import { openDatabase, type Database } from '../../server/marketplace/db/connection';
import { migrate } from '../../server/marketplace/db/migrate';
import { analyseTerm, categorySuggestions } from '../../server/marketplace/search/service';
import * as search from '../../server/marketplace/search/repository';
import { copyTables } from '../support/copy-to-postgres';
import { postgresInstalled, postgresForFile, type FilePostgres } from '../support/file-postgres';
import { createSeededDatabase } from '../support/seeded-db';

const describePostgres = postgresInstalled() ? describe : describe.skip;

const TERMS = ['br', 'brems', 'bremssch', 'Bremsscheiben', 'ölf', 'olfilter', 'Ölfilter', 'oelfilter', 'OLFILTER', 'stoßd', 'Stoßdämpfer', 'zündk', 'Zündkerzen',
  'bosch', 'filter', 'disque', 'disques de frein', 'filtre à huile', 'amortig', 'luftf', 'Luftfilter', 'wasserp', 'Wasserpumpe', 'kupplung', 'Kupplungssatz',
  'motoröl', 'brembo bremsscheiben', 'scheiben', 'pastiglie freno', 'remblokken', 'pastillas de freno', 'xyzzy', 'de'];

describePostgres('search on PostgreSQL and SQLite', () => {
  let cluster: FilePostgres;
  let lite: Database;
  let pg: Database;
  beforeAll(async () => {
    cluster = postgresForFile();
    lite = createSeededDatabase();
    pg = openDatabase(await cluster.createDatabase('search'));
    await migrate(pg);
    await copyTables(lite, pg, ['manufacturers', 'brands', 'categories', 'category_texts', 'articles', 'oe_numbers', 'search_terms']);
  }, 120_000);
  afterAll(async () => {
    await pg?.shut();
    lite?.close();
    cluster?.close();
  });

  it.each(TERMS)('finds by name what SQLite finds: %s', async (term) => {
    const [onSqlite, onPostgres] = [await analyseTerm(lite.kysely, term), await analyseTerm(pg.kysely, term)];
    expect({ term, brands: [...onPostgres.brandIds].sort(), matched: onPostgres.wordsMatched }).toEqual({ term, brands: [...onSqlite.brandIds].sort(), matched: onSqlite.wordsMatched });
    // Stems may find more on PostgreSQL; what SQLite finds comes in the same order.
    const foundOnSqlite = new Set(onSqlite.categoryIds);
    expect(onPostgres.categoryIds.filter((id) => foundOnSqlite.has(id))).toEqual(onSqlite.categoryIds);
    expect(onPostgres.categoryIds[0]).toBe(onSqlite.categoryIds[0]);
    expect(onPostgres.numberMatches).toEqual(onSqlite.numberMatches);
    for (const langNo of [1, 6]) {
      expect(await categorySuggestions(pg.kysely, onSqlite.categoryIds, langNo)).toEqual(await categorySuggestions(lite.kysely, onSqlite.categoryIds, langNo));
    }
  });

  it('finds the same articles by article number, OE number and number prefix', async () => {
    const articles = await lite.kysely.selectFrom('articles').select(['article_number', 'norm_number']).orderBy('id').limit(400).execute();
    const oe = await lite.kysely.selectFrom('oe_numbers').select(['oe_number', 'norm_number']).orderBy('id').limit(200).execute();
    const samples = [...articles.filter((_, i) => i % 20 === 0), ...oe.filter((_, i) => i % 20 === 0)];
    expect(samples.length).toBeGreaterThan(10);
    let prefixMatches = 0;
    for (const { norm_number: norm } of samples) {
      for (const find of [search.articlesByNormNumber, search.articlesByOeNumber]) {
        const expected = await find(lite.kysely, norm, 60);
        expect(await find(pg.kysely, norm, 60)).toEqual(expected);
      }
      for (const length of [2, 3, 5]) {
        const prefix = norm.slice(0, length);
        const expected = await search.articlesByNormPrefix(lite.kysely, prefix, 20);
        prefixMatches += expected.length;
        expect(await search.articlesByNormPrefix(pg.kysely, prefix, 20)).toEqual(expected);
      }
    }
    expect(prefixMatches).toBeGreaterThan(100);
    for (const term of [...samples.slice(0, 6).map((s) => ('article_number' in s ? s.article_number : s.oe_number)), `${articles[0]!.norm_number.slice(0, 4)}`]) {
      expect({ term, found: (await analyseTerm(pg.kysely, term)).numberMatches }).toEqual({ term, found: (await analyseTerm(lite.kysely, term)).numberMatches });
    }
  });
});
