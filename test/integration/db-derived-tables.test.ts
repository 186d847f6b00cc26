/**
 * What the schema does by itself behaves the same on SQLite and PostgreSQL: the triggers that keep
 * the listing tables in step, retired session ids, the cart's one-line-per-offer-and-vehicle
 * upsert, and e-mail addresses unique regardless of case.
 */
import { sql } from 'kysely';
import { openDatabase, type Database, type Db } from '../../server/marketplace/db/connection';
import { migrate } from '../../server/marketplace/db/migrate';
import { postgresForFile, postgresInstalled, type FilePostgres } from '../support/file-postgres';

/** Builds a small catalogue, changes it in every way the triggers watch, and returns the derived rows after each step. */
async function scenario(db: Db) {
  const snapshot = async () => ({
    listing: await db.selectFrom('fitment_listing').selectAll().orderBy(['model_id', 'category_id', 'article_id']).execute(),
    counts: await db.selectFrom('category_brand_counts').selectAll().orderBy(['category_id', 'brand_id']).execute(),
  });
  await db.insertInto('manufacturers').values({ id: 1, name: 'VW', slug: 'vw', seo_name: 'VW' }).execute();
  await db.insertInto('series_families').values({ id: 1, manufacturer_id: 1, name: 'Golf', slug: 'golf' }).execute();
  await db.insertInto('series_pages').values({ id: 1, manufacturer_id: 1, series_family_id: 1, name: 'Golf', slug: 'golf' }).execute();
  await db.insertInto('series').values({ id: 1, manufacturer_id: 1, series_family_id: 1, series_page_id: 1, name: 'Golf VII', slug: 'golf-vii', production_year_start: 2012 }).execute();
  await db.insertInto('models').values([1, 2].map((id) => ({ id, series_id: 1, manufacturer_id: 1, series_page_id: 1, name: `M${id}`, full_name: `Golf M${id}`, ps: 110, kw: 81, ccm: 1400, production_year_start: 2012 }))).execute();
  await db.insertInto('categories').values([10, 11].map((id) => ({ id, top_parent_id: id, level: 1, is_leaf: 1 }))).execute();
  await db.insertInto('brands').values([{ id: 1, name: 'Bosch', slug: 'bosch', seo_name: 'Bosch' }, { id: 2, name: 'ATE', slug: 'ate', seo_name: 'ATE' }]).execute();
  const steps = [];
  await db.insertInto('articles').values([
    { id: 1, brand_id: 1, category_id: 10, article_number: 'A1', norm_number: 'A1', popularity: 5 },
    { id: 2, brand_id: 1, category_id: 10, article_number: 'A2', norm_number: 'A2', popularity: 7 },
    { id: 3, brand_id: 2, category_id: 11, article_number: 'A3', norm_number: 'A3', popularity: 1 },
  ]).execute();
  await db.insertInto('fitment').values([{ model_id: 1, article_id: 1 }, { model_id: 1, article_id: 2 }, { model_id: 2, article_id: 3 }]).execute();
  steps.push(await snapshot());
  await db.updateTable('articles').set({ popularity: 9, brand_id: 2 }).where('id', '=', 1).execute();
  steps.push(await snapshot());
  await db.updateTable('articles').set({ category_id: 11 }).where('id', '=', 2).execute();
  steps.push(await snapshot());
  await db.updateTable('fitment').set({ model_id: 2 }).where('article_id', '=', 1).execute();
  steps.push(await snapshot());
  await db.deleteFrom('fitment').where('article_id', '=', 2).execute();
  await db.deleteFrom('articles').where('id', '=', 2).execute();
  steps.push(await snapshot());
  return steps;
}

async function sessionsAndCarts(db: Db) {
  await db.insertInto('sessions').values([{ id: 's1', created_at: 'x', last_seen_at: 'x' }, { id: 's2', created_at: 'x', last_seen_at: 'x' }]).execute();
  await db.deleteFrom('sessions').where('id', '=', 's1').execute();
  const retired = await db.selectFrom('retired_sessions').select(['id', 'retired_at']).execute();
  // The cart's upsert names the index's expression; a line without a vehicle is one line too.
  const add = (modelId: number | null, quantity: number) => sql`INSERT INTO cart_lines (session_id, offer_id, model_id, quantity, added_at)
    VALUES ('s2', 5, ${modelId}, ${quantity}, 'x') ON CONFLICT (session_id, offer_id, ifnull(model_id, 0)) DO UPDATE SET quantity = cart_lines.quantity + excluded.quantity`.execute(db);
  await add(null, 1);
  await add(null, 2);
  await add(1, 1);
  const lines = await db.selectFrom('cart_lines').select(['model_id', 'quantity']).orderBy('id').execute();
  await db.insertInto('users').values({ email: 'Max@Example.de', password_hash: 'h', created_at: 'x' }).execute();
  const found = await db.selectFrom('users').select('email').where('email', '=', 'max@example.DE').execute();
  const twice = await db.insertInto('users').values({ email: 'MAX@example.de', password_hash: 'h', created_at: 'x' }).execute().then(() => 'stored', () => 'refused');
  return { retired: retired.map((r) => ({ id: r.id, iso: /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/.test(r.retired_at) })), lines, found, twice };
}

const expectedSessions = {
  retired: [{ id: 's1', iso: true }],
  lines: [{ model_id: null, quantity: 3 }, { model_id: 1, quantity: 1 }],
  found: [{ email: 'Max@Example.de' }],
  twice: 'refused',
};

let sqlite: Database;
let sqliteSteps: Awaited<ReturnType<typeof scenario>>;
beforeAll(async () => {
  sqlite = openDatabase(':memory:');
  await migrate(sqlite);
  sqliteSteps = await scenario(sqlite.kysely);
});
afterAll(() => sqlite.shut());

it('SQLite: triggers keep fitment_listing and category_brand_counts in step', () => {
  expect(sqliteSteps[0]!.listing).toHaveLength(3);
  expect(sqliteSteps[0]!.counts).toEqual([{ category_id: 10, brand_id: 1, articles: 2 }, { category_id: 11, brand_id: 2, articles: 1 }]);
  expect(sqliteSteps[4]!.listing).toEqual([{ model_id: 2, category_id: 10, popularity: 9, article_id: 1, brand_id: 2, filter_values: null }, { model_id: 2, category_id: 11, popularity: 1, article_id: 3, brand_id: 2, filter_values: null }]);
  expect(sqliteSteps[4]!.counts).toEqual([{ category_id: 10, brand_id: 2, articles: 1 }, { category_id: 11, brand_id: 2, articles: 1 }]);
});

it('SQLite: retired sessions, cart upsert, e-mail case', async () => {
  expect(await sessionsAndCarts(sqlite.kysely)).toEqual(expectedSessions);
});

(postgresInstalled() ? describe : describe.skip)('PostgreSQL', () => {
  let cluster: FilePostgres;
  let pg: Database;
  beforeAll(async () => {
    cluster = postgresForFile();
    pg = openDatabase(await cluster.createDatabase('derived'));
    await migrate(pg);
  }, 60_000);
  afterAll(async () => {
    await pg?.shut();
    cluster?.close();
  });

  it('triggers derive the same rows as on SQLite, step by step', async () => {
    expect(await scenario(pg.kysely)).toEqual(sqliteSteps);
  });

  it('retired sessions, cart upsert and e-mail case as on SQLite', async () => {
    expect(await sessionsAndCarts(pg.kysely)).toEqual(expectedSessions);
  });
});
