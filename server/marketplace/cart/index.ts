/**
 * Cart: the visitor's lines, their availability and delivery days, the cheapest split across
 * shops, and joining the carts of parallel sessions.
 * The face: what other domains may use; they import it, never the files behind it.
 */
export { cartEndpoints } from './endpoints';
export { mergeSessionEndpoints } from './merge-sessions';
export { accountCartLines, claimQuotedLine, moveCart, sessionCartLines } from './repository';
export { unavailableLines } from './unavailable';
