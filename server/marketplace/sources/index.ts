/**
 * Sources: where the catalogue's data comes from.
 * The face: what other domains may use; they import it, never the files behind it.
 */
export { sourceEndpoints } from './endpoints';
