/**
 * The free-text name index: one row per searchable name, a category title in one language (with
 * its aliases and synonyms) or a brand. Articles are found through their category and brand, then
 * ranked by popularity, which keeps search fast at millions of articles. Diacritics fold on both
 * backends: "Ölfilter" = "olfilter"; every word is found by its prefix (suggestions as you type).
 *
 * SQLite: an FTS5 table. PostgreSQL: a plain table with a stored tsvector (`document`) under a GIN
 * index, and the name's words folded (`words`: lower case, no diacritics), which rank names as
 * FTS5's bm25 does (how many words start with the searched one, of how many). The vector holds each word unstemmed (the 'simple' configuration, prefix matches as FTS5
 * finds them) plus its stem in the row's language (german, spanish, french, italian, dutch,
 * english; 'simple' for brands), so "bremsscheibe" also finds "Bremsscheiben". Each
 * configuration folds diacritics with unaccent before stemming.
 */
import { sql } from 'kysely';
import { onPostgres, type MigrationDb } from './kit';

/** Language number -> PostgreSQL text search configuration of its stems. */
export const SEARCH_LANGUAGES: Record<number, string> = { 1: 'german', 4: 'english', 6: 'french', 7: 'italian', 8: 'spanish', 9: 'dutch' };

/** Splits a name into words as FTS5's unicode61 tokenizer does: at spaces and punctuation. */
export const WORD_SEPARATORS = '[[:space:][:punct:]]+';

export async function createSearchIndex(db: MigrationDb): Promise<void> {
  if (!onPostgres(db)) {
    await sql`CREATE VIRTUAL TABLE search_terms USING fts5(
      text,
      kind UNINDEXED,
      ref_id UNINDEXED,
      lang_no UNINDEXED,
      tokenize = 'unicode61 remove_diacritics 2',
      prefix = '2 3'
    )`.execute(db);
    return;
  }
  await sql`CREATE EXTENSION IF NOT EXISTS unaccent`.execute(db);
  for (const language of [...Object.values(SEARCH_LANGUAGES), 'simple']) {
    const config = sql.id(`spareo_${language}`);
    const stem = sql.id(language === 'simple' ? 'simple' : `${language}_stem`);
    await sql`CREATE TEXT SEARCH CONFIGURATION ${config} (COPY = ${sql.raw(`pg_catalog.${language}`)})`.execute(db);
    await sql`ALTER TEXT SEARCH CONFIGURATION ${config} ALTER MAPPING FOR hword, hword_part, word, asciihword, asciiword, hword_asciipart WITH unaccent, ${stem}`.execute(db);
  }
  // unaccent() is only STABLE (its dictionary could change); the shop never changes it, so the
  // folding may be stored in a generated column.
  await sql`CREATE FUNCTION spareo_fold(value text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
    AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, value)) $$`.execute(db);
  const perLanguage = sql.join(Object.entries(SEARCH_LANGUAGES).map(([langNo, language]) => sql`WHEN ${sql.lit(Number(langNo))} THEN ${sql.lit(`spareo_${language}`)}::regconfig`), sql` `);
  await db.schema.createTable('search_terms')
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull()) // 'category' or 'brand'
    .addColumn('ref_id', 'integer', (c) => c.notNull())
    .addColumn('lang_no', 'integer', (c) => c.notNull())
    .addColumn('document', sql`tsvector`, (c) => c.generatedAlwaysAs(sql`to_tsvector('spareo_simple'::regconfig, text)
      || to_tsvector(CASE lang_no ${perLanguage} ELSE 'spareo_simple'::regconfig END, text)`).stored())
    .addColumn('words', sql`text[]`, (c) => c.generatedAlwaysAs(sql`array_remove(regexp_split_to_array(spareo_fold(text), ${sql.lit(WORD_SEPARATORS)}), '')`).stored())
    .execute();
  await db.schema.createIndex('search_terms_document').on('search_terms').using('gin').column('document').execute();
  await db.schema.createIndex('search_terms_ref').on('search_terms').columns(['kind', 'ref_id']).execute();
}
