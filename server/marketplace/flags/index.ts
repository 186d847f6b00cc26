/**
 * Flags: feature flags and the visitor's assignment to their variants.
 * The face: what other domains may use; they import it, never the files behind it.
 */
export { flagEndpoints } from './endpoints';
