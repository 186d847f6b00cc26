/** Offers as article-page rows: best-rated shop first, shipping to the delivery country. */
import { deliveryWindow } from '../../../../contract/delivery-time';
import type { Offer } from '../../../../contract/index';
import type { OfferRow } from '../../../../views/pages/ArticlePage';
import type { PageContext } from '../types';

/** Offers in stock first; stable: equal ratings keep the marketplace's order (cheaper first). */
export function byRating(offers: Offer[]): Offer[] {
  return offers.map((offer, index) => ({ offer, index }))
    .sort((a, b) => Number(b.offer.available) - Number(a.offer.available) || b.offer.shop.rating - a.offer.shop.rating || a.index - b.index)
    .map(({ offer }) => offer);
}

export function offerRows(context: PageContext, offers: Offer[], chosenOfferId: number | undefined): OfferRow[] {
  return byRating(offers).map((offer) => ({
    offerId: offer.offerId,
    shopName: offer.shop.name,
    shopHref: context.link('Shop', { shopName: offer.shop.slug }),
    soldBy: offer.seller
      ? context.t('article.soldBy', { name: offer.seller.legalName, city: offer.seller.city, status: context.t(offer.seller.isTrader ? 'article.sellerTrader' : 'article.sellerPrivate') })
      : undefined,
    rating: offer.shop.rating,
    reviewCount: offer.shop.reviewCount,
    priceCents: offer.priceCents,
    depositCents: offer.refundCents,
    shippingCents: offer.shipping.costCents,
    deliveryDays: deliveryWindow(offer.deliveryDays, { min: offer.shipping.deliveryDaysMin, max: offer.shipping.deliveryDaysMax }),
    deliveryBy: offer.deliveryBy,
    available: offer.available,
    chosen: offer.offerId === chosenOfferId,
  }));
}
