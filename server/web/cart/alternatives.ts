/**
 * Other shops' offers of the cart's articles, for each line's "other shops" switch (Ersetzen).
 * One GET /Angebote per distinct article, all in parallel; the call is cacheable, so the web
 * tier's upstream cache (keyed by article, edition and delivery country, never by visitor) answers
 * repeat visits without the marketplace. A failed call is the call's empty fallback: that article
 * simply shows no switch, and the cart page never fails for it.
 */
import type { Offer, OfferList } from '../../../contract/index';
import type { MarketplaceClient } from '../marketplace-client';
import type { AlternativeOfferView, CartAlternatives, CartView } from '../../../views/cart/cart-view';

type Headers = Record<string, string | undefined>;

/** At most this many other shops per line (the cheapest): the switch stays compact and a big cart's page small. */
export { MAX_ALTERNATIVES, alternativesFor } from '../../../views/cart/alternatives';
import { alternativesFor, MAX_ALTERNATIVES } from '../../../views/cart/alternatives';

/** Cheapest first (unit price plus shipping for it alone), then the better-rated shop, then the offer id. */
function cheapestFirst(a: AlternativeOfferView, b: AlternativeOfferView): number {
  return a.priceCents + a.shippingCents - (b.priceCents + b.shippingCents) || b.rating - a.rating || Number(a.offerId) - Number(b.offerId);
}

/**
 * Read once per answer object: the upstream cache hands every cart page the same cached answer
 * until it expires (as pages/navigation.ts does). The list is shared: callers must not change it.
 */
const readLists = new WeakMap<object, AlternativeOfferView[]>();

/**
 * The offers a line may switch to: in stock at a shop that ships to the delivery country (the list
 * only holds those), with the day each arrives (an offer without one, from an older marketplace, is
 * left out rather than said as a span of days beside the cart's dates).
 */
export function readAlternatives(answer: OfferList): AlternativeOfferView[] {
  let list = readLists.get(answer);
  if (!list) readLists.set(answer, (list = switchableOffers(answer.offers)));
  return list;
}

function switchableOffers(offers: Offer[]): AlternativeOfferView[] {
  return offers
    .filter((offer) => offer.available && typeof offer.deliveryBy === 'string')
    .map((offer) => ({
      offerId: String(offer.offerId),
      shopName: offer.shop.name,
      rating: offer.shop.rating,
      priceCents: offer.priceCents,
      shippingCents: offer.shipping.costCents,
      deliveryBy: offer.deliveryBy!,
      awaitsPayment: offer.awaitsPayment === true,
    }))
    .sort(cheapestFirst);
}


export async function loadAlternatives(marketplace: MarketplaceClient, headers: Headers, cart: CartView): Promise<CartAlternatives> {
  const lines = cart.shops.flatMap((shop) => shop.lines);
  const articleIds = [...new Set(lines.map((line) => line.articleId))];
  const lists = await Promise.all(
    articleIds.map((sparePartId) => marketplace.requestShared('GET /Angebote', { query: { sparePartId: String(sparePartId) } }, headers)),
  );
  const out: CartAlternatives = {};
  articleIds.forEach((articleId, index) => {
    const list = lists[index];
    if (!list) return;
    const held = lines.filter((line) => line.articleId === articleId);
    // Enough of the cheapest that every line still has MAX_ALTERNATIVES once the offers the lines hold are left out.
    const offers = readAlternatives(list).slice(0, MAX_ALTERNATIVES + held.length);
    // Only articles where some line has something to switch to: the island's props stay small.
    if (held.some((line) => alternativesFor({ [articleId]: offers }, articleId, line.offerId).length > 0)) out[articleId] = offers;
  });
  return out;
}
