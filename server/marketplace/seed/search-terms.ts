/** Seed step: the free-text search index (category names per language with synonyms, brands), its vocabulary and attribute values. */
import type { Db } from '../db/connection';
import { rebuildSearchIndex } from '../search';

export async function seedSearchTerms(db: Db): Promise<void> {
  await rebuildSearchIndex(db);
}
