/**
 * Search: the search index, its query understanding (part numbers, vehicles, synonyms,
 * corrections) and reindexing.
 * The face: what other domains may use; they import it, never the files behind it.
 */
export { searchEndpoints } from './endpoints';
export { categoryIndexText } from './index-text';
export { NORMALISED_PART_NUMBER, normalisePartNumber } from './part-number';
export { rebuildSearchIndex, rebuildVocabulary, replaceCategoryTerms } from './reindex';
