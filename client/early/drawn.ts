/** Marks what early code (client/early/) drew before its island woke: plain markup the runtime leaves alone. */
export const EARLY_DRAWN = 'data-early';
