/**
 * Corrections: the known word nearest to one that matched nothing. The first letter is trusted
 * (shoppers rarely mistype it, and it keeps the candidates few); a word being typed is also
 * compared with the beginnings of longer words, so suggestions forgive a typo before the word is
 * complete. Distances are computed here rather than in the database, so both backends correct alike.
 */
import type { Db } from '../db/connection';
import { allowedEdits, editDistance } from './edit-distance';
import { ANY_LANGUAGE } from './reindex';

/** A known word (folded) and how the catalogue writes it. */
export interface Correction { word: string; spelling: string; distance: number }

interface Candidate { word: string; spelling: string; distance: number; prefix: boolean; weight: number }

/** Fewer edits first, a whole word before a beginning, then the word the catalogue uses most (in the edition's language). */
function closer(a: Candidate, b: Candidate): number {
  return a.distance - b.distance || Number(a.prefix) - Number(b.prefix) || b.weight - a.weight || (a.word < b.word ? -1 : 1);
}

/** The shortest word read as a longer one with a letter missing, when the words beside it confirm it ("olo" -> "olio"). */
export const SHORTEST_COMPLETED_WORD = 3;

/**
 * `missingLetter`: a word too short to forgive a typo in may still lack one letter ("filtro olo"):
 * only words one letter longer are candidates. The caller keeps the correction only when the
 * term's other words name a part with it.
 */
export async function correctWord(db: Db, word: string, options: { langNo?: number; asPrefix?: boolean; missingLetter?: boolean } = {}): Promise<Correction | null> {
  if (options.missingLetter) return word.length >= SHORTEST_COMPLETED_WORD && allowedEdits(word.length) === 0 ? withLetterAdded(db, word, options.langNo) : null;
  const max = allowedEdits(word.length);
  if (max === 0 || /\d/.test(word)) return null;
  const longest = options.asPrefix ? 64 : word.length + max;
  const rows = await db.selectFrom('search_vocabulary').select(['word', 'spelling', 'lang_no', 'weight'])
    .where('first', '=', word[0]!).where('length', '>=', word.length - max).where('length', '<=', longest)
    .execute();
  // A word the vocabulary knows is never corrected ("stossdampfer" is how "Stoßdämpfer" folds).
  if (rows.some((row) => row.word === word)) return null;
  let best: Candidate | null = null;
  for (const row of rows) {
    let distance = editDistance(word, row.word, max);
    let prefix = false;
    if (distance > max && options.asPrefix && row.word.length > word.length) {
      for (const cut of [word.length - 1, word.length, word.length + 1]) {
        const d = editDistance(word, row.word.slice(0, cut), max);
        if (d < distance) { distance = d; prefix = true; }
      }
    }
    if (distance > max) continue;
    const weight = row.weight * (row.lang_no === options.langNo || row.lang_no === ANY_LANGUAGE ? 4 : 1);
    const candidate = { word: row.word, spelling: row.spelling, distance, prefix, weight };
    if (!best || closer(candidate, best) < 0) best = candidate;
  }
  return best ? { word: best.word, spelling: best.spelling, distance: best.distance } : null;
}

async function withLetterAdded(db: Db, word: string, langNo?: number): Promise<Correction | null> {
  if (/\d/.test(word)) return null;
  const rows = await db.selectFrom('search_vocabulary').select(['word', 'spelling', 'lang_no', 'weight'])
    .where('first', '=', word[0]!).where('length', '=', word.length + 1).execute();
  let best: Candidate | null = null;
  for (const row of rows) {
    if (editDistance(word, row.word, 1) !== 1) continue;
    const weight = row.weight * (row.lang_no === langNo || row.lang_no === ANY_LANGUAGE ? 4 : 1);
    const candidate = { word: row.word, spelling: row.spelling, distance: 1, prefix: false, weight };
    if (!best || closer(candidate, best) < 0) best = candidate;
  }
  return best ? { word: best.word, spelling: best.spelling, distance: 1 } : null;
}

/**
 * Part numbers one typo away from a number that matched nothing: one character replaced, or two
 * neighbours swapped. Read as exact look-ups of every such variant on the number indexes, a few
 * hundred keys at most.
 */
/** The numbers as written on the articles (own numbers first, the most popular first). */
export async function nearPartNumbers(db: Db, norm: string): Promise<string[]> {
  if (norm.length < 4 || norm.length > 20) return [];
  const variants = new Set<string>();
  const alphabet = '0123456789';
  for (let i = 0; i < norm.length; i++) {
    if (!/\d/.test(norm[i]!)) continue;
    for (const digit of alphabet) if (digit !== norm[i]) variants.add(norm.slice(0, i) + digit + norm.slice(i + 1));
    if (i + 1 < norm.length && norm[i] !== norm[i + 1]) variants.add(norm.slice(0, i) + norm[i + 1] + norm[i] + norm.slice(i + 2));
  }
  const keys = [...variants];
  const [own, oe] = await Promise.all([
    db.selectFrom('articles').select('article_number as number').where('norm_number', 'in', keys).orderBy('popularity', 'desc').limit(5).execute(),
    db.selectFrom('oe_numbers').select('oe_number as number').where('norm_number', 'in', keys).limit(5).execute(),
  ]);
  return [...new Set([...own, ...oe].map((r) => r.number))];
}

