/**
 * Optimiser: the cheapest split of a cart across shops, shipping included.
 * The face: what other domains may use; they import it, never the files behind it.
 */
export { optimiseAssignment } from './optimise';
export { shippingFor } from './shipping';
export type { OptimiserArticle, OptimiserInput, OptimiserResult, OptimiserShop } from './types';
