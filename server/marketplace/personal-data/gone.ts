/**
 * What stands where a person was: personal data past its retention is replaced, not deleted, so
 * the records keep their shape (an address its fields, an e-mail its form). Each domain that holds
 * such data replaces its own with these.
 */
export const GONE = '—';

/** The e-mail address an anonymised order's records carry: unique per order, never delivered. */
export const goneEmail = (orderId: number) => `anonymised-${orderId}@invalid`;

/** A delivery address with its person gone; its country stays (the books need it). */
export const goneAddress = (country: string | undefined) => JSON.stringify({ name: GONE, street: GONE, zip: '', city: '', country: country ?? '' });
