/**
 * Search data access: the name index (categories, brands) and part / OE number lookups, on either
 * backend. Only the name match differs: FTS5 on SQLite, a tsvector with per-language stems on
 * PostgreSQL (db/migrations/search-index.ts); both fold diacritics and match each word by prefix.
 */
import { sql } from 'kysely';
import { backendOf, type Db } from '../db/connection';
import { SEARCH_LANGUAGES } from '../db/migrations/search-index';
import { attributeKey } from './attributes';

export interface TermMatch { kind: 'category' | 'brand'; refId: number; rank: number }

const MATCHES_PER_WORD = 200;

/** Letters and digits only: the index holds nothing else, and no query syntax gets through. */
function searchWord(word: string): string {
  return word.replace(/[^\p{L}\p{N}]+/gu, '');
}

/**
 * Names matching one word by prefix, best first (lower rank is better). Diacritics fold:
 * "olfilter" finds "Ölfilter".
 */
export async function matchWord(db: Db, word: string): Promise<TermMatch[]> {
  const clean = searchWord(word);
  if (!clean) return [];
  return backendOf(db) === 'postgres' ? matchWordPostgres(db, clean) : matchWordSqlite(db, clean);
}

/**
 * Names in the edition's language (or brands) holding the word itself, not only words it begins,
 * and those it begins: "ölfilter" names "Ölfilter" before "Ölfilterschlüssel", "plaquettes" names
 * "Plaquettes de frein" before "Témoin d'usure plaquettes". The word's other forms count as the
 * word (its plural: "disque" holds "Disques de frein" as wholly as "Disque d'embrayage"). Keys are kind|refId.
 */
export async function wholeWordMatches(db: Db, word: string, langNo: number, forms: readonly string[] = []): Promise<{ whole: Set<string>; first: Set<string> }> {
  const words = [...new Set([word, ...forms].map(searchWord).filter(Boolean))];
  if (!words.length) return { whole: new Set(), first: new Set() };
  const languages = [langNo, 255];
  const rows = backendOf(db) === 'postgres'
    ? (await sql<{ kind: string; refId: number; first: boolean }>`
        SELECT kind, ref_id AS "refId", bool_or(words[1] = ANY(ARRAY[${sql.join(words.map((w) => sql`spareo_fold(${w})`))}])) AS first FROM search_terms
        WHERE document @@ to_tsquery('spareo_simple', ${words.join(' | ')}) AND lang_no IN (${sql.join(languages)}) GROUP BY kind, ref_id LIMIT ${MATCHES_PER_WORD}`.execute(db)).rows
    : await wholeWordSqlite(db, words, languages);
  const whole = new Set<string>();
  const first = new Set<string>();
  for (const r of rows) {
    whole.add(`${r.kind}|${r.refId}`);
    if (r.first) first.add(`${r.kind}|${r.refId}`);
  }
  return { whole, first };
}

/** FTS5: the quoted words, and "^" for the names they start (a MATCH may only stand in WHERE). */
async function wholeWordSqlite(db: Db, words: string[], languages: number[]): Promise<{ kind: string; refId: number; first: boolean }[]> {
  const find = (query: string) => db.selectFrom('search_terms').select(['kind', sql<number>`CAST(ref_id AS INTEGER)`.as('refId')]).distinct()
    .where(sql<boolean>`search_terms MATCH ${query}`).where(sql<boolean>`lang_no IN (${sql.join(languages)})`).limit(MATCHES_PER_WORD).execute();
  const [whole, first] = await Promise.all([find(words.map((w) => `"${w}"`).join(' OR ')), find(words.map((w) => `^"${w}"`).join(' OR '))]);
  const starts = new Set(first.map((r) => `${r.kind}|${r.refId}`));
  return whole.map((r) => ({ ...r, first: starts.has(`${r.kind}|${r.refId}`) }));
}

/** FTS5: a quoted prefix query; bm25 rank (negative, lower is better). */
async function matchWordSqlite(db: Db, word: string): Promise<TermMatch[]> {
  const rows = await db.selectFrom('search_terms')
    .select(['kind', sql<number>`CAST(ref_id AS INTEGER)`.as('refId'), sql<number>`min(rank)`.as('rank')])
    .where(sql<boolean>`search_terms MATCH ${`"${word}"*`}`)
    .groupBy(['kind', 'ref_id'])
    .orderBy('rank').orderBy('refId')
    .limit(MATCHES_PER_WORD)
    .execute();
  return rows as TermMatch[];
}

/**
 * PostgreSQL: rows whose words start with the word (as FTS5 matches them), or, in rows of the
 * stem's language, whose stems start with the word's stem ("bremsscheibe" finds "Bremsscheiben").
 * Each condition is one scan of the GIN index. Ranked as FTS5 ranks: bm25 (k1 1.2, b 0.75) over
 * the name's words, negated so lower is better; rows found only through a stem come after.
 */
