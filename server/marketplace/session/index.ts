/**
 * Session: the visitor's session and the context a call carries (edition, language, delivery
 * country).
 * The face: what other domains may use; they import it, never the files behind it.
 */
export { deliveryCountryOf, langNoOf, rawSessionId, requestContext, type RequestContext, requireSession, unauthorized } from './context';
export { sessionEndpoints } from './endpoints';
export { endSession, isIssuedSessionId, retireSession, sessionExists, sessionKnown, storeAccountSession, storedSessionLivesUntil, storeIssuedSession } from './repository';
