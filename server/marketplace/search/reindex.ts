/**
 * Builds everything search looks names up in from the catalogue: the name index (search_terms),
 * the vocabulary corrections are taken from, and the attribute values per category. The seed runs
 * it once; `npm run search:reindex` runs it after the synonyms or the catalogue changed.
 */
import { sql } from 'kysely';
import type { Db } from '../db/connection';
import { type Cell, insertRows } from '../db/batches';
import { SEARCHED_ATTRIBUTES, attributeKey } from './attributes';
import { foldWord } from './fold';
import { categoryIndexText } from './index-text';

/** Brands, makes and models are names in every language. */
export const ANY_LANGUAGE = 255;
/**
 * Shorter words are never a correction: a typo is forgiven from four letters (edit-distance.ts), and
 * a three-letter word may lack one letter ("olo" for "olio"), so words of four letters are kept.
 */
const SHORTEST_CORRECTED_WORD = 4;
const ATTRIBUTE_SCAN_BATCH = 50_000;

export async function rebuildSearchIndex(db: Db): Promise<void> {
  await rebuildNameIndex(db);
  await rebuildVocabulary(db);
  await rebuildAttributes(db);
}

async function rebuildNameIndex(db: Db): Promise<void> {
  await db.deleteFrom('search_terms').execute();
  const rows: Cell[][] = [];
  const texts = await db.selectFrom('category_texts as t').innerJoin('categories as c', 'c.id', 't.category_id')
    .select(['t.category_id', 't.lang_no', 't.title', 't.seo_alias']).where('c.is_leaf', '=', 1).orderBy('t.category_id').orderBy('t.lang_no').execute();
  for (const row of texts) rows.push([categoryIndexText(row.title, row.lang_no, row.seo_alias), 'category', row.category_id, row.lang_no]);
  const brands = await db.selectFrom('brands').select(['id', 'name', 'slug']).orderBy('id').execute();
  for (const brand of brands) rows.push([`${brand.name} ${brand.slug.replace(/-/g, ' ')}`, 'brand', brand.id, ANY_LANGUAGE]);
  await insertRows(db, 'search_terms', ['text', 'kind', 'ref_id', 'lang_no'], rows);
}

/** A category's entries in the name index, after its texts changed (the import's category step). */
export async function replaceCategoryTerms(db: Db, categoryId: number, texts: readonly { title: string; langNo: number; seoAlias: string }[]): Promise<void> {
  await db.deleteFrom('search_terms').where('kind', '=', 'category').where('ref_id', '=', categoryId).execute();
  if (texts.length) await db.insertInto('search_terms').values(texts.map((t) => ({ text: categoryIndexText(t.title, t.langNo, t.seoAlias), kind: 'category', ref_id: categoryId, lang_no: t.langNo }))).execute();
}

/** Every word of the name index and of the vehicle names, counted per language. */
export async function rebuildVocabulary(db: Db): Promise<void> {
  const counts = new Map<string, { weight: number; spelling: string }>();
  const count = (text: string, langNo: number) => {
    for (const spelling of text.split(/[\s\p{P}\p{S}]+/u)) {
      const word = foldWord(spelling);
      if (word.length < SHORTEST_CORRECTED_WORD || /\d/.test(word)) continue;
      const key = `${langNo}|${word}`;
      const seen = counts.get(key);
      // A correction is shown as the catalogue spells the word: with its "ß" where it has one.
      if (seen) { seen.weight++; if (spelling.includes('ß')) seen.spelling = spelling.toLowerCase(); }
      else counts.set(key, { weight: 1, spelling: spelling.toLowerCase() });
    }
  };
  for (const row of await db.selectFrom('search_terms').select(['text', 'lang_no']).execute()) count(row.text, row.lang_no);
  for (const row of await db.selectFrom('manufacturers').select('name').execute()) count(row.name, ANY_LANGUAGE);
  for (const row of await db.selectFrom('series_families').select('name').execute()) count(row.name, ANY_LANGUAGE);
  await db.deleteFrom('search_vocabulary').execute();
  const rows: Cell[][] = [...counts].map(([key, { weight, spelling }]) => {
    const [langNo, word] = key.split('|') as [string, string];
    return [word[0]!, word.length, word, Number(langNo), spelling, weight];
  });
  await insertRows(db, 'search_vocabulary', ['first', 'length', 'word', 'lang_no', 'spelling', 'weight'], rows);
}

/** The searched attribute values articles carry, per category with how many articles carry each. */
export async function rebuildAttributes(db: Db): Promise<void> {
  const counts = new Map<string, { written: string; articles: number }>();
  const mentioned = sql<boolean>`(${sql.join(SEARCHED_ATTRIBUTES.map((key) => sql`a.criteria LIKE ${`%"${key}"%`}`), sql` OR `)})`;
  for (let after = 0; ;) {
    const batch = await db.selectFrom('articles as a').select(['a.id', 'a.category_id', 'a.criteria'])
      .where('a.id', '>', after).where(mentioned).orderBy('a.id').limit(ATTRIBUTE_SCAN_BATCH).execute();
    if (!batch.length) break;
    after = batch[batch.length - 1]!.id;
    for (const article of batch) {
      for (const { key, value } of parseCriteria(article.criteria)) {
        if (!(SEARCHED_ATTRIBUTES as readonly string[]).includes(key)) continue;
        const id = `${attributeKey(value)}|${key}|${article.category_id}`;
        const seen = counts.get(id);
        if (seen) seen.articles++;
        else counts.set(id, { written: value, articles: 1 });
      }
    }
  }
  await db.deleteFrom('search_attributes').execute();
  const rows: Cell[][] = [...counts].map(([id, { written, articles }]) => {
    const [value, key, categoryId] = id.split('|') as [string, string, string];
    return [value, key, written, Number(categoryId), articles];
  });
  await insertRows(db, 'search_attributes', ['value', 'key', 'written', 'category_id', 'articles'], rows);
}

function parseCriteria(criteria: string | null): { key: string; value: string }[] {
  if (!criteria) return [];
  try {
    const list: unknown = JSON.parse(criteria);
    return Array.isArray(list) ? list.filter((c): c is { key: string; value: string } => typeof c?.key === 'string' && typeof c?.value === 'string') : [];
  } catch {
    return [];
  }
}
