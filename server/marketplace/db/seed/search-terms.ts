/** Seed step: the free-text search index (category names per language, brands). */
import type { Database } from '../connection';
import { GERMAN_HEAD_WORDS } from './data/categories';
import { germanSpellings, seoWord } from './text';

export function seedSearchTerms(db: Database): void {
  const insert = db.prepare('INSERT INTO search_terms (text, kind, ref_id, lang_no) VALUES (?, ?, ?, ?)');
  const texts = db.prepare('SELECT t.category_id, t.lang_no, t.title FROM category_texts t JOIN categories c ON c.id = t.category_id WHERE c.is_leaf = 1').all() as {
    category_id: number; lang_no: number; title: string;
  }[];
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
    insert.run(words.filter(Boolean).join(' '), 'category', row.category_id, row.lang_no);
  }
  const brands = db.prepare('SELECT id, name, slug FROM brands').all() as { id: number; name: string; slug: string }[];
  for (const brand of brands) insert.run(`${brand.name} ${brand.slug.replace(/-/g, ' ')}`, 'brand', brand.id, 255);
}
