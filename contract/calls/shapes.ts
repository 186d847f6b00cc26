/**
 * Answer pieces the calls share, and the types both sides read them as (z.infer: the schema is the
 * one description). Money is integer cents. Objects strip what they do not name, so a field the web
 * tier or an island reads must be named here.
 */
import * as z from 'zod';

/** Most units of one article a cart line holds. */
export const MAX_QUANTITY = 99;

// Vehicles (field names of the spec's data model).
export const manufacturer = z.object({ id: z.number(), name: z.string(), slug: z.string(), seoName: z.string() });
export const series = z.object({
  id: z.number(), name: z.string(), slug: z.string(), productionYearStart: z.number(), productionYearEnd: z.number().nullable(), popularity: z.number(),
});
export const seriesFamily = z.object({ id: z.number(), slug: z.string() });
export const seriesPage = z.object({ id: z.number(), slug: z.string(), name: z.string() });
export const kba = z.object({ kbaId: z.number(), hsn: z.string(), tsn: z.string() });
export const model = z.object({
  id: z.number(), name: z.string(), fullName: z.string(), ps: z.number(), kw: z.number(), ccm: z.number(),
  /** true where kw is an electric motor's 30-minute power, not its peak: pages label it so. */
  kwThirtyMinutes: z.boolean().optional(),
  productionYearStart: z.number(), productionYearEnd: z.number().nullable(), popularity: z.number(), kbas: z.array(kba),
});
export const vehicle = z.object({ manufacturer, seriesFamily, seriesPage, series, model });
export type Manufacturer = z.infer<typeof manufacturer>;
export type Series = z.infer<typeof series>;
export type SeriesFamily = z.infer<typeof seriesFamily>;
export type SeriesPage = z.infer<typeof seriesPage>;
export type Kba = z.infer<typeof kba>;
export type Model = z.infer<typeof model>;
export type Vehicle = z.infer<typeof vehicle>;

/** Dropdown lists: `popular` the most popular entries, `all` every entry; both sorted by name. */
export const popularAndAll = <T extends z.ZodType>(item: T) => z.object({ popular: z.array(item), all: z.array(item) });

/**
 * A product card. `id` is the article (spare part) id; `offerId` the cheapest offer that ships to
 * the delivery country (null when no shop ships there).
 */
/** A photo's files, ready for <picture>: src the middle WebP, srcsets per format, large the biggest file. */
export const productPhoto = z.object({ src: z.string(), width: z.number(), height: z.number(), avif: z.string(), webp: z.string(), large: z.string() });
export type ProductPhoto = z.infer<typeof productPhoto>;

export const product = z.object({
  id: z.number(),
  offerId: z.number().nullable(),
  normNumber: z.string(),
  articleNumber: z.string(),
  /** Brand, part type and the facts that name the article: "ATE Bremsscheiben Ø 288 mm belüftet". */
  title: z.string(),
  /** The naming facts alone ("Ø 288 mm belüftet"), '' when the article has none. */
  keyFacts: z.string(),
  /** The first photo's files; null: the article has none (smallImages then holds the category's icon). */
  photo: productPhoto.nullable(),
  manufacturer: z.object({ id: z.number(), name: z.string(), seoName: z.string(), logo: z.string().nullable() }),
  smallImages: z.array(z.string()),
  type: z.object({ id: z.number(), title: z.string() }),
  category: z.object({ id: z.number(), seoAlias: z.string(), isUniversal: z.boolean() }),
  langNo: z.number(),
  /** First document number in the request language (or language-neutral), null when none. */
  docNo: z.string().nullable(),
  priceCents: z.number().nullable(),
  refundCents: z.number(),
  offerCount: z.number(),
  inStock: z.boolean(),
});
export type Product = z.infer<typeof product>;

/** A category as suggestions and navigation name it: data only, the caller builds the link. */
export const categorySuggestion = z.object({ id: z.number(), title: z.string(), seoAlias: z.string(), isUniversal: z.boolean() });
export type CategorySuggestion = z.infer<typeof categorySuggestion>;

export const categorySummary = z.object({ id: z.number(), title: z.string(), seoAlias: z.string() });
export type CategorySummary = z.infer<typeof categorySummary>;
export const category = z.object({
  id: z.number(),
  urlId: z.number(),
  leafNumber: z.number(),
  title: z.string(),
  /** Title as shown: the parent's title in brackets unless the parent is the root or has the same title. */
  displayTitle: z.string(),
  seoAlias: z.string(),
  imageFilename: z.string().nullable(),
  level: z.number(),
  isUniversal: z.boolean(),
  isLeaf: z.boolean(),
  popularity: z.number(),
  parent: categorySummary.nullable(),
  topParent: categorySummary,
  seoText: z.string().nullable(),
  description: z.string().nullable(),
  children: z.array(categorySummary),
});
export type Category = z.infer<typeof category>;

/** unit: a measured criterion's unit (mm, Ah), for the shop to write the value in its language. */
export const filterAttribute = z.object({ value: z.string(), title: z.string(), count: z.number().optional(), isActive: z.boolean(), unit: z.string().optional() });
export type FilterAttribute = z.infer<typeof filterAttribute>;
/** Filters per key; delivery_country holds one value. */
export const filters = z.record(z.string(), z.object({ attributes: z.array(filterAttribute) }));
export type Filters = z.infer<typeof filters>;
export const listingSort = z.enum(['popularity', 'price-asc', 'price-desc', 'relevance']);
export type ListingSort = z.infer<typeof listingSort>;

