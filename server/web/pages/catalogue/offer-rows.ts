/**
 * Offers as article-page rows: best-rated shop first, or, when the shopper asks, the lowest total
 * (price plus shipping to the delivery country) first; shipping to the delivery country on each.
 */
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

/** Offers in stock first, then the lowest price with shipping; equal totals the better-rated shop first. */
export function byTotal(offers: Offer[]): Offer[] {
  return offers.map((offer, index) => ({ offer, index }))
    .sort((a, b) => Number(b.offer.available) - Number(a.offer.available) || a.offer.totalCents - b.offer.totalCents
      || b.offer.shop.rating - a.offer.shop.rating || a.index - b.index)
    .map(({ offer }) => offer);
}

export type OfferOrder = 'rating' | 'total';

/** ?sort=total asks for the cheapest total first; anything else keeps the order by rating. */
export function offerOrderOf(value: unknown): OfferOrder {
  return value === 'total' ? 'total' : 'rating';
}

export function offerRows(context: PageContext, offers: Offer[], chosenOfferId: number | undefined, order: OfferOrder = 'rating'): OfferRow[] {
  return (order === 'total' ? byTotal(offers) : byRating(offers)).map((offer) => ({
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
    batteryDeposit: offer.depositKind === 'battery',
    shippingCents: offer.shipping.costCents,
    totalCents: offer.totalCents,
    deliveryDays: deliveryWindow(offer.deliveryDays, { min: offer.shipping.deliveryDaysMin, max: offer.shipping.deliveryDaysMax }),
    deliveryBy: offer.deliveryBy,
    awaitsPayment: offer.awaitsPayment === true,
    available: offer.available,
    chosen: offer.offerId === chosenOfferId,
  }));
}
