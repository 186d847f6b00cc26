/** schema.org Product with an AggregateOffer holding every shop's Offer (prices in EUR, not cents). */
import type { ArticleDetail } from '../../../marketplace/articles/types';
import type { Offer } from '../../../marketplace/offers/types';

const euros = (cents: number) => (cents / 100).toFixed(2);

export function productJsonLd(article: ArticleDetail, offers: Offer[], url: string, absolute: (path: string) => string): object {
  const prices = offers.map((offer) => offer.priceCents);
  const product: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: `${article.title} ${article.articleNumber}`,
    sku: article.articleNumber,
    mpn: article.normNumber,
    brand: { '@type': 'Brand', name: article.manufacturer.name },
    category: article.type.title,
    image: article.smallImages.map((src) => absolute(src)),
    url,
  };
  if (offers.length) {
    product.offers = {
      '@type': 'AggregateOffer',
      priceCurrency: 'EUR',
      lowPrice: euros(Math.min(...prices)),
      highPrice: euros(Math.max(...prices)),
      offerCount: offers.length,
      offers: offers.map((offer) => ({
        '@type': 'Offer',
        price: euros(offer.priceCents),
        priceCurrency: 'EUR',
        availability: offer.available ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
        seller: { '@type': 'Organization', name: offer.shop.name },
        url: `${url}#offer-${offer.offerId}`,
      })),
    };
  }
  return product;
}
