/** Seed step: the free-text search index (category names per language, brands). */
import type { Db } from '../connection';
import { type Cell, insertRows } from './batches';
import { GERMAN_HEAD_WORDS } from './data/categories';
import { germanSpellings, seoWord } from './text';

export async function seedSearchTerms(db: Db): Promise<void> {
  const rows: Cell[][] = [];
  const texts = await db.selectFrom('category_texts as t').innerJoin('categories as c', 'c.id', 't.category_id')
    .select(['t.category_id', 't.lang_no', 't.title']).where('c.is_leaf', '=', 1).orderBy('t.category_id').orderBy('t.lang_no').execute();
  for (const row of texts) {
    const words = [row.title];
    if (row.lang_no === 1) {
      words.push(germanSpellings(row.title));
      // Compound heads on their own: "Bremsscheiben" is also found by "scheiben".
      for (const word of row.title.toLowerCase().split(/[\s-]+/)) {
        const head = GERMAN_HEAD_WORDS.find((h) => word.length > h.length + 2 && word.endsWith(h));
        if (head) words.push(head);
      }
    }
    const alias = seoWord(row.title).replace(/-/g, ' ');
    if (alias.toLowerCase() !== row.title.toLowerCase()) words.push(alias);
    rows.push([words.filter(Boolean).join(' '), 'category', row.category_id, row.lang_no]);
  }
  const brands = await db.selectFrom('brands').select(['id', 'name', 'slug']).orderBy('id').execute();
  for (const brand of brands) rows.push([`${brand.name} ${brand.slug.replace(/-/g, ' ')}`, 'brand', brand.id, 255]);
  await insertRows(db, 'search_terms', ['text', 'kind', 'ref_id', 'lang_no'], rows);
}
