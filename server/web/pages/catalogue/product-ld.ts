/**
 * schema.org Product with an AggregateOffer holding every shop's Offer (prices in EUR, not cents):
 * the GTIN where the article has one, a description, and per offer how long the price holds, the
 * shop's shipping to the delivery country (its shipping table, as on its shop page) and its
 * return policy (the statutory withdrawal window, linked to the shop's own cancellation page).
 */
import type { ArticleDetail } from '../../../../contract/index';
import type { Offer } from '../../../../contract/index';
import { STATUTORY_WITHDRAWAL_DAYS } from '../../../../contract/calls/orders';
import { hundredths } from '../../../../locales/amounts';

const euros = (cents: number) => hundredths(cents);
/** GTIN-8, -12, -13 or -14. */
const GTIN = /^(\d{8}|\d{12,14})$/;
/** The EU's statutory withdrawal period for distance sales; every shop's cancellation policy grants it. */
export const WITHDRAWAL_DAYS = STATUTORY_WITHDRAWAL_DAYS;

export interface ProductLdInput {
  article: ArticleDetail;
  offers: Offer[];
  url: string;
  description: string;
  deliveryCountry: string;
  /** Prices follow the shops' feeds: an offer's price is stated to hold until the end of the next day. */
  now: Date;
  absolute: (path: string) => string;
  /** The shop's cancellation policy page. */
  returnPolicyPath: (shopSlug: string) => string;
}

const day = (unitValue: { min: number; max: number }) => ({ '@type': 'QuantitativeValue', minValue: unitValue.min, maxValue: unitValue.max, unitCode: 'DAY' });

function shippingDetails(offer: Offer, deliveryCountry: string): object {
  const { shipping } = offer;
  const free = shipping.freeFromCents !== null && offer.priceCents >= shipping.freeFromCents;
  return {
    '@type': 'OfferShippingDetails',
    shippingRate: { '@type': 'MonetaryAmount', value: euros(free ? 0 : shipping.costCents), currency: 'EUR' },
    shippingDestination: { '@type': 'DefinedRegion', addressCountry: deliveryCountry },
    deliveryTime: {
      '@type': 'ShippingDeliveryTime',
      handlingTime: day({ min: 0, max: offer.deliveryDays }),
      transitTime: day({ min: shipping.deliveryDaysMin, max: shipping.deliveryDaysMax }),
    },
  };
}

function returnPolicy(offer: Offer, input: ProductLdInput): object {
  return {
    '@type': 'MerchantReturnPolicy',
    applicableCountry: input.deliveryCountry,
    returnPolicyCategory: 'https://schema.org/MerchantReturnFiniteReturnWindow',
    merchantReturnDays: WITHDRAWAL_DAYS,
    returnMethod: 'https://schema.org/ReturnByMail',
    returnFees: 'https://schema.org/ReturnFeesCustomerResponsibility',
    merchantReturnLink: input.absolute(input.returnPolicyPath(offer.shop.slug)),
  };
}

export function productJsonLd(input: ProductLdInput): object {
  const { article, offers, url } = input;
  const prices = offers.map((offer) => offer.priceCents);
  const validUntil = new Date(input.now.getTime() + 86_400_000).toISOString().slice(0, 10);
  const gtin = article.ean?.trim();
  const product: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: `${article.title} ${article.articleNumber}`,
    description: input.description,
    sku: article.articleNumber,
    mpn: article.normNumber,
    ...(gtin && GTIN.test(gtin) ? { gtin } : {}),
    brand: { '@type': 'Brand', name: article.manufacturer.name },
    category: article.type.title,
    // The photos' largest files on the shop's own origin; the category's icon only when there is none.
    image: (article.photos?.length ? article.photos.map((photo) => photo.large) : article.smallImages).map((src) => (src.startsWith('/') ? input.absolute(src) : src)),
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
        priceValidUntil: validUntil,
        availability: offer.available ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
        itemCondition: 'https://schema.org/NewCondition',
        seller: { '@type': 'Organization', name: offer.shop.name },
        url: `${url}#offer-${offer.offerId}`,
        shippingDetails: shippingDetails(offer, input.deliveryCountry),
        hasMerchantReturnPolicy: returnPolicy(offer, input),
      })),
    };
  }
  return product;
}
