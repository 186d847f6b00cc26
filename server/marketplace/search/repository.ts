/** Search data access: the FTS5 name index (categories, brands) and part / OE number lookups. */
import type { Database } from '../db/connection';
import { all } from '../catalogue/statements';

export interface TermMatch { kind: 'category' | 'brand'; refId: number; rank: number }

/** FTS5 prefix query for one word; quotes keep the word literal (no FTS syntax injection). */
function prefixQuery(word: string): string {
  return `"${word.replace(/"/g, '""')}"*`;
}

/** Matches per word, best (lowest bm25) first. Diacritics fold in the tokenizer: "olfilter" finds "Ölfilter". */
export function matchWord(db: Database, word: string): TermMatch[] {
  return all<TermMatch>(db, `SELECT kind, CAST(ref_id AS INTEGER) AS refId, min(rank) AS rank FROM search_terms
    WHERE search_terms MATCH ? GROUP BY kind, ref_id ORDER BY rank LIMIT 200`, prefixQuery(word));
}

/** Articles whose own number is exactly the normalised number. */
export function articlesByNormNumber(db: Database, norm: string, limit: number): number[] {
  return all<{ id: number }>(db, 'SELECT id FROM articles WHERE norm_number = ? ORDER BY popularity DESC LIMIT ?', norm, limit).map((r) => r.id);
}

/** Articles whose number starts with the normalised prefix (index range scan). */
export function articlesByNormPrefix(db: Database, norm: string, limit: number): number[] {
  return all<{ id: number }>(db, `SELECT id FROM articles WHERE norm_number > ? AND norm_number < ? ORDER BY norm_number, popularity DESC LIMIT ?`,
    norm, `${norm}\u{10FFFF}`, limit).map((r) => r.id);
}

/** Aftermarket articles replacing an OE number (exact normalised match). */
export function articlesByOeNumber(db: Database, norm: string, limit: number): number[] {
  return all<{ id: number }>(db, `SELECT DISTINCT a.id FROM oe_numbers o JOIN articles a ON a.id = o.article_id
    WHERE o.norm_number = ? ORDER BY a.popularity DESC LIMIT ?`, norm, limit).map((r) => r.id);
}

export function categoryFlags(db: Database, ids: number[]): { id: number; isUniversal: number; isLeaf: number; popularity: number }[] {
  if (!ids.length) return [];
  return all(db, `SELECT id, is_universal AS isUniversal, is_leaf AS isLeaf, popularity FROM categories WHERE id IN (${ids.map(() => '?').join(', ')})`, ...ids);
}
