/**
 * What the cart page tells the shopper after a form post or a generation link. Only these codes
 * travel in the ?notice= query flag (Post/Redirect/Get), so no text of the visitor's making is
 * ever shown.
 */
export { readNotice, readSkipped, type CartNotice } from '../../../views/cart/notices';

/**
 * A generation link held back because the visitor already has a cart: its query string travels,
 * base64url-encoded, to the cart page's confirmation form (a same-origin POST). Only base64url
 * characters are ever echoed.
 */
export const PENDING_LINK_MAX = 2048;

export function encodePendingLink(search: string): string {
  return Buffer.from(search.slice(0, PENDING_LINK_MAX), 'utf8').toString('base64url');
}

export function readPendingLink(value: unknown): string | undefined {
  return typeof value === 'string' && value.length > 0 && value.length <= (PENDING_LINK_MAX * 4) / 3 + 4 && /^[A-Za-z0-9_-]+$/.test(value) ? value : undefined;
}

export function decodePendingLink(value: unknown): string | undefined {
  const token = readPendingLink(value);
  return token ? Buffer.from(token, 'base64url').toString('utf8') : undefined;
}

/** A rejected form field: the cart page answers 400 and names it; nothing was changed. */
export interface CartFormError {
  field: string;
}
