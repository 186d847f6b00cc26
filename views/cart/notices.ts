/**
 * What the cart page tells the shopper after a form post or a generation link. Only these codes
 * travel in the ?notice= query flag (Post/Redirect/Get), so no text of the visitor's making is
 * ever shown.
 */
export const CART_NOTICES = [
  'added',
  'updated',
  'removed',
  'replaced',
  'optimised',
  'generated',
  'generatePending',
  'notAdded',
  'outOfStock',
  'notChanged',
  'sessionFailed',
  'optimiseUnavailable',
  /** No answer came, and asking after it got none either: the shopper is asked to look at the cart. */
  'addUnconfirmed',
  'changeUnconfirmed',
] as const;
export type CartNotice = (typeof CART_NOTICES)[number];

/** Notices that report a failure (shown as an alert instead of a status). */
export const FAILURE_NOTICES: ReadonlySet<CartNotice> = new Set(['notAdded', 'outOfStock', 'notChanged', 'sessionFailed', 'optimiseUnavailable', 'addUnconfirmed', 'changeUnconfirmed']);

/**
 * Notices saying the cart itself could not be reached (no session could be had for a new visitor's
 * add): the page then knows nothing of a cart, so it must not also say the cart is empty.
 */
export const CART_UNREACHED_NOTICES: ReadonlySet<CartNotice> = new Set(['sessionFailed']);

export function readNotice(value: unknown): CartNotice | undefined {
  return typeof value === 'string' && (CART_NOTICES as readonly string[]).includes(value) ? (value as CartNotice) : undefined;
}

/** Count of a generation link's entries not taken (?skipped=3 unknown, ?soldOut=2 out of stock), 0 when absent or bad. */
export function readSkipped(value: unknown): number {
  return typeof value === 'string' && /^\d{1,3}$/.test(value) ? Number(value) : 0;
}
