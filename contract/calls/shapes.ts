/** Answer pieces several calls share. Money is integer cents. */
import { z } from 'zod';

export const manufacturer = z.looseObject({ id: z.number(), name: z.string(), slug: z.string(), seoName: z.string() });
export const series = z.looseObject({ id: z.number(), name: z.string(), slug: z.string(), productionYearStart: z.number(), productionYearEnd: z.number().nullable() });
export const seriesPage = z.looseObject({ id: z.number(), slug: z.string(), name: z.string() });
export const kba = z.object({ kbaId: z.number(), hsn: z.string(), tsn: z.string() });
export const model = z.looseObject({
  id: z.number(), name: z.string(), fullName: z.string(), ps: z.number(), kw: z.number(), ccm: z.number(),
  productionYearStart: z.number(), productionYearEnd: z.number().nullable(), kbas: z.array(kba),
});
export const vehicle = z.looseObject({ manufacturer, seriesFamily: z.looseObject({ id: z.number(), slug: z.string() }), seriesPage, series, model });

export const popularAndAll = <T extends z.ZodType>(item: T) => z.object({ popular: z.array(item), all: z.array(item) });

/** A product card (one article with its cheapest offer that ships to the delivery country). */
export const product = z.looseObject({
  id: z.number(),
  offerId: z.number().nullable(),
  articleNumber: z.string(),
  title: z.string(),
  manufacturer: z.looseObject({ id: z.number(), name: z.string(), seoName: z.string() }),
  category: z.object({ id: z.number(), seoAlias: z.string(), isUniversal: z.boolean() }),
});

/** A category as suggestions and navigation name it: data only, the caller builds the link. */
export const categorySuggestion = z.object({ id: z.number(), title: z.string(), seoAlias: z.string(), isUniversal: z.boolean() });

export const listing = z.looseObject({
  spareParts: z.array(product),
  resultCount: z.number(),
  availablePageCount: z.number(),
  isUniversal: z.boolean(),
  page: z.number(),
  pageSize: z.number(),
});

export const EMPTY_LISTING = { spareParts: [], resultCount: 0, availablePageCount: 0, isUniversal: false, page: 1, pageSize: 20 };

const cartShop = z.object({ id: z.number(), name: z.string(), slug: z.string(), rating: z.number() });
export const cartArticle = z.looseObject({
  id: z.number(), offerId: z.number(), articleId: z.number(), quantity: z.number(), price: z.number(), refund: z.number(),
  lineTotal: z.number(), title: z.string(), shop: cartShop, deliverable: z.boolean(), previousPrice: z.number().optional(),
});
export const unavailableCartLine = z.looseObject({
  id: z.number(), offerId: z.number(), articleId: z.number(), quantity: z.number(), title: z.string(), shopName: z.string(),
  replacement: z.object({ offerId: z.number(), price: z.number(), shopName: z.string() }).nullable(),
});
/** The cart, answered flat. */
export const cartData = z.looseObject({
  unavailable: z.array(unavailableCartLine).optional(),
  cartArticles: z.array(cartArticle),
  cartShops: z.array(z.looseObject({ shop: cartShop, articles: z.array(cartArticle), deliverable: z.boolean(), shipping: z.number() })),
  deliveryCountry: z.string(),
  minShopFeedbackAvg: z.number(),
  countArticles: z.number(),
  priceSum: z.number(),
  refundSum: z.number(),
  shippingSum: z.number(),
  priceTotal: z.number(),
});
export type CartData = z.infer<typeof cartData>;

/** An empty cart with zero sums. */
export const emptyCart = (deliveryCountry = 'DE'): CartData => ({
  cartArticles: [], cartShops: [], deliveryCountry, minShopFeedbackAvg: 0, countArticles: 0, priceSum: 0, refundSum: 0, shippingSum: 0, priceTotal: 0,
});
