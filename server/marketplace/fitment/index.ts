/**
 * Fitment: which vehicles an article fits.
 * The face: what other domains may use; they import it, never the files behind it.
 */
export { fitmentEndpoints } from './endpoints';
