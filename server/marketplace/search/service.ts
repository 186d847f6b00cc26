/**
 * Free-text search. The term's words are looked up in the FTS5 name index: words naming categories
 * narrow to those categories (every such word must match), words naming brands narrow to brands.
 * Results are ranked by relevance (the best-matching category first) then popularity. A term that
 * is (or contains) an article, norm or OE number puts those articles first.
 */
import type { Database, Db } from '../db/connection';
import { countArticles, findArticleIds, type ArticleQuery, type VehicleContext } from '../catalogue/repository';
import type { ListingFilters } from '../catalogue/filters';
import { productCards } from '../catalogue/products';
import type { ListingSort } from '../../../contract/index';
import { looksLikePartNumber, normalisePartNumber } from './part-number';
import * as search from './repository';
import type { CategorySuggestion } from '../../../contract/index';

export interface TermAnalysis {
  /** Categories in relevance order (leaves only). */
  categoryIds: number[];
  brandIds: number[];
  /** Article ids matched by part / OE number, best first. */
  numberMatches: number[];
  /** False when some word matched nothing at all: the search finds nothing by name. */
  wordsMatched: boolean;
}

export async function analyseTerm(db: Db, term: string): Promise<TermAnalysis> {
  const words = term.toLowerCase().split(/[\s,;]+/).map((w) => w.replace(/[^\p{L}\p{N}&+-]/gu, '')).filter((w) => w.length >= 2).slice(0, 6);
  let categories: Map<number, number> | null = null;
  const brands = new Set<number>();
  const numberMatches: number[] = [];
  let wordsMatched = words.length > 0;
  const addNumber = (ids: number[]) => { for (const id of ids) if (!numberMatches.includes(id)) numberMatches.push(id); };

  const whole = normalisePartNumber(term);
  if (looksLikePartNumber(term)) {
    addNumber(await search.articlesByNormNumber(db, whole, 50));
    addNumber(await search.articlesByOeNumber(db, whole, 50));
  }
  for (const word of words) {
    if (looksLikePartNumber(word)) {
      const norm = normalisePartNumber(word);
      const before = numberMatches.length;
      addNumber(await search.articlesByNormNumber(db, norm, 50));
      addNumber(await search.articlesByOeNumber(db, norm, 50));
      if (numberMatches.length > before) continue;
    }
    const matches = /[\p{L}]/u.test(word) ? await search.matchWord(db, word.replace(/[-&+]/g, ' ').trim().split(' ')[0] ?? word) : [];
    const wordCategories = new Map<number, number>();
    let brandHit = false;
    for (const m of matches) {
      if (m.kind === 'brand') { brands.add(m.refId); brandHit = true; }
      else if (!wordCategories.has(m.refId)) wordCategories.set(m.refId, m.rank);
    }
    if (wordCategories.size) {
      if (categories === null) categories = wordCategories;
      else {
        const next = new Map<number, number>();
        for (const [id, rank] of categories) if (wordCategories.has(id)) next.set(id, rank + wordCategories.get(id)!);
        categories = next;
      }
    } else if (!brandHit && !numberMatches.length) wordsMatched = false;
  }
  if (numberMatches.length === 0 && looksLikePartNumber(term)) addNumber(await search.articlesByNormPrefix(db, whole, 20));
  const categoryIds = categories === null ? [] : [...categories.entries()].sort((a, b) => a[1] - b[1]).map(([id]) => id);
  return { categoryIds, brandIds: [...brands], numberMatches, wordsMatched };
}

export interface SearchPage { ids: number[]; total: number }

/**
 * One page of results: number matches first, then per category in relevance order, each by
 * popularity. Counting per category keeps every query on the (category_id, popularity) index.
 */
export async function searchArticles(db: Database, analysis: TermAnalysis, options: { vehicle: VehicleContext; filters: ListingFilters; sort: ListingSort; offset: number; limit: number; brandOnly: boolean }): Promise<SearchPage> {
  const { numberMatches } = analysis;
  let categoryIds: number[] | 'all' = analysis.categoryIds;
  if (!analysis.wordsMatched && !numberMatches.length) return { ids: [], total: 0 };
  // A brand alone ("bosch") lists that brand's articles by popularity, across all categories.
  const brandOnly = !categoryIds.length && analysis.brandIds.length > 0 && analysis.wordsMatched && options.brandOnly;
  if (brandOnly) categoryIds = 'all';
  const base = (ids: number[] | 'all'): ArticleQuery => ({ categoryIds: ids, brandIds: analysis.brandIds, vehicle: options.vehicle, filters: options.filters, sort: 'popularity', offset: 0, limit: 0 });
  const ids: number[] = [];
  let skip = options.offset;
  let want = options.limit;
  const numbered = numberMatches.slice(skip, skip + want);
  ids.push(...numbered);
  want -= numbered.length;
  skip = Math.max(0, skip - numberMatches.length);
  let total = numberMatches.length;
  if (!analysis.wordsMatched || !categoryIds.length) return { ids, total };
  const exclude = new Set(numberMatches);

  if (categoryIds === 'all' || options.sort === 'price-asc' || options.sort === 'price-desc' || options.sort === 'popularity') {
    // An explicit order ranks all matched categories together.
    const query = { ...base(categoryIds), sort: options.sort };
    total += await countArticles(db.kysely, query);
    if (want > 0) ids.push(...(await findArticleIds(db.kysely, { ...query, offset: skip, limit: want })).filter((id) => !exclude.has(id)));
    return { ids, total };
  }
  for (const categoryId of categoryIds) {
    const query = base([categoryId]);
    const count = await countArticles(db.kysely, query);
    total += count;
    if (want <= 0) continue;
    if (skip >= count) { skip -= count; continue; }
    const found = (await findArticleIds(db.kysely, { ...query, offset: skip, limit: want })).filter((id) => !exclude.has(id));
    ids.push(...found);
    want -= found.length;
    skip = 0;
  }
  return { ids, total };
}

/** The categories named, in relevance order, with their names in the edition's language; split as the answers show them. */
export async function categorySuggestions(db: Db, categoryIds: number[], langNo: number): Promise<{ all: CategorySuggestion[]; vehicleSpecific: CategorySuggestion[]; universal: CategorySuggestion[] }> {
  const named = new Map((await search.namedCategories(db, categoryIds, langNo)).map((c) => [c.id, c]));
  const list: CategorySuggestion[] = categoryIds.flatMap((id) => {
    const category = named.get(id);
    return category ? [{ id: category.id, title: category.title, seoAlias: category.seoAlias, isUniversal: category.isUniversal === 1 }] : [];
  });
  return { all: list, vehicleSpecific: list.filter((c) => !c.isUniversal), universal: list.filter((c) => c.isUniversal) };
}

export { productCards };
