/**
 * What forgiving search looks words up in, both rebuilt from the catalogue with the name index:
 * - search_vocabulary: every word of the name index (category names with their synonyms, brands)
 *   and of the vehicle names, folded, with how often it occurs. A word that matches nothing is
 *   corrected to its nearest neighbour here (shown as the catalogue spells it); the key starts with the first letter and the length,
 *   the only ranges a correction reads.
 * - search_attributes: the attribute values articles carry ("5W30", "H7") and the categories that
 *   have them, so a value typed in the search box narrows to those categories; `value` is folded
 *   ("5w30"), `written` as the articles write it ("5W-30").
 */
import { keyed, type MigrationDb } from './kit';

export async function up(db: MigrationDb): Promise<void> {
  await keyed(db, db.schema.createTable('search_vocabulary')
    .addColumn('first', 'text', (c) => c.notNull())
    .addColumn('length', 'integer', (c) => c.notNull())
    .addColumn('word', 'text', (c) => c.notNull())
    .addColumn('lang_no', 'integer', (c) => c.notNull())
    .addColumn('spelling', 'text', (c) => c.notNull())
    .addColumn('weight', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('search_vocabulary_pk', ['first', 'length', 'word', 'lang_no'])).execute();
  await keyed(db, db.schema.createTable('search_attributes')
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('written', 'text', (c) => c.notNull())
    .addColumn('category_id', 'integer', (c) => c.notNull())
    .addColumn('articles', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('search_attributes_pk', ['value', 'key', 'category_id'])).execute();
}
