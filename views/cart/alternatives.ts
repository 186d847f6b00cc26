/** Which other shops' offers a cart line may switch to, from the alternatives the cart page loaded. */
import type { AlternativeOfferView, CartAlternatives } from './cart-view';

/** At most this many other shops per line (the cheapest): the switch stays compact and a big cart's page small. */
export const MAX_ALTERNATIVES = 10;

/** A line's alternatives: its article's cheapest offers without the one it holds. */
export function alternativesFor(alternatives: CartAlternatives | undefined, articleId: string, offerId: string): AlternativeOfferView[] {
  return (alternatives?.[articleId] ?? []).filter((offer) => offer.offerId !== offerId).slice(0, MAX_ALTERNATIVES);
}
