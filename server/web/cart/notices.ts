/**
 * What the cart page tells the shopper after a form post or a generation link. Only these codes
 * travel in the ?notice= query flag (Post/Redirect/Get), so no text of the visitor's making is
 * ever shown.
 */
import type { Request } from 'express';
export { CART_NOTICES, FAILURE_NOTICES, readNotice, readSkipped, type CartNotice } from '../../../views/cart/notices';

/** A rejected form field: the POST router hands it to the cart page loader, which answers 400. */
export interface CartFormError {
  field: string;
}

const formErrors = new WeakMap<Request, CartFormError>();

export function rememberFormError(req: Request, error: CartFormError): void {
  formErrors.set(req, error);
}

export function formErrorOf(req: Request): CartFormError | undefined {
  return formErrors.get(req);
}
