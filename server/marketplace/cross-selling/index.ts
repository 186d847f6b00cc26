/**
 * Cross-selling: the articles bought or fitted together with an article.
 * The face: what other domains may use; they import it, never the files behind it.
 */
export { crossSellingEndpoints } from './endpoints';