async function matchWordPostgres(db: Db, word: string): Promise<TermMatch[]> {
  const prefix = `${word}:*`;
  const unstemmed = sql`to_tsquery('spareo_simple', ${prefix})`;
  const stemmed = Object.entries(SEARCH_LANGUAGES).map(([langNo, language]) => ({ langNo: Number(langNo), query: sql`to_tsquery(${sql.lit(`spareo_${language}`)}::regconfig, ${prefix})` }));
  const matches = sql.join([
    sql`document @@ ${unstemmed}`,
    ...stemmed.map((s) => sql`(lang_no = ${sql.lit(s.langNo)} AND document @@ ${s.query})`),
  ], sql` OR `);
  const { rows } = await sql<TermMatch>`
    WITH folded AS (
      SELECT spareo_fold(${word}) AS word
    ), counted AS MATERIALIZED (
      SELECT kind, ref_id, cardinality(words) AS length, (SELECT count(*) FROM unnest(words) w WHERE starts_with(w, folded.word)) AS hits
      FROM search_terms, folded WHERE ${matches}
    ), corpus AS (
      SELECT count(*)::float8 AS rows, greatest(avg(cardinality(words)), 1)::float8 AS average FROM search_terms
    ), scored AS (
      SELECT kind, ref_id, hits, length, count(*) FILTER (WHERE hits > 0) OVER () AS found FROM counted
    )
    SELECT kind, ref_id AS "refId", min(CASE WHEN hits = 0 THEN 0 ELSE
      -greatest(ln((corpus.rows - found + 0.5) / (found + 0.5)), 1e-6) * hits * 2.2 / (hits + 1.2 * (0.25 + 0.75 * length / corpus.average))
    END) AS rank
    FROM scored, corpus
    GROUP BY kind, ref_id
    ORDER BY rank, "refId"
    LIMIT ${MATCHES_PER_WORD}`.execute(db);
  return rows;
}

/** Articles whose own number is exactly the normalised number. */
export async function articlesByNormNumber(db: Db, norm: string, limit: number): Promise<number[]> {
  const rows = await db.selectFrom('articles').select('id').where('norm_number', '=', norm)
    .orderBy('popularity', 'desc').orderBy('id').limit(limit).execute();
  return rows.map((r) => r.id);
}

/**
 * Articles whose number starts with the normalised prefix: a range on the norm_number index
 * (bytewise on both backends, so the range is the prefix).
 */
export async function articlesByNormPrefix(db: Db, norm: string, limit: number): Promise<number[]> {
  const rows = await db.selectFrom('articles').select('id')
    .where('norm_number', '>', norm).where('norm_number', '<', `${norm}\u{10FFFF}`)
    .orderBy('norm_number').orderBy('popularity', 'desc').orderBy('id').limit(limit).execute();
  return rows.map((r) => r.id);
}

/** Aftermarket articles replacing an OE number (exact normalised match). */
export async function articlesByOeNumber(db: Db, norm: string, limit: number): Promise<number[]> {
  const rows = await db.selectFrom('oe_numbers as o').innerJoin('articles as a', 'a.id', 'o.article_id')
    .select(['a.id', 'a.popularity']).distinct()
    .where('o.norm_number', '=', norm)
    .orderBy('a.popularity', 'desc').orderBy('a.id').limit(limit).execute();
  return rows.map((r) => r.id);
}

export interface NamedCategory { id: number; title: string; seoAlias: string; isUniversal: number }

/** Categories with their name in one language (those without one are left out), in any order. */
export async function namedCategories(db: Db, ids: number[], langNo: number): Promise<NamedCategory[]> {
  if (!ids.length) return [];
  return db.selectFrom('categories as c').innerJoin('category_texts as t', (join) => join.onRef('t.category_id', '=', 'c.id').on('t.lang_no', '=', langNo))
    .select(['c.id', 't.title', 't.seo_alias as seoAlias', 'c.is_universal as isUniversal'])
    .where('c.id', 'in', ids).execute();
}

export interface AttributeRow { key: string; written: string; categoryId: number; articles: number }

/** Categories whose articles carry an attribute value (of the given criteria), those with the most such articles first. */
export async function attributeCategories(db: Db, value: string, keys: readonly string[]): Promise<AttributeRow[]> {
  if (!keys.length) return [];
  return db.selectFrom('search_attributes').select(['key', 'written', 'category_id as categoryId', 'articles'])
    .where('value', '=', attributeKey(value)).where('key', 'in', keys).orderBy('articles', 'desc').orderBy('category_id').execute();
}
