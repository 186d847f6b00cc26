/**
 * Three Bosch brake discs in one category: the catalogue the order tests sell from, written into
 * any migrated database (SQLite or PostgreSQL).
 */
import type { Database } from '../../server/marketplace/db/connection';

/** Category 100 "Bremsscheiben" with three Bosch discs, 1000 to 1002: the articles the order tests sell. */
export async function writeThreeDiscs(db: Database): Promise<void> {
  const k = db.kysely;
  await k.insertInto('categories').values([{ id: 100, parent_id: null, top_parent_id: 100, level: 1, is_universal: 0 }]).execute();
  await k.insertInto('category_texts').values([{ category_id: 100, lang_no: 1, title: 'Bremsscheiben', seo_alias: 'Bremsscheiben' }]).execute();
  await k.insertInto('brands').values({ id: 1, name: 'Bosch', slug: 'bosch', seo_name: 'Bosch' }).execute();
  await k.insertInto('articles').values([
    { id: 1000, brand_id: 1, category_id: 100, article_number: '0 986 479 R64', norm_number: '0986479R64' },
    { id: 1001, brand_id: 1, category_id: 100, article_number: '0 986 479 R65', norm_number: '0986479R65' },
    { id: 1002, brand_id: 1, category_id: 100, article_number: '0 986 479 R66', norm_number: '0986479R66' },
  ]).execute();
}
