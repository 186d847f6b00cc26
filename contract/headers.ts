/** Header names every tier uses for the same thing. */

/** What the web tier passes along with every marketplace call. */
export const CONTEXT_HEADERS = {
  session: 'x-spareo-sid',
  deliveryCountry: 'x-spareo-delivery-country',
  locale: 'x-spareo-locale',
} as const;

/** The three client-generated check headers (the user calls take the short names). */
export const CHECK_HEADERS = { csr: 'x-csr', ts: 'x-ts', c: 'x-c' } as const;
export const USER_CHECK_HEADERS = { csr: 'csr', ts: 'ts', c: 'c' } as const;

/** Set by the web tier's /api proxy when it answered with a call's fallback instead of the marketplace. */
export const FALLBACK_HEADER = 'x-spareo-fallback';

/** The shopper's address as the web tier saw it, for the account calls' throttling. */
export const CLIENT_ADDRESS_HEADER = 'x-spareo-client-address';

/** The staff member's session (desk and shops' portal), passed by the web tier from its signed cookie. */
export const STAFF_SESSION_HEADER = 'x-spareo-staff';

/** The portal sign-in of a shop's member, passed by the web tier from its cookie (never from a browser's header). */
export const PORTAL_HEADER = 'x-spareo-portal';

/**
 * The order a marketplace call created or changed (its number), for the request lines of both tiers;
 * the web tier hands it on in its answer, with the write's key, for nginx's line (nginx keeps both
 * from the browser).
 */
export const ORDER_HEADER = 'x-spareo-order';
/** The idempotency key of the write an answer is for, handed to nginx's line like the order. */
export const WRITE_KEY_HEADER = 'x-spareo-key';

/** The id the web tier gave the shopper's request, passed on with each of its marketplace calls. */
export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * The moment (ISO) a marketplace answer holds until: the earliest next cut-off of the shops whose
 * delivery days it shows, after which those days move. No cache keeps the answer, or a page made
 * from it, past that moment.
 */
export const HOLDS_UNTIL_HEADER = 'x-spareo-holds-until';
