/**
 * Check headers: the bot-friction challenge the pages carry and the check of the headers a call
 * sends back.
 * The face: what other domains may use; they import it, never the files behind it.
 */
export { checkHeadersFailure } from './challenge';
export { checkHeaderEndpoints } from './endpoints';
