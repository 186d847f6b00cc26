/**
 * How long the web tier keeps an idle connection to a marketplace service for the next call.
 * Shorter than the service's SHUTDOWN_DRAIN_MS (3 s by default): a draining service never closes
 * an idle connection itself before its drain is over, so by then this side has closed it, and no
 * call is ever written onto a connection the service is closing (a write lost that way could not
 * be sent again). Far below the service's keepAliveTimeout (65 s) for the same reason.
 */
export const IDLE_SOCKET_MS = 1000;
