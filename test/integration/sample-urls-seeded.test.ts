/**
 * The sample URLs' ids (test/load/sample-urls.ts) are fixed values of the seeded test database,
 * so the failure, security, fuzz and load tests can build their tables at module level. If the
 * seed changes, this says which value to update, instead of those tests quietly walking 404s.
 */
import { createSeededDatabase } from '../support/seeded-db';
import { sampleIds } from '../load/sample-urls';

const db = createSeededDatabase();

test('the sample ids are the named rows of the seeded database', async () => {
  const k = db.kysely;
  const brand = await k.selectFrom('brands').select(['id', 'slug']).orderBy('slug').limit(1).executeTakeFirstOrThrow();
  const article = await k.selectFrom('articles').select('norm_number').where('brand_id', '=', brand.id).orderBy('norm_number').limit(1).executeTakeFirstOrThrow();
  const actual = {
    manufacturer: await k.selectFrom('manufacturers').select(['id', 'slug']).orderBy('popularity', 'desc').orderBy('id').limit(1).executeTakeFirstOrThrow(),
    seriesPage: await k.selectFrom('series_pages').select(['id', 'slug']).orderBy('id').limit(1).executeTakeFirstOrThrow(),
    model: await k.selectFrom('models').select('id').orderBy('id').limit(1).executeTakeFirstOrThrow(),
    category: await k.selectFrom('categories').select('id').where('parent_id', 'is not', null).orderBy('id').limit(1).executeTakeFirstOrThrow(),
    brand,
    article: { brand: brand.slug, norm: article.norm_number },
    shop: await k.selectFrom('shops').select('slug').orderBy('slug').limit(1).executeTakeFirstOrThrow(),
  };
  expect(sampleIds(db)).toEqual(actual);
});
