/**
 * Articles: the article page's reads (one article with its offers, documents and facts) and the
 * lookup of a page by its path.
 * The face: what other domains may use; they import it, never the files behind it.
 */
export { articleEndpoints } from './endpoints';
