/**
 * Merchant: the offers a shop lists, as its merchant pages read them.
 * The face: what other domains may use; they import it, never the files behind it.
 */
export { merchantEndpoints } from './endpoints';
