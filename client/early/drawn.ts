/** Marks what early code (client/early/) drew before its island woke: plain markup the runtime leaves alone. */
export const EARLY_DRAWN = 'data-early';
/** On an island whose early code answers its use itself: the page's loader asks for nothing on its behalf any more. */
export const EARLY_ASKS = 'data-early-asks';