export const listing = z.object({
  isUniversal: z.boolean(),
  spareParts: z.array(product),
  resultCount: z.number(),
  availablePageCount: z.number(),
  page: z.number(),
  pageSize: z.number(),
  sort: listingSort,
  category: category.nullable(),
  filters,
});
export type Listing = z.infer<typeof listing>;

export const EMPTY_LISTING: Listing = {
  spareParts: [], resultCount: 0, availablePageCount: 0, isUniversal: false, page: 1, pageSize: 20, sort: 'popularity', category: null, filters: {},
};

// Cart.
export const cartShop = z.object({ id: z.number(), name: z.string(), slug: z.string(), rating: z.number() });
export type CartShop = z.infer<typeof cartShop>;
export const cartArticle = z.object({
  /** Cart line id (Aendern, Loeschen and Ersetzen take it). */
  id: z.number(),
  offerId: z.number(),
  articleId: z.number(),
  quantity: z.number(),
  model: z.object({ id: z.number() }).nullable(),
  price: z.number(),
  /** Unit old-part deposit paid back (0 for most parts). */
  refund: z.number(),
  lineTotal: z.number(),
  title: z.string(),
  brand: z.string(),
  articleNumber: z.string(),
  normNumber: z.string(),
  categoryId: z.number(),
  shop: cartShop,
  /** False when the shop does not ship to the delivery country; such lines are left out of the sums. */
  deliverable: z.boolean(),
  deliveryDays: z.object({ min: z.number(), max: z.number() }).nullable(),
  /** Unit price before the shop's feed changed it, when it changed since the line was added. */
  previousPrice: z.number().optional(),
});
export type CartArticle = z.infer<typeof cartArticle>;
/**
 * A line whose offer cannot be ordered (the shop withdrew it, or has none in stock): kept, shown as
 * unavailable and left out of the sums and the checkout, with a switch to another offer.
 */
export const unavailableCartLine = z.object({
  id: z.number(), offerId: z.number(), articleId: z.number(), quantity: z.number(), title: z.string(), brand: z.string(), articleNumber: z.string(),
  shopName: z.string(),
  /** withdrawn: the shop's feed no longer has the offer; stock: the shop has none in stock. */
  reason: z.enum(['withdrawn', 'stock']).default('withdrawn'),
  replacement: z.object({ offerId: z.number(), price: z.number(), shopName: z.string() }).nullable(),
});
export type UnavailableCartLine = z.infer<typeof unavailableCartLine>;
export const cartShopGroup = z.object({
  shop: cartShop,
  articles: z.array(cartArticle),
  deliverable: z.boolean(),
  /** Shipping charged for this shop's subtotal (0 when free). */
  shipping: z.number(),
  shippingCost: z.number().nullable(),
  freeShippingFrom: z.number().nullable(),
  missingForFreeShipping: z.number(),
  subtotal: z.number(),
  /** The latest day this shop's parcel arrives when ordered now (YYYY-MM-DD); null when it does not ship there. */
  deliveryBy: z.string().nullable().default(null),
  /** Every method the shopper can pay this shop with waits for the money (prepayment): deliveryBy counts from the payment's booking. */
  awaitsPayment: z.boolean().default(false),
});
export type CartShopGroup = z.infer<typeof cartShopGroup>;
/** The cart, answered flat. */
export const cartData = z.object({
  unavailable: z.array(unavailableCartLine).optional(),
  cartArticles: z.array(cartArticle),
  cartShops: z.array(cartShopGroup),
  deliveryCountry: z.string(),
  /** Lowest rating among the shops in the cart; 0 when empty. */
  minShopFeedbackAvg: z.number(),
  /** Units in the cart (sum of quantities). */
  countArticles: z.number(),
  priceSum: z.number(),
  /** Deposits paid back after returning the old part; not deducted from priceTotal. */
  refundSum: z.number(),
  shippingSum: z.number(),
  priceTotal: z.number(),
});
export type CartData = z.infer<typeof cartData>;

/** An empty cart with zero sums: what a failed cart call shows. */
export const emptyCart = (deliveryCountry = 'DE'): CartData => ({
  cartArticles: [], cartShops: [], deliveryCountry, minShopFeedbackAvg: 0, countArticles: 0, priceSum: 0, refundSum: 0, shippingSum: 0, priceTotal: 0,
});

export const cartMove = z.object({
  lineId: z.number(), articleId: z.number(), title: z.string(), quantity: z.number(), fromOfferId: z.number(), toOfferId: z.number(),
  fromShop: cartShop, toShop: cartShop,
  /** Change of this line's item cost (negative: cheaper). */
  priceChange: z.number(),
});
export type CartMove = z.infer<typeof cartMove>;
/** The cheapest spread of the cart's articles over shops, as moves grouped by the shop they go to. */
export const cartOptimisation = z.object({
  currentTotal: z.number(),
  optimisedTotal: z.number(),
  saving: z.number(),
  provenOptimal: z.boolean(),
  groups: z.array(z.object({ toShop: cartShop, moves: z.array(cartMove) })),
  /** Lines no shop can deliver to the country; they stay as they are. */
  undeliverableLineIds: z.array(z.number()),
  elapsedMs: z.number(),
});
export type CartOptimisation = z.infer<typeof cartOptimisation>;
export const EMPTY_OPTIMISATION: CartOptimisation = {
  currentTotal: 0, optimisedTotal: 0, saving: 0, provenOptimal: true, groups: [], undeliverableLineIds: [], elapsedMs: 0,
};
