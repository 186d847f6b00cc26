/**
 * Offers: an article's offers from the shops, with price, stock and delivery.
 * The face: what other domains may use; they import it, never the files behind it.
 */
export { offerEndpoints } from './endpoints';
export { holdsHeaders, offerArticleId, offersForArticle, type OffersRead } from './repository';
export { listShopOffers, shopOfferOf } from './shop-offers';
