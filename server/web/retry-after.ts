/** Seconds a 503 page asks to be left before asking again: the shop recovers by itself within moments. */
export const RETRY_AFTER_S = 10;
